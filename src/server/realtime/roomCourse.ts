// The passage a typing room races (a math room's course comes from its lesson and id, in the room
// step). The course itself is a union in the domain: src/domain/race/course.ts.
import type { PassageView } from '../../domain/race/course';

/**
 * The room's passage. `maxChars` (RACE_MAX_PASSAGE_CHARS, 0 = any) keeps tests and demos short:
 * pick until one fits, else the shortest seen. Each pick is a normal one, so every player's
 * recently-seen list stays honest.
 */
export function pickPassage(pick: () => PassageView, maxChars: number, attempts = 60): PassageView {
  let best = pick();
  if (maxChars <= 0) return best;
  for (let i = 1; i < attempts && best.text.length > maxChars; i += 1) {
    const next = pick();
    if (next.text.length < best.text.length) best = next;
  }
  return best;
}

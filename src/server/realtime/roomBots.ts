// Bots fill a room's empty seats when it starts. Everything about them comes from a generator
// seeded by the room id, so a room's bots (names, cars, speeds, every keystroke time) can be
// replayed exactly from the id alone.
import { botFinishMs, botProfile, planBot } from '../../domain/race/bots';
import { hashSeed, seededRng } from '../../domain/random';
import type { PassageView } from '../race/passageService';
import type { BotRacer } from './roomRacers';

/** Share of bots that carry a nitro: "sometimes", as players do. */
const NITRO_SHARE = 0.4;

export function makeBots(
  roomID: string,
  count: number,
  roomSpeed: number,
  passage: string,
  carIDs: readonly number[],
): BotRacer[] {
  const rng = seededRng(hashSeed(roomID));
  const bots: BotRacer[] = [];
  for (let i = 1; i <= count; i += 1) {
    const profile = botProfile(rng, roomSpeed, carIDs.length > 0 ? carIDs : [1]);
    const plan = planBot(rng, passage, profile.wpm, rng() < NITRO_SHARE ? 1 : 0);
    bots.push({
      id: `bot${i}`,
      profile,
      plan,
      finishMs: botFinishMs(plan),
      nitrosShown: 0,
      place: null,
    });
  }
  return bots;
}

/** Bots whose next nitro has fired by `elapsedMs`; marks them announced. */
export function botNitrosDue(bots: readonly BotRacer[], elapsedMs: number): BotRacer[] {
  const due: BotRacer[] = [];
  for (const bot of bots) {
    const next = bot.plan.nitroAt[bot.nitrosShown];
    if (next !== undefined && next <= elapsedMs) {
      bot.nitrosShown += 1;
      due.push(bot);
    }
  }
  return due;
}

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

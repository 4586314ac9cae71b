import { describe, expect, it } from 'vitest';

import {
  nitroSpan,
  replay,
  startTyping,
  typeKey,
  applyNitro,
} from '../../../../src/domain/race/typing';

const passage = 'The quick fox.';

describe('typing model', () => {
  it('moves on with right keys and holds at an error until it is corrected', () => {
    let s = startTyping(passage);
    s = typeKey(s, 'T', 100);
    s = typeKey(s, 'x', 200);
    expect(s).toMatchObject({ pos: 1, inError: true, errors: 1, correctKeys: 1 });
    s = typeKey(s, 'x', 250);
    expect(s).toMatchObject({ pos: 1, errors: 2 });
    s = typeKey(s, 'h', 300);
    expect(s).toMatchObject({ pos: 2, inError: false, errors: 2, correctKeys: 2 });
    expect(s.log).toHaveLength(4);
  });

  it('finishes on the last character and ignores keys after it', () => {
    let s = startTyping('ab');
    s = typeKey(typeKey(s, 'a', 10), 'b', 20);
    expect(s.finishedAt).toBe(20);
    const after = typeKey(s, 'c', 30);
    expect(after).toBe(s);
  });

  it('a nitro fills the rest of the current word and its space', () => {
    expect(nitroSpan(passage, 4)).toBe('quick ');
    expect(nitroSpan(passage, 6)).toBe('ick ');
    expect(nitroSpan(passage, 10)).toBe('fox.');
    let s = startTyping(passage);
    for (const [i, ch] of [...'The q'].entries()) s = typeKey(s, ch, i * 100);
    s = applyNitro(s, 600);
    expect(s).toMatchObject({ pos: 10, nitrosUsed: 1, correctKeys: 5 });
    expect(s.log.at(-1)).toEqual({ type: 'nitro', ms: 600, data: 'uick ' });
  });

  it('replays a log to the same state, and treats a forged nitro as an error', () => {
    let s = startTyping(passage);
    for (const [i, ch] of [...'The '].entries()) s = typeKey(s, ch, i * 100);
    s = applyNitro(s, 500);
    const replayed = replay(passage, s.log);
    expect(replayed.pos).toBe(s.pos);
    expect(replayed.errors).toBe(0);
    const forged = replay(passage, [{ type: 'nitro', ms: 10, data: 'The quick fox.' }]);
    expect(forged.pos).toBe(0);
    expect(forged.errors).toBe(1);
  });
});

// Which keys the race takes (jsdom: the target checks need real elements).
import { describe, expect, it } from 'vitest';

import { keyIntent, raceOwnsTarget } from '../../../../src/ui/race/keyInput';

const k = (
  key: string,
  mods: Partial<{ ctrlKey: boolean; metaKey: boolean; altKey: boolean }> = {},
) => keyIntent({ key, ctrlKey: false, metaKey: false, altKey: false, ...mods });

describe('keyIntent', () => {
  it('printable characters type, Enter is a nitro, the rest is left alone', () => {
    expect(k('a')).toEqual({ kind: 'char', char: 'a' });
    expect(k(' ')).toEqual({ kind: 'char', char: ' ' });
    expect(k('Enter')).toEqual({ kind: 'nitro' });
    for (const key of ['Shift', 'Tab', 'Backspace', 'ArrowLeft', 'Dead', 'Unidentified']) {
      expect(k(key)).toEqual({ kind: 'none' });
    }
  });

  it('leaves browser shortcuts alone but lets AltGr characters through', () => {
    expect(k('c', { ctrlKey: true })).toEqual({ kind: 'none' });
    expect(k('v', { metaKey: true })).toEqual({ kind: 'none' });
    expect(k('@', { ctrlKey: true, altKey: true })).toEqual({ kind: 'char', char: '@' });
    expect(
      keyIntent({ key: 'a', ctrlKey: false, metaKey: false, altKey: false, isComposing: true }),
    ).toEqual({ kind: 'none' });
  });
});

describe('raceOwnsTarget', () => {
  it('takes keys from the page and the race input, not from other fields or dialogs', () => {
    document.body.innerHTML = `
      <input id="race" /><input id="other" /><button id="b">x</button>
      <div role="dialog"><p id="inDialog">x</p></div><p id="para">x</p>`;
    const el = (id: string) => document.getElementById(id);
    const race = el('race');
    expect(raceOwnsTarget(race, race)).toBe(true);
    expect(raceOwnsTarget(document.body, race)).toBe(true);
    expect(raceOwnsTarget(el('para'), race)).toBe(true);
    expect(raceOwnsTarget(el('other'), race)).toBe(false);
    expect(raceOwnsTarget(el('b'), race)).toBe(false);
    expect(raceOwnsTarget(el('inDialog'), race)).toBe(false);
  });
});

// The F key between races: the same targets as the race's own keys (raceOwnsTarget), plus a
// focused button or link, never a field or anything in a dialog.
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';

import { isFullscreenShortcut } from '../../../../src/ui/race/useRaceKeyboard';

function press(target: Element, init: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', { key: 'f', bubbles: true, ...init });
  Object.defineProperty(event, 'target', { value: target });
  return event;
}

describe('isFullscreenShortcut', () => {
  it('is a bare F on the page, the race input, a button or a link', () => {
    document.body.innerHTML = `
      <input id="race" /><p id="para">x</p><button id="again">Race Again</button><a id="home" href="/">h</a>`;
    const el = (id: string) => document.getElementById(id)!;
    const race = el('race');
    for (const id of ['race', 'para', 'again', 'home']) {
      expect(isFullscreenShortcut(press(el(id)), race)).toBe(true);
    }
    expect(isFullscreenShortcut(press(el('para'), { key: 'F' }), race)).toBe(true);
    expect(isFullscreenShortcut(press(el('para'), { ctrlKey: true }), race)).toBe(false);
    expect(isFullscreenShortcut(press(el('para'), { key: 'g' }), race)).toBe(false);
  });

  it('is never F typed into another field or pressed inside a dialog', () => {
    document.body.innerHTML = `
      <input id="race" /><input id="name" /><textarea id="note"></textarea>
      <div role="dialog"><button id="ok">OK</button><p id="text">x</p></div>`;
    const el = (id: string) => document.getElementById(id)!;
    for (const id of ['name', 'note', 'ok', 'text']) {
      expect(isFullscreenShortcut(press(el(id)), el('race'))).toBe(false);
    }
  });
});

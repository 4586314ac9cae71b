// The passage view: rendered once, then kept in step with the typing model by the painter,
// which rewrites only the spans that changed.
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  applyNitro,
  startTyping,
  typeKey,
  type TypingState,
} from '../../../../src/domain/race/typing';
import {
  createPassagePainter,
  wordAt,
  type PassagePainter,
} from '../../../../src/ui/race/passagePainter';
import { PassageView } from '../../../../src/ui/race/PassageView';

const PASSAGE = 'Go fast now.';

function mount(passage = PASSAGE) {
  let painter: PassagePainter | null = null;
  let renders = 0;
  const bind = vi.fn((root: HTMLElement | null, live: HTMLElement | null) => {
    renders += 1;
    painter = root ? createPassagePainter(root, live, (fn) => (fn(), () => {})) : null;
  });
  const view = render(
    <PassageView passage={passage} source="Test Writers" waiting={false} bind={bind} />,
  );
  const chars = () => [
    ...screen.getByTestId('passage').querySelectorAll<HTMLElement>('[data-char]'),
  ];
  const states = () => chars().map((c) => c.dataset.state);
  const live = () => view.container.querySelector('[aria-live]')?.textContent ?? '';
  return { view, painter: () => painter!, chars, states, live, bind, renders: () => renders };
}

/** Types `keys` one by one, painting after each, like the race controller does. */
function typeInto(painter: PassagePainter, state: TypingState, keys: string): TypingState {
  let s = state;
  for (const key of keys) {
    const next = typeKey(s, key, s.log.length * 100);
    painter.paint(s, next);
    s = next;
  }
  return s;
}

afterEach(cleanup);

describe('PassageView', () => {
  it('renders the passage as real, readable text with one span per character', () => {
    const { chars, states } = mount();
    expect(screen.getByTestId('passage').textContent).toBe(PASSAGE);
    expect(chars()).toHaveLength(PASSAGE.length);
    expect(states()[0]).toBe('current');
    expect(
      states()
        .slice(1)
        .every((s) => s === 'pending'),
    ).toBe(true);
    expect(screen.getByText('— Test Writers')).toBeTruthy();
  });

  it('marks typed characters and moves the current one', () => {
    const { painter, states } = mount();
    const s = typeInto(painter(), startTyping(PASSAGE), 'Go ');
    expect(s.pos).toBe(3);
    expect(states().slice(0, 4)).toEqual(['typed', 'typed', 'typed', 'current']);
  });

  it('holds on a wrong key as an error until it is corrected, then remembers the slip', () => {
    const { painter, states } = mount();
    let s = typeInto(painter(), startTyping(PASSAGE), 'Gx');
    expect(s.pos).toBe(1);
    expect(states()[1]).toBe('error');
    s = typeInto(painter(), s, 'zz');
    expect(states()[1]).toBe('error');
    expect(states()[2]).toBe('pending');
    s = typeInto(painter(), s, 'o');
    expect(s.pos).toBe(2);
    expect(states().slice(0, 3)).toEqual(['typed', 'corrected', 'current']);
  });

  it('a nitro fills the rest of the word at once', () => {
    const { painter, states } = mount();
    const before = typeInto(painter(), startTyping(PASSAGE), 'Go f');
    const after = applyNitro(before, 1000);
    painter().paint(before, after);
    expect(after.pos).toBe(8);
    expect(states().slice(3, 9)).toEqual(['typed', 'typed', 'typed', 'typed', 'typed', 'current']);
  });

  it('names the next word for screen readers, once per word', () => {
    const { painter, live } = mount();
    const p = painter();
    p.paintAll(startTyping(PASSAGE));
    expect(live()).toBe('Next word: Go');
    let s = typeInto(p, startTyping(PASSAGE), 'Go');
    expect(live()).toBe('Next word: Go');
    s = typeInto(p, s, ' ');
    expect(live()).toBe('Next word: fast');
    typeInto(p, s, 'fast now.');
    expect(live()).toBe('Passage complete.');
  });

  it('keystrokes never re-render it: the binding happens once per passage', () => {
    const { painter, bind, view } = mount();
    typeInto(painter(), startTyping(PASSAGE), 'Go fast');
    expect(bind).toHaveBeenCalledTimes(1);
    view.rerender(
      <PassageView passage={PASSAGE} source="Test Writers" waiting={false} bind={bind} />,
    );
    expect(bind).toHaveBeenCalledTimes(1);
  });

  it('wordAt finds the word around the cursor', () => {
    expect(wordAt('ab cd ef', 0)).toBe('ab');
    expect(wordAt('ab cd ef', 4)).toBe('cd');
    expect(wordAt('ab cd ef', 2)).toBe('ab');
    expect(wordAt('ab cd ef', 8)).toBe('');
  });
});

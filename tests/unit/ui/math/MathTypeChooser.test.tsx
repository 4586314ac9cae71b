// The 'Choose Math Type' chooser: eight types with labels and examples, a pick that makes it busy
// and deaf to further clicks (SPEC §4), and arrow keys, Enter and Escape.
import {
  act,
  cleanup,
  fireEvent,
  render,
  renderHook,
  screen,
  within,
} from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import type { ProblemType } from '../../../../src/domain/math';
import { PROBLEM_TYPE_LABELS, PROBLEM_TYPES } from '../../../../src/domain/math';
import {
  MathTypeChooser,
  NARROW_SCREEN_QUERY,
  PROBLEM_TYPE_EXAMPLES,
  useNarrowScreen,
} from '../../../../src/ui/math/MathTypeChooser';

function mount(open = true) {
  const onPick = vi.fn<(type: ProblemType) => void>();
  const onClose = vi.fn<() => void>();
  const view = render(<MathTypeChooser open={open} onPick={onPick} onClose={onClose} />);
  const options = () =>
    within(screen.getByRole('list', { name: 'Math types' })).getAllByRole('button');
  const setOpen = (next: boolean) =>
    view.rerender(<MathTypeChooser open={next} onPick={onPick} onClose={onClose} />);
  return { onPick, onClose, options, setOpen };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('MathTypeChooser', () => {
  it('renders nothing while closed', () => {
    mount(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("is titled 'Choose Math Type', tagged BETA, and lists the eight types with examples", () => {
    const { options } = mount();
    const dialog = screen.getByRole('dialog', { name: 'Choose Math Type' });
    expect(within(dialog).getByText('BETA')).toBeTruthy();
    const buttons = options();
    expect(buttons).toHaveLength(8);
    expect(buttons.map((b) => b.dataset.type)).toEqual([...PROBLEM_TYPES]);
    PROBLEM_TYPES.forEach((type, i) => {
      expect(buttons[i]!.textContent).toBe(PROBLEM_TYPE_LABELS[type] + PROBLEM_TYPE_EXAMPLES[type]);
    });
    expect(document.activeElement).toBe(buttons[0]);
  });

  it('picks once, then is busy and ignores further clicks', () => {
    const { onPick, onClose, options } = mount();
    const money = options()[2]!;
    fireEvent.click(money);
    fireEvent.click(money);
    fireEvent.click(options()[5]!);
    expect(onPick).toHaveBeenCalledExactlyOnceWith('money_1');

    expect(money.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('list', { name: 'Math types' }).getAttribute('aria-busy')).toBe('true');
    const others = options().filter((b) => b !== money);
    expect(others.every((b) => b.getAttribute('aria-disabled') === 'true')).toBe(true);
    expect(money.querySelector('[aria-hidden="true"]')).not.toBeNull();

    // A pick is final: no closing while the race starts.
    fireEvent.keyDown(money, { key: 'Escape' });
    fireEvent.keyDown(money, { key: 'Enter' });
    expect(onClose).not.toHaveBeenCalled();
    expect(onPick).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('is no longer busy when opened again', () => {
    const { onPick, options, setOpen } = mount();
    fireEvent.click(options()[0]!);
    setOpen(false);
    setOpen(true);
    expect(options().some((b) => b.hasAttribute('aria-busy'))).toBe(false);
    fireEvent.click(options()[4]!);
    expect(onPick.mock.calls).toEqual([['addition_1'], ['counting_1']]);
  });

  it('moves with the arrow keys (wrapping) and picks the focused type with Enter', () => {
    const { onPick, options } = mount();
    const list = options();
    fireEvent.keyDown(list[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(list[1]);
    fireEvent.keyDown(list[1]!, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(list[2]);
    fireEvent.keyDown(list[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(list[1]);
    fireEvent.keyDown(list[1]!, { key: 'ArrowUp' });
    fireEvent.keyDown(list[0]!, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(list[7]);
    fireEvent.keyDown(list[7]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(list[0]);
    fireEvent.keyDown(list[0]!, { key: 'End' });
    expect(document.activeElement).toBe(list[7]);
    fireEvent.keyDown(list[7]!, { key: 'Home' });
    fireEvent.keyDown(list[0]!, { key: 'ArrowDown' });
    fireEvent.keyDown(list[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(list[2]!, { key: 'ArrowDown' });

    // Only the focused option is in the Tab order.
    expect(options().map((b) => b.tabIndex)).toEqual([-1, -1, -1, 0, -1, -1, -1, -1]);
    fireEvent.keyDown(list[3]!, { key: 'Enter' });
    expect(onPick).toHaveBeenCalledExactlyOnceWith('multiplication_1');
  });

  it('closes on Escape and on the Close button before a pick', () => {
    const { onClose, options } = mount();
    fireEvent.keyDown(options()[0]!, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});

describe('useNarrowScreen', () => {
  function stubMatchMedia(initial: boolean) {
    let matches = initial;
    const listeners = new Set<() => void>();
    const query = vi.fn((text: string) => ({
      get matches() {
        return matches;
      },
      media: text,
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
    vi.stubGlobal('matchMedia', query);
    return {
      query,
      set(next: boolean) {
        matches = next;
        listeners.forEach((fn) => fn());
      },
      listeners,
    };
  }

  it('follows the (max-width: 640px) media query', () => {
    const media = stubMatchMedia(true);
    const { result, unmount } = renderHook(() => useNarrowScreen());
    expect(media.query).toHaveBeenCalledWith(NARROW_SCREEN_QUERY);
    expect(NARROW_SCREEN_QUERY).toBe('(max-width: 640px)');
    expect(result.current).toBe(true);
    act(() => media.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });

  it('is false where matchMedia does not exist', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useNarrowScreen());
    expect(result.current).toBe(false);
  });
});

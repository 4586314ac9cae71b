// Keyboard control of the parking lot, as pure functions the UI calls from its own key handler
// (the canvas never owns DOM focus). Arrows move a focus through the page's bays; Space picks the
// focused car up, arrows carry it, Space (or Enter) drops it and Escape puts it back; Enter on a
// parked car activates it. The UI mirrors the state into the scene with `focusSlot`.
import { SLOTS_PER_PAGE } from './layout';

export type ArrowKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown';
export type NavigationKey = ArrowKey | 'Home' | 'End';

const NAVIGATION: ReadonlySet<string> = new Set([
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
]);

export function isNavigationKey(key: string): key is NavigationKey {
  return NAVIGATION.has(key);
}

/**
 * The slot focus moves to from `slot` (a garage slot, any page) on `key`, staying on the same
 * page: left and right walk the page in reading order, up and down move a row in a grid of
 * `columns`, Home and End jump to the page's first and last bay. At an edge focus stays put.
 */
export function nextSlot(
  slot: number,
  key: NavigationKey,
  columns: number,
  slotsPerPage: number = SLOTS_PER_PAGE,
): number {
  const perPage = Math.max(1, Math.floor(slotsPerPage));
  const cols = Math.max(1, Math.min(perPage, Math.floor(columns)));
  const start = Math.floor(Math.max(0, slot) / perPage) * perPage;
  const i = Math.max(0, slot) - start;
  let next = i;
  if (key === 'ArrowLeft') next = i - 1;
  else if (key === 'ArrowRight') next = i + 1;
  else if (key === 'ArrowUp') next = i - cols;
  else if (key === 'ArrowDown') next = i + cols;
  else if (key === 'Home') next = 0;
  else next = perPage - 1;
  return start + (next >= 0 && next < perPage ? next : i);
}

export interface LotKeyState {
  /** The focused garage slot. */
  focus: number;
  /** The slot whose car is picked up (move mode), or null. */
  carrying: number | null;
}

export type LotKeyEffect =
  | { type: 'none' }
  /** Focus moved (the UI may select the focused slot). */
  | { type: 'focus'; slot: number }
  | { type: 'pickUp'; slot: number }
  /** Move the car from `from` to `to` (swapping with a car parked there): persist it. */
  | { type: 'drop'; from: number; to: number }
  /** Move mode ended without a move; the car is back in `slot`. */
  | { type: 'cancel'; slot: number }
  | { type: 'activate'; slot: number };

export interface LotKeyContext {
  columns: number;
  slotsPerPage?: number;
  occupied(slot: number): boolean;
}

/** Space as KeyboardEvent.key reports it (old browsers say 'Spacebar'). */
const isSpace = (key: string) => key === ' ' || key === 'Spacebar';

export function initialKeyState(focus = 0): LotKeyState {
  return { focus, carrying: null };
}

/**
 * One key press against the lot. Returns the next state and what the UI should do; a key the lot
 * does not use returns the same state object and `none`, so the UI can leave the event alone.
 */
export function lotKey(
  state: LotKeyState,
  key: string,
  context: LotKeyContext,
): { state: LotKeyState; effect: LotKeyEffect } {
  const none = { state, effect: { type: 'none' } as const };
  if (isNavigationKey(key)) {
    const focus = nextSlot(state.focus, key, context.columns, context.slotsPerPage);
    if (focus === state.focus) return none;
    return { state: { ...state, focus }, effect: { type: 'focus', slot: focus } };
  }
  if (state.carrying !== null) {
    const from = state.carrying;
    if (key === 'Escape') {
      return { state: { focus: from, carrying: null }, effect: { type: 'cancel', slot: from } };
    }
    if (isSpace(key) || key === 'Enter') {
      const to = state.focus;
      const effect: LotKeyEffect =
        to === from ? { type: 'cancel', slot: from } : { type: 'drop', from, to };
      return { state: { focus: to, carrying: null }, effect };
    }
    return none;
  }
  if (!context.occupied(state.focus)) return none;
  if (isSpace(key)) {
    return {
      state: { focus: state.focus, carrying: state.focus },
      effect: { type: 'pickUp', slot: state.focus },
    };
  }
  if (key === 'Enter') return { state, effect: { type: 'activate', slot: state.focus } };
  return none;
}

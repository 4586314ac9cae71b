// Keeps the passage's DOM in step with the typing model without React: per keystroke it rewrites
// the state of the few character spans that changed (typed, current, error) and, when the racer
// reaches a new word, the screen-reader line that names it. React renders the spans once per race
// (PassageView); this is the only thing that touches them afterwards.
import type { TypingState } from '../../domain/race/typing';

/** A character's state, written to its span's data-state (the CSS styles each one). */
export type CharState = 'pending' | 'typed' | 'corrected' | 'current' | 'error';

export const CHAR_SELECTOR = '[data-char]';

export interface PassagePainter {
  /** Shows `next`; `prev` is the state the DOM shows now. */
  paint(prev: TypingState, next: TypingState): void;
  /** The whole passage as `state` says (first paint, or after a reset). */
  paintAll(state: TypingState): void;
}

/** The word the cursor is in (or about to start), as a screen reader should hear it. */
export function wordAt(passage: string, pos: number): string {
  if (pos >= passage.length) return '';
  let start = pos;
  while (start > 0 && passage[start - 1] !== ' ') start -= 1;
  const end = passage.indexOf(' ', pos);
  return passage.slice(start, end === -1 ? passage.length : end);
}

/** Index of the word containing `pos` (words are separated by single spaces). */
function wordIndex(passage: string, pos: number): number {
  let count = 0;
  for (let i = 0; i < pos && i < passage.length; i += 1) if (passage[i] === ' ') count += 1;
  return count;
}

/** Schedules layout reads for when the browser lays the page out anyway (before its paint). */
export type FrameScheduler = (fn: () => void) => () => void;

export function createPassagePainter(
  root: HTMLElement,
  live: HTMLElement | null,
  beforePaint: FrameScheduler,
): PassagePainter {
  const spans = Array.from(root.querySelectorAll<HTMLElement>(CHAR_SELECTOR));
  /** Characters that were mistyped at least once: they stay marked once corrected. */
  const missed = new Uint8Array(spans.length);
  /** What each span shows, so a key never reads the DOM back. */
  const shown: (CharState | undefined)[] = spans.map((span) => span.dataset.state as CharState);
  let spokenWord = -1;
  let scrollPending = false;

  const set = (i: number, state: CharState) => {
    const span = spans[i];
    if (span && shown[i] !== state) {
      shown[i] = state;
      span.dataset.state = state;
    }
  };

  // Reading offsets right after writing data-state would force a layout inside the key handler;
  // before the next paint the browser has to lay out the page anyway, so the read costs nothing.
  const keepCursorInView = () => {
    scrollPending = false;
    const span = spans[cursor];
    if (!span || root.scrollHeight <= root.clientHeight) return;
    // The root is positioned, so it is the span's offsetParent.
    const top = span.offsetTop;
    if (top < root.scrollTop || top + span.offsetHeight > root.scrollTop + root.clientHeight) {
      root.scrollTop = Math.max(0, top - span.offsetHeight);
    }
  };
  let cursor = 0;
  const cursorState = (state: TypingState): CharState => (state.inError ? 'error' : 'current');

  // Once per word: name it for screen readers and keep its line in view when the passage scrolls
  // (a small phone screen with the keyboard up shows only a few lines).
  const nextWord = (state: TypingState) => {
    const done = state.pos >= state.passage.length;
    const index = done ? -2 : wordIndex(state.passage, state.pos);
    if (index === spokenWord) return;
    spokenWord = index;
    const word = wordAt(state.passage, state.pos);
    if (live) live.textContent = word ? `Next word: ${word}` : 'Passage complete.';
    cursor = state.pos;
    if (!scrollPending) {
      scrollPending = true;
      beforePaint(keepCursorInView);
    }
  };

  return {
    paint(prev, next) {
      if (next.inError) missed[next.pos] = 1;
      if (next.pos < prev.pos) {
        this.paintAll(next);
        return;
      }
      for (let i = prev.pos; i < next.pos; i += 1) set(i, missed[i] ? 'corrected' : 'typed');
      if (next.pos < spans.length) set(next.pos, cursorState(next));
      if (next.pos !== prev.pos) nextWord(next);
    },
    paintAll(state) {
      missed.fill(0);
      for (let i = 0; i < spans.length; i += 1) {
        set(i, i < state.pos ? 'typed' : i === state.pos ? cursorState(state) : 'pending');
      }
      spokenWord = -1;
      nextWord(state);
    },
  };
}

// The live chips over the passage (WPM, accuracy, position, progress). They change many times a
// second, so the controller writes their text and bar width straight into the DOM, and only when
// a shown value actually changes. The bar follows every key (a transform: no layout, no repaint);
// the numbers at most every HUD_TEXT_MS, since each new text lays out and repaints the page
// around it, and a keystroke's frame that only recolours the passage reaches the screen sooner.
import type { Cancel, Clock } from '../../domain/clock';

/** Shortest time between two writes of the chips' numbers (a reader sees no difference). */
export const HUD_TEXT_MS = 250;

export interface HudElements {
  wpm: HTMLElement;
  accuracy: HTMLElement;
  place: HTMLElement;
  /** The bar's fill, scaled along x from 0 to 1. */
  progressFill: HTMLElement;
  progressLabel: HTMLElement;
}

export interface HudFigures {
  wpm: number;
  accuracy: number;
  place: string;
  /** 0..1 */
  progress: number;
}

export interface HudWriter {
  write(figures: HudFigures): void;
  /** Drops a pending write (the race is over or the chips are gone). */
  cancel(): void;
}

export function createHudWriter(hud: HudElements, clock: Clock): HudWriter {
  /** What the DOM shows. */
  let shown: HudFigures | null = null;
  let barShown: number | null = null;
  /** Figures waiting for their turn, and the timer that writes them. */
  let pending: HudFigures | null = null;
  let timer: Cancel | null = null;
  let writtenAt = -Infinity;

  const text = (el: HTMLElement, value: string) => {
    if (el.textContent !== value) el.textContent = value;
  };
  const writeText = (figures: HudFigures) => {
    pending = null;
    writtenAt = clock.now();
    if (shown?.wpm !== figures.wpm) text(hud.wpm, String(figures.wpm));
    if (shown?.accuracy !== figures.accuracy) text(hud.accuracy, `${figures.accuracy}%`);
    if (shown?.place !== figures.place) text(hud.place, figures.place);
    if (shown?.progress !== figures.progress)
      text(hud.progressLabel, `${Math.round(figures.progress * 100)}%`);
    shown = figures;
  };
  const sameText = (a: HudFigures | null, b: HudFigures) =>
    a !== null &&
    a.wpm === b.wpm &&
    a.accuracy === b.accuracy &&
    a.place === b.place &&
    Math.round(a.progress * 100) === Math.round(b.progress * 100);

  return {
    write(figures) {
      if (barShown !== figures.progress) {
        barShown = figures.progress;
        hud.progressFill.style.transform = `scaleX(${figures.progress})`;
      }
      if (sameText(shown, figures)) {
        shown = figures;
        pending = null;
        return;
      }
      // A new place or the finish shows at once; other numbers wait for their turn.
      const wait = writtenAt + HUD_TEXT_MS - clock.now();
      if (wait <= 0 || shown?.place !== figures.place || figures.progress >= 1) {
        timer?.();
        timer = null;
        writeText(figures);
        return;
      }
      pending = figures;
      timer ??= clock.setTimeout(() => {
        timer = null;
        if (pending) writeText(pending);
      }, wait);
    },
    cancel() {
      timer?.();
      timer = null;
      pending = null;
    },
  };
}

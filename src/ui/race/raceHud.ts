// The live chips over the passage (WPM, accuracy, position, progress). They change many times a
// second, so the controller writes their text and bar width straight into the DOM, and only when
// a shown value actually changes.

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
}

export function createHudWriter(hud: HudElements): HudWriter {
  let shown: HudFigures | null = null;
  const text = (el: HTMLElement, value: string) => {
    if (el.textContent !== value) el.textContent = value;
  };
  return {
    write(figures) {
      if (shown?.wpm !== figures.wpm) text(hud.wpm, String(figures.wpm));
      if (shown?.accuracy !== figures.accuracy) text(hud.accuracy, `${figures.accuracy}%`);
      if (shown?.place !== figures.place) text(hud.place, figures.place);
      if (shown?.progress !== figures.progress) {
        hud.progressFill.style.transform = `scaleX(${figures.progress})`;
        text(hud.progressLabel, `${Math.round(figures.progress * 100)}%`);
      }
      shown = figures;
    },
  };
}

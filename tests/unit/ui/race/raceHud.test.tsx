// The live chips: the bar follows every key, the numbers at most every HUD_TEXT_MS, and always end
// on the latest figures.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { createHudWriter, HUD_TEXT_MS, type HudElements } from '../../../../src/ui/race/raceHud';

function chips(): HudElements {
  const el = () => document.createElement('span');
  return { wpm: el(), accuracy: el(), place: el(), progressFill: el(), progressLabel: el() };
}

const figures = (wpm: number, progress: number, place = '2nd / 5') => ({
  wpm,
  accuracy: 100,
  place,
  progress,
});

describe('the live chips', () => {
  it('move the bar on every key and write the numbers at most every quarter second', () => {
    const clock = createManualClock(1000);
    const hud = chips();
    const writer = createHudWriter(hud, clock);
    writer.write(figures(40, 0.1));
    expect(hud.wpm.textContent).toBe('40');
    clock.advance(50);
    writer.write(figures(45, 0.2));
    expect(hud.progressFill.style.transform).toBe('scaleX(0.2)');
    expect(hud.wpm.textContent).toBe('40');
    clock.advance(50);
    writer.write(figures(50, 0.3));
    clock.advance(HUD_TEXT_MS);
    expect(hud.wpm.textContent).toBe('50');
    expect(hud.progressLabel.textContent).toBe('30%');
  });

  it('shows a new place and the finish at once', () => {
    const clock = createManualClock(1000);
    const hud = chips();
    const writer = createHudWriter(hud, clock);
    writer.write(figures(40, 0.5));
    clock.advance(10);
    writer.write(figures(41, 0.6, '1st / 5'));
    expect(hud.place.textContent).toBe('1st / 5');
    clock.advance(10);
    writer.write(figures(42, 1, '1st / 5'));
    expect(hud.progressLabel.textContent).toBe('100%');
    expect(hud.wpm.textContent).toBe('42');
  });

  it('writes nothing once cancelled', () => {
    const clock = createManualClock(1000);
    const hud = chips();
    const writer = createHudWriter(hud, clock);
    writer.write(figures(40, 0.1));
    clock.advance(10);
    writer.write(figures(60, 0.2));
    writer.cancel();
    clock.advance(HUD_TEXT_MS);
    expect(hud.wpm.textContent).toBe('40');
  });
});

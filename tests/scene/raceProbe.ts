// Reads what the race track scene has on stage. RaceTrackScene keeps its Pixi objects private
// (the UI must never touch them, CONVENTIONS §2); a test may look. This is the one file that
// knows their names: TypeScript's bracket access to private members is still type-checked, so a
// rename fails `tsc` here rather than silently testing nothing.
import type { Container, Sprite, Text } from 'pixi.js';

import type { TrackLayout } from '../../src/engine/race/layout';
import type { RaceTrackScene } from '../../src/engine/race/raceTrackScene';

export interface CarOnStage {
  id: string;
  lane: number;
  /** Car, name tag and badge; x is the car's nose in world space, y its ground line. */
  root: Container;
  /** The car art sprite (an empty texture until the SVG is loaded and painted). */
  body: Sprite;
  /** The speed trail behind the car: its width is the trail's length. */
  trail: Sprite;
  /** Nitro flames, glow and ring (alpha 0 while no nitro burns). */
  nitro: Container;
}

export function carsOnStage(scene: RaceTrackScene): CarOnStage[] {
  return scene['entries'].map(({ car }) => ({
    id: car.racer.id,
    lane: car.lane,
    root: car['root'],
    body: car['body'],
    trail: car['trail'],
    nitro: car['fx'],
  }));
}

export function car(scene: RaceTrackScene, id: string): CarOnStage {
  const found = carsOnStage(scene).find((c) => c.id === id);
  if (!found) throw new Error(`no car for racer ${id}`);
  return found;
}

export function trackLayout(scene: RaceTrackScene): TrackLayout {
  return scene['layout'];
}

export interface GantryOnStage {
  view: Container;
  /** The glow over each lamp, left to right: shown (and tinted) only while its lamp is lit. */
  glows: Sprite[];
  /** The call-out under the lamps: '3', '2', '1', 'GO!' or ''. */
  label: Text;
}

export function gantry(scene: RaceTrackScene): GantryOnStage {
  const countdown = scene['countdown'];
  return { view: countdown.view, glows: countdown['glows'], label: countdown['label'] };
}

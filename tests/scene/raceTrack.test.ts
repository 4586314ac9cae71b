// The race track scene in real Chromium (WebGL on SwiftShader here), stepped frame by frame on a
// manual ticker: where the cars stand, which start lights are lit, how long the trails are, and
// one rendered frame against its committed reference picture.
import { Texture } from 'pixi.js';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import { svgCarArt } from '../../src/engine/race/carArt';
import { progressToX } from '../../src/engine/race/layout';
import { RaceTrackScene } from '../../src/engine/race/raceTrackScene';
import type { RaceSnapshot, SceneRacer } from '../../src/engine/raceScene';
import { carArt, preloadCarArt, mountScene, until, type MountedScene } from './harness';
import { compareWithReference, MAX_DIFF_SHARE, pixelAt } from './pixels';
import { car, carsOnStage, gantry, trackLayout } from './raceProbe';

/** The app's default race view, for the pictures. */
const PICTURE_SIZE = { width: 960, height: 360 };
/** Smaller for the behaviour tests: the software GPU bakes the backdrop in proportion to pixels. */
const SIZE = { width: 640, height: 240 };

function racer(id: string, carID: number, carHueAngle: number, isYou = false): SceneRacer {
  return { id, name: `Racer ${id.toUpperCase()}`, carID, carHueAngle, isYou, isBot: !isYou };
}

const RACERS = [racer('a', 1, 0, true), racer('b', 2, 210), racer('c', 3, 120)];

function snapshot(part: Partial<RaceSnapshot>): RaceSnapshot {
  return {
    phase: 'racing',
    racers: RACERS,
    progress: {},
    places: {},
    countdown: null,
    at: 0,
    ...part,
  };
}

let race: MountedScene<RaceTrackScene>;

beforeAll(preloadCarArt);

async function mountRace(size: { width: number; height: number }): Promise<void> {
  // Reduced motion: the whole track in view (no camera), no shake, bobbing or flicker, so a
  // world x is a canvas x and every frame is the same picture.
  race = await mountScene(
    (app) => new RaceTrackScene(app.renderer, { carArt: svgCarArt(carArt), reducedMotion: true }),
    size,
    0x0b1220,
  );
}

afterEach(() => race.destroy());

describe('cars on the track', () => {
  beforeEach(() => mountRace(SIZE));

  it('puts each car at its progress along its own lane', () => {
    race.scene.set(snapshot({ progress: { a: 0.5, b: 0.25, c: 0 } }));
    race.step(30);

    const layout = trackLayout(race.scene);
    const [a, b, c] = [car(race.scene, 'a'), car(race.scene, 'b'), car(race.scene, 'c')];
    expect(a.root.x).toBeGreaterThan(b.root.x);
    expect(b.root.x).toBeGreaterThan(c.root.x);
    expect(a.root.x).toBeCloseTo(progressToX(layout, 0.5), 1);
    expect(b.root.x).toBeCloseTo(progressToX(layout, 0.25), 1);
    expect(c.root.x).toBeCloseTo(layout.startX, 1);
    // Lanes top to bottom in the order the racers came.
    expect([a.lane, b.lane, c.lane]).toEqual([0, 1, 2]);
    expect(a.root.y).toBeLessThan(b.root.y);
    expect(b.root.y).toBeLessThan(c.root.y);
  });

  it('glides a car to a newer report over the following frames instead of jumping', () => {
    race.scene.set(snapshot({ progress: { a: 0.2, b: 0.2, c: 0.2 }, at: 1000 }));
    race.step(6);
    const layout = trackLayout(race.scene);
    const before = car(race.scene, 'a').root.x;

    race.scene.set(snapshot({ progress: { a: 0.4, b: 0.2, c: 0.2 }, at: 1100 }));
    race.step(1);
    const oneFrameLater = car(race.scene, 'a').root.x;
    race.step(90);
    const settled = car(race.scene, 'a').root.x;

    expect(oneFrameLater).toBeGreaterThan(before);
    expect(oneFrameLater).toBeLessThan(progressToX(layout, 0.4) - 20);
    // The report is extrapolated a little along the racer's rate, never past the finish.
    expect(settled).toBeGreaterThanOrEqual(progressToX(layout, 0.4) - 1);
    expect(settled).toBeLessThan(layout.finishX);
    expect(car(race.scene, 'b').root.x).toBeCloseTo(progressToX(layout, 0.2), 1);
  });
});

describe('start lights', () => {
  beforeEach(() => mountRace(SIZE));

  type Lamp = 'off' | 'red' | 'green';
  const cases: [number, Lamp[], string][] = [
    [3, ['red', 'off', 'off'], '3'],
    [2, ['red', 'red', 'off'], '2'],
    [1, ['red', 'red', 'red'], '1'],
    [0, ['green', 'green', 'green'], 'GO!'],
  ];

  /** What colour the canvas shows at a lamp's centre. */
  function lampColour([r, g, b]: [number, number, number]): Lamp {
    if (r > 180 && g < 120 && b < 140) return 'red';
    if (g > 180 && r < 120) return 'green';
    if (r < 80 && g < 80 && b < 80) return 'off';
    throw new Error(`lamp shows neither red, green nor dark: rgb(${r}, ${g}, ${b})`);
  }

  /** The lamps as the canvas shows them, read at each lamp's centre after a drawn frame. */
  function lampsOnCanvas(): Lamp[] {
    const frame = race.frame();
    return gantry(race.scene).glows.map((glow) => {
      const at = glow.getGlobalPosition();
      return lampColour(pixelAt(frame, at.x, at.y));
    });
  }

  it('go dark while waiting, light red one by one, turn green on GO! and leave after the race', () => {
    race.scene.set(snapshot({ phase: 'waiting' }));
    race.step(1);
    expect(gantry(race.scene).view.visible).toBe(true);
    expect(lampsOnCanvas()).toEqual(['off', 'off', 'off']);

    for (const [value, lamps, label] of cases) {
      race.scene.set(snapshot({ phase: 'countdown', countdown: value }));
      race.step(1);
      const lights = gantry(race.scene);
      expect(lights.label.text, `call-out at ${value}`).toBe(label);
      expect(lampsOnCanvas(), `lamps at ${value}`).toEqual(lamps);
      expect(lights.glows.map((glow) => glow.visible)).toEqual(lamps.map((l) => l !== 'off'));
    }

    race.scene.set(snapshot({ phase: 'finished' }));
    race.step(1);
    expect(gantry(race.scene).view.visible).toBe(false);
  });
});

describe('speed trails', () => {
  beforeEach(() => mountRace(SIZE));

  /** One second of racing with reports every 100 ms; `perReport` is each racer's gain. */
  function drive(perReport: Record<string, number>, reports: number): void {
    const progress: Record<string, number> = { a: 0.1, b: 0.1, c: 0.1 };
    race.scene.set(snapshot({ progress: { ...progress }, at: 0 }));
    for (let i = 1; i <= reports; i += 1) {
      for (const id of Object.keys(progress)) progress[id]! += perReport[id] ?? 0;
      race.scene.set(snapshot({ progress: { ...progress }, at: i * 100 }));
      race.step(6);
    }
  }

  it('grows with speed, and a car standing still has none', () => {
    drive({ a: 0.02, b: 0.006, c: 0 }, 10);

    const [a, b, c] = [car(race.scene, 'a'), car(race.scene, 'b'), car(race.scene, 'c')];
    expect(a.trail.width).toBeGreaterThan(b.trail.width * 1.5);
    expect(b.trail.width).toBeGreaterThan(10);
    expect(b.trail.alpha).toBeGreaterThan(0);
    expect(c.trail.width).toBeLessThanOrEqual(1);
    expect(c.trail.alpha).toBe(0);
  });

  it('grows with a nitro, which also lights the flames', () => {
    drive({ a: 0.006, b: 0.006, c: 0.006 }, 5);
    race.scene.play({ type: 'nitro', racerID: 'b' });
    drive({ a: 0.006, b: 0.006, c: 0.006 }, 0);
    race.step(12);

    const [a, b] = [car(race.scene, 'a'), car(race.scene, 'b')];
    const carWidth = trackLayout(race.scene).carWidth;
    expect(b.trail.width).toBeGreaterThan(a.trail.width + carWidth * 0.5);
    expect(b.nitro.alpha).toBe(1);
    expect(a.nitro.alpha).toBe(0);
  });
});

describe('rendered frames', () => {
  beforeEach(() => mountRace(PICTURE_SIZE));

  async function withArt(): Promise<void> {
    await until(
      () => carsOnStage(race.scene).every((c) => c.body.texture !== Texture.EMPTY),
      () => race.step(1),
      'car art',
    );
  }

  it('draws the grid under the start lights like the reference picture', async () => {
    race.scene.set(snapshot({ phase: 'countdown', countdown: 2 }));
    await withArt();
    race.step(30);

    const result = await compareWithReference('race-countdown', race.frame());
    expect(result.share).toBeLessThanOrEqual(MAX_DIFF_SHARE);
  });

  it('draws a race in progress with a nitro like the reference picture', async () => {
    race.scene.set(snapshot({ progress: { a: 0.3, b: 0.55, c: 0.15 }, at: 0 }));
    await withArt();
    race.scene.set(snapshot({ progress: { a: 0.33, b: 0.57, c: 0.16 }, at: 100 }));
    race.scene.play({ type: 'nitro', racerID: 'a' });
    race.step(20);

    const result = await compareWithReference('race-nitro', race.frame());
    expect(result.share).toBeLessThanOrEqual(MAX_DIFF_SHARE);
  });
});

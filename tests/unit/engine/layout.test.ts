import { describe, expect, it } from 'vitest';

import {
  gantryBoard,
  SKY_TOOLBAR_BAND,
  assignLanes,
  CAR_ASPECT,
  CAR_NOSE_X,
  FOLLOW_WORLD_SCALE,
  laneCountFor,
  layoutTrack,
  MAX_LANES,
  MIN_TAG_FONT_PX,
  progressToX,
} from '../../../src/engine/race/layout';

describe('layoutTrack', () => {
  it('stacks one lane per racer inside the asphalt, evenly spaced', () => {
    for (let lanes = 1; lanes <= 5; lanes += 1) {
      const l = layoutTrack({ width: 960, height: 360, laneCount: lanes, follow: false });
      expect(l.lanes).toBe(lanes);
      expect(l.laneCenters).toHaveLength(lanes);
      for (let i = 0; i < lanes; i += 1) {
        const c = l.laneCenters[i]!;
        expect(c).toBeGreaterThan(l.asphaltTop);
        expect(c).toBeLessThan(l.asphaltBottom);
        if (i > 0) expect(c - l.laneCenters[i - 1]!).toBeCloseTo(l.laneHeight, 6);
        expect(l.laneGround[i]!).toBeLessThan(c + l.laneHeight / 2);
      }
      expect(l.trackTop).toBeLessThan(l.asphaltTop);
      expect(l.trackBottom).toBeLessThanOrEqual(l.height);
    }
  });

  it('fits cars in their lane at the art aspect ratio', () => {
    const l = layoutTrack({ width: 960, height: 360, laneCount: 5, follow: true });
    expect(l.carHeight).toBeLessThan(l.laneHeight);
    expect(l.carWidth / l.carHeight).toBeCloseTo(CAR_ASPECT, 6);
  });

  it('does not give two racers giant cars', () => {
    const two = layoutTrack({ width: 960, height: 360, laneCount: 2, follow: false });
    const three = layoutTrack({ width: 960, height: 360, laneCount: 3, follow: false });
    expect(two.carHeight).toBe(three.carHeight);
  });

  it('clamps the lane count to 1..5', () => {
    expect(layoutTrack({ width: 960, height: 360, laneCount: 0, follow: false }).lanes).toBe(1);
    expect(layoutTrack({ width: 960, height: 360, laneCount: 9, follow: false }).lanes).toBe(
      MAX_LANES,
    );
  });

  it('shows the whole track without a camera and a longer world with one', () => {
    const fixed = layoutTrack({ width: 800, height: 300, laneCount: 4, follow: false });
    expect(fixed.worldWidth).toBe(800);
    expect(fixed.finishX).toBeLessThan(800);
    const follow = layoutTrack({ width: 800, height: 300, laneCount: 4, follow: true });
    expect(follow.worldWidth).toBe(Math.round(800 * FOLLOW_WORLD_SCALE));
    expect(follow.finishX).toBeGreaterThan(fixed.finishX);
  });

  it('maps progress 0 to the start line and 1 to the finish line', () => {
    const l = layoutTrack({ width: 960, height: 360, laneCount: 5, follow: true });
    expect(progressToX(l, 0)).toBe(l.startX);
    expect(progressToX(l, 1)).toBe(l.finishX);
    expect(progressToX(l, 0.5)).toBeCloseTo((l.startX + l.finishX) / 2, 6);
    // A car at the start shows whole: its tail is inside the world.
    expect(l.startX - l.carWidth).toBeGreaterThanOrEqual(0);
  });

  it('survives tiny and degenerate sizes', () => {
    const l = layoutTrack({ width: 0, height: 0, laneCount: 5, follow: true });
    expect(l.laneHeight).toBeGreaterThanOrEqual(0);
    expect(l.finishX).toBeGreaterThan(l.startX);
  });
});

describe('assignLanes', () => {
  it('gives racers lanes in order of arrival', () => {
    const lanes = assignLanes(new Map(), ['a', 'b', 'c']);
    expect([...lanes]).toEqual([
      ['a', 0],
      ['b', 1],
      ['c', 2],
    ]);
  });

  it('keeps a racer in its lane when others leave or join', () => {
    const first = assignLanes(new Map(), ['a', 'b', 'c']);
    const second = assignLanes(first, ['a', 'c', 'd']);
    expect(second.get('a')).toBe(0);
    expect(second.get('c')).toBe(2);
    expect(second.get('d')).toBe(1); // the lane 'b' freed
    expect(laneCountFor(second)).toBe(3);
  });

  it('refuses a sixth racer', () => {
    const lanes = assignLanes(new Map(), ['a', 'b', 'c', 'd', 'e', 'f']);
    expect(lanes.size).toBe(MAX_LANES);
    expect(lanes.has('f')).toBe(false);
  });

  it('counts at least one lane', () => {
    expect(laneCountFor(new Map())).toBe(1);
  });
});

describe('name tags', () => {
  // The race track on a 390 px phone is 370 x 199 CSS px; 960 x 360 is the desktop design size.
  const phone = layoutTrack({ width: 370, height: 199, laneCount: 5, follow: true });
  const desktop = layoutTrack({ width: 960, height: 360, laneCount: 5, follow: true });

  it('never draws a name smaller than the readable minimum', () => {
    for (const l of [phone, desktop])
      expect(l.tag.fontSize).toBeGreaterThanOrEqual(MIN_TAG_FONT_PX);
  });

  it('sits above the car where it clears the wheels of the car in the lane above', () => {
    expect(desktop.tag.place).toBe('above');
    const { carHeight, laneHeight, tag } = desktop;
    expect(carHeight * 0.82 + tag.height * 0.92).toBeLessThan(laneHeight);
  });

  it('rides behind the car, inside its own lane, on a phone', () => {
    expect(phone.tag.place).toBe('behind');
    expect(phone.tag.height).toBeLessThanOrEqual(phone.laneHeight);
    // The grid leaves room for the tag behind the cars' tails.
    expect(phone.startX - phone.carWidth * CAR_NOSE_X).toBeGreaterThanOrEqual(phone.tag.startRoom);
  });
});

describe('gantryBoard', () => {
  it('hangs the START and FINISH boards under the toolbar band when the sky has room', () => {
    // GIVEN the 1440x900 page's track (1117 x 390) and a 1280x720 fullscreen one (1200 x 340)
    for (const size of [
      { width: 1117, height: 390 },
      { width: 1200, height: 340 },
    ]) {
      const layout = layoutTrack({ ...size, laneCount: 5, follow: true });
      const board = gantryBoard(layout);
      // THEN the board and its frame start below the toolbar and end above the fence
      expect(board.top - 3 * layout.unit).toBeGreaterThan(SKY_TOOLBAR_BAND - 4);
      expect(board.top + board.height).toBeLessThan(layout.trackTop);
    }
  });

  it('keeps a third of the sky where it is tall enough or too short for the band', () => {
    const tall = layoutTrack({ width: 1800, height: 760, laneCount: 5, follow: true });
    expect(gantryBoard(tall).top).toBeCloseTo(tall.trackTop * 0.34);
    const short = layoutTrack({ width: 1800, height: 200, laneCount: 5, follow: true });
    expect(gantryBoard(short).top).toBeCloseTo(short.trackTop * 0.34);
  });
});

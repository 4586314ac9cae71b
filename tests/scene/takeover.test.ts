// The reward takeover's stage in real Chromium: the @pixi/react tree on WebGL, stepped on a manual
// ticker (Pixi's own never runs), checking what is on stage after each step: the cash counting
// up, a car baked in its paint, the padlock and badge of a locked reward, reduced motion.
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';

import {
  startTakeover,
  TAKEOVER_COUNT_MS,
  TAKEOVER_ENTER_MS,
  takeoverInput,
  takeoverItem,
  advanceTakeover,
  type TakeoverState,
} from '../../src/domain/rewards/takeover';
import { createManualTicker } from '../../src/engine/clock';
import type { TakeoverArt, TakeoverProbe } from '../../src/engine/takeover/api';
import TakeoverCanvas from '../../src/engine/takeover/TakeoverCanvas';
import { carArt, FRAME_MS, until } from './harness';

const CASH: TakeoverArt = { kind: 'money', amount: 5000, artSrc: null, hueAngle: 0 };
const CAR: TakeoverArt = { kind: 'car', amount: 0, artSrc: carArt(1), hueAngle: 200 };

interface Mounted {
  probe: TakeoverProbe;
  /** Runs frames: the clock moves, the state's timed phases advance, the stage draws. */
  step(frames: number): void;
  /**
   * Moves the clock on by `ms` in frames of 100 ms: the software GPU draws every frame it is
   * given, and a backlog of them would slow the next test's start.
   */
  advance(ms: number): void;
  press(input: Parameters<typeof takeoverInput>[1]): void;
  state(): TakeoverState;
  /** Lets React and @pixi/react commit the last change (their commits are asynchronous). */
  settle(ready: (probe: TakeoverProbe) => boolean, what: string): Promise<void>;
}

let teardown: (() => void) | null = null;
afterEach(async () => {
  teardown?.();
  teardown = null;
  // @pixi/react unmounts and destroys the application in a later task: let it finish first.
  await new Promise((resolve) => setTimeout(resolve, 200));
});

async function mount(
  rewards: TakeoverArt[],
  options: { locked?: boolean; reducedMotion?: boolean } = {},
): Promise<Mounted> {
  const host = document.createElement('div');
  Object.assign(host.style, { position: 'relative', width: '480px', height: '270px' });
  document.body.appendChild(host);
  const ticker = createManualTicker();
  let now = 0;
  const items = rewards.map((r) => takeoverItem(r.kind, { locked: options.locked, isGold: false }));
  let state = startTakeover(items, 0, { reducedMotion: options.reducedMotion });
  let probe: TakeoverProbe | null = null;
  const root: Root = createRoot(host);
  const draw = () =>
    root.render(
      createElement(TakeoverCanvas, {
        state,
        rewards,
        ticker,
        now: () => now,
        resolution: 1,
        onReady: (p) => (probe = p),
      }),
    );
  const advance = (next: TakeoverState) => {
    if (next !== state) {
      state = next;
      draw();
    }
  };
  ticker.add((dt) => {
    now += dt;
    advance(advanceTakeover(state, now));
  });
  draw();
  teardown = () => {
    root.unmount();
    host.remove();
  };
  // Frames of no time until the application is up: the takeover's clock still reads 0.
  await until(
    () => probe !== null,
    () => ticker.step(0),
    'the stage',
  );
  return {
    probe: probe!,
    step: (frames) => ticker.step(FRAME_MS, frames),
    advance: (ms) => ticker.step(100, Math.ceil(ms / 100)),
    press: (input) => advance(takeoverInput(state, input, now).state),
    state: () => state,
    settle: (ready, what) =>
      until(
        () => ready(probe!),
        () => ticker.step(0),
        what,
      ),
  };
}

describe('the money reward', () => {
  it('flies in, counts the cash up frame by frame and lands on the amount', async () => {
    const m = await mount([CASH, CAR]);
    // At 0 ms: small, transparent, below its place; nothing counted yet.
    const card = m.probe.find('card')!;
    expect(card.scale).toBeCloseTo(0.6, 5);
    expect(card.alpha).toBe(0);
    expect(m.probe.find('amount')!.text).toBe('$0');
    m.step(6);
    expect(m.probe.find('card')!.alpha).toBeGreaterThan(0);
    expect(m.probe.find('card')!.y).toBeLessThan(card.y);
    expect(m.probe.visibleLabels()).toEqual(
      expect.arrayContaining(['rays', 'card', 'cash', 'amount', 'dots']),
    );
    expect(m.probe.find('car')).toBeNull();

    m.advance(TAKEOVER_ENTER_MS + 150);
    expect(m.state().phase).toBe('counting');
    const counted = Number(m.probe.find('amount')!.text!.replace(/[$,]/g, ''));
    expect(counted).toBeGreaterThan(0);
    expect(counted).toBeLessThan(5000);
    expect(m.probe.find('card')!.scale).toBeCloseTo(1, 1);

    const turned = m.probe.find('rays')!.rotation;
    m.advance(TAKEOVER_COUNT_MS);
    expect(m.state().phase).toBe('shown');
    expect(m.probe.find('amount')!.text).toBe('$5,000');
    expect(m.probe.find('rays')!.rotation).toBeGreaterThan(turned);
  });

  it('with reduced motion shows the whole amount at once, nothing turning', async () => {
    const m = await mount([CASH], { reducedMotion: true });
    expect(m.probe.find('card')!.scale).toBe(1);
    expect(m.probe.find('amount')!.text).toBe('$5,000');
    m.step(5);
    expect(m.probe.find('rays')!.rotation).toBe(0);
    expect(m.probe.visibleLabels()).not.toContain('dots');
  });
});

describe('the car reward', () => {
  it('draws the car baked in its paint, then the CLAIMED badge after the claim', async () => {
    const m = await mount([CASH, CAR], { reducedMotion: true });
    m.press('claim');
    m.press('claimDone');
    m.press('next');
    await m.settle((p) => (p.find('car')?.textureWidth ?? 0) > 0, 'the car art');
    expect(m.probe.find('amount')).toBeNull();
    expect(m.probe.find('badge')).toBeNull();
    m.press('claim');
    m.press('claimDone');
    await m.settle((p) => p.find('badgeText') !== null, 'the badge');
    expect(m.probe.find('badgeText')!.text).toBe('CLAIMED');
    m.press('equip');
    m.press('equipDone');
    await m.settle((p) => p.find('badgeText')?.text === 'EQUIPPED', 'the equipped badge');
    // The last reward is done; with reduced motion the stage does not fade while it closes.
    m.step(3);
    expect(m.probe.find('takeover')!.alpha).toBe(1);
  });

  it('a locked reward is dimmed under a padlock with the GOLD ONLY badge', async () => {
    const m = await mount([CAR], { locked: true });
    m.advance(TAKEOVER_ENTER_MS);
    expect(m.state().phase).toBe('locked');
    await m.settle((p) => (p.find('car')?.textureWidth ?? 0) > 0, 'the car art');
    expect(m.probe.find('padlock')!.visible).toBe(true);
    expect(m.probe.find('badgeText')!.text).toBe('GOLD ONLY');
    expect(m.probe.find('car')!.alpha).toBeLessThan(0.5);
  });
});

describe('a still stage', () => {
  it('draws a frame only when something on it changed', async () => {
    const m = await mount([CASH, CAR], { reducedMotion: true });
    m.step(3);
    const settled = m.probe.frames();
    m.step(20);
    expect(m.probe.frames()).toBe(settled);
    m.press('claim');
    m.press('claimDone');
    await m.settle((p) => p.find('badgeText') !== null, 'the badge');
    m.step(1);
    expect(m.probe.frames()).toBeGreaterThan(settled);
    expect(m.probe.find('badgeText')!.text).toBe('CLAIMED');
  });
});

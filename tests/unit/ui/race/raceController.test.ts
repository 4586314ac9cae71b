// The race controller without a page: frames in, keys in, frames out, on a manual clock.
import { describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { RaceController } from '../../../../src/ui/race/raceController';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import { countdownFrame, fakeConnection, fakeScene, finishLog, roomFrame } from './raceHarness';

const PASSAGE = 'abc def ghi.';

function setup(afterPaint?: (fn: () => void) => () => void) {
  const clock = createManualClock(50_000);
  const conn = fakeConnection();
  const scene = fakeScene();
  const controller = new RaceController({
    clock,
    connect: conn.connect,
    sounds: silentPlayer,
    loadScene: async () => scene.scene,
    afterPaint,
  });
  controller.start({ kind: 'practice' });
  conn.open();
  // The server's clock reads 1 s behind this device.
  const serverNow = () => clock.now() - 1000;
  const startAt = serverNow() + 2000;
  conn.push(roomFrame({ passage: PASSAGE, phase: 'countdown', startAt, serverNow: serverNow() }));
  conn.push(countdownFrame(startAt, serverNow()));
  return { clock, conn, controller, greenAt: 50_000 + 2000 };
}

const char = (c: string) => ({ kind: 'char' as const, char: c });

describe('RaceController', () => {
  it('logs a key at the moment it was pressed, not when a busy page handled it', () => {
    const { clock, conn, controller, greenAt } = setup();
    clock.advance(2000);
    expect(controller.store.getState().stage).toBe('racing');
    // Three keys pressed 100 ms apart, all handled at once after a 300 ms stall.
    clock.advance(400);
    controller.key(char('a'), 300);
    controller.key(char('b'), 200);
    controller.key(char('c'), 100);
    for (const c of ' def ghi.') {
      clock.advance(100);
      controller.key(char(c));
    }
    const lastKeyAt = clock.now();
    clock.advance(0); // the finish frame goes out just after the last key's handler
    const [finish] = conn.sentOf('finish');
    const times = finishLog(finish).map((e) => e.ms);
    expect(times.slice(0, 3)).toEqual([100, 200, 300]);
    expect(new Set(times).size).toBe(times.length);
    expect(times.at(-1)).toBe(lastKeyAt - greenAt);
  });

  it('changes to the finishing stage after the last key has been painted, and finishes once', () => {
    // The page's frames, run by hand: what waits for the next paint waits here.
    const afterPaint: (() => void)[] = [];
    const { clock, conn, controller } = setup((fn) => {
      afterPaint.push(fn);
      return () => {};
    });
    clock.advance(2000);
    for (const c of PASSAGE) {
      clock.advance(100);
      controller.key(char(c));
    }
    // The last key is in, but the stage waits for the frame that paints it.
    expect(controller.store.getState().stage).toBe('racing');
    expect(afterPaint).toHaveLength(1);
    // A key in between changes nothing and finishes nothing again.
    clock.advance(5);
    expect(controller.key(char('x'))).toBe(true);
    clock.advance(0);
    expect(conn.sentOf('finish')).toHaveLength(1);
    afterPaint.shift()!();
    expect(controller.store.getState().stage).toBe('finishing');
    expect(afterPaint).toHaveLength(0);
    expect(conn.sentOf('finish')).toHaveLength(1);
  });

  it('a key pressed before the green light counts for nothing, even if handled after it', () => {
    const { clock, conn, controller } = setup();
    clock.advance(2010);
    controller.key(char('a'), 30);
    expect(controller.typing.pos).toBe(0);
    controller.key(char('a'));
    expect(controller.typing.pos).toBe(1);
    clock.advance(0); // the update goes out just after the key's handler
    expect(conn.sentOf('update')).toHaveLength(1);
  });

  it('ignores keys while waiting for the lights and before any race', () => {
    const { controller } = setup();
    expect(controller.key(char('a'))).toBe(true); // swallowed: no page scroll, no progress
    expect(controller.typing.pos).toBe(0);
    const idle = new RaceController({
      clock: createManualClock(0),
      connect: fakeConnection().connect,
      sounds: silentPlayer,
      loadScene: async () => fakeScene().scene,
    });
    expect(idle.key(char('a'))).toBe(false);
  });

  it('a join refused for the captcha fails the race and asks for the bot verification', () => {
    const conn = fakeConnection();
    const onCaptchaRequired = vi.fn();
    const controller = new RaceController({
      clock: createManualClock(0),
      connect: conn.connect,
      sounds: silentPlayer,
      loadScene: async () => fakeScene().scene,
      onCaptchaRequired,
    });
    controller.start({ kind: 'public' });
    conn.open();
    const message = 'Please complete the captcha to keep racing.';
    conn.push({ channel: null, type: 'error', data: { type: 'captcha-required', message } });
    expect(onCaptchaRequired).toHaveBeenCalledTimes(1);
    expect(controller.store.getState()).toMatchObject({ stage: 'error', error: message });
  });
});

// The one nitro of both races (raceTyping.ts): after the green light and only while nitros are
// owned, it completes the word (typing) or the problem (math), tells the server once, counts down
// the nitros shown, and moves the car like any progress.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { mathCourseText, mathCourseUnits, type MathCourse } from '../../../../src/domain/math';
import type { RoomSnapshot } from '../../../../src/domain/realtime/protocol';
import { RaceController } from '../../../../src/ui/race/raceController';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import { countdownFrame, fakeConnection, fakeScene, roomFrame } from './raceHarness';

const PASSAGE = 'abc def ghi';
const COURSE: MathCourse = { seed: 7, lessonID: 1, problemTypes: ['addition_1'], count: 4 };

function setup(course: Partial<RoomSnapshot>) {
  const clock = createManualClock(10_000);
  const conn = fakeConnection();
  const controller = new RaceController({
    clock,
    connect: conn.connect,
    sounds: silentPlayer,
    loadScene: async () => fakeScene().scene,
  });
  controller.start({ kind: 'practice' });
  conn.open();
  const startAt = clock.now() + 1000;
  conn.push(
    roomFrame({ ...course, phase: 'countdown', startAt, serverNow: clock.now(), nitros: 1 }),
  );
  conn.push(countdownFrame(startAt, clock.now()));
  return { clock, conn, controller };
}

const RACES = [
  ['typing', { passage: PASSAGE }, 'abc '.length],
  ['math', { passage: mathCourseText(COURSE.count), math: COURSE }, mathCourseUnits(1, 4)],
] as const;

describe.each(RACES)('a nitro in a %s race', (_kind, course, afterNitro) => {
  it('does nothing before the green light', () => {
    const { conn, controller } = setup(course);
    expect(controller.key({ kind: 'nitro' })).toBe(true);
    expect(conn.sentOf('nitro')).toHaveLength(0);
    expect(controller.typing.pos).toBe(0);
  });

  it('jumps ahead once, tells the server, and sends the progress', () => {
    const { clock, conn, controller } = setup(course);
    clock.advance(1500);
    expect(controller.key({ kind: 'nitro' })).toBe(true);
    expect(controller.typing.pos).toBe(afterNitro);
    expect(controller.store.getState().nitros).toBe(0);
    expect(conn.sentOf('nitro')).toHaveLength(1);
    clock.advance(0); // the update goes out just after the key's handler
    expect(conn.sentOf('update').at(-1)?.data.typed).toBe(afterNitro);
    // None left: a second press is swallowed.
    controller.key({ kind: 'nitro' });
    expect(conn.sentOf('nitro')).toHaveLength(1);
    expect(controller.typing.pos).toBe(afterNitro);
  });
});

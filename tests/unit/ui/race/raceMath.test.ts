// A math race through the race controller: the room's seeded course becomes problems, answers
// move the car in course units, a wrong answer locks answering for the penalty, and the finish
// sends the answer log the server replays.
import { describe, expect, it } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import {
  mathCourseProblems,
  mathCourseText,
  mathCourseUnits,
  WRONG_ANSWER_PENALTY_MS,
  type MathCourse,
} from '../../../../src/domain/math';
import { RaceController } from '../../../../src/ui/race/raceController';
import { silentPlayer } from '../../../../src/ui/sound/raceSounds';
import { countdownFrame, fakeConnection, fakeScene, roomFrame } from './raceHarness';

const COURSE: MathCourse = { seed: 99, lessonID: 1, problemTypes: ['addition_1'], count: 4 };

function setup() {
  const clock = createManualClock(10_000);
  const conn = fakeConnection();
  const controller = new RaceController({
    clock,
    connect: conn.connect,
    sounds: silentPlayer,
    loadScene: async () => fakeScene().scene,
  });
  controller.start({ kind: 'practice', lessonID: 'addition_1' });
  conn.open();
  const startAt = clock.now() + 1000;
  conn.push(
    roomFrame({
      passage: mathCourseText(COURSE.count),
      phase: 'countdown',
      startAt,
      serverNow: clock.now(),
      math: COURSE,
    }),
  );
  conn.push(countdownFrame(startAt, clock.now()));
  return { clock, conn, controller };
}

describe('math race in the race controller', () => {
  it('asks for the chosen lesson and shows the seeded problems, locked until the green light', () => {
    const { conn, controller, clock } = setup();
    expect(conn.sentOf('join')[0]?.data).toMatchObject({
      kind: 'practice',
      lessonID: 'addition_1',
    });
    const problems = mathCourseProblems(COURSE);
    expect(controller.store.getState().math).toMatchObject({
      problem: problems[0],
      index: 0,
      total: 4,
      locked: true,
    });
    expect(controller.answer(problems[0]!.answer)).toBe(false);
    clock.advance(1000);
    expect(controller.store.getState().math?.locked).toBe(false);
  });

  it('moves on right answers, locks for the penalty on a wrong one, and finishes with the log', () => {
    const { conn, controller, clock } = setup();
    const problems = mathCourseProblems(COURSE);
    clock.advance(1500);
    expect(controller.answer(problems[0]!.answer)).toBe(true);
    expect(controller.typing.pos).toBe(mathCourseUnits(1, 4));
    clock.advance(900);
    controller.answer(`${problems[1]!.value + 1}`);
    const missed = controller.store.getState().math!;
    expect(missed.locked).toBe(true);
    expect(missed.missed).toEqual({
      given: `${problems[1]!.value + 1}`,
      answer: problems[1]!.answer,
    });
    expect(controller.answer(problems[2]!.answer)).toBe(false);
    clock.advance(WRONG_ANSWER_PENALTY_MS);
    expect(controller.store.getState().math).toMatchObject({ locked: false, missed: null });
    controller.answer(problems[2]!.answer);
    clock.advance(800);
    controller.answer(problems[3]!.answer);
    expect(controller.store.getState().stage).toBe('finishing');
    clock.advance(0);
    const [finish] = conn.sentOf('finish');
    expect(finish && 'answers' in finish.data ? finish.data.answers.length : 0).toBe(4);
    expect(conn.sentOf('update').at(-1)?.data.errors).toBe(1);
  });
});

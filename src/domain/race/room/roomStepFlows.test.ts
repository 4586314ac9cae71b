// The room step through whole stories: what is believed, how a finish is recorded and answered,
// disqualifications, nitros, chat and settings, a full room and a math room. No clock, no socket.
import { describe, expect, it } from 'vitest';

import { mathCourseUnits } from '../../math/mathCourse';
import { MATH_RACE_PROBLEMS } from '../../math/problemSequence';
import { CHAT_BURST, CHAT_WINDOW_MS } from './chatLimit';
import { trailObservations } from './racers';
import type { RoomEffect, RoomStepInput } from './roomEffects';
import { FINISH_PHASE_MS, humanOf, openRoom, type RoomState } from './roomState';
import { openingEffects, roomStep } from './roomStep';
import {
  entry,
  finish,
  FINISH_AT,
  finished,
  frame,
  racing,
  RESULT,
  run,
  SPEC,
  START,
  story,
  T0,
  TIMING,
  update,
  waiting,
} from './roomStepFixtures';
import { lateLookDue } from './stepContext';

const step = (state: RoomState, input: RoomStepInput, now: number) => roomStep(state, input, now);
const sent = (effects: RoomEffect[], type: string) =>
  effects.flatMap((e) => (e.type === 'send' && e.frame.type === type ? [e] : []));

describe('roomStep stories', () => {
  it('opens with the wait for humans', () => {
    expect(openingEffects(openRoom('x', SPEC, TIMING, [], T0))).toEqual([
      { type: 'start-timer', timer: 'wait', ms: TIMING.waitMs },
    ]);
  });

  it('believes progress only at human speed and never backwards', () => {
    let state = racing();
    for (const typed of [60, 20, 10]) state = step(state, update('r1', typed), START + 1000).state;
    // 1 s in: 25 units a second plus 10 of slack; 60 is not believed, 10 goes backwards.
    expect(humanOf(state, 'r1')?.progress).toBe(20);
    expect(trailObservations(humanOf(state, 'r1')!.seen)).toEqual([{ atMs: 1000, typed: 20 }]);
    expect(humanOf(racing(), 'r1')?.progress).toBe(0);
  });

  it("keeps each state's progress trail as it was when later steps append to it", () => {
    const before = step(racing(), update('r1', 5), START + 1000).state;
    const later = step(before, update('r1', 9), START + 1100).state;
    // A second step from the same state (a replay) branches: neither sees the other's update.
    const branch = step(before, update('r1', 7), START + 1200).state;
    const trail = (state: RoomState) => trailObservations(humanOf(state, 'r1')!.seen);
    expect(trail(before)).toEqual([{ atMs: 1000, typed: 5 }]);
    expect(trail(later)).toEqual([
      { atMs: 1000, typed: 5 },
      { atMs: 1100, typed: 9 },
    ]);
    expect(trail(branch)).toEqual([
      { atMs: 1000, typed: 5 },
      { atMs: 1200, typed: 7 },
    ]);
  });

  it('sends each tick only the racers that moved since the last positions frame, or nothing', () => {
    const racersIn = (effects: RoomEffect[]) =>
      sent(effects, 'positions').flatMap((e) =>
        e.frame.type === 'positions' ? e.frame.data.racers : [],
      );
    // The race's first frame shows everyone, at the line.
    const first = step(racing(), { type: 'tick' }, START + 100);
    expect(racersIn(first.effects).map((r) => r.id)).toEqual(['r1', 'r2', 'bot1', 'bot2', 'bot3']);
    expect(racersIn(first.effects)[0]).toEqual({ id: 'r1', progress: 0 });
    // r1 types: the next frame has r1, and nobody who stood still (r2 did not type).
    const typed = step(first.state, update('r1', 5), START + 150).state;
    const second = step(typed, { type: 'tick' }, START + 200);
    expect(racersIn(second.effects)).toContainEqual({ id: 'r1', progress: 5 });
    expect(racersIn(second.effects).map((r) => r.id)).not.toContain('r2');
    // Nobody moved since: no frame at all.
    expect(step(second.state, { type: 'tick' }, START + 200).effects).toEqual([]);
    // The state the step was given is unchanged: a replay from it sends the same frame again.
    expect(step(typed, { type: 'tick' }, START + 200).effects).toEqual(second.effects);
  });

  it('sends the humans who moved just after a tick at the late look, bots at the tick', () => {
    const racersIn = (effects: RoomEffect[]) =>
      sent(effects, 'positions').flatMap((e) =>
        e.frame.type === 'positions' ? e.frame.data.racers : [],
      );
    const late = (arrivedBy: number) => ({ type: 'late-tick', arrivedBy }) as const;
    // Before the first frame there is nothing to look at again.
    expect(lateLookDue(step(racing(), update('r1', 2), START + 50).state, START + 60)).toBe(false);
    expect(step(racing(), late(START + 7), START + 10).effects).toEqual([]);
    const first = step(racing(), { type: 'tick' }, START + 100);
    expect(lateLookDue(first.state, START + 107)).toBe(false);
    // r1 types a millisecond after the tick: the late look after it sends r1 alone.
    const typed = step(first.state, update('r1', 5), START + 101).state;
    expect(lateLookDue(typed, START + 107)).toBe(true);
    const looked = step(typed, late(START + 107), START + 110);
    expect(racersIn(looked.effects)).toEqual([{ id: 'r1', progress: 5 }]);
    expect(sent(looked.effects, 'positions')[0]?.frame.data).toMatchObject({
      serverNow: START + 110,
    });
    expect(lateLookDue(looked.state, START + 107)).toBe(false);
    // Nothing moved since: a second look sends nothing; the next tick has the bots, not r1 again.
    expect(step(looked.state, late(START + 117), START + 120).effects).toEqual([]);
    const next = racersIn(step(looked.state, { type: 'tick' }, START + 3000).effects).map(
      (r) => r.id,
    );
    expect(next).not.toContain('r1');
    expect(next).toEqual(expect.arrayContaining(['bot1']));
  });

  it('leaves a report that came after the late window to the tick, unless the look sends anyway', () => {
    const racersIn = (effects: RoomEffect[]) =>
      sent(effects, 'positions').flatMap((e) =>
        e.frame.type === 'positions' ? e.frame.data.racers : [],
      );
    const first = step(racing(), { type: 'tick' }, START + 100);
    // r2 reports at +9, after the window (+7): the look at +10 sends nothing.
    const late2 = step(first.state, update('r2', 4), START + 109).state;
    expect(lateLookDue(late2, START + 107)).toBe(false);
    expect(step(late2, { type: 'late-tick', arrivedBy: START + 107 }, START + 110).effects).toEqual(
      [],
    );
    // With r1 in the window too, the look's one frame carries both.
    const both = step(late2, update('r1', 3), START + 102).state;
    const looked = step(both, { type: 'late-tick', arrivedBy: START + 107 }, START + 110);
    expect(racersIn(looked.effects)).toEqual([
      { id: 'r1', progress: 3 },
      { id: 'r2', progress: 4 },
    ]);
  });

  it('seats, starts after the wait with bots in the empty seats, and announces the green light', () => {
    const { state, effects } = step(
      waiting(),
      { type: 'passage-picked', passage: {} as never },
      T0,
    );
    expect(effects).toEqual([]); // a passage nobody asked for is ignored
    const counting = run(waiting(), [[{ type: 'wait-over' }, T0 + 6000]]);
    expect(state.stage).toBe('waiting');
    expect(counting).toMatchObject({ stage: 'countdown', startAt: T0 + 10_000 });
    expect(counting.bots).toHaveLength(3);
    expect(counting.course).toMatchObject({ kind: 'typing', passage: { id: 9 } });
  });

  it('starts at once when full, with no bots; refuses a second seat for one player', () => {
    let state = openRoom('room-1', SPEC, TIMING, [1], T0);
    const again = step(
      run(state, [[{ type: 'join', entry: entry(1) }, T0]]),
      { type: 'join', entry: { ...entry(1), racerID: 'again' } },
      T0,
    );
    expect(story(again.effects)).toEqual(['refuse already-in']);
    for (let n = 1; n <= 4; n += 1) state = run(state, [[{ type: 'join', entry: entry(n) }, T0]]);
    const full = step(state, { type: 'join', entry: entry(5) }, T0 + 1);
    expect(story(full.effects).slice(-3)).toEqual([
      'cancel-timers',
      'advertise none',
      'pick-passage u:1,u:2,u:3,u:4,u:5',
    ]);
    expect(run(full.state, []).stage).toBe('countdown');
  });

  it('records a verified finish once, answers every finish sent, and starts the finish phase', () => {
    const sentTwice = run(racing(), [[finish('r1'), FINISH_AT]]);
    const second = step(sentTwice, finish('r1'), FINISH_AT + 5);
    expect(second.effects).toEqual([]);
    expect(humanOf(second.state, 'r1')?.result).toEqual({ status: 'pending', owed: 2 });
    expect(second.state.recording).toBe(1);
    const answered = step(
      second.state,
      { type: 'recorded', racerID: 'r1', result: RESULT },
      FINISH_AT + 9,
    );
    expect(story(answered.effects)).toEqual([
      'send to result',
      'send all positions',
      `timer finish-phase ${FINISH_PHASE_MS}`,
      'report finished',
      // The second finish frame's answer: the positions have not changed since, so none are sent.
      'send to result',
      'report finished',
    ]);
    expect(answered.state).toMatchObject({ stage: 'finished', recording: 0 });
    // A finish after it was saved gets the same result at once.
    const later = step(answered.state, finish('r1'), FINISH_AT + 50);
    expect(sent(later.effects, 'result')[0]?.frame.data).toEqual(RESULT);
  });

  it('forgets a finish that could not be saved, so it can be sent again', () => {
    const pending = run(racing(), [[finish('r1'), FINISH_AT]]);
    const failed = step(pending, { type: 'recorded', racerID: 'r1', result: null }, FINISH_AT + 9);
    expect(story(failed.effects)).toEqual(['error to notSaved']);
    expect(humanOf(failed.state, 'r1')).toMatchObject({ finish: null, result: null });
    expect(story(step(failed.state, finish('r1'), FINISH_AT + 20).effects)).toEqual([
      'record r1 place 1',
    ]);
  });

  it('closes only after a result in flight has been delivered', () => {
    const ending = run(racing(), [[finish('r1'), FINISH_AT]]);
    const end = step(ending, { type: 'admin-end' }, FINISH_AT + 1);
    expect(story(end.effects)).toEqual([
      'error all endedByOperator',
      'cancel-timers',
      'advertise none',
    ]);
    expect(end.state.stage).toBe('closing');
    const last = step(
      end.state,
      { type: 'recorded', racerID: 'r1', result: RESULT },
      FINISH_AT + 2,
    );
    expect(story(last.effects)).toEqual([
      'send to result',
      'send all positions',
      'closed',
      'report none',
      'dispose',
    ]);
    expect(last.state.stage).toBe('closed');
  });

  it('disqualifies a player through their record, a guest at once, and only once', () => {
    const paste = (racerID: string) =>
      frame(racerID, { channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
    const asked = step(racing(), paste('r1'), START + 500);
    expect(asked.effects).toEqual([
      {
        type: 'record-dq',
        racerID: 'r1',
        userID: 1,
        message: 'Disqualified: text was pasted into the race.',
      },
    ]);
    expect(step(asked.state, paste('r1'), START + 600).effects).toEqual([]);
    const told = step(
      asked.state,
      { type: 'dq-recorded', racerID: 'r1', message: 'm', DQs: 3 },
      START + 700,
    );
    expect(sent(told.effects, 'disqualified')[0]).toMatchObject({
      to: 'to',
      racerID: 'r1',
      frame: { data: { message: 'm', DQs: 3 } },
    });
    expect(story(step(told.state, finish('r1'), FINISH_AT).effects)).toEqual([
      'error to alreadyDisqualified',
    ]);
    const guestRoom = run(
      openRoom('g', { ...SPEC, kind: 'practice', pool: null }, TIMING, [1], T0),
      [
        [{ type: 'join', entry: entry(9, { userID: null, guestID: 'g9' }) }, T0],
        [{ type: 'wait-over' }, T0 + 6000],
        [{ type: 'countdown-over' }, START],
      ],
    );
    const guest = step(guestRoom, paste('r9'), START + 10);
    expect(sent(guest.effects, 'disqualified')[0]?.frame.data).toMatchObject({ DQs: 1 });
    expect(guest.state.recording).toBe(0);
  });

  it('spends owned nitros only after the green light', () => {
    const nitro = frame('r1', { channel: 'race-server', type: 'nitro', data: {} });
    expect(story(step(waiting(), nitro, T0).effects)).toEqual(['error to notStarted']);
    const used = step(racing(), nitro, START + 100);
    expect(sent(used.effects, 'nitro')[0]?.frame.data).toEqual({ id: 'r1', nitros: 0 });
    expect(story(step(used.state, nitro, START + 200).effects)).toEqual(['error to noNitros']);
  });

  it('chats only among friends; only the host changes settings, only while waiting', () => {
    const chat = frame('r1', { channel: 'race-server', type: 'chat', data: { message: 'hi' } });
    expect(story(step(waiting(), chat, T0).effects)).toEqual(['error to chatFriendOnly']);
    const friends = run(openRoom('f', { ...SPEC, kind: 'friend' }, TIMING, [1], T0), [
      [{ type: 'join', entry: entry(1) }, T0],
    ]);
    expect(sent(step(friends, chat, T0).effects, 'chat')[0]?.frame.data).toEqual({
      from: 'Racer 1',
      message: 'hi',
    });
    // A sixth message within the chat window is refused, and only to its sender.
    let chatty = friends;
    for (let i = 0; i < CHAT_BURST; i += 1) chatty = step(chatty, chat, T0 + i).state;
    expect(story(step(chatty, chat, T0 + CHAT_BURST).effects)).toEqual(['error to chatTooFast']);
    expect(sent(step(chatty, chat, T0 + CHAT_WINDOW_MS).effects, 'chat')).toHaveLength(1);
    const casual = (racerID: string) =>
      frame(racerID, {
        channel: 'race-server',
        type: 'settings',
        data: { scoringMode: 'casual', gameVisibility: 'invite-only' },
      });
    expect(story(step(waiting(), casual('r2'), T0).effects)).toEqual(['error to hostOnly']);
    const changed = step(waiting(), casual('r1'), T0);
    // An invite-only public room leaves matchmaking.
    expect(story(changed.effects)).toEqual(['advertise none']);
    expect(changed.state).toMatchObject({ scoringMode: 'casual', gameVisibility: 'invite-only' });
    expect(story(step(racing(), casual('r1'), START).effects)).toEqual(['error to settingsLocked']);
  });

  it('ends once every human is done and every bot has crossed the line', () => {
    const done = run(finished(), [[{ type: 'leave', racerID: 'r2' }, FINISH_AT + 200]]);
    const lastBot = Math.max(...done.bots.map((bot) => bot.finishMs));
    const before = step(done, { type: 'tick' }, START + lastBot - 1);
    expect(before.state.stage).toBe('finished');
    const after = step(before.state, { type: 'tick' }, START + lastBot);
    expect(story(after.effects).slice(-5)).toEqual([
      'cancel-timers',
      'advertise none',
      'closed',
      'report none',
      'dispose',
    ]);
    expect(after.state.stage).toBe('closed');
  });

  it('races a math lesson as a math course, measured in course units, with no passage to pick', () => {
    const lesson = {
      lessonID: 3,
      shortDescription: 'Adding Up',
      subtitle: 's',
      longDescription: 'l',
      tags: [],
      problemTypes: ['addition_1' as const],
    };
    const room = openRoom('m', { ...SPEC, site: 'math', lesson }, TIMING, [1], T0);
    const joined = run(room, [[{ type: 'join', entry: entry(1) }, T0]]);
    const { state, effects } = step(joined, { type: 'wait-over' }, T0 + 6000);
    expect(story(effects).some((line) => line.startsWith('pick-passage'))).toBe(false);
    expect(state.course).toMatchObject({ kind: 'math', course: { lessonID: 3 } });
    const snapshot = sent(effects, 'room')[0]?.frame.data as { passage: string; math: unknown };
    expect(snapshot.passage).toHaveLength(mathCourseUnits(MATH_RACE_PROBLEMS, MATH_RACE_PROBLEMS));
    expect(snapshot.math).toMatchObject({ lessonID: 3, count: MATH_RACE_PROBLEMS });
    // Keystrokes do not finish a math race.
    const math = run(state, [[{ type: 'countdown-over' }, START]]);
    expect(story(step(math, finish('r1'), FINISH_AT).effects)).toEqual(['error to text']);
  });
});

// A race room as a pure step: roomStep(state, input, now) → { state, effects } (CONVENTIONS §6b,
// after lila-ws's actors). The step decides everything a room does: who is seated, when the
// countdown and the race start, which progress is believed, how a finish is judged and placed,
// and when the room ends. It reads no clock and touches no socket: `now` is given and the
// effects are data for the server's Room class (src/server/realtime/room.ts) to carry out.
// It lives in the domain because none of it needs the server: passages, results and the bus are
// reached only through effects and inputs.
import { mathCourseFor } from '../../math/mathCourse';
import {
  mathRaceCourse,
  typingCourse,
  courseLength,
  courseUnitsText,
  type RaceCourse,
} from '../course';
import { ROOM_SEATS } from '../raceView';
import { admitChat } from './chatLimit';
import { dqMessage, disqualify, dqRecorded, finish, recorded } from './finishStep';
import {
  applyUpdate,
  believedProgress,
  botNitrosDue,
  humanView,
  isDone,
  makeBots,
  newHuman,
  nitrosLeft,
  type HumanRacer,
  type RacerEntry,
} from './racers';
import type { RacerFrame, RoomEffect, RoomStepInput } from './roomEffects';
import {
  advertOf,
  averageSpeed,
  capacityOf,
  humanOf,
  isClosing,
  MAX_RACE_MS,
  raceMsAt,
  scoringModeOf,
  snapshotFor,
  type RoomState,
} from './roomState';
import {
  broadcastPositions,
  lateTick,
  close,
  copyHuman,
  copyRoom,
  frame,
  racerDone,
  reject,
  report,
  roomWith,
  send,
  type StepContext,
} from './stepContext';

export interface RoomStepResult {
  state: RoomState;
  effects: RoomEffect[];
}

/** The effects of opening a room: the wait for humans begins. */
export const openingEffects = (state: RoomState): RoomEffect[] => [
  { type: 'start-timer', timer: 'wait', ms: state.timing.waitMs },
];

export function roomStep(state: RoomState, input: RoomStepInput, now: number): RoomStepResult {
  if (input.type === 'frame' && input.frame.type === 'update') {
    const moved = progressStep(state, input.racerID, input.frame.data.typed, now);
    if (moved) return moved;
  }
  const ctx: StepContext = { room: copyRoom(state), now, effects: [] };
  apply(ctx, input);
  return { state: ctx.room, effects: ctx.effects };
}

function apply(ctx: StepContext, input: RoomStepInput): void {
  switch (input.type) {
    case 'join':
      return join(ctx, input.entry);
    case 'leave':
      return leave(ctx, input.racerID);
    case 'frame':
      return racerFrame(ctx, input.racerID, input.frame);
    case 'passage-picked':
      if (ctx.room.stage === 'countdown' && !ctx.room.course)
        seat(ctx, typingCourse(input.passage));
      return;
    case 'wait-over':
      // A friend room starts only when its host says so; waited out, it closes.
      if (ctx.room.spec.kind === 'friend') return expireFriendRoom(ctx);
      return startCountdown(ctx);
    case 'countdown-over':
      return startRacing(ctx);
    case 'tick':
      return tick(ctx);
    case 'late-tick':
      return lateTick(ctx, input.arrivedBy);
    case 'finish-phase-over':
    case 'max-race-over':
    case 'shutdown':
      return close(ctx);
    case 'admin-end':
      if (isClosing(ctx.room)) return;
      ctx.effects.push({
        type: 'error',
        to: 'all',
        racerID: '',
        error: 'race-rejected',
        message: { key: 'endedByOperator' },
      });
      return close(ctx);
    case 'recorded':
      return recorded(ctx, input.racerID, input.result, input.refused);
    case 'dq-recorded':
      return dqRecorded(ctx, input.racerID, input.message, input.DQs);
  }
}

function join(ctx: StepContext, entry: RacerEntry) {
  const { room } = ctx;
  const reason = isClosing(room)
    ? 'closed'
    : room.stage !== 'waiting'
      ? 'started'
      : room.humans.length >= capacityOf(room)
        ? 'full'
        : room.humans.some((r) => r.entry.playerKey === entry.playerKey)
          ? 'already-in'
          : null;
  if (reason) return void ctx.effects.push({ type: 'refuse', racerID: entry.racerID, reason });
  const racer = newHuman(entry);
  room.humans.push(racer);
  if (room.spec.kind !== 'friend') room.hostID ??= entry.racerID;
  else if (entry.userID !== null && entry.userID === room.spec.hostUserID)
    room.hostID = entry.racerID;
  // Registry first: a joiner who hears 'accepted' and looks again must see the seat taken.
  ctx.effects.push({ type: 'advertise', entry: advertOf(room) });
  send(ctx, 'accepted', entry.racerID, frame('room', snapshotFor(room, racer, ctx.now)));
  send(ctx, 'except', entry.racerID, frame('racer-joined', humanView(racer)));
  report(ctx);
  // A full public room starts at once; a friend room waits for its host's begin.
  if (room.spec.kind === 'public' && room.humans.length >= capacityOf(room)) startCountdown(ctx);
}

function leave(ctx: StepContext, racerID: string) {
  const { room } = ctx;
  const racer = humanOf(room, racerID);
  if (!racer || racer.left || room.stage === 'closed') return;
  if (room.stage === 'waiting') {
    room.humans = room.humans.filter((r) => r !== racer);
    // A public room's settings pass to the next racer; a friend room waits for its host to
    // come back (a reload rejoins the same room), and closes when FRIEND_ROOM_WAIT_MS runs out.
    if (room.hostID === racerID)
      room.hostID = room.spec.kind === 'friend' ? null : (room.humans[0]?.entry.racerID ?? null);
  } else {
    // A racing human who leaves just stops where they are.
    racer.left = true;
  }
  send(ctx, 'all', '', frame('racer-left', { id: racerID }));
  if (room.stage !== 'waiting') return racerDone(ctx);
  if (room.humans.length === 0) return close(ctx);
  ctx.effects.push({ type: 'advertise', entry: advertOf(room) });
  report(ctx);
}

function racerFrame(ctx: StepContext, racerID: string, input: RacerFrame) {
  const { room } = ctx;
  const racer = humanOf(room, racerID);
  if (!racer || racer.left || isClosing(room))
    return reject(ctx, racerID, 'not-in-race', 'notInRace');
  switch (input.type) {
    case 'update':
      return update(ctx, racer, input.data.typed);
    case 'nitro':
      return nitro(ctx, racer);
    case 'finish':
      return finish(ctx, racer, input.data);
    case 'disqualify':
      return disqualify(ctx, racer, dqMessage(input.data.reason));
    case 'chat': {
      if (room.spec.kind !== 'friend') return reject(ctx, racerID, 'bad-frame', 'chatFriendOnly');
      if (!admitPlayerChat(ctx, racer)) return reject(ctx, racerID, 'rate-limited', 'chatTooFast');
      return send(
        ctx,
        'all',
        '',
        frame('chat', { from: racer.entry.name, message: input.data.message }),
      );
    }
    case 'lesson-help': {
      const { lesson } = room.spec;
      if (room.spec.kind !== 'friend' || !lesson)
        return reject(ctx, racerID, 'bad-frame', 'lessonHelpMathFriendOnly');
      if (!admitPlayerChat(ctx, racer)) return reject(ctx, racerID, 'rate-limited', 'chatTooFast');
      return send(
        ctx,
        'all',
        '',
        frame('lesson-help', {
          from: racer.entry.name,
          lessonID: lesson.lessonID,
          title: lesson.shortDescription,
          subtitle: lesson.subtitle,
          help: lesson.longDescription,
        }),
      );
    }
    case 'begin-friend-race':
      return beginFriendRace(ctx, racerID);
    case 'settings':
      if (racerID !== room.hostID) return reject(ctx, racerID, 'race-rejected', 'hostOnly');
      if (room.stage !== 'waiting') return reject(ctx, racerID, 'race-rejected', 'settingsLocked');
      if (input.data.scoringMode !== undefined)
        room.scoringMode = scoringModeOf(input.data.scoringMode);
      if (input.data.gameVisibility !== undefined) room.gameVisibility = input.data.gameVisibility;
      return void ctx.effects.push({ type: 'advertise', entry: advertOf(room) });
  }
}

/**
 * Whether the racer's player may send one more chat (or lesson-help) now; records it when they
 * may. The window is the player's, so a rejoin (a new racer) does not refill it.
 */
function admitPlayerChat(ctx: StepContext, racer: HumanRacer): boolean {
  const { room } = ctx;
  const key = racer.entry.playerKey;
  const admitted = admitChat(room.chatAt[key] ?? [], ctx.now);
  if (!admitted) return false;
  room.chatAt = { ...room.chatAt, [key]: admitted };
  return true;
}

/**
 * The host of a friend room starts the race (SPEC §7 begin-friend-race). Only the host, only in
 * a friend room, only while it waits, and only with at least one other racer seated: a friend
 * race alone is a practice race, which /race offers already. Anything else is answered with an
 * error frame and changes nothing.
 */
function beginFriendRace(ctx: StepContext, racerID: string) {
  const { room } = ctx;
  if (room.spec.kind !== 'friend') return reject(ctx, racerID, 'bad-frame', 'beginFriendOnly');
  if (racerID !== room.hostID) return reject(ctx, racerID, 'forbidden', 'beginHostOnly');
  if (room.stage !== 'waiting') return reject(ctx, racerID, 'bad-frame', 'beginAlreadyStarted');
  if (room.humans.length < 2) return reject(ctx, racerID, 'bad-frame', 'beginNeedsRacer');
  startCountdown(ctx);
}

function expireFriendRoom(ctx: StepContext) {
  if (ctx.room.stage !== 'waiting') return;
  ctx.effects.push({
    type: 'error',
    to: 'all',
    racerID: '',
    error: 'race-rejected',
    message: { key: 'friendRoomExpired' },
  });
  close(ctx);
}

/**
 * A racer's progress report, the step run most often (10 a second per racer). Whether it is
 * believed is read first, without copying anything; a report that is kept copies only the racer
 * it moves, the humans list and the room, each as a literal of its own fixed shape (spreading
 * them was most of this step's cost: V8 clones by a slow path for objects this size). Null when
 * the report is not a seated racer's (the general step answers it).
 */
function progressStep(
  state: RoomState,
  racerID: string,
  typed: number,
  now: number,
): RoomStepResult | null {
  const { humans } = state;
  let index = 0;
  while (index < humans.length && humans[index]!.entry.racerID !== racerID) index += 1;
  const old = humans[index];
  if (!old || old.left || isClosing(state)) return null;
  const elapsed = raceMsAt(state, now);
  if (elapsed === null || !state.course) return { state, effects: [] };
  const progress = believedProgress(old, typed, elapsed, courseLength(state.course));
  if (progress === null) return { state, effects: [] };
  const moved = humans.slice();
  moved[index] = withProgress(old, progress, elapsed);
  return { state: roomWith(state, moved, state.bots), effects: [] };
}

/** `racer` moved to `progress` at race ms `atMs`: a new racer, its trail one link longer. */
function withProgress(racer: HumanRacer, progress: number, atMs: number): HumanRacer {
  const moved = copyHuman(racer);
  moved.progress = progress;
  moved.seen = { at: { atMs, typed: progress }, before: racer.seen };
  return moved;
}

function update(ctx: StepContext, racer: HumanRacer, typed: number) {
  const elapsed = raceMsAt(ctx.room, ctx.now);
  if (elapsed !== null && ctx.room.course)
    applyUpdate(racer, typed, elapsed, courseLength(ctx.room.course));
}

function nitro(ctx: StepContext, racer: HumanRacer) {
  const { racerID } = racer.entry;
  if (raceMsAt(ctx.room, ctx.now) === null || racer.finish || racer.disqualified)
    return reject(ctx, racerID, 'not-in-race', 'notStarted');
  if (nitrosLeft(racer) <= 0) return reject(ctx, racerID, 'no-nitros', 'noNitros');
  racer.nitrosUsed += 1;
  send(ctx, 'all', '', frame('nitro', { id: racerID, nitros: nitrosLeft(racer) }));
}

function startCountdown(ctx: StepContext) {
  const { room } = ctx;
  if (room.stage !== 'waiting') return;
  if (room.humans.length === 0) return close(ctx);
  room.stage = 'countdown';
  ctx.effects.push({ type: 'cancel-timers' }, { type: 'advertise', entry: null });
  const { lesson, site } = room.spec;
  if (site === 'math' && lesson)
    return seat(ctx, mathRaceCourse(mathCourseFor(room.id, lesson), lesson.shortDescription));
  ctx.effects.push({ type: 'pick-passage', playerKeys: room.humans.map((r) => r.entry.playerKey) });
}

/** The course is known: bots take the empty seats and the green light is announced. */
function seat(ctx: StepContext, course: RaceCourse) {
  const { room, now } = ctx;
  room.course = course;
  // Friend rooms race among friends; bots only keep a lone racer company.
  const humans = room.humans.length;
  const seats = room.spec.kind === 'friend' && humans > 1 ? 0 : ROOM_SEATS - humans;
  const speed = averageSpeed(room.humans);
  room.bots = makeBots(room.id, seats, speed, courseUnitsText(course), room.carIDs);
  room.startAt = now + room.timing.countdownMs;
  for (const racer of room.humans)
    send(ctx, 'to', racer.entry.racerID, frame('room', snapshotFor(room, racer, now)));
  send(ctx, 'all', '', frame('countdown', { startAt: room.startAt, serverNow: now }));
  report(ctx);
  ctx.effects.push({ type: 'start-timer', timer: 'countdown', ms: room.timing.countdownMs });
}

function startRacing(ctx: StepContext) {
  if (ctx.room.stage !== 'countdown') return;
  ctx.room.stage = 'racing';
  report(ctx);
  ctx.effects.push(
    { type: 'start-ticks', everyMs: ctx.room.timing.tickMs },
    { type: 'start-timer', timer: 'max-race', ms: MAX_RACE_MS },
  );
}

function tick(ctx: StepContext) {
  const { room, now } = ctx;
  if (room.stage !== 'racing' && room.stage !== 'finished') return;
  const elapsed = raceMsAt(room, now) ?? 0;
  for (const bot of botNitrosDue(room.bots, elapsed)) {
    const nitros = bot.plan.nitroAt.length - bot.nitrosShown;
    send(ctx, 'all', '', frame('nitro', { id: bot.id, nitros }));
  }
  broadcastPositions(ctx);
  if (room.humans.every(isDone) && room.bots.every((bot) => elapsed >= bot.finishMs)) close(ctx);
}

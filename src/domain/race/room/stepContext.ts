// The working copy one room step changes and the effects it collects, with the small moves every
// part of the step shares (send a frame, reject, report, close). The copy is made fresh per step
// (copyRoom), so the state a caller holds never changes: that is what makes roomStep pure.
import type { ErrorType, RacerMove } from '../../realtime/protocol';
import { movedSince, positionsAt, type BotRacer, type HumanRacer } from './racers';
import type { Audience, RaceServerFrame, RoomEffect, RoomMessageKey } from './roomEffects';
import { adminViewOf, FINISH_PHASE_MS, isClosing, raceMsAt, type RoomState } from './roomState';

export interface StepContext {
  /** This step's copy of the room: mutate freely. */
  room: RoomState;
  now: number;
  effects: RoomEffect[];
}

/**
 * A copy of everything a step may change in place: the room and each racer. The spec, entries,
 * course, bot plans, a racer's progress trail and what members were shown are never changed in
 * place (a step that changes one replaces it) and are shared. Copying the progress lists here, as
 * this once did, made every update cost as much as the race was long. (Immer would do the same,
 * but its drafts are revoked after the step, and effects carry parts of the state out.) Each copy
 * is a literal of its type's fixed shape, not a spread: V8 clones objects of this size by a slow
 * path, and a room ticks ten times a second. Every field is listed, so TypeScript refuses a copy
 * that misses a new one (an optional field would need adding here by hand).
 */
export const copyRoom = (state: RoomState): RoomState =>
  roomWith(state, state.humans.map(copyHuman), state.bots.map(copyBot));

export const copyHuman = (racer: HumanRacer): HumanRacer => ({
  entry: racer.entry,
  progress: racer.progress,
  seen: racer.seen,
  nitrosUsed: racer.nitrosUsed,
  left: racer.left,
  disqualified: racer.disqualified,
  finish: racer.finish,
  result: racer.result,
});

const copyBot = (bot: BotRacer): BotRacer => ({
  id: bot.id,
  profile: bot.profile,
  plan: bot.plan,
  finishMs: bot.finishMs,
  nitrosShown: bot.nitrosShown,
  place: bot.place,
});

/** The room with these humans and bots, everything else shared. */
export const roomWith = (state: RoomState, humans: HumanRacer[], bots: BotRacer[]): RoomState => ({
  id: state.id,
  spec: state.spec,
  timing: state.timing,
  carIDs: state.carIDs,
  createdAt: state.createdAt,
  stage: state.stage,
  humans,
  bots,
  course: state.course,
  startAt: state.startAt,
  hostID: state.hostID,
  scoringMode: state.scoringMode,
  gameVisibility: state.gameVisibility,
  recording: state.recording,
  shown: state.shown,
  chatAt: state.chatAt,
});

export function send(ctx: StepContext, to: Audience, racerID: string, frame: RaceServerFrame) {
  ctx.effects.push({ type: 'send', to, racerID, frame });
}

export const frame = <T extends RaceServerFrame['type']>(
  type: T,
  data: Extract<RaceServerFrame, { type: T }>['data'],
) => ({ channel: 'race-server', type, data }) as Extract<RaceServerFrame, { type: T }>;

export function reject(
  ctx: StepContext,
  racerID: string,
  error: ErrorType,
  message: RoomMessageKey | { text: string },
) {
  ctx.effects.push({
    type: 'error',
    to: 'to',
    racerID,
    error,
    message: typeof message === 'string' ? { key: message } : message,
  });
}

/** Tells the site's operators what the room looks like now (not once it is closing). */
export function report(ctx: StepContext) {
  if (!isClosing(ctx.room)) ctx.effects.push({ type: 'report', view: adminViewOf(ctx.room) });
}

/**
 * Tells the members which racers moved or finished since the last positions frame; nothing when
 * nobody did. Every member has every earlier frame (broadcasts reach all members in order, and
 * nobody joins a race under way), so the changes are all a member needs. During a race nearly every
 * racer moves between two ticks; what the delta saves there is the frame's size, and in a room of
 * finished racers waiting for the others, the frame.
 */
export function broadcastPositions(ctx: StepContext, humansOnly = false) {
  const { room, now } = ctx;
  const positions = positionsAt(
    raceMsAt(room, now) ?? 0,
    room.humans,
    humansOnly ? NO_BOTS : room.bots,
  );
  const before = room.shown;
  let shown: RacerMove[] | null = null;
  const moved: RacerMove[] = [];
  for (let at = 0; at < positions.length; at += 1) {
    const move = positions[at]!;
    const last = before[at];
    // A different racer in this place (never, as rooms run) counts as a change.
    if (last !== undefined && last.id === move.id && !movedSince(last, move)) continue;
    moved.push(move);
    (shown ??= before.slice())[at] = move;
  }
  if (!shown) return;
  room.shown = shown;
  send(ctx, 'all', '', frame('positions', { serverNow: now, racers: moved }));
}

const NO_BOTS: BotRacer[] = [];

/**
 * The room's second look, shortly after each tick (10 ms on the server's tick grid, tickGrid.ts):
 * the humans who moved or finished since the tick's positions frame, at once, instead of at the
 * next tick, when one of them arrived by server ms `arrivedBy` (Room's LATE_LOOK_WINDOW_MS after
 * the tick). A tick sends what arrived in the tick before it, so an update that came a
 * millisecond after a tick waited a whole tick (the relay's p99 sat at the tick length); with the
 * late look the longest wait is the tick less the window. The look's frame costs a socket write
 * per member, so the window is a trade (Room has the figures); a report that came after
 * `arrivedBy` still goes with the look's frame when there is one. Bots, whose positions
 * follow the clock, wait for the tick; and nothing is sent before the race's first frame, which
 * carries every racer.
 */
export function lateTick(ctx: StepContext, arrivedBy: number) {
  const { room } = ctx;
  if (room.stage !== 'racing' && room.stage !== 'finished') return;
  if (!lateLookDue(room, arrivedBy)) return;
  broadcastPositions(ctx, true);
}

/**
 * Whether a late look sends anything: a human finished, or moved by server ms `arrivedBy`, since
 * what the members were last shown. Read without a step (no copy of the room), so a room nobody
 * moved in since its tick costs one pass over its humans.
 */
export function lateLookDue(room: RoomState, arrivedBy: number): boolean {
  const { humans, shown, startAt } = room;
  if (shown.length === 0 || startAt === null) return false;
  for (let at = 0; at < humans.length; at += 1) {
    const racer = humans[at]!;
    const last = shown[at];
    if (racer.finish && last?.place !== racer.finish.place) return true;
    if (last?.progress === racer.progress) continue;
    const seenAt = racer.seen?.at.atMs;
    if (seenAt === undefined || startAt + seenAt <= arrivedBy) return true;
  }
  return false;
}

/** Ends the room: results being recorded are delivered first, then members drop their seat. */
export function close(ctx: StepContext) {
  if (isClosing(ctx.room)) return;
  ctx.room.stage = 'closing';
  ctx.effects.push({ type: 'cancel-timers' }, { type: 'advertise', entry: null });
  closeIfSettled(ctx);
}

/** A closing room with nothing left to record closes. */
export function closeIfSettled(ctx: StepContext) {
  if (ctx.room.stage !== 'closing' || ctx.room.recording > 0) return;
  ctx.room.stage = 'closed';
  ctx.effects.push({ type: 'closed' }, { type: 'report', view: null }, { type: 'dispose' });
}

/** A racer has nothing more to do: the room may enter its finish phase, or end. */
export function racerDone(ctx: StepContext) {
  const { room } = ctx;
  if (isClosing(room)) return;
  if (room.humans.every((r) => r.left)) return close(ctx);
  if (room.stage === 'racing' && room.humans.some((r) => r.finish)) {
    room.stage = 'finished';
    ctx.effects.push({ type: 'start-timer', timer: 'finish-phase', ms: FINISH_PHASE_MS });
  }
  report(ctx);
}

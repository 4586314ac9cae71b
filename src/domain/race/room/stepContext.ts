// The working copy one room step changes and the effects it collects, with the small moves every
// part of the step shares (send a frame, reject, report, close). The copy is made fresh per step
// (copyRoom), so the state a caller holds never changes: that is what makes roomStep pure.
import type { ErrorType } from '../../realtime/protocol';
import { positionsAt } from './racers';
import type { Audience, RaceServerFrame, RoomEffect, RoomMessageKey } from './roomEffects';
import { adminViewOf, FINISH_PHASE_MS, isClosing, raceMsAt, type RoomState } from './roomState';

export interface StepContext {
  /** This step's copy of the room: mutate freely. */
  room: RoomState;
  now: number;
  effects: RoomEffect[];
}

/**
 * A copy of everything a step may change: the room, each racer and the racers' progress lists.
 * The spec, entries, course and bot plans are never changed and are shared. (Immer would do the
 * same, but its drafts are revoked after the step, and effects carry parts of the state out.)
 */
export const copyRoom = (state: RoomState): RoomState => ({
  ...state,
  humans: state.humans.map((racer) => ({ ...racer, seen: [...racer.seen] })),
  bots: state.bots.map((bot) => ({ ...bot })),
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

export function broadcastPositions(ctx: StepContext) {
  const { room, now } = ctx;
  const racers = positionsAt(raceMsAt(room, now) ?? 0, room.humans, room.bots);
  send(ctx, 'all', '', frame('positions', { serverNow: now, racers }));
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

// A racer crossing the line, inside the room step: the finish is replayed against the course and
// the server's clock (judge.ts), placed by verified duration, and handed to the executor to record
// once; the result comes back as a 'recorded' input and answers every finish frame that asked for
// it. Suspect finishes disqualify; a second finish gets the first result.
import type { RaceResult } from '../../realtime/protocol';
import { courseLength } from '../course';
import { judgeFinish, type FinishData } from './judge';
import { placeFor, trailObservations, type HumanRacer } from './racers';
import { humanOf } from './roomState';
import {
  broadcastPositions,
  closeIfSettled,
  frame,
  racerDone,
  reject,
  send,
  type StepContext,
} from './stepContext';

const DQ_MESSAGES = {
  paste: 'Disqualified: text was pasted into the race.',
  automation: 'Disqualified: the race was typed by a program.',
  'focus-loss': 'Disqualified: the race window lost focus while typing.',
} as const;
export type DqReason = keyof typeof DQ_MESSAGES;
export const dqMessage = (reason: DqReason) => DQ_MESSAGES[reason];

export function finish(ctx: StepContext, racer: HumanRacer, data: FinishData) {
  const { room, now } = ctx;
  const { racerID } = racer.entry;
  if (room.startAt === null || !room.course)
    return reject(ctx, racerID, 'race-rejected', 'notStarted');
  if (racer.disqualified) return reject(ctx, racerID, 'race-rejected', 'alreadyDisqualified');
  if (racer.result?.status === 'saved') return deliver(ctx, racer, racer.result.result);
  if (racer.result?.status === 'refused')
    return reject(ctx, racerID, 'race-rejected', racer.result.message);
  if (racer.result?.status === 'pending') {
    racer.result.owed += 1;
    return;
  }
  const verdict = judgeFinish(room.course, data, {
    serverElapsedMs: now - room.startAt,
    nitrosAllowed: racer.entry.nitros,
    liveProgress: trailObservations(racer.seen),
  });
  if (!verdict.ok) {
    if (verdict.suspect) return disqualify(ctx, racer, verdict.message);
    return reject(ctx, racerID, 'race-rejected', { text: verdict.message });
  }
  const { figures } = verdict;
  const place = placeFor(figures.durationMs, room.humans, room.bots, racerID);
  racer.finish = {
    place,
    wpm: figures.wpm,
    accuracy: figures.accuracy,
    durationMs: figures.durationMs,
  };
  racer.progress = courseLength(room.course);
  racer.result = { status: 'pending', owed: 1 };
  room.recording += 1;
  ctx.effects.push({ type: 'record', racerID, place, figures });
}

/** The race service answered: each finish frame waiting for it gets the result (or a retry). */
export function recorded(
  ctx: StepContext,
  racerID: string,
  result: RaceResult | null,
  refused?: 'bannedFromRacing',
) {
  const racer = humanOf(ctx.room, racerID);
  if (racer?.result?.status !== 'pending') return;
  const { owed } = racer.result;
  ctx.room.recording -= 1;
  if (result) {
    racer.result = { status: 'saved', result };
    for (let i = 0; i < owed; i += 1) deliver(ctx, racer, result);
  } else if (refused) {
    // Never to be saved: the racer is done, and a finish sent again gets the same answer.
    racer.result = { status: 'refused', message: refused };
    for (let i = 0; i < owed; i += 1) reject(ctx, racerID, 'race-rejected', refused);
    racerDone(ctx);
  } else {
    // Not saved: forget this finish so the racer can send it again.
    racer.result = null;
    racer.finish = null;
    for (let i = 0; i < owed; i += 1) reject(ctx, racerID, 'race-rejected', 'notSaved');
  }
  closeIfSettled(ctx);
}

function deliver(ctx: StepContext, racer: HumanRacer, result: RaceResult) {
  send(ctx, 'to', racer.entry.racerID, frame('result', result));
  broadcastPositions(ctx);
  racerDone(ctx);
}

/** A guest has no record to mark: they are told this is their first. */
export function disqualify(ctx: StepContext, racer: HumanRacer, message: string) {
  if (racer.disqualified || racer.finish) return;
  racer.disqualified = true;
  const { racerID, userID } = racer.entry;
  if (userID === null) return disqualified(ctx, racer, message, 1);
  ctx.room.recording += 1;
  ctx.effects.push({ type: 'record-dq', racerID, userID, message });
}

export function dqRecorded(ctx: StepContext, racerID: string, message: string, DQs: number) {
  const racer = humanOf(ctx.room, racerID);
  if (!racer) return;
  ctx.room.recording -= 1;
  disqualified(ctx, racer, message, DQs);
  closeIfSettled(ctx);
}

function disqualified(ctx: StepContext, racer: HumanRacer, message: string, DQs: number) {
  send(ctx, 'to', racer.entry.racerID, frame('disqualified', { message, DQs }));
  racerDone(ctx);
}

// A racer crossing the line: the server replays the log it was sent against the passage and its
// own clock (verifyRace), places the racer by verified duration, records and pays the result
// once, and answers with it. Suspect logs disqualify; a second finish gets the first result.
import type { Logger } from 'pino';

import type { RaceFigures, Verdict } from '../../domain/race/verify';
import type { RaceResult } from '../../domain/realtime/protocol';
import type { RaceRecord, RaceService } from '../race/raceService';
import { errorFrame, MESSAGES, raceFrame } from './frames';
import { placeFor, type BotRacer, type HumanRacer } from './roomRacers';

/** The part of the race service a room uses: recording results and disqualifications. */
export type RaceRecorder = Pick<RaceService, 'record' | 'disqualify'>;

/** What finishing needs from the room it happens in. */
export interface FinishHost {
  readonly race: RaceRecorder;
  readonly log: Logger;
  /** The course in units (a passage's characters, or a math course's, see mathCourse.ts). */
  passageText(): string;
  /** Server ms since the green light. */
  elapsedMs(): number;
  raceRecord(): RaceRecord;
  humans(): Iterable<HumanRacer>;
  bots(): readonly BotRacer[];
  send(racerID: string, payload: string): void;
  broadcastPositions(): void;
  /** A racer has nothing more to do (the room may be able to end). */
  racerDone(): void;
}

const DQ_MESSAGES = {
  paste: 'Disqualified: text was pasted into the race.',
  automation: 'Disqualified: the race was typed by a program.',
  'focus-loss': 'Disqualified: the race window lost focus while typing.',
} as const;
export type DqReason = keyof typeof DQ_MESSAGES;
export const dqMessage = (reason: DqReason) => DQ_MESSAGES[reason];

export async function disqualify(host: FinishHost, racer: HumanRacer, message: string) {
  if (racer.disqualified || racer.finish) return;
  racer.disqualified = true;
  const { userID } = racer.entry;
  // A guest has no record to mark; they are told this is their first.
  let DQs = 1;
  if (userID !== null) {
    try {
      DQs = await host.race.disqualify(userID);
    } catch (err) {
      host.log.error({ err, userID }, 'recording a disqualification failed');
    }
  }
  host.send(racer.entry.racerID, raceFrame('disqualified', { message, DQs }));
  host.racerDone();
}

/** Records once; a failure is retried once (the retry finds the row if the first got through). */
async function recordOnce(
  host: FinishHost,
  racer: HumanRacer,
  place: number,
  figures: RaceFigures,
): Promise<RaceResult | null> {
  const { entry } = racer;
  const input = {
    race: host.raceRecord(),
    racer: entry.userID !== null ? { userID: entry.userID } : { guestID: entry.guestID ?? '' },
    figures,
    place,
    qualifying: entry.qualifying,
  };
  try {
    return await host.race.record(input);
  } catch (first) {
    host.log.warn({ err: first, racer: entry.playerKey }, 'recording a result failed; retrying');
    try {
      return await host.race.record(input);
    } catch (err) {
      host.log.error({ err, racer: entry.playerKey }, 'recording a result failed');
      return null;
    }
  }
}

/**
 * `judge` replays what the racer sent (keystrokes against the passage, or answers against the
 * problems) and computes the figures; it is only asked once per racer.
 */
export async function finishRace(host: FinishHost, racer: HumanRacer, judge: () => Verdict) {
  const { racerID } = racer.entry;
  if (racer.disqualified) {
    host.send(racerID, errorFrame('race-rejected', MESSAGES.alreadyDisqualified));
    return;
  }
  if (!racer.result) {
    const verdict = judge();
    if (!verdict.ok) {
      if (verdict.suspect) await disqualify(host, racer, verdict.message);
      else host.send(racerID, errorFrame('race-rejected', verdict.message));
      return;
    }
    const { figures } = verdict;
    const place = placeFor(figures.durationMs, host.humans(), host.bots(), racer);
    racer.finish = {
      place,
      wpm: figures.wpm,
      accuracy: figures.accuracy,
      durationMs: figures.durationMs,
    };
    racer.progress = host.passageText().length;
    racer.result = recordOnce(host, racer, place, figures);
  }
  const pending = racer.result;
  const result: RaceResult | null = await pending;
  if (!result) {
    // Not saved: forget this finish so the racer can send it again.
    if (racer.result === pending) {
      racer.result = null;
      racer.finish = null;
    }
    host.send(racerID, errorFrame('race-rejected', MESSAGES.notSaved));
    return;
  }
  host.send(racerID, raceFrame('result', result));
  host.broadcastPositions();
  host.racerDone();
}

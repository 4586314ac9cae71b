// Recording what the room step decided: a verified finish is recorded (and paid) through the race
// service, retried once, and a disqualification is counted on the player's record. The step
// (src/domain/race/room/finishStep.ts) judges and places; this is only the service calls.
import type { Logger } from 'pino';

import type { RoomState } from '../../domain/race/room/roomState';
import type { RaceFigures } from '../../domain/race/verify';
import type { RaceResult } from '../../domain/realtime/protocol';
import { RacerBannedError, type RaceRecord, type RaceService } from '../race/raceService';

/** The part of the race service a room uses: recording results and disqualifications. */
export type RaceRecorder = Pick<RaceService, 'record' | 'disqualify'>;

/** The race as the race service records it. */
export function raceRecord(room: RoomState): RaceRecord {
  const { course } = room;
  return {
    roomID: room.id,
    site: room.spec.site,
    passageID: course?.kind === 'typing' ? course.passage.id : 0,
    lessonID: course?.kind === 'math' ? String(course.course.lessonID) : null,
    scoringMode: room.scoringMode,
    racers: room.humans.length + room.bots.length,
    startedStamp: Math.floor((room.startAt ?? room.createdAt) / 1000),
  };
}

/** What recording a finish came to: the result, or null (not saved), and why when it never will be. */
export interface RecordOutcome {
  result: RaceResult | null;
  refused?: 'bannedFromRacing';
}

/**
 * Records once; a failure is retried once (the retry finds the row if the first got through). A
 * racer banned during the race is not retried: the ban stands.
 */
export async function recordResult(
  race: RaceRecorder,
  log: Logger,
  room: RoomState,
  racerID: string,
  place: number,
  figures: RaceFigures,
): Promise<RecordOutcome> {
  const entry = room.humans.find((r) => r.entry.racerID === racerID)?.entry;
  if (!entry) return { result: null };
  const input = {
    race: raceRecord(room),
    racer: entry.userID !== null ? { userID: entry.userID } : { guestID: entry.guestID ?? '' },
    figures,
    place,
    qualifying: entry.qualifying,
  };
  try {
    return { result: await race.record(input) };
  } catch (first) {
    if (first instanceof RacerBannedError) return { result: null, refused: 'bannedFromRacing' };
    log.warn({ err: first, racer: entry.playerKey }, 'recording a result failed; retrying');
    try {
      return { result: await race.record(input) };
    } catch (err) {
      if (err instanceof RacerBannedError) return { result: null, refused: 'bannedFromRacing' };
      log.error({ err, racer: entry.playerKey }, 'recording a result failed');
      return { result: null };
    }
  }
}

/** The player's disqualification count after this one (1 if it could not be recorded). */
export async function recordDisqualification(
  race: RaceRecorder,
  log: Logger,
  userID: number,
): Promise<number> {
  try {
    return await race.disqualify(userID);
  } catch (err) {
    log.error({ err, userID }, 'recording a disqualification failed');
    return 1;
  }
}

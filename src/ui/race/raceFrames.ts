// What the room's frames do to the race page: the room snapshot, racers coming and going, the
// countdown, other cars' positions, nitros, a disqualification and the server's errors. Finishes
// and the result are raceResults.ts's. Works on the controller's live race (RaceLive), never on
// React: store changes, scene snapshots and effects, sounds.
import { clientCourseLength, clientCourseOf } from '../../domain/race/course';
import {
  localTimeOf,
  newFinishers,
  syncOffset,
  withMoves,
  withoutRacer,
  withRacer,
} from '../../domain/race/raceView';
import type {
  RacerMove,
  RacerView,
  RoomSnapshot,
  ServerFrame,
} from '../../domain/realtime/protocol';
import { celebrateFinishers, showResult, type RaceLive } from './raceResults';
import { RACE_UNDER_WAY } from './raceStore';

export function onServerFrame(race: RaceLive, frame: ServerFrame): void {
  if (frame.channel === null) {
    if (frame.type === 'error') onError(race, frame.data.type, frame.data.message);
    return;
  }
  if (frame.channel !== 'race-server') return;
  const now = race.deps.clock.now();
  switch (frame.type) {
    case 'room':
      return onRoom(race, frame.data, now);
    case 'racer-joined':
      return setRacers(race, withRacer(race.board.racers, frame.data));
    case 'racer-left':
      // Once the race is on, a car that left stays where it stopped.
      if (race.stage === 'waiting') setRacers(race, withoutRacer(race.board.racers, frame.data.id));
      return;
    case 'countdown':
      race.offset = syncOffset(race.offset, frame.data.serverNow, now);
      return countdownTo(race, frame.data.startAt);
    case 'positions':
      return onPositions(race, frame.data.serverNow, frame.data.racers, now);
    case 'nitro':
      if (frame.data.id === race.board.youID) race.store.setState({ nitros: frame.data.nitros });
      else race.scene?.play({ type: 'nitro', racerID: frame.data.id });
      return;
    case 'result':
      return showResult(race, frame.data);
    case 'disqualified':
      race.typing.stop();
      race.store.setState({ stage: 'disqualified', disqualified: frame.data });
      race.pushScene();
      return;
  }
}

function onRoom(race: RaceLive, room: RoomSnapshot, now: number) {
  if (!RACE_UNDER_WAY.includes(race.stage)) return;
  race.offset = syncOffset(race.offset, room.serverNow, now);
  const course = clientCourseOf(room);
  race.board = {
    ...race.board,
    youID: room.youID,
    passageLength: course ? clientCourseLength(course) : 0,
    racers: room.racers,
  };
  if (course && !race.typing.isRacing(course)) race.typing.reset(course);
  race.store.setState({
    youID: room.youID,
    racers: room.racers,
    // The passage shown as text; a math course is shown as its problems instead.
    passage: course?.kind === 'typing' ? course.passage : '',
    passageSource: room.passageSource,
    nitros: room.nitros,
    qualifying: room.qualifying,
    hostUserID: room.hostUserID ?? null,
  });
  if (race.stage === 'connecting') race.setStage('waiting');
  if (room.startAt !== null) countdownTo(race, room.startAt);
  else race.pushScene();
}

function setRacers(race: RaceLive, racers: RacerView[]) {
  race.board = { ...race.board, racers };
  race.store.setState({ racers });
  race.pushScene();
}

function countdownTo(race: RaceLive, startAt: number) {
  if (race.stage !== 'waiting' && race.stage !== 'countdown') return;
  race.store.setState({ stage: 'countdown' });
  race.typing.countdown(localTimeOf(race.offset, startAt), (value) => {
    race.deps.sounds.play(value === 0 ? 'go' : 'countdown');
    race.scene?.play({ type: 'countdown-tick', value });
  });
}

/** A positions frame carries only the racers that changed: merged into what the board holds. */
function onPositions(race: RaceLive, serverNow: number, moves: RacerMove[], now: number) {
  race.offset = syncOffset(race.offset, serverNow, now);
  const before = race.board.positions;
  const positions = withMoves(before, moves);
  const finishers = newFinishers(
    before,
    moves.map((move) => positions[move.id]!),
    race.board.youID,
  );
  race.board = { ...race.board, positions, positionsAt: serverNow };
  race.pushScene();
  if (finishers.length > 0) celebrateFinishers(race, finishers, positions);
  race.typing.refreshHud(now);
}

function onError(race: RaceLive, type: string, message: string) {
  if (type === 'no-nitros') return race.store.setState({ nitros: 0 });
  if (type === 'captcha-required') {
    if (RACE_UNDER_WAY.includes(race.stage)) race.fail(message);
    return race.deps.onCaptchaRequired?.();
  }
  if (type === 'race-rejected' || type === 'not-in-race' || type === 'wrong-server') {
    if (RACE_UNDER_WAY.includes(race.stage)) race.fail(message);
    return;
  }
  console.warn(`race: ${type}: ${message}`);
}

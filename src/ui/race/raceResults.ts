// Finishes on the race page: other racers crossing the line (celebrated once, announced, added to
// the standings) and the player's own result (the results screen, the finish effect and sound,
// the spoken place and speed). Also the live race these and raceFrames.ts work on: RaceLive, what
// the controller lends them.
import type { Clock } from '../../domain/clock';
import { finisherAnnouncement, resultAnnouncement } from '../../domain/race/announcements';
import type { RaceBoard, ServerOffset } from '../../domain/race/raceView';
import type { RaceResult, RacerPosition } from '../../domain/realtime/protocol';
import type { RaceScene } from '../../engine/raceScene';
import type { RaceSoundPlayer } from '../sound/raceSounds';
import type { RaceStage, RaceStore } from './raceStore';
import type { RaceTyping } from './raceTyping';

/** The race under way, as the controller lends it to the frame and result handlers. */
export interface RaceLive {
  readonly deps: {
    clock: Clock;
    sounds: RaceSoundPlayer;
    onResult?(result: RaceResult): void;
    onCaptchaRequired?(): void;
    speedUnit?: string;
  };
  readonly store: RaceStore;
  readonly typing: RaceTyping;
  readonly scene: RaceScene | null;
  readonly stage: RaceStage;
  board: RaceBoard;
  offset: ServerOffset;
  /** The server's place for the player, once the result came. */
  ownPlace: number | null;
  setStage(stage: RaceStage): void;
  pushScene(): void;
  /** Says `text` in the race page's polite live region. */
  announce(text: string): void;
  fail(message: string): void;
}

/** Other racers whose finish the latest positions revealed. */
export function celebrateFinishers(
  race: RaceLive,
  finishers: { id: string; place: number }[],
  positions: Record<string, RacerPosition>,
): void {
  for (const { id, place } of finishers) race.scene?.play({ type: 'finish', racerID: id, place });
  race.announce(
    finisherAnnouncement(
      finishers.map(({ id, place }) => ({
        name: race.board.racers.find((racer) => racer.id === id)?.name ?? 'A racer',
        place,
      })),
    ),
  );
  race.store.setState((s) => ({
    places: { ...s.places, ...Object.fromEntries(finishers.map((f) => [f.id, f.place])) },
    finishes: {
      ...s.finishes,
      ...Object.fromEntries(
        finishers.map((f) => [
          f.id,
          {
            place: f.place,
            speed: positions[f.id]?.wpm ?? null,
            timeMs: positions[f.id]?.timeMs ?? null,
          },
        ]),
      ),
    },
  }));
}

/** The player's own verified result. */
export function showResult(race: RaceLive, result: RaceResult): void {
  if (race.stage !== 'finishing' && race.stage !== 'racing') return;
  race.typing.stop();
  race.ownPlace = result.place;
  const { youID } = race.board;
  race.store.setState((s) => ({
    stage: 'result',
    result,
    places: { ...s.places, [youID]: result.place },
    finishes: {
      ...s.finishes,
      [youID]: { place: result.place, speed: result.wpm, timeMs: result.durationMs },
    },
  }));
  race.pushScene();
  race.scene?.play({ type: 'finish', racerID: youID, place: result.place });
  race.deps.sounds.play('finish');
  race.announce(resultAnnouncement(result, race.deps.speedUnit ?? 'WPM'));
  race.deps.onResult?.(result);
}

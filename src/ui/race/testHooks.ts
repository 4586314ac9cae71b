// A window hook for end-to-end tests, off unless the test sets localStorage.nitroTestHooks = '1'
// before the page loads: the canvas cannot be inspected, so tests read where every car is here.
import { progressFraction, type RaceBoard } from '../../domain/race/raceView';
import type { RaceStage } from './raceStore';

export interface RaceTestView {
  stage: RaceStage;
  youID: string;
  racers: { id: string; name: string; isBot: boolean; carID: number; carHueAngle: number }[];
  /** Progress 0..1 by racer id: the server's for others, the local model's for the player. */
  progress: Record<string, number>;
  /** How many positions frames have arrived this race. */
  frames: number;
}

declare global {
  interface Window {
    __nitroRace?: RaceTestView;
  }
}

export function testHooksEnabled(): boolean {
  try {
    return typeof window !== 'undefined' && window.localStorage.getItem('nitroTestHooks') === '1';
  } catch {
    return false;
  }
}

export function createTestHookPublisher() {
  let frames = 0;
  let positionsAt = -1;
  return ({ stage, board, ownChars }: { stage: RaceStage; board: RaceBoard; ownChars: number }) => {
    if (board.positionsAt !== positionsAt) {
      positionsAt = board.positionsAt;
      frames = board.positionsAt === 0 ? 0 : frames + 1;
    }
    const progress: Record<string, number> = {};
    for (const racer of board.racers) {
      const position = board.positions[racer.id];
      progress[racer.id] =
        racer.id === board.youID
          ? progressFraction(ownChars, board.passageLength)
          : position?.finished
            ? 1
            : progressFraction(position?.progress ?? 0, board.passageLength);
    }
    window.__nitroRace = {
      stage,
      youID: board.youID,
      racers: board.racers.map(({ id, name, isBot, carID, carHueAngle }) => ({
        id,
        name,
        isBot,
        carID,
        carHueAngle,
      })),
      progress,
      frames,
    };
  };
}

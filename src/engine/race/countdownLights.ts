// What the start-light gantry shows for a phase and countdown value. Pure, tested in node.
import type { RacePhase } from '../raceScene';

export type LightColor = 'off' | 'red' | 'green';

export interface LightsState {
  /** Whether the gantry is on screen at all (it fades out shortly after the green light). */
  visible: boolean;
  /** Colour of each of the three lamps, left to right. */
  lamps: readonly [LightColor, LightColor, LightColor];
  /** The big call-out under the lamps: '3', '2', '1', 'GO!' or none. */
  label: string | null;
}

const OFF: LightsState = { visible: true, lamps: ['off', 'off', 'off'], label: null };
const HIDDEN: LightsState = { visible: false, lamps: ['off', 'off', 'off'], label: null };
const GO: LightsState = { visible: true, lamps: ['green', 'green', 'green'], label: 'GO!' };
const RED: readonly LightsState[] = [
  { visible: true, lamps: ['red', 'off', 'off'], label: '3' },
  { visible: true, lamps: ['red', 'red', 'off'], label: '2' },
  { visible: true, lamps: ['red', 'red', 'red'], label: '1' },
];

/**
 * 3 lights one red lamp, 2 two, 1 all three, 0 turns them all green. Racing keeps the green
 * lamps (the scene fades them out); waiting shows the dark gantry; finished hides it.
 */
export function countdownLights(phase: RacePhase, countdown: number | null): LightsState {
  if (phase === 'finished') return HIDDEN;
  if (phase === 'racing') return GO;
  if (phase === 'waiting' || countdown === null) return OFF;
  if (countdown <= 0) return GO;
  const index = 3 - Math.min(3, Math.ceil(countdown));
  return RED[index] ?? OFF;
}

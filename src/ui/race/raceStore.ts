// What the race screen's React tree renders: the stage, the room's racers, the passage, the
// result. It changes a handful of times per race (join, countdown steps, green light, finish),
// never per keystroke or per positions frame: those go straight to the DOM and the scene.
import { createStore, type StoreApi } from 'zustand/vanilla';

import type { RaceFinish } from '../../domain/race/standings';
import type { RaceResult, RacerView } from '../../domain/realtime/protocol';
import type { MathView } from './raceMath';

export type RaceStage =
  /** Nothing asked yet: the Race Now button. */
  | 'ready'
  /** Opening the socket and asking for a seat. */
  | 'connecting'
  /** Seated; waiting for racers (the server fills seats with bots when the wait ends). */
  | 'waiting'
  | 'countdown'
  | 'racing'
  /** The passage is done; the server is checking the log. */
  | 'finishing'
  | 'result'
  | 'disqualified'
  | 'error';

export type SceneStatus = 'loading' | 'ready' | 'failed';

export interface RaceScreenState {
  stage: RaceStage;
  /** Bumps for every race, so the passage view renders afresh once per race. */
  raceKey: number;
  youID: string;
  racers: RacerView[];
  /** Finish places known so far, by racer id. */
  places: Record<string, number>;
  /** Every finisher's place, speed and time so far, by racer id (the results' standings). */
  finishes: Record<string, RaceFinish>;
  passage: string;
  passageSource: string;
  nitros: number;
  qualifying: boolean;
  /** A friend room's host (user id): only they start it (begin-friend-race). Null elsewhere. */
  hostUserID: number | null;
  /** 3, 2, 1, 0 (green) during the countdown; null before the lights start. */
  countdown: number | null;
  scene: SceneStatus;
  result: RaceResult | null;
  disqualified: { message: string; DQs: number } | null;
  error: string | null;
  /** A math race's problem view (math site); null in a typing race. */
  math: MathView | null;
}

export function initialRaceScreen(): RaceScreenState {
  return {
    stage: 'ready',
    raceKey: 0,
    youID: '',
    racers: [],
    places: {},
    finishes: {},
    passage: '',
    passageSource: '',
    nitros: 0,
    qualifying: false,
    hostUserID: null,
    countdown: null,
    scene: 'loading',
    result: null,
    disqualified: null,
    error: null,
    math: null,
  };
}

export type RaceStore = StoreApi<RaceScreenState>;

export const createRaceStore = (): RaceStore => createStore<RaceScreenState>()(initialRaceScreen);

/** Stages in which a race is under way: leaving or reconnecting would lose it. */
export const RACE_UNDER_WAY: readonly RaceStage[] = [
  'connecting',
  'waiting',
  'countdown',
  'racing',
  'finishing',
];

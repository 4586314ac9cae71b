// One click to race: a race button on any page navigates to the race page with this history
// state, and the race page starts a race at once instead of showing its Ready screen. The state is
// taken once (replaced in the history entry), so Back or a reload shows the Ready screen again.
export const RACE_NOW_STATE = { raceNow: true } as const;

interface HistoryLike {
  state: unknown;
  replaceState(data: unknown, unused: string): void;
}

/** True once if this page was reached from a race button; clears the mark. */
export function takeRaceNowArrival(history: HistoryLike | undefined = globalThis.history): boolean {
  const state = history?.state as { raceNow?: unknown } | null | undefined;
  if (!state || state.raceNow !== true) return false;
  history!.replaceState({ ...state, raceNow: false }, '');
  return true;
}

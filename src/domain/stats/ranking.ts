// How racers are ranked on a leaderboard and what their figures mean. Speed is the site's own:
// words per minute on the typing site, problems per minute on the math site (SPEC §9), so each
// site's board ranks by its own speed.
//
// A race scores `speed × accuracy / 100` points; a board ranks by the points summed over the
// period, so both speed and racing more count, and a sloppy fast race scores less than a clean
// one. Ties go to the racer with more races, then to the lower user id (who was first).
// The database sums the same figure (migration 'racer_totals'): tests hold them together.

export interface RacerTotals {
  userID: number;
  races: number;
  /** Sum of the races' speeds (WPM or problems per minute). */
  speedSum: number;
  /** Sum of the races' accuracies (percent). */
  accuracySum: number;
  points: number;
}

export function racePoints(speed: number, accuracy: number): number {
  return (speed * accuracy) / 100;
}

export function averageSpeed(totals: Pick<RacerTotals, 'races' | 'speedSum'>): number {
  return totals.races > 0 ? round1(totals.speedSum / totals.races) : 0;
}

export function averageAccuracy(totals: Pick<RacerTotals, 'races' | 'accuracySum'>): number {
  return totals.races > 0 ? round1(totals.accuracySum / totals.races) : 0;
}

/** Points as shown: whole points. */
export function shownPoints(points: number): number {
  return Math.round(points);
}

/** Board order: more points first, then more races, then the lower user id. */
export function compareRacers(a: RacerTotals, b: RacerTotals): number {
  return b.points - a.points || b.races - a.races || a.userID - b.userID;
}

/** Racers in board order with their 1-based rank (ties share no rank: the order above decides). */
export function rankRacers<T extends RacerTotals>(racers: readonly T[]): (T & { rank: number })[] {
  return [...racers].sort(compareRacers).map((racer, index) => ({ ...racer, rank: index + 1 }));
}

/** The speed unit a site's boards and logs show. */
export function speedUnit(site: 'typing' | 'math'): 'WPM' | 'PPM' {
  return site === 'math' ? 'PPM' : 'WPM';
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

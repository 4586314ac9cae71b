// How the stats screens write figures: speeds with their unit, times, dates and places.
import type { RacerFigures } from '../../../domain/contracts/statsResponses';

export type SpeedUnit = 'WPM' | 'PPM';

/** The unit as a reader says it: WPM on the typing site, problems a minute on the math site. */
export function unitLabel(unit: SpeedUnit): string {
  return unit === 'WPM' ? 'WPM' : 'problems/min';
}

export function formatSpeed(speed: number, unit: SpeedUnit): string {
  return `${formatNumber(speed, 1)} ${unitLabel(unit)}`;
}

export function formatNumber(value: number, decimals = 0): string {
  return value.toLocaleString('en-US', { maximumFractionDigits: decimals });
}

export function formatPercent(value: number): string {
  return `${formatNumber(value, 1)}%`;
}

/** 3:05 for a race, 12h 40m for time raced in total. */
export function formatDuration(ms: number): string {
  const secs = Math.round(ms / 1000);
  return `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;
}

export function formatPlayTime(secs: number): string {
  const hours = Math.floor(secs / 3600);
  const minutes = Math.floor((secs % 3600) / 60);
  return hours > 0 ? `${hours}h ${minutes}m` : `${minutes}m ${secs % 60}s`;
}

export function formatStamp(stamp: number): string {
  return new Date(stamp * 1000).toLocaleString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
}

/** A calendar date; `utc` for period boundaries, which are UTC midnights. */
export function formatDate(stamp: number, utc = false): string {
  return new Date(stamp * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    ...(utc ? { timeZone: 'UTC' } : {}),
  });
}

const ORDINALS = ['th', 'st', 'nd', 'rd'];
export function ordinal(place: number): string {
  const tens = place % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : (ORDINALS[place % 10] ?? 'th');
  return `${place}${suffix}`;
}

/** The tiles a racer's figures make, in order. */
export interface FigureTile {
  label: string;
  value: string;
  /** Shown after the value, smaller (a speed's WPM or problems/min). */
  unit?: string;
}

export function figureTiles(figures: RacerFigures, unit: SpeedUnit): FigureTile[] {
  return [
    { label: 'Races', value: formatNumber(figures.races) },
    // The unit on a line of its own, smaller: "problems/min" is wider than a phone's tile.
    { label: 'Average speed', value: formatNumber(figures.avgSpeed, 1), unit: unitLabel(unit) },
    { label: 'Top speed', value: formatNumber(figures.bestSpeed, 1), unit: unitLabel(unit) },
    { label: 'Accuracy', value: formatPercent(figures.avgAccuracy) },
    { label: 'Wins', value: formatNumber(figures.wins) },
    { label: 'Time raced', value: formatPlayTime(figures.secs) },
  ];
}

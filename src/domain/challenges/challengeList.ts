// The daily challenges list as a player sees it (SPEC §3 Challenge, §4 order and animation, §9):
// each stored challenge with its kind's title, goal and reward, the progress it animates from, the
// time left, in the SPEC's order, with the message for how many are complete.
import { DAY_SECONDS } from '../time';
import {
  challengeExpiration,
  kindOfChallenge,
  unexpiredChallenges,
  type StoredChallenge,
} from './dailyChallenges';
import type { ChallengeType } from './pool';

/** SPEC §3 Challenge. */
export interface Challenge {
  challengeID: number;
  title: string;
  /** What the reward is paid in. */
  field: 'XP';
  reward: number;
  progress: number;
  /** The progress shown before this update; the bar animates from it (SPEC §4). */
  animateFrom: number;
  goal: number;
  /** Seconds (end of the challenge's day). */
  expiration: number;
  type: ChallengeType;
  /** Seconds until it expires. */
  timeRemaining: number;
}

/** SPEC §4: the progress animation starts this long after the list shows. */
export const CHALLENGE_ANIMATION_DELAY_MS = 250;
/** SPEC §9: the list's countdown ticks every second. */
export const CHALLENGE_TICK_MS = 1000;

/** Complete when progress reaches the goal (SPEC §4). */
export const isComplete = (c: Pick<Challenge, 'progress' | 'goal'>) => c.progress >= c.goal;
/** Completed by the update being shown: it was short of the goal before it. */
export const justCompleted = (c: Challenge) => isComplete(c) && c.animateFrom < c.goal;

/**
 * The challenges to show at `nowSeconds`: only unexpired ones, at most 3, each animating from the
 * progress `previous` says was last shown (none known: from where it is, so nothing moves).
 */
export function challengeList(
  stored: StoredChallenge[],
  previous: ReadonlyMap<number, number>,
  nowSeconds: number,
): Challenge[] {
  const list: Challenge[] = [];
  for (const entry of unexpiredChallenges(stored, nowSeconds)) {
    const kind = kindOfChallenge(entry.challengeID);
    if (!kind) continue;
    const expiration = challengeExpiration(entry.challengeID);
    const progress = Math.min(entry.progress, kind.goal);
    list.push({
      challengeID: entry.challengeID,
      title: kind.title,
      field: 'XP',
      reward: kind.reward,
      progress,
      animateFrom: Math.min(previous.get(entry.challengeID) ?? progress, progress),
      goal: kind.goal,
      expiration,
      type: kind.type,
      timeRemaining: Math.max(0, expiration - nowSeconds),
    });
  }
  return orderChallenges(list);
}

function rank(c: Challenge): number {
  if (justCompleted(c)) return 0;
  if (isComplete(c)) return 1;
  if (c.progress > 0) return 2;
  return 3;
}

/** SPEC §4 list order: just completed, already complete, with progress, rest (stable within). */
export function orderChallenges(list: readonly Challenge[]): Challenge[] {
  return list
    .map((challenge, index) => ({ challenge, index }))
    .sort((a, b) => rank(a.challenge) - rank(b.challenge) || a.index - b.index)
    .map(({ challenge }) => challenge);
}

const MESSAGES = ['Keep it up!', 'Almost there!', 'Way to go!'] as const;

/** SPEC §9 message by completed count: 1 Keep it up!, 2 Almost there!, 3 Way to go!; 0 none. */
export function challengeMessage(completedCount: number): string | null {
  if (completedCount <= 0) return null;
  return MESSAGES[Math.min(completedCount, MESSAGES.length) - 1] ?? null;
}

/** SPEC §9: XP shown in thousands with one decimal (2500 → "2.5K"). */
export const formatChallengeXP = (experience: number) => `${(experience / 1000).toFixed(1)}K`;

const two = (n: number) => String(n).padStart(2, '0');

/** The countdown to the day's end, "HH:MM:SS". */
export function formatTimeRemaining(seconds: number): string {
  const s = Math.max(0, Math.min(DAY_SECONDS, Math.floor(seconds)));
  return `${two(Math.floor(s / 3600))}:${two(Math.floor((s % 3600) / 60))}:${two(s % 60)}`;
}

/** How far the bar is along, 0-100. */
export const progressPercent = (progress: number, goal: number) =>
  goal > 0 ? Math.min(100, Math.max(0, (progress / goal) * 100)) : 0;

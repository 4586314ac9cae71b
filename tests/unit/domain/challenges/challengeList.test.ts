import { describe, expect, it } from 'vitest';

import {
  challengeList,
  challengeMessage,
  formatChallengeXP,
  formatTimeRemaining,
  orderChallenges,
  progressPercent,
  type Challenge,
} from '../../../../src/domain/challenges/challengeList';
import { challengeIDFor } from '../../../../src/domain/challenges/dailyChallenges';
import { NOW, TODAY } from './challengeFixtures';

const stored = (kindID: number, progress: number, complete = false, day = TODAY) => ({
  challengeID: challengeIDFor(day, kindID),
  progress,
  completeStamp: complete ? NOW - 10 : null,
});

describe('challengeList', () => {
  it('shows the SPEC Challenge with title, goal, XP reward and the time to the day end', () => {
    const [c] = challengeList([stored(4, 120)], new Map(), NOW);
    expect(c).toEqual<Challenge>({
      challengeID: challengeIDFor(TODAY, 4),
      title: 'Type 300 words',
      field: 'XP',
      reward: 1500,
      progress: 120,
      animateFrom: 120,
      goal: 300,
      expiration: NOW + 11 * 3600,
      type: 'words',
      timeRemaining: 11 * 3600,
    });
  });

  it('animates from the progress last shown', () => {
    const id = challengeIDFor(TODAY, 4);
    const [c] = challengeList([stored(4, 120)], new Map([[id, 60]]), NOW);
    expect(c?.animateFrom).toBe(60);
  });

  it('hides expired ones and shows at most 3', () => {
    const list = challengeList(
      [stored(1, 0, false, TODAY - 1), stored(1, 0), stored(4, 0), stored(8, 0), stored(10, 0)],
      new Map(),
      NOW,
    );
    expect(list.map((c) => c.challengeID % 1000)).toEqual([1, 4, 8]);
  });

  it('orders just completed, already complete, with progress, rest', () => {
    const previous = new Map([
      [challengeIDFor(TODAY, 1), 2],
      [challengeIDFor(TODAY, 10), 2],
    ]);
    const list = challengeList(
      [stored(4, 50), stored(10, 2, true), stored(1, 3, true)],
      previous,
      NOW,
    );
    // 1: 2 → 3 (just completed); 10: complete before; 4: with progress.
    expect(list.map((c) => c.challengeID % 1000)).toEqual([1, 10, 4]);
    const [rest] = challengeList([stored(8, 0)], new Map(), NOW);
    const all = orderChallenges(rest ? [rest, ...[...list].reverse()] : []);
    expect(all.map((c) => c.challengeID % 1000)).toEqual([1, 10, 4, 8]);
  });
});

describe('challengeMessage', () => {
  it('speaks by the completed count', () => {
    expect(challengeMessage(0)).toBeNull();
    expect(challengeMessage(1)).toBe('Keep it up!');
    expect(challengeMessage(2)).toBe('Almost there!');
    expect(challengeMessage(3)).toBe('Way to go!');
  });
});

describe('formatting', () => {
  it('shows XP in thousands with one decimal', () => {
    expect(formatChallengeXP(2500)).toBe('2.5K');
    expect(formatChallengeXP(1000)).toBe('1.0K');
    expect(formatChallengeXP(5550)).toBe('5.5K');
  });

  it('counts down HH:MM:SS', () => {
    expect(formatTimeRemaining(11 * 3600 + 5 * 60 + 9)).toBe('11:05:09');
    expect(formatTimeRemaining(-3)).toBe('00:00:00');
  });

  it('fills the bar by progress', () => {
    expect(progressPercent(150, 300)).toBe(50);
    expect(progressPercent(400, 300)).toBe(100);
  });
});

import { describe, expect, it } from 'vitest';

import { ACHIEVEMENT_GROUPS, ACHIEVEMENTS } from '../../../../src/domain/achievements/catalogue';
import { SEASONS } from '../../../../src/domain/achievements/seasons';
import {
  achievementGroupsView,
  rewardView,
  type RewardNames,
} from '../../../../src/domain/achievements/view';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';

const names: RewardNames = {
  car: (id) => (id === 14 ? { name: 'Doorstop', src: '/assets/cars/x.svg' } : undefined),
  loot: (id) =>
    id === 1019 ? { name: 'Checkered Flag', src: '/assets/loot/x.svg', unlockLevel: 5 } : undefined,
};
const NOW = SEASONS[0]!.startStamp + 60;
const player = (patch: Partial<User> = {}): User => ({
  ...defaultUser(),
  loggedIn: true,
  ...patch,
});

describe('the achievements pages', () => {
  it('leaves locked and unknown loot out of a reward, shows known cars and money', () => {
    expect(rewardView({ type: 'loot', value: 1019 }, { level: 4 }, names)).toBeNull();
    expect(rewardView({ type: 'loot', value: 1019 }, { level: 5 }, names)?.name).toBe(
      'Checkered Flag',
    );
    expect(rewardView({ type: 'loot', value: 4242 }, { level: 99 }, names)).toBeNull();
    expect(rewardView({ type: 'car', value: 14 }, { level: 1 }, names)?.name).toBe('Doorstop');
    expect(rewardView({ type: 'car', value: 999 }, { level: 1 }, names)).toBeNull();
    expect(rewardView({ type: 'money', value: 5 }, { level: 1 }, names)?.value).toBe(5);
  });

  it('marks claimed, ready and locked cards, masks hidden ones, and totals points', () => {
    const user = player({
      racesPlayed: 6,
      achievements: [[101, NOW, 5]],
      achievementsUnclaimed: [102],
    });
    const views = achievementGroupsView(
      user,
      ACHIEVEMENT_GROUPS,
      ACHIEVEMENTS,
      SITES.typing,
      NOW,
      names,
    );
    const races = views.find((v) => v.group.slug === 'races')!;
    const state = (id: number) =>
      races.cards.find((c) => c.achievement.achievementID === id)?.state;
    expect(state(101)).toBe('claimed');
    expect(state(102)).toBe('ready');
    expect(state(103)).toBe('locked');
    expect(races.claimed).toBe(1);
    expect(races.points).toBe(5);
    expect(races.ready).toBe(1);
    const hidden = views.flatMap((v) => v.cards).filter((c) => c.achievement.hidden);
    expect(hidden.length).toBeGreaterThan(0);
    expect(hidden.every((c) => c.masked)).toBe(true);
    expect(views.flatMap((v) => v.cards).some((c) => c.achievement.extraTier)).toBe(false);
  });

  it('shows only the running season on the math site, plus what was claimed', () => {
    const user = player({ achievements: [[101, NOW, 5]] });
    const views = achievementGroupsView(
      user,
      ACHIEVEMENT_GROUPS,
      ACHIEVEMENTS,
      SITES.math,
      NOW,
      names,
    );
    const cards = views.flatMap((v) => v.cards);
    expect(cards.filter((c) => c.achievement.seasonID === null).map((c) => c.state)).toEqual([
      'claimed',
    ]);
    expect(
      cards
        .filter((c) => c.achievement.seasonID !== null)
        .every((c) => c.achievement.seasonID === SEASONS[0]!.seasonID),
    ).toBe(true);
  });
});

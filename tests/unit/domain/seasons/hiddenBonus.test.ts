// SPEC §3 Season reward `bonus (hidden)`: the track a player is shown (GET /seasons/current) keeps
// a hidden bonus's reward blank until the player's season XP reaches it or they claimed it; a
// visitor never sees one; every other tier always shows what it pays.
import { describe, expect, it } from 'vitest';

import { seasonRewardTrack } from '../../../../src/domain/seasons/rewardTrack';
import { rollingSeason } from '../../../../src/domain/seasons/schedule';
import { hiddenBonusShown, seasonRewardsShown } from '../../../../src/domain/seasons/showRules';

const autumn = rollingSeason(1);
const track = seasonRewardTrack(autumn);
const bonuses = track.filter((r) => r.bonus);
const firstBonus = bonuses[0]!;
const tierTwo = track.find((r) => r.tier === 2 && !r.bonus)!;

describe('hiddenBonusShown', () => {
  it('never shows a visitor a hidden bonus, and always shows an ordinary tier', () => {
    expect(hiddenBonusShown(firstBonus, null)).toBe(false);
    expect(hiddenBonusShown(tierTwo, null)).toBe(true);
    expect(hiddenBonusShown(tierTwo, { experience: 0, claimed: [] })).toBe(true);
  });

  it('shows a bonus from the season XP that reaches it, not one XP before', () => {
    const below = { experience: firstBonus.experience - 1, claimed: [] };
    const at = { experience: firstBonus.experience, claimed: [] };
    expect(hiddenBonusShown(firstBonus, below)).toBe(false);
    expect(hiddenBonusShown(firstBonus, at)).toBe(true);
  });

  it('keeps showing a claimed bonus (a claim made before a season XP reset)', () => {
    const viewer = { experience: 0, claimed: [firstBonus.achievementID] };
    expect(hiddenBonusShown(firstBonus, viewer)).toBe(true);
    // Claiming one bonus does not reveal the others.
    expect(hiddenBonusShown(bonuses[1]!, viewer)).toBe(false);
  });
});

describe('seasonRewardsShown', () => {
  it('keeps every tier in order, blanking only the bonuses not reached', () => {
    const viewer = { experience: firstBonus.experience, claimed: [] };
    const shown = seasonRewardsShown(track, viewer);
    expect(shown.map((r) => r.achievementID)).toEqual(track.map((r) => r.achievementID));
    shown.forEach((r, i) => {
      const full = track[i]!;
      const reached = !full.bonus || full.experience <= viewer.experience;
      expect(r.reward, `reward ${r.achievementID}`).toEqual(reached ? full.reward : null);
      expect(r).toMatchObject({ tier: full.tier, free: full.free, bonus: full.bonus });
    });
    expect(shown.filter((r) => r.reward === null).length).toBe(bonuses.length - 1);
  });

  it('sends a visitor no bonus reward and nothing to tell the season apart by', () => {
    const shown = seasonRewardsShown(track, null);
    expect(shown.filter((r) => r.bonus).every((r) => r.reward === null)).toBe(true);
    expect(shown.every((r) => !('seasonID' in r))).toBe(true);
    expect(shown.filter((r) => !r.bonus).map((r) => r.reward)).toEqual(
      track.filter((r) => !r.bonus).map((r) => r.reward),
    );
  });
});

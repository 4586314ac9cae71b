// The authored achievements as data: unique ids and slugs, rewards that name real catalogue items,
// rules on real User fields, and the SPEC §4 activity rules (seasonal stamps, math site).
import { readFileSync } from 'node:fs';

import { describe, expect, it } from 'vitest';

import {
  COMPARISONS,
  readField,
  type Achievement,
} from '../../../../src/domain/achievements/achievement';
import { activeAchievements } from '../../../../src/domain/achievements/activeOnSite';
import { isActiveAt, newlyEarned } from '../../../../src/domain/achievements/award';
import {
  ACHIEVEMENT_GROUPS,
  ACHIEVEMENTS,
  achievementByID,
  groupBySlug,
} from '../../../../src/domain/achievements/catalogue';
import { SEASONS } from '../../../../src/domain/achievements/seasons';
import { carsSeedFile, lootSeedFile } from '../../../../src/domain/catalogue';
import { SITES } from '../../../../src/domain/site';
import { defaultUser } from '../../../../src/domain/user';

const seed = (name: string) =>
  JSON.parse(readFileSync(`src/server/seed/data/${name}.json`, 'utf8')) as unknown;
const cars = carsSeedFile.parse(seed('cars')).items;
const loot = lootSeedFile.parse(seed('loot')).items;

describe('the achievement catalogue', () => {
  it('has at least 100 achievements with unique ids, in known groups', () => {
    expect(ACHIEVEMENTS.length).toBeGreaterThanOrEqual(100);
    const ids = ACHIEVEMENTS.map((a) => a.achievementID);
    expect(new Set(ids).size).toBe(ids.length);
    const groups = new Set(ACHIEVEMENT_GROUPS.map((g) => g.id));
    for (const a of ACHIEVEMENTS) expect(groups.has(a.gid), a.name).toBe(true);
    for (const a of ACHIEVEMENTS) expect(achievementByID(a.achievementID)).toBe(a);
  });

  it('has groups with unique ids, orders, names and URL slugs, each holding achievements', () => {
    for (const key of ['id', 'order', 'name', 'slug'] as const) {
      const values = ACHIEVEMENT_GROUPS.map((g) => g[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    for (const g of ACHIEVEMENT_GROUPS) {
      expect(g.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(groupBySlug(g.slug)).toBe(g);
      expect(
        ACHIEVEMENTS.some((a) => a.gid === g.id),
        g.name,
      ).toBe(true);
    }
  });

  it('rewards only cars and loot that exist, and positive money', () => {
    const carIDs = new Set(cars.map((c) => c.carID));
    const lootIDs = new Set(loot.map((l) => l.lootID));
    const types = new Set<string>();
    for (const { reward, name } of ACHIEVEMENTS) {
      if (!reward) continue;
      types.add(reward.type);
      if (reward.type === 'car') expect(carIDs.has(reward.value), name).toBe(true);
      if (reward.type === 'loot') expect(lootIDs.has(reward.value), name).toBe(true);
      if (reward.type === 'money') expect(reward.value, name).toBeGreaterThan(0);
    }
    expect([...types].sort()).toEqual(['car', 'loot', 'money']);
  });

  it('writes rules on fields the User has, with known comparisons', () => {
    const user = defaultUser();
    for (const a of ACHIEVEMENTS) {
      expect(a.rules.length, a.name).toBeGreaterThan(0);
      for (const rule of a.rules) {
        expect(COMPARISONS).toContain(rule.comparison);
        const root = rule.field.split('.')[0]!;
        expect(Object.hasOwn(user, root), `${a.name}: ${rule.field}`).toBe(true);
        if (!rule.field.includes('Stats.')) {
          expect(readField(user, rule.field), `${a.name}: ${rule.field}`).not.toBeUndefined();
        }
      }
    }
  });

  it('covers every subject the issue names, with hidden, seasonal and instant ones', () => {
    const fields = new Set(ACHIEVEMENTS.flatMap((a) => a.rules.map((r) => r.field.split('.')[0])));
    for (const field of [
      'racesPlayed',
      'avgSpeed',
      'avgAcc',
      'placed1',
      'sessionRaces',
      'totalCars',
      'loot',
      'nitrosUsed',
      'playTime',
      'lessonStats',
      'level',
    ]) {
      expect(fields.has(field), field).toBe(true);
    }
    expect(ACHIEVEMENTS.some((a) => a.hidden)).toBe(true);
    expect(ACHIEVEMENTS.some((a) => a.instantClaim)).toBe(true);
    const seasonal = ACHIEVEMENTS.filter((a) => a.seasonID !== null);
    expect(seasonal.length).toBeGreaterThan(0);
    for (const a of seasonal) {
      const season = SEASONS.find((s) => s.seasonID === a.seasonID)!;
      expect(a.startStamp).toBe(season.startStamp);
      expect(a.endStamp).toBe(season.endStamp);
    }
    for (const season of SEASONS) {
      expect(seasonal.filter((a) => a.extraTier && a.seasonID === season.seasonID)).toHaveLength(1);
    }
  });
});

describe('which achievements count', () => {
  const season = SEASONS[0]!;
  const seasonal = ACHIEVEMENTS.find((a) => a.seasonID === season.seasonID && !a.extraTier)!;
  const permanent = ACHIEVEMENTS[0]!;

  it('counts seasonal ones only between their stamps', () => {
    expect(isActiveAt(seasonal, SITES.typing, season.startStamp - 1)).toBe(false);
    expect(isActiveAt(seasonal, SITES.typing, season.startStamp)).toBe(true);
    expect(isActiveAt(seasonal, SITES.typing, season.endStamp - 1)).toBe(true);
    expect(isActiveAt(seasonal, SITES.typing, season.endStamp)).toBe(false);
  });

  it('counts only seasonal ones on the math site (activeOnSite)', () => {
    expect(isActiveAt(permanent, SITES.typing, season.startStamp)).toBe(true);
    expect(isActiveAt(permanent, SITES.math, season.startStamp)).toBe(false);
    expect(isActiveAt(seasonal, SITES.math, season.startStamp)).toBe(true);
    const kinds = ACHIEVEMENTS.map((a) => ({ seasonal: a.seasonID !== null }));
    expect(activeAchievements(SITES.math, kinds).every((k) => k.seasonal)).toBe(true);
    expect(activeAchievements(SITES.typing, kinds)).toHaveLength(kinds.length);
  });

  it('finds what a first race earns, leaving earned and unclaimed ones alone', () => {
    const at = season.startStamp + 10;
    // The first race, run in this season (raceService stores its count with the season's id).
    const user = {
      ...defaultUser(),
      loggedIn: true,
      racesPlayed: 1,
      gamesPlayedAllSites: 1,
      seasonID: season.seasonID,
      seasonField4: 1,
    };
    const names = (list: Achievement[]) => list.map((a) => a.name);
    expect(names(newlyEarned(user, ACHIEVEMENTS, SITES.typing, at))).toEqual([
      'First Race',
      `${season.name}: Check In`,
    ]);
    expect(names(newlyEarned(user, ACHIEVEMENTS, SITES.math, at))).toEqual([
      `${season.name}: Check In`,
    ]);
    const waiting = {
      ...user,
      achievementsUnclaimed: [101],
      achievements: [[1201, at, 5]] as [number, number, number][],
    };
    expect(newlyEarned(waiting, ACHIEVEMENTS, SITES.typing, at)).toEqual([]);
    // Races of an earlier season only: this season's check-in is not earned by logging in.
    const veteran = { ...user, racesPlayed: 400, gamesPlayedAllSites: 400, seasonID: 0 };
    expect(names(newlyEarned(veteran, ACHIEVEMENTS, SITES.math, at))).not.toContain(
      `${season.name}: Check In`,
    );
  });
});

import { describe, expect, it } from 'vitest';

import {
  compare,
  readField,
  ruleProgress,
  rulesHold,
  type Comparison,
} from '../../../../src/domain/achievements/achievement';
import { defaultUser, emptyRacingStats, type User } from '../../../../src/domain/user';

const user = (patch: Partial<User> = {}): User => ({ ...defaultUser(), ...patch });

describe('rule comparisons', () => {
  const table: [Comparison, number, boolean, boolean, boolean][] = [
    // comparison, value, holds for 4, for 5, for 6 (actual vs value 5)
    ['eq', 5, false, true, false],
    ['ne', 5, true, false, true],
    ['gt', 5, false, false, true],
    ['gte', 5, false, true, true],
    ['lt', 5, true, false, false],
    ['lte', 5, true, true, false],
  ];
  it.each(table)('%s %d', (comparison, value, at4, at5, at6) => {
    expect(compare(4, comparison, value)).toBe(at4);
    expect(compare(5, comparison, value)).toBe(at5);
    expect(compare(6, comparison, value)).toBe(at6);
  });

  it('compares strings and booleans only for equality', () => {
    expect(compare('casual', 'eq', 'casual')).toBe(true);
    expect(compare('casual', 'ne', 'competitive')).toBe(true);
    expect(compare(true, 'eq', true)).toBe(true);
    expect(compare('9', 'gte', 5)).toBe(false);
    expect(compare(9, 'gt', '5')).toBe(false);
  });

  it('reads a missing counter as 0 when the value is a number', () => {
    expect(compare(undefined, 'lt', 1)).toBe(true);
    expect(compare(undefined, 'gte', 1)).toBe(false);
    expect(compare(undefined, 'eq', 'x')).toBe(false);
  });
});

describe('rule fields', () => {
  it('reads top-level fields, nested boards and list lengths', () => {
    const u = user({
      racesPlayed: 7,
      lessonStats: { '3': { ...emptyRacingStats(), played: 4 } },
      loot: [{ lootID: 1001, type: 'sticker', equipped: 0, createdStamp: 1 }],
    });
    expect(readField(u, 'racesPlayed')).toBe(7);
    expect(readField(u, 'lessonStats.3.played')).toBe(4);
    expect(readField(u, 'lessonStats.8.played')).toBeUndefined();
    expect(readField(u, 'loot.length')).toBe(1);
    expect(readField(u, 'loot.0')).toBeUndefined();
    expect(readField(u, 'racesPlayed.x')).toBeUndefined();
    expect(readField(u, 'constructor')).toBeUndefined();
  });

  it('holds only when every rule holds, never for an empty list', () => {
    const rules = [
      { field: 'avgSpeed', comparison: 'gte', value: 40 },
      { field: 'racesPlayed', comparison: 'gte', value: 5 },
    ] as const;
    expect(rulesHold(user({ avgSpeed: 45, racesPlayed: 5 }), [...rules])).toBe(true);
    expect(rulesHold(user({ avgSpeed: 45, racesPlayed: 4 }), [...rules])).toBe(false);
    expect(rulesHold(user({ avgSpeed: 39, racesPlayed: 9 }), [...rules])).toBe(false);
    expect(rulesHold(user(), [])).toBe(false);
  });

  it('measures progress by the least-advanced rule', () => {
    const rules = [
      { field: 'avgSpeed', comparison: 'gte', value: 40 },
      { field: 'racesPlayed', comparison: 'gte', value: 10 },
    ] as const;
    expect(ruleProgress(user({ avgSpeed: 40, racesPlayed: 5 }), [...rules])).toBe(0.5);
    expect(ruleProgress(user({ avgSpeed: 20, racesPlayed: 5 }), [...rules])).toBe(0.5);
    expect(ruleProgress(user({ avgSpeed: 10, racesPlayed: 9 }), [...rules])).toBe(0.25);
    expect(ruleProgress(user({ avgSpeed: 40, racesPlayed: 10 }), [...rules])).toBe(1);
  });
});

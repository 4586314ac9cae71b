// Which of a racer's loot the locker lists (SPEC §3 Loot, §5 hidden stickers).
import { describe, expect, it } from 'vitest';

import type { LootItem } from '../../../../../src/domain/catalogue';
import { defaultUser, type OwnedLoot } from '../../../../../src/domain/user';
import {
  LOCKER_TABS,
  lootByID,
  ownedLootOfType,
} from '../../../../../src/ui/pages/garage/loot/lockerModel';

function loot(lootID: number, type: LootItem['type'], requires?: 'team' | 'friend-requests') {
  return {
    lootID,
    type,
    name: `Item ${lootID}`,
    rarity: 'common',
    assetKey: `item_${lootID}`,
    price: 0,
    unlockLevel: 1,
    purchasable: true,
    options: { src: `/assets/loot/${type}/item_${lootID}.svg`, ...(requires ? { requires } : {}) },
  } satisfies LootItem;
}

const catalogue = lootByID([
  loot(1, 'trail'),
  loot(2, 'trail'),
  loot(3, 'title'),
  loot(10, 'sticker'),
  loot(11, 'sticker', 'team'),
  loot(12, 'sticker', 'friend-requests'),
]);

const mine = (
  lootID: number,
  type: OwnedLoot['type'],
  createdStamp = 1_700_000_000,
): OwnedLoot => ({
  lootID,
  type,
  equipped: 0,
  createdStamp,
});

describe('ownedLootOfType', () => {
  it('joins owned loot with the catalogue, newest first, skipping unknown, mistyped and repeated ids', () => {
    const user = {
      ...defaultUser(),
      loot: [
        mine(1, 'trail', 1_700_000_000),
        mine(2, 'trail', 1_700_000_500),
        mine(99, 'trail'),
        // The catalogue says 3 is a title: it is not a trail whatever the entry claims.
        mine(3, 'trail'),
        mine(1, 'trail', 1_600_000_000),
      ],
    };
    expect(ownedLootOfType(user, 'trail', catalogue).map((card) => card.item.lootID)).toEqual([
      2, 1,
    ]);
    expect(ownedLootOfType(user, 'title', catalogue)).toEqual([]);
  });

  it('hides stickers needing a team or friend requests the racer lacks', () => {
    const loot = [mine(10, 'sticker'), mine(11, 'sticker'), mine(12, 'sticker')];
    const ids = (teamID: number | null, allowFriendRequests: boolean) =>
      ownedLootOfType({ loot, teamID, allowFriendRequests }, 'sticker', catalogue)
        .map((card) => card.item.lootID)
        .sort((a, b) => a - b);
    expect(ids(null, true)).toEqual([10, 12]);
    expect(ids(4, false)).toEqual([10, 11]);
    expect(ids(4, true)).toEqual([10, 11, 12]);
    expect(ids(null, false)).toEqual([10]);
  });
});

describe('LOCKER_TABS', () => {
  it('lists every loot type once, trails first, with defaults for trails, nitros and name tags', () => {
    expect(LOCKER_TABS.map((tab) => tab.label)).toEqual([
      'Trails',
      'Titles',
      'Name tags',
      'Nitros',
      'Stickers',
    ]);
    expect(LOCKER_TABS.filter((tab) => tab.defaultable).map((tab) => tab.type)).toEqual([
      'trail',
      'nametag',
      'nitro',
    ]);
  });
});

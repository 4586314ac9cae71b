// A registered racer with a few cars and loot, for the garage, shop and rewards rules.
import type { LootCatalogueItem } from '../../../../src/domain/garage/lootTypes';
import { lootCatalogue } from '../../../../src/domain/garage/lootTypes';
import type { CarEntry, OwnedLoot, User } from '../../../../src/domain/user';
import { defaultUser, emptyGarage } from '../../../../src/domain/user';

export const NOW = 1_700_000_000; // 2023-11-14T22:13:20Z

export function racer(overrides: Partial<User> = {}): User {
  const cars: CarEntry[] = [
    [1, 'owned', 0, NOW - 86_400 * 30],
    [2, 'owned', 90, NOW - 86_400 * 3],
    [3, 'sold', 0, NOW - 86_400 * 10],
  ];
  const garage = emptyGarage();
  garage[0] = '1';
  garage[1] = '2';
  return {
    ...defaultUser(),
    loggedIn: true,
    accountType: 'user',
    userID: 42,
    username: 'racer',
    money: 10_000,
    level: 10,
    carID: 1,
    carHueAngle: 0,
    cars,
    garage,
    totalCars: 2,
    soldCars: 1,
    ...overrides,
  };
}

export function loot(lootID: number, type: OwnedLoot['type'], equipped = 0): OwnedLoot {
  return { lootID, type, equipped, createdStamp: NOW - 86_400 };
}

export const catalogueItems: LootCatalogueItem[] = [
  { lootID: 10, type: 'sticker', name: 'Flame', rarity: 'common', options: { src: '/s/10.svg' } },
  { lootID: 11, type: 'sticker', name: 'Star', rarity: 'common', options: {} },
  { lootID: 12, type: 'sticker', name: 'Bolt', rarity: 'rare', options: {} },
  { lootID: 13, type: 'sticker', name: 'Crew', rarity: 'rare', options: { requires: 'team' } },
  {
    lootID: 14,
    type: 'sticker',
    name: 'Wave',
    rarity: 'common',
    options: { requires: 'friend-requests' },
  },
  { lootID: 20, type: 'trail', name: 'Smoke', rarity: 'common', options: {} },
  { lootID: 21, type: 'trail', name: 'Sparks', rarity: 'epic', options: {} },
  { lootID: 30, type: 'title', name: 'Speed Demon', rarity: 'rare', options: {} },
  { lootID: 31, type: 'title', name: 'Road Runner', rarity: 'common', options: {} },
  { lootID: 40, type: 'nametag', name: 'Gold Plate', rarity: 'epic', options: {} },
  { lootID: 50, type: 'nitro', name: 'Blue Flame', rarity: 'rare', options: {} },
];

export const catalogue = lootCatalogue(catalogueItems);

/** The racer above with stickers 10 and 11 on (in that order), trail 20 and title 30. */
export function decoratedRacer(overrides: Partial<User> = {}): User {
  return racer({
    title: 'Speed Demon',
    loot: [
      loot(10, 'sticker', 1),
      loot(11, 'sticker', 2),
      loot(12, 'sticker'),
      loot(20, 'trail', 1),
      loot(21, 'trail'),
      loot(30, 'title', 1),
      loot(31, 'title'),
      loot(40, 'nametag', 1),
      loot(50, 'nitro', 1),
    ],
    ...overrides,
  });
}

// What the loot locker shows: the racer's owned loot of each type joined with the catalogue
// (SPEC §3 Loot, §4 equip). Pure functions of the user and the catalogue, so the tab counts, the
// cards and the customizer's tray all agree on which items a racer has.
import type { LootItem } from '../../../../domain/catalogue';
import { visibleStickers } from '../../../../domain/garage/equip';
import type { LootType, OwnedLoot, User } from '../../../../domain/user';

export interface LockerTab {
  type: LootType;
  label: string;
  /** Plural in running text ("No name tags yet"). */
  noun: string;
  /** Trails, nitros and name tags can go back to the default look (equip id null). */
  defaultable: boolean;
}

const TABS: Record<LootType, LockerTab> = {
  trail: { type: 'trail', label: 'Trails', noun: 'trails', defaultable: true },
  title: { type: 'title', label: 'Titles', noun: 'titles', defaultable: false },
  nametag: { type: 'nametag', label: 'Name tags', noun: 'name tags', defaultable: true },
  nitro: { type: 'nitro', label: 'Nitros', noun: 'nitros', defaultable: true },
  sticker: { type: 'sticker', label: 'Stickers', noun: 'stickers', defaultable: false },
};

/** The tab the locker opens on. */
export const FIRST_TAB: LootType = 'trail';

/** Locker tabs in the order the garage shows them. */
export const LOCKER_TABS: readonly LockerTab[] = [
  TABS.trail,
  TABS.title,
  TABS.nametag,
  TABS.nitro,
  TABS.sticker,
];

export function lockerTab(type: LootType): LockerTab {
  return TABS[type];
}

/** Equipped nitros and name tags only show for gold members (SPEC §4). */
export const GOLD_ONLY_TYPES: ReadonlySet<LootType> = new Set(['nitro', 'nametag']);

export type LootByID = ReadonlyMap<number, LootItem>;

export function lootByID(items: readonly LootItem[]): LootByID {
  return new Map(items.map((item) => [item.lootID, item]));
}

/** One owned item with its catalogue entry. */
export interface OwnedLootCard {
  item: LootItem;
  owned: OwnedLoot;
}

/**
 * The racer's items of one type, newest first. Loot the catalogue does not know (retired or not
 * yet shipped) is skipped, a repeated lootID counts once, and stickers that need a team or friend
 * requests the racer lacks are hidden (SPEC §5).
 */
export function ownedLootOfType(
  user: Pick<User, 'loot' | 'teamID' | 'allowFriendRequests'>,
  type: LootType,
  catalogue: LootByID,
): OwnedLootCard[] {
  const seen = new Set<number>();
  const cards: OwnedLootCard[] = [];
  for (const owned of user.loot) {
    const item = catalogue.get(owned.lootID);
    if (owned.type !== type || !item || item.type !== type || seen.has(owned.lootID)) continue;
    seen.add(owned.lootID);
    cards.push({ item, owned });
  }
  const shown =
    type === 'sticker'
      ? new Set(
          visibleStickers(
            cards.map((card) => card.item),
            user,
          ),
        )
      : null;
  return cards
    .filter((card) => !shown || shown.has(card.item))
    .sort((a, b) => b.owned.createdStamp - a.owned.createdStamp || a.item.lootID - b.item.lootID);
}

/** The racer's UTC offset east in minutes at a moment, as isLootNew expects it. */
export function localOffsetMinutes(nowMilliseconds: number): number {
  return -new Date(nowMilliseconds).getTimezoneOffset();
}

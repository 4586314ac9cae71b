// The loot catalogue as the garage rules need it (SPEC §3 Loot). The seed data carries more
// (assetKey, art paths); this is the minimal shape every rule here reads, so the seed type is
// assignable to it.
import type { LootType } from '../user';

/** Settings a sticker can depend on; it is hidden when the racer lacks them (SPEC §5). */
export type LootRequirement = 'team' | 'friend-requests';

export interface LootCatalogueItem {
  lootID: number;
  type: LootType;
  name: string;
  rarity: string;
  assetKey?: string;
  options: { src?: string; requires?: LootRequirement };
}

/** Catalogue items by lootID. */
export type LootCatalogue = ReadonlyMap<number, LootCatalogueItem>;

export function lootCatalogue(items: readonly LootCatalogueItem[]): LootCatalogue {
  return new Map(items.map((item) => [item.lootID, item]));
}

/** What an equip entry can change: a car or one of the loot types (SPEC §3, §7). */
export type EquipType = 'car' | LootType;

/**
 * One entry of POST /api/v2/loot/equip: `id` for one item (null = back to the default), `ids` for
 * the ordered sticker set, `hueAngle` for a car's paint.
 */
export interface EquipEntry {
  id?: number | null;
  ids?: number[];
  type: EquipType;
  hueAngle?: number;
}

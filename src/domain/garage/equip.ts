// Equip (SPEC §4, §5): planEquip filters what the garage sends to POST /api/v2/loot/equip, and
// applyEquip is the one state change both the server and the client make with it, so the two
// always agree on what "equipped" means.
import { produce } from 'immer';

import type { LootType, OwnedLoot, User } from '../user';
import { carEntry, GUEST_CAR_ID, normalizeHue, ownsCar } from './cars';
import type { EquipEntry, LootCatalogue, LootRequirement } from './lootTypes';

export const EQUIP_WARNING = 'unable to save changes';

export type EquipPlan =
  { ok: true; entries: EquipEntry[] } | { ok: false; warning: typeof EQUIP_WARNING };

/** Loot types equipped one at a time that may also go back to the default look (null id). */
const DEFAULTABLE: ReadonlySet<LootType> = new Set(['trail', 'nitro', 'nametag']);

function ownedOfType(user: Pick<User, 'loot'>, type: LootType, lootID: number): boolean {
  return user.loot.some((item) => item.lootID === lootID && item.type === type);
}

/** Equipped loot ids of a type, in equipped order (1, 2, ...). */
export function equippedIDs(user: Pick<User, 'loot'>, type: LootType): number[] {
  return user.loot
    .filter((item) => item.type === type && item.equipped > 0)
    .sort((a, b) => a.equipped - b.equipped)
    .map((item) => item.lootID);
}

function sameSet(a: readonly number[], b: readonly number[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  return left.size === right.size && [...left].every((id) => right.has(id));
}

function isLootID(id: unknown): id is number {
  return typeof id === 'number' && Number.isInteger(id) && id > 0;
}

/**
 * One entry as it will be sent, or null when it is skipped. Beyond the SPEC list, cars, stickers
 * and titles must be owned too (the server applies the same plan and must not equip what the
 * racer lacks), and a change that would leave things as they are is skipped for every type.
 */
function planEntry(user: User, entry: EquipEntry, catalogue: LootCatalogue): EquipEntry | null {
  if (entry.id === undefined && entry.ids === undefined) return null;
  if (entry.type === 'car') {
    const carID = entry.id;
    if (typeof carID !== 'number' || carID === GUEST_CAR_ID || !ownsCar(user, carID)) return null;
    const hueAngle = normalizeHue(entry.hueAngle ?? carEntry(user, carID)?.[2] ?? 0);
    if (carID === user.carID && hueAngle === user.carHueAngle) return null;
    return { type: 'car', id: carID, hueAngle };
  }
  if (entry.type === 'sticker') {
    const chosen = entry.ids ?? (isLootID(entry.id) ? [entry.id] : undefined);
    if (!chosen || !chosen.every(isLootID)) return null;
    const ids = [...new Set(chosen)];
    if (!ids.every((id) => ownedOfType(user, 'sticker', id))) return null;
    if (sameSet(ids, equippedIDs(user, 'sticker'))) return null;
    return { type: 'sticker', ids };
  }
  const { type } = entry;
  const current = equippedIDs(user, type);
  if (entry.id === null || entry.id === undefined) {
    // Back to the default look: only for defaultable types, and only if something is equipped.
    return DEFAULTABLE.has(type) && entry.id === null && current.length > 0
      ? { type, id: null }
      : null;
  }
  const id = entry.id;
  if (!isLootID(id) || !ownedOfType(user, type, id)) return null;
  if (type === 'title' && catalogue.get(id)?.type !== 'title') return null;
  if (current.length === 1 && current[0] === id) return null;
  return { type, id };
}

/** SPEC §5. If nothing remains, the garage warns and makes no call. */
export function planEquip(
  user: User,
  entries: readonly EquipEntry[],
  catalogue: LootCatalogue,
): EquipPlan {
  const kept: EquipEntry[] = [];
  for (const entry of entries) {
    const planned = planEntry(user, entry, catalogue);
    if (planned) kept.push(planned);
  }
  return kept.length > 0 ? { ok: true, entries: kept } : { ok: false, warning: EQUIP_WARNING };
}

function equipInOrder(loot: OwnedLoot[], type: LootType, chosen: readonly number[]): void {
  for (const item of loot) {
    if (item.type !== type) continue;
    const position = chosen.indexOf(item.lootID);
    item.equipped = position === -1 ? 0 : position + 1;
  }
}

/**
 * SPEC §4: the chosen ids of a type become equipped 1, 2, ... and the rest of that type 0; a title
 * also becomes the racer's title; a car entry switches car and paint. Entries are re-planned first,
 * so whatever a client sends, only allowed changes are made.
 */
export function applyEquip(
  user: User,
  entries: readonly EquipEntry[],
  catalogue: LootCatalogue,
): User {
  const plan = planEquip(user, entries, catalogue);
  if (!plan.ok) return user;
  return produce(user, (draft) => {
    for (const entry of plan.entries) {
      if (entry.type === 'car') {
        if (typeof entry.id !== 'number') continue;
        const carID = entry.id;
        const hue = entry.hueAngle ?? 0;
        draft.carID = carID;
        draft.carHueAngle = hue;
        for (const car of draft.cars) if (car[0] === carID) car[2] = hue;
        continue;
      }
      const chosen = entry.ids ?? (typeof entry.id === 'number' ? [entry.id] : []);
      equipInOrder(draft.loot, entry.type, chosen);
      if (entry.type === 'title' && typeof entry.id === 'number') {
        draft.title = catalogue.get(entry.id)?.name ?? draft.title;
      }
    }
  });
}

export interface EquippedLoot {
  stickers: number[];
  trail: number | null;
  title: number | null;
  nametag: number | null;
  nitro: number | null;
}

/** What the racer shows: equipped nitro and nametag count only for gold members (SPEC §4). */
export function effectiveEquipped(user: Pick<User, 'loot' | 'membership'>): EquippedLoot {
  const gold = user.membership === 'gold';
  const one = (type: LootType) => equippedIDs(user, type)[0] ?? null;
  return {
    stickers: equippedIDs(user, 'sticker'),
    trail: one('trail'),
    title: one('title'),
    nametag: gold ? one('nametag') : null,
    nitro: gold ? one('nitro') : null,
  };
}

/** SPEC §5: stickers depending on a team or on friend requests are hidden from racers without. */
export function visibleStickers<T extends { options: { requires?: LootRequirement } }>(
  stickers: readonly T[],
  user: Pick<User, 'teamID' | 'allowFriendRequests'>,
): T[] {
  return stickers.filter((sticker) => {
    const requires = sticker.options.requires;
    if (requires === 'team') return user.teamID !== null;
    if (requires === 'friend-requests') return user.allowFriendRequests;
    return true;
  });
}

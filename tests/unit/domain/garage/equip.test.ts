import { describe, expect, it } from 'vitest';

import { GUEST_CAR_ID } from '../../../../src/domain/garage/cars';
import {
  applyEquip,
  EQUIP_WARNING,
  effectiveEquipped,
  equippedIDs,
  planEquip,
  visibleStickers,
} from '../../../../src/domain/garage/equip';
import type { EquipEntry } from '../../../../src/domain/garage/lootTypes';
import { catalogue, catalogueItems, decoratedRacer, loot } from './userFixtures';

const nothing = { ok: false, warning: EQUIP_WARNING };
const plan = (entries: EquipEntry[], user = decoratedRacer()) =>
  planEquip(user, entries, catalogue);

describe('planEquip', () => {
  it('drops entries without id or ids, and warns when nothing is left', () => {
    expect(plan([{ type: 'trail' }, { type: 'sticker' }, { type: 'car', hueAngle: 10 }])).toEqual(
      nothing,
    );
    expect(plan([])).toEqual(nothing);
    expect(EQUIP_WARNING).toBe('unable to save changes');
  });

  it('skips the guest car', () => {
    expect(plan([{ type: 'car', id: GUEST_CAR_ID, hueAngle: 0 }])).toEqual(nothing);
  });

  it('skips the car already driven with the same hue, and keeps it with a different hue', () => {
    expect(plan([{ type: 'car', id: 1, hueAngle: 0 }])).toEqual(nothing);
    expect(plan([{ type: 'car', id: 1, hueAngle: 360 }])).toEqual(nothing);
    expect(plan([{ type: 'car', id: 1 }])).toEqual(nothing);
    expect(plan([{ type: 'car', id: 1, hueAngle: 120 }])).toEqual({
      ok: true,
      entries: [{ type: 'car', id: 1, hueAngle: 120 }],
    });
  });

  it('switches to another owned car, with its stored paint when no hue is given', () => {
    expect(plan([{ type: 'car', id: 2 }])).toEqual({
      ok: true,
      entries: [{ type: 'car', id: 2, hueAngle: 90 }],
    });
  });

  it('skips cars the racer does not own, sold ones included', () => {
    expect(plan([{ type: 'car', id: 3, hueAngle: 0 }])).toEqual(nothing);
    expect(plan([{ type: 'car', id: 99, hueAngle: 0 }])).toEqual(nothing);
  });

  it('skips a sticker set equal to the equipped one, in any order', () => {
    expect(plan([{ type: 'sticker', ids: [10, 11] }])).toEqual(nothing);
    expect(plan([{ type: 'sticker', ids: [11, 10] }])).toEqual(nothing);
    expect(plan([{ type: 'sticker', ids: [11, 10, 11] }])).toEqual(nothing);
  });

  it('keeps a changed sticker set, an empty one, and refuses stickers not owned', () => {
    expect(plan([{ type: 'sticker', ids: [12, 10, 12] }])).toEqual({
      ok: true,
      entries: [{ type: 'sticker', ids: [12, 10] }],
    });
    expect(plan([{ type: 'sticker', ids: [] }])).toEqual({
      ok: true,
      entries: [{ type: 'sticker', ids: [] }],
    });
    expect(plan([{ type: 'sticker', ids: [10, 13] }])).toEqual(nothing);
  });

  it('skips a trail, nitro or nametag not owned', () => {
    const user = decoratedRacer({ loot: [] });
    expect(plan([{ type: 'trail', id: 21 }], user)).toEqual(nothing);
    expect(plan([{ type: 'nitro', id: 50 }], user)).toEqual(nothing);
    expect(plan([{ type: 'nametag', id: 40 }], user)).toEqual(nothing);
  });

  it('allows going back to the default (null) trail, nitro and nametag', () => {
    expect(
      plan([
        { type: 'trail', id: null },
        { type: 'nitro', id: null },
      ]),
    ).toEqual({
      ok: true,
      entries: [
        { type: 'trail', id: null },
        { type: 'nitro', id: null },
      ],
    });
    // Already on the default: nothing to change.
    expect(plan([{ type: 'trail', id: null }], decoratedRacer({ loot: [] }))).toEqual(nothing);
    // Titles have no default.
    expect(plan([{ type: 'title', id: null }])).toEqual(nothing);
  });

  it('skips items already equipped and keeps owned ones that are not', () => {
    expect(
      plan([
        { type: 'trail', id: 20 },
        { type: 'title', id: 30 },
      ]),
    ).toEqual(nothing);
    expect(
      plan([
        { type: 'trail', id: 21 },
        { type: 'title', id: 31 },
      ]),
    ).toEqual({
      ok: true,
      entries: [
        { type: 'trail', id: 21 },
        { type: 'title', id: 31 },
      ],
    });
  });

  it('skips a title the racer does not own or the catalogue lacks', () => {
    const user = decoratedRacer({ loot: [loot(30, 'title', 1), loot(77, 'title')] });
    expect(plan([{ type: 'title', id: 31 }], user)).toEqual(nothing);
    expect(plan([{ type: 'title', id: 77 }], user)).toEqual(nothing);
  });

  it('keeps only the entries that pass, in their order', () => {
    const result = plan([
      { type: 'car', id: GUEST_CAR_ID },
      { type: 'title', id: 31 },
      { type: 'trail', id: 99 },
      { type: 'car', id: 2, hueAngle: 5 },
    ]);
    expect(result).toEqual({
      ok: true,
      entries: [
        { type: 'title', id: 31 },
        { type: 'car', id: 2, hueAngle: 5 },
      ],
    });
  });
});

describe('applyEquip', () => {
  it('equips stickers in order 1, 2, ... and sets the rest of the type to 0', () => {
    const user = applyEquip(decoratedRacer(), [{ type: 'sticker', ids: [12, 10] }], catalogue);
    const stickers = user.loot.filter((item) => item.type === 'sticker');
    expect(stickers.map((item) => [item.lootID, item.equipped])).toEqual([
      [10, 2],
      [11, 0],
      [12, 1],
    ]);
    expect(equippedIDs(user, 'sticker')).toEqual([12, 10]);
    // Other types are untouched.
    expect(equippedIDs(user, 'trail')).toEqual([20]);
  });

  it('sets the racer title to the title item name', () => {
    const user = applyEquip(decoratedRacer(), [{ type: 'title', id: 31 }], catalogue);
    expect(user.title).toBe('Road Runner');
    expect(equippedIDs(user, 'title')).toEqual([31]);
  });

  it('switches car and hue', () => {
    const user = applyEquip(decoratedRacer(), [{ type: 'car', id: 2, hueAngle: 270 }], catalogue);
    expect([user.carID, user.carHueAngle]).toEqual([2, 270]);
  });

  it('unequips to the default trail', () => {
    const user = applyEquip(decoratedRacer(), [{ type: 'trail', id: null }], catalogue);
    expect(equippedIDs(user, 'trail')).toEqual([]);
  });

  it('ignores what the plan refuses, so a client cannot equip loot it lacks', () => {
    const before = decoratedRacer();
    const sneaky: EquipEntry[] = [
      { type: 'trail', id: 99 },
      { type: 'car', id: 3, hueAngle: 0 },
    ];
    expect(applyEquip(before, sneaky, catalogue)).toBe(before);
    const mixed = applyEquip(before, [...sneaky, { type: 'trail', id: 21 }], catalogue);
    expect(equippedIDs(mixed, 'trail')).toEqual([21]);
    expect(mixed.carID).toBe(1);
    expect(equippedIDs(before, 'trail')).toEqual([20]);
  });
});

describe('effectiveEquipped', () => {
  it('counts equipped nitro and nametag only for gold members', () => {
    expect(effectiveEquipped(decoratedRacer({ membership: 'basic' }))).toEqual({
      stickers: [10, 11],
      trail: 20,
      title: 30,
      nametag: null,
      nitro: null,
    });
    const gold = effectiveEquipped(decoratedRacer({ membership: 'gold' }));
    expect([gold.nametag, gold.nitro]).toEqual([40, 50]);
  });
});

describe('visibleStickers', () => {
  const stickers = catalogueItems.filter((item) => item.type === 'sticker');
  const ids = (user: { teamID: number | null; allowFriendRequests: boolean }) =>
    visibleStickers(stickers, user).map((item) => item.lootID);

  it('hides team stickers without a team and friend-request stickers when requests are off', () => {
    expect(ids({ teamID: null, allowFriendRequests: false })).toEqual([10, 11, 12]);
    expect(ids({ teamID: 5, allowFriendRequests: false })).toEqual([10, 11, 12, 13]);
    expect(ids({ teamID: null, allowFriendRequests: true })).toEqual([10, 11, 12, 14]);
    expect(ids({ teamID: 5, allowFriendRequests: true })).toEqual([10, 11, 12, 13, 14]);
  });
});

// @vitest-environment jsdom
// The garage and shop catalogue: every car and loot item in the seed files parses, points at its
// own authored SVG on disk, and that SVG is well-formed, self-contained and drawn to its type's
// box. jsdom only for DOMParser, so "well-formed" means an XML parser accepted it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  CAR_RARITIES,
  carArtPath,
  carsSeedFile,
  LOOT_TYPES,
  lootArtPath,
  lootItemSchema,
  lootSeedFile,
  STARTER_CAR_ID,
} from '../../../src/domain/catalogue';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(`${repoRoot}/src/server/seed/data/${name}.json`, 'utf8'));

const cars = carsSeedFile.parse(readJson('cars'));
const loot = lootSeedFile.parse(readJson('loot'));

const VIEW_BOX = {
  car: '0 0 200 80',
  sticker: '0 0 64 64',
  trail: '0 0 120 24',
  title: '0 0 160 40',
  nametag: '0 0 160 32',
  nitro: '0 0 64 64',
} as const;

const HAND_DRAWN_CARS = [
  'pebble_sprout',
  'kessel_doodlebug',
  'boxline_parcel',
  'stonebrook_ranchhand',
  'aster_meridian',
  'tundra_gravel_fox',
  'ironhorse_thunderclap',
  'solenne_zephyr',
  'vortex_nightglide_gt',
  'vortex_razorwind',
  'halcyon_apex_lm',
  'nova_quasar_formula',
];

const rank = (rarity: (typeof CAR_RARITIES)[number]) => CAR_RARITIES.indexOf(rarity);
const unique = <T>(values: T[]) => new Set(values).size === values.length;

/** Problems with one SVG file, as readable strings (an empty list means it is fine). */
function svgProblems(text: string, assetKey: string, viewBox: string): string[] {
  const problems: string[] = [];
  if (!text.startsWith('<svg')) problems.push('does not start with <svg');
  if (!text.includes(`viewBox="${viewBox}"`)) problems.push(`viewBox is not "${viewBox}"`);
  // Self-contained: nothing fetched from elsewhere and nothing executable.
  if (/https?:(?!\/\/www\.w3\.org\/2000\/svg")/i.test(text))
    problems.push('mentions an external URL');
  if (/<script|<image|<foreignObject|href="(?!#)|url\((?!#)/i.test(text)) {
    problems.push('references something outside the file');
  }
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  if (doc.getElementsByTagName('parsererror').length > 0)
    return [...problems, 'is not well-formed'];
  const root = doc.documentElement;
  if (root.tagName !== 'svg') problems.push('root element is not <svg>');
  if (!root.querySelector(':scope > title')?.textContent?.trim()) problems.push('has no <title>');
  const ids = [...doc.querySelectorAll('[id]')].map((el) => el.id);
  if (!unique(ids)) problems.push('repeats an id');
  const foreign = ids.filter((id) => !id.startsWith(`${assetKey}-`));
  if (foreign.length) problems.push(`ids not prefixed by the asset key: ${foreign.join(', ')}`);
  const missing = [...text.matchAll(/url\(#([^)]+)\)/g)]
    .map((m) => m[1])
    .filter((id) => !ids.includes(id!));
  if (missing.length) problems.push(`points at missing ids: ${missing.join(', ')}`);
  return problems;
}

const readArt = (src: string) => {
  const file = `${repoRoot}${src}`;
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
};

describe('cars.json', () => {
  const byID = [...cars.items].sort((a, b) => a.carID - b.carID);

  it('has at least fifty cars numbered 1..n, the hand-drawn twelve first and unchanged', () => {
    expect(cars.items.length).toBeGreaterThanOrEqual(50);
    expect(byID.map((car) => car.carID)).toEqual(byID.map((_, i) => i + 1));
    expect(byID.slice(0, 12).map((car) => car.assetKey)).toEqual(HAND_DRAWN_CARS);
    expect(cars.version).toBeGreaterThanOrEqual(2);
  });

  it('keeps the free starter car', () => {
    const starter = cars.items.find((car) => car.carID === STARTER_CAR_ID);
    expect(starter).toMatchObject({ price: 0, unlockLevel: 1, purchasable: false });
  });

  it('gets dearer and rarer as the unlock level rises, across the whole dealership', () => {
    const forSale = cars.items
      .filter((car) => car.purchasable)
      .sort((a, b) => a.unlockLevel - b.unlockLevel || a.price - b.price);
    for (let i = 1; i < forSale.length; i++) {
      const [prev, car] = [forSale[i - 1]!, forSale[i]!];
      expect(car.price, car.name).toBeGreaterThanOrEqual(prev.price);
      expect(rank(car.options.rarity), car.name).toBeGreaterThanOrEqual(rank(prev.options.rarity));
    }
    expect(forSale[0]!.options.rarity).toBe('common');
    expect(forSale.at(-1)!.options.rarity).toBe('legendary');
  });

  it('offers every rarity, and gives a few cars away as event and reward cars', () => {
    for (const rarity of CAR_RARITIES) {
      expect(
        cars.items.filter((car) => car.options.rarity === rarity).length,
        rarity,
      ).toBeGreaterThanOrEqual(3);
    }
    const earned = cars.items.filter((car) => !car.purchasable && car.carID !== STARTER_CAR_ID);
    expect(earned.length).toBeGreaterThanOrEqual(3);
    for (const car of earned) expect(car.price, car.name).toBe(0);
  });

  it.each(cars.items.map((car) => [car.assetKey, car] as const))(
    '%s has its own well-formed, red-bodied SVG',
    (assetKey, car) => {
      expect(car.largeSrc).toBe(carArtPath(assetKey));
      expect(car.smallSrc).toBe(carArtPath(assetKey));
      const text = readArt(car.largeSrc);
      expect(text, car.largeSrc).not.toBeNull();
      expect(svgProblems(text!, assetKey, VIEW_BOX.car)).toEqual([]);
      expect(text!.toLowerCase()).toContain('#e53935');
    },
  );

  it('has no car art on disk that the seed file does not use', () => {
    const files = readdirSync(`${repoRoot}/assets/cars`).filter((name) => name.endsWith('.svg'));
    expect(files.sort()).toEqual(cars.items.map((car) => `${car.assetKey}.svg`).sort());
  });
});

describe('loot.json', () => {
  it('has at least a hundred items, ten or more of every type', () => {
    expect(loot.items.length).toBeGreaterThanOrEqual(100);
    for (const type of LOOT_TYPES) {
      expect(loot.items.filter((item) => item.type === type).length, type).toBeGreaterThanOrEqual(
        10,
      );
    }
  });

  it('names items uniquely within a type and spans every rarity per type', () => {
    for (const type of LOOT_TYPES) {
      const ofType = loot.items.filter((item) => item.type === type);
      expect(unique(ofType.map((item) => item.name)), type).toBe(true);
      expect(new Set(ofType.map((item) => item.rarity)).size, type).toBe(CAR_RARITIES.length);
    }
  });

  it('sells purchasable items for cash and gives earned items away', () => {
    for (const item of loot.items) {
      if (item.purchasable) expect(item.price, item.name).toBeGreaterThan(0);
      else expect(item.price, item.name).toBe(0);
    }
    expect(loot.items.filter((item) => !item.purchasable).length).toBeGreaterThanOrEqual(5);
  });

  it('puts requirements on two stickers only: Team Spirit and Friendly Wave', () => {
    const required = loot.items
      .filter((item) => item.options.requires)
      .map((item) => [item.type, item.name, item.options.requires]);
    expect(required).toEqual([
      ['sticker', 'Team Spirit', 'team'],
      ['sticker', 'Friendly Wave', 'friend-requests'],
    ]);
  });

  it.each(loot.items.map((item) => [`${item.type}/${item.assetKey}`, item] as const))(
    '%s has its own well-formed SVG',
    (_label, item) => {
      expect(item.options.src).toBe(lootArtPath(item.type, item.assetKey));
      const text = readArt(item.options.src);
      expect(text, item.options.src).not.toBeNull();
      expect(svgProblems(text!, item.assetKey, VIEW_BOX[item.type])).toEqual([]);
    },
  );

  it('has no loot art on disk that the seed file does not use', () => {
    for (const type of LOOT_TYPES) {
      const files = readdirSync(`${repoRoot}/assets/loot/${type}`).sort();
      const used = loot.items
        .filter((item) => item.type === type)
        .map((item) => `${item.assetKey}.svg`);
      expect(files, type).toEqual(used.sort());
    }
  });
});

describe('the art checks catch broken files', () => {
  const good = readFileSync(`${repoRoot}/assets/cars/pebble_sprout.svg`, 'utf8');

  it('passes a good file and fails each kind of breakage', () => {
    expect(svgProblems(good, 'pebble_sprout', VIEW_BOX.car)).toEqual([]);
    expect(svgProblems(good.replace('</svg>', ''), 'pebble_sprout', VIEW_BOX.car)).toContain(
      'is not well-formed',
    );
    expect(svgProblems(good, 'other_car', VIEW_BOX.car).join()).toMatch(/not prefixed/);
    expect(svgProblems(good, 'pebble_sprout', VIEW_BOX.sticker).join()).toMatch(/viewBox/);
    expect(
      svgProblems(good.replace(/<title[^>]*>[^<]*<\/title>/, ''), 'pebble_sprout', VIEW_BOX.car),
    ).toContain('has no <title>');
    const external = good.replace('</svg>', '<image href="https://example.com/x.png"/></svg>');
    expect(svgProblems(external, 'pebble_sprout', VIEW_BOX.car)).toContain(
      'mentions an external URL',
    );
    const twice = good.replace('</defs>', '<clipPath id="pebble_sprout-paint"/></defs>');
    expect(svgProblems(twice, 'pebble_sprout', VIEW_BOX.car)).toContain('repeats an id');
  });
});

describe('lootItemSchema', () => {
  const good = loot.items[0]!;

  it('rejects a wrong type, art outside /assets/loot/, an unknown requirement and extra fields', () => {
    expect(lootItemSchema.safeParse(good).success).toBe(true);
    expect(lootItemSchema.safeParse({ ...good, type: 'car' }).success).toBe(false);
    const elsewhere = { ...good, options: { src: '/assets/cars/pebble_sprout.svg' } };
    expect(lootItemSchema.safeParse(elsewhere).success).toBe(false);
    const needsGold = { ...good, options: { ...good.options, requires: 'gold' } };
    expect(lootItemSchema.safeParse(needsGold).success).toBe(false);
    expect(lootItemSchema.safeParse({ ...good, equipped: 1 }).success).toBe(false);
    expect(lootItemSchema.safeParse({ ...good, unlockLevel: 0 }).success).toBe(false);
  });

  it('rejects a seed file that repeats a loot id or an asset key', () => {
    const sameID = { ...good, assetKey: 'another_key' };
    const sameKey = { ...good, lootID: 99_999 };
    expect(lootSeedFile.safeParse({ version: 1, items: [good, sameID] }).success).toBe(false);
    expect(lootSeedFile.safeParse({ version: 1, items: [good, sameKey] }).success).toBe(false);
  });
});

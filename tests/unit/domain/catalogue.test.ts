// @vitest-environment jsdom
// jsdom only for DOMParser: the car art must be well-formed SVG, not just text that looks like it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  carArtPath,
  carsSeedFile,
  newsSeedFile,
  SEED_FILES,
  STARTER_CAR_ID,
  updatesSeedFile,
} from '../../../src/domain/catalogue';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = `${repoRoot}/src/server/seed/data`;
const readJson = (name: string): unknown =>
  JSON.parse(readFileSync(`${dataDir}/${name}.json`, 'utf8'));

const news = newsSeedFile.parse(readJson('news'));
const updates = updatesSeedFile.parse(readJson('updates'));
const cars = carsSeedFile.parse(readJson('cars'));

const BODY_RED = '#e53935';
const stamp = (iso: string) => Date.parse(iso) / 1000;
const paragraphs = (body: string) => body.split('\n\n');
const unique = <T>(values: T[]) => new Set(values).size === values.length;

describe('seed data files', () => {
  it('has exactly one schema per data file', () => {
    const files = readdirSync(dataDir)
      .filter((name) => name.endsWith('.json'))
      .map((name) => name.replace(/\.json$/, ''))
      .sort();
    expect(files).toEqual(Object.keys(SEED_FILES).sort());
  });

  it.each(Object.entries(SEED_FILES))('%s.json parses with its schema', (name, schema) => {
    const result = schema.safeParse(readJson(name));
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('keeps stamps in seconds, not milliseconds', () => {
    const stamps = [...news.items, ...updates.items].map((item) => item.createdStamp);
    for (const value of stamps) {
      expect(Number.isInteger(value)).toBe(true);
      expect(value).toBeGreaterThan(stamp('2026-01-01T00:00:00Z'));
      expect(value).toBeLessThan(stamp('2027-01-01T00:00:00Z'));
    }
  });
});

describe('news', () => {
  it('has unique ids and slugs', () => {
    expect(unique(news.items.map((item) => item.id))).toBe(true);
    expect(unique(news.items.map((item) => item.slug))).toBe(true);
  });

  it('has six posts of three to six paragraphs each', () => {
    expect(news.items).toHaveLength(6);
    for (const item of news.items) {
      expect(paragraphs(item.body).length, item.slug).toBeGreaterThanOrEqual(3);
      expect(paragraphs(item.body).length, item.slug).toBeLessThanOrEqual(6);
    }
  });

  it('never leaves an empty paragraph behind', () => {
    for (const item of news.items) {
      for (const paragraph of paragraphs(item.body)) expect(paragraph.trim()).toBe(paragraph);
    }
  });
});

describe('updates', () => {
  it('has unique ids and versions 0.1.0 to 0.5.0 in date order', () => {
    expect(unique(updates.items.map((item) => item.id))).toBe(true);
    const byDate = [...updates.items].sort((a, b) => a.createdStamp - b.createdStamp);
    expect(byDate.map((item) => item.version)).toEqual([
      '0.1.0',
      '0.2.0',
      '0.3.0',
      '0.4.0',
      '0.5.0',
    ]);
  });

  it('is dated between 2026-09-01 and 2026-11-20', () => {
    for (const item of updates.items) {
      expect(item.createdStamp).toBeGreaterThanOrEqual(stamp('2026-09-01T00:00:00Z'));
      expect(item.createdStamp).toBeLessThan(stamp('2026-11-21T00:00:00Z'));
    }
  });
});

describe('cars', () => {
  const byID = [...cars.items].sort((a, b) => a.carID - b.carID);

  // Prices rising with level and rarity are checked in catalogueArt.test.ts with the art.
  it('numbers the cars 1..N without gaps, with unique names and asset keys', () => {
    expect(byID.length).toBeGreaterThanOrEqual(50);
    expect(byID.map((car) => car.carID)).toEqual(byID.map((_, i) => i + 1));
    expect(unique(cars.items.map((car) => car.name))).toBe(true);
    expect(unique(cars.items.map((car) => car.assetKey))).toBe(true);
  });

  it('starts every racer in a free car that cannot be bought', () => {
    const starter = cars.items.find((car) => car.carID === STARTER_CAR_ID);
    expect(starter).toMatchObject({ carID: 1, price: 0, unlockLevel: 1, purchasable: false });
  });

  it.each(cars.items.map((car) => [car.assetKey, car] as const))(
    '%s points at its own authored SVG, red-bodied and well-formed',
    (assetKey, car) => {
      expect(car.largeSrc).toBe(carArtPath(assetKey));
      expect(car.smallSrc).toBe(carArtPath(assetKey));
      const file = `${repoRoot}${car.largeSrc}`;
      expect(existsSync(file), file).toBe(true);

      const text = readFileSync(file, 'utf8');
      expect(text.startsWith('<svg')).toBe(true);
      expect(text).toMatch(/viewBox="0 0 200 80"/);
      expect(text.toLowerCase()).toContain(BODY_RED);
      // Self-contained: nothing fetched from elsewhere and nothing executable.
      expect(text).not.toMatch(/<script|<image|href="(?!#)|url\((?!#)/i);

      const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
      expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
      expect(doc.documentElement.tagName).toBe('svg');
      // Ids carry the asset key so several cars can be inlined in one page without clashing.
      const ids = [...doc.querySelectorAll('[id]')].map((el) => el.id);
      expect(ids.length).toBeGreaterThan(0);
      expect(ids.filter((id) => !id.startsWith(`${assetKey}-`))).toEqual([]);
    },
  );
});

describe('catalogue schemas reject broken data', () => {
  const goodNews = news.items[0]!;
  const goodCar = cars.items[0]!;

  it('rejects a millisecond stamp', () => {
    const item = { ...goodNews, createdStamp: goodNews.createdStamp * 1000 };
    expect(newsSeedFile.safeParse({ version: 1, items: [item] }).success).toBe(false);
  });

  it('rejects duplicate ids and duplicate slugs', () => {
    const sameId = { ...goodNews, slug: 'another-post' };
    const sameSlug = { ...goodNews, id: goodNews.id + 100 };
    expect(newsSeedFile.safeParse({ version: 1, items: [goodNews, sameId] }).success).toBe(false);
    expect(newsSeedFile.safeParse({ version: 1, items: [goodNews, sameSlug] }).success).toBe(false);
  });

  it('rejects HTML in a body and unknown fields', () => {
    const html = { ...goodNews, body: '<p>Hello</p>' };
    const extra = { ...goodNews, image: '/x.png' };
    expect(newsSeedFile.safeParse({ version: 1, items: [html] }).success).toBe(false);
    expect(newsSeedFile.safeParse({ version: 1, items: [extra] }).success).toBe(false);
  });

  it('rejects a file without a version', () => {
    expect(updatesSeedFile.safeParse({ items: updates.items }).success).toBe(false);
  });

  it('rejects a car list whose starter car is not free', () => {
    const paid = { ...goodCar, price: 500 };
    expect(carsSeedFile.safeParse({ version: 1, items: [paid] }).success).toBe(false);
  });

  it('rejects an unknown rarity and defaults a missing one to common', () => {
    const bad = { ...goodCar, options: { rarity: 'mythic' } };
    expect(carsSeedFile.safeParse({ version: 1, items: [bad] }).success).toBe(false);
    const parsed = carsSeedFile.parse({ version: 1, items: [{ ...goodCar, options: {} }] });
    expect(parsed.items[0]?.options.rarity).toBe('common');
  });
});

// The seed catalogue (news, release notes, cars) ships as versioned JSON files that the server loads
// into the database once per version. Their schemas live in the domain so the loader, the API and
// the tests all agree on one shape, and a typo in a data file fails loudly instead of seeding junk.
import type { NewsItem, UpdateItem } from './contracts/support';
import { specialEventSchema } from './events/specialEvent';
import { lessonsSeedFile } from './math/lessons';
import { passagesSeedFile } from './passages';
import { bundleSchema } from './shop/bundles';
import { cashPackageSchema } from './shop/cashPackages';
import { type LootType, STARTER_CAR_ID } from './user';
import { z } from './zodMini';

export const CAR_RARITIES = ['common', 'uncommon', 'rare', 'epic', 'legendary'] as const;
export type CarRarity = (typeof CAR_RARITIES)[number];

export { STARTER_CAR_ID };

/**
 * Stamps are Unix seconds (SPEC §3). The bounds (2001-09-09 .. 2286-11-20) reject the classic
 * mistake of pasting milliseconds, which would be 1000 times larger.
 */
const MIN_STAMP_SECONDS = 1_000_000_000;
const MAX_STAMP_SECONDS = 9_999_999_999;
const stampSeconds = z
  .int()
  .check(
    z.gte(MIN_STAMP_SECONDS, 'Stamps are Unix seconds.'),
    z.lte(MAX_STAMP_SECONDS, 'Stamps are Unix seconds, not milliseconds.'),
  );

const positiveId = z.int().check(z.positive());
const singleLine = (max: number) =>
  z.string().check(
    z.minLength(1),
    z.maxLength(max),
    z.refine((s) => s === s.trim() && !/[\r\n]/.test(s), 'Must be one trimmed line of text.'),
  );

/**
 * Bodies are plain text: paragraphs separated by one blank line. A paragraph whose lines all start
 * with "- " is a bullet list. No markup, so the client can render it without an HTML sanitiser.
 */
const plainTextBody = z.string().check(
  z.minLength(1),
  z.refine((s) => s === s.trim(), 'Body must not start or end with whitespace.'),
  z.refine((s) => !/<\/?[a-z][^>]*>/i.test(s), 'Body is plain text, not HTML.'),
  z.refine((s) => !/\n{3,}/.test(s), 'Paragraphs are separated by exactly one blank line.'),
);

/** Column limits mirror the database so a file that parses always inserts. */
export const newsItemSchema = z.strictObject({
  id: positiveId,
  slug: z
    .string()
    .check(
      z.maxLength(120),
      z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Slugs are lower-case words joined by hyphens.'),
    ),
  title: singleLine(160),
  summary: singleLine(400),
  body: plainTextBody,
  author: singleLine(60),
  createdStamp: stampSeconds,
}) satisfies z.ZodMiniType<NewsItem>;

export const updateItemSchema = z.strictObject({
  id: positiveId,
  version: z
    .string()
    .check(z.maxLength(20), z.regex(/^\d+\.\d+\.\d+$/, "Versions look like '1.0.0'.")),
  title: singleLine(160),
  body: plainTextBody,
  createdStamp: stampSeconds,
}) satisfies z.ZodMiniType<UpdateItem>;

const assetKeySchema = z
  .string()
  .check(
    z.maxLength(60),
    z.regex(/^[a-z0-9]+(?:_[a-z0-9]+)*$/, 'Asset keys are lower-case words joined by underscores.'),
  );

const artSrc = (prefix: string) => z.string().check(z.maxLength(200), z.startsWith(prefix));

export const carSchema = z.strictObject({
  carID: positiveId,
  name: singleLine(60),
  brand: singleLine(60),
  price: z.int().check(z.nonnegative()),
  unlockLevel: z.int().check(z.gte(1)),
  purchasable: z.boolean(),
  options: z.strictObject({ rarity: z._default(z.enum(CAR_RARITIES), 'common') }),
  assetKey: assetKeySchema,
  largeSrc: artSrc('/assets/'),
  smallSrc: artSrc('/assets/'),
});
export type Car = z.infer<typeof carSchema>;

/** Path of a car's authored art, relative to the site root (and to the repository root). */
export function carArtPath(assetKey: string): string {
  return `/assets/cars/${assetKey}.svg`;
}

/** The kinds of loot (SPEC §3), in the order the garage lists them. */
export const LOOT_TYPES = [
  'sticker',
  'trail',
  'title',
  'nametag',
  'nitro',
] as const satisfies readonly LootType[];
// Fails to compile when user.ts gains a loot type that is missing from LOOT_TYPES.
const _everyLootTypeListed: [Exclude<LootType, (typeof LOOT_TYPES)[number]>] extends [never]
  ? true
  : never = true;

/** What a player needs before a loot item can be equipped (a team, friend requests switched on). */
export const LOOT_REQUIREMENTS = ['team', 'friend-requests'] as const;

/** Shop and reward loot. Rarity uses the car scale so one colour key serves the whole garage. */
export const lootItemSchema = z.strictObject({
  lootID: positiveId,
  type: z.enum(LOOT_TYPES),
  name: singleLine(60),
  rarity: z.enum(CAR_RARITIES),
  assetKey: assetKeySchema,
  price: z.int().check(z.nonnegative()),
  unlockLevel: z.int().check(z.gte(1)),
  purchasable: z.boolean(),
  options: z.strictObject({
    src: artSrc('/assets/loot/'),
    requires: z.optional(z.enum(LOOT_REQUIREMENTS)),
  }),
});
export type LootItem = z.infer<typeof lootItemSchema>;

/** Path of a loot item's authored art, relative to the site root (and to the repository root). */
export function lootArtPath(type: LootType, assetKey: string): string {
  return `/assets/loot/${type}/${assetKey}.svg`;
}

function duplicates<T>(values: readonly T[]): T[] {
  const seen = new Set<T>();
  const repeated = new Set<T>();
  for (const value of values) {
    if (seen.has(value)) repeated.add(value);
    seen.add(value);
  }
  return [...repeated];
}

/**
 * Every seed file is `{ version, items }`. The version is bumped whenever the items change, which
 * is how the loader knows to apply the file again. `keys` name the fields that must be unique.
 */
function seedFile<Item extends z.ZodMiniObject>(
  item: Item,
  keys: readonly (keyof z.infer<Item>)[],
) {
  return z
    .strictObject({
      version: z.int().check(z.positive()),
      items: z.array(item).check(z.minLength(1)),
    })
    .check(
      z.superRefine((file, ctx) => {
        for (const key of keys) {
          const values = file.items.map((entry) => (entry as z.infer<Item>)[key]);
          for (const value of duplicates(values)) {
            ctx.addIssue({
              code: 'custom',
              path: ['items'],
              message: `Duplicate ${String(key)}: ${String(value)}`,
            });
          }
        }
      }),
    );
}

export const newsSeedFile = seedFile(newsItemSchema, ['id', 'slug']);
export const updatesSeedFile = seedFile(updateItemSchema, ['id', 'version']);
export const carsSeedFile = seedFile(carSchema, ['carID', 'assetKey', 'name']).check(
  z.superRefine((file, ctx) => {
    const starter = file.items.find((car) => car.carID === STARTER_CAR_ID);
    if (!starter || starter.price !== 0 || starter.unlockLevel !== 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['items'],
        message: `Car ${STARTER_CAR_ID} must be the free starter car (price 0, unlock level 1).`,
      });
    }
  }),
);

/** Loot has no database table yet, so it is deliberately not in SEED_FILES below. */
export const lootSeedFile = seedFile(lootItemSchema, ['lootID', 'assetKey']);

/** Special events (src/domain/events/specialEvent.ts; docs/events.md). */
export const eventsSeedFile = seedFile(specialEventSchema, ['eventID']);

/** The cash hub's packages and bundles (src/domain/shop/cashPackages.ts, bundles.ts). */
export const cashPackagesSeedFile = seedFile(cashPackageSchema, ['SKU']);
export const bundlesSeedFile = seedFile(bundleSchema, ['bundleID']);

export type NewsSeedFile = z.infer<typeof newsSeedFile>;
export type UpdatesSeedFile = z.infer<typeof updatesSeedFile>;
export type CarsSeedFile = z.infer<typeof carsSeedFile>;
export type LootSeedFile = z.infer<typeof lootSeedFile>;

/** Seed file name (src/server/seed/data/<name>.json) to its schema, for the loader. */
export const SEED_FILES = {
  news: newsSeedFile,
  updates: updatesSeedFile,
  cars: carsSeedFile,
  passages: passagesSeedFile,
  loot: lootSeedFile,
  lessons: lessonsSeedFile,
  events: eventsSeedFile,
  cashPackages: cashPackagesSeedFile,
  bundles: bundlesSeedFile,
} as const;
export type SeedName = keyof typeof SEED_FILES;

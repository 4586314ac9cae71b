// The seeded catalogue a race and the garage draw from: cars, loot, math lessons and passages.
import { bigint, boolean, integer, jsonb, pgTable, text, varchar } from 'drizzle-orm/pg-core';

import type { Car, LootItem } from '../../../domain/catalogue';
import type { LootType } from '../../../domain/user';

export const cars = pgTable('cars', {
  carID: integer('car_id').primaryKey(),
  name: varchar('name', { length: 60 }).notNull(),
  brand: varchar('brand', { length: 60 }).notNull().default(''),
  price: bigint('price', { mode: 'number' }).notNull(),
  unlockLevel: integer('unlock_level').notNull().default(1),
  purchasable: boolean('purchasable').notNull().default(true),
  options: jsonb('options').$type<Car['options']>().notNull(),
  assetKey: varchar('asset_key', { length: 60 }).notNull(),
  largeSrc: varchar('large_src', { length: 200 }).notNull(),
  smallSrc: varchar('small_src', { length: 200 }).notNull(),
});

export const lootItems = pgTable('loot_items', {
  lootID: integer('loot_id').primaryKey(),
  type: varchar('type', { length: 16 }).$type<LootType>().notNull(),
  name: varchar('name', { length: 60 }).notNull(),
  rarity: varchar('rarity', { length: 16 }).notNull(),
  assetKey: varchar('asset_key', { length: 60 }).notNull(),
  price: bigint('price', { mode: 'number' }).notNull(),
  unlockLevel: integer('unlock_level').notNull().default(1),
  purchasable: boolean('purchasable').notNull().default(true),
  options: jsonb('options').$type<LootItem['options']>().notNull(),
});

/** Math lessons (SPEC §3): the problem mix a math race draws from. */
export const mathLessons = pgTable('math_lessons', {
  lessonID: integer('lesson_id').primaryKey(),
  shortDescription: varchar('short_description', { length: 120 }).notNull(),
  subtitle: varchar('subtitle', { length: 200 }).notNull(),
  longDescription: text('long_description').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  problemTypes: jsonb('problem_types').$type<string[]>().notNull(),
});

/** Race passages (seeded from src/server/seed/data/passages.json). */
export const passages = pgTable('passages', {
  id: integer('id').primaryKey(),
  text: text('text').notNull(),
  source: varchar('source', { length: 200 }).notNull(),
  author: varchar('author', { length: 120 }).notNull(),
  topic: varchar('topic', { length: 40 }).notNull(),
});

import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import type { MathLesson } from '../../../../src/domain/math/lessons';
import {
  lessonForType,
  lessonIDForType,
  lessonProblemTypes,
  lessonsSeedFile,
  mathLessonSchema,
} from '../../../../src/domain/math/lessons';
import { PROBLEM_TYPES } from '../../../../src/domain/math/problemTypes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const raw: unknown = JSON.parse(
  readFileSync(`${repoRoot}/src/server/seed/data/lessons.json`, 'utf8'),
);
const file = lessonsSeedFile.parse(raw);
const lessons = file.items;

const lesson = (overrides: Partial<MathLesson> = {}): MathLesson => ({
  lessonID: 1,
  shortDescription: 'Adding Up',
  subtitle: 'Add two numbers from 0 to 9',
  longDescription: 'Add them up.',
  tags: ['addition'],
  problemTypes: ['addition_1'],
  ...overrides,
});

describe('lessons.json', () => {
  it('has one lesson per problem type as lessons 1-8, in PROBLEM_TYPES order', () => {
    PROBLEM_TYPES.forEach((type, i) => {
      const found = lessons.find((l) => l.lessonID === i + 1);
      expect(found?.problemTypes).toEqual([type]);
      expect(lessonIDForType(type)).toBe(i + 1);
      expect(lessonForType(type, lessons)?.lessonID).toBe(i + 1);
    });
  });

  it('has two or three mixed lessons after them', () => {
    const mixed = lessons.filter((l) => l.problemTypes.length > 1);
    expect(mixed.length).toBeGreaterThanOrEqual(2);
    expect(mixed.length).toBeLessThanOrEqual(3);
    expect(mixed.every((l) => l.lessonID > PROBLEM_TYPES.length)).toBe(true);
  });

  it('writes every lesson out in full, with unique names and ids', () => {
    expect(new Set(lessons.map((l) => l.lessonID)).size).toBe(lessons.length);
    expect(new Set(lessons.map((l) => l.shortDescription)).size).toBe(lessons.length);
    for (const l of lessons) {
      expect(l.longDescription.length).toBeGreaterThan(80);
      expect(l.tags.length).toBeGreaterThan(0);
    }
  });
});

describe('mathLessonSchema', () => {
  it('accepts a well-formed lesson', () => {
    expect(mathLessonSchema.parse(lesson())).toEqual(lesson());
  });

  it.each([
    ['an unknown key', { ...lesson(), difficulty: 3 }],
    ['no problem types', lesson({ problemTypes: [] })],
    ['an unknown problem type', { ...lesson(), problemTypes: ['algebra_1'] }],
    ['a repeated problem type', lesson({ problemTypes: ['addition_1', 'addition_1'] })],
    ['a zero lessonID', lesson({ lessonID: 0 })],
    ['a fractional lessonID', lesson({ lessonID: 1.5 })],
    ['an untrimmed name', lesson({ shortDescription: ' Adding Up' })],
    ['a two-line subtitle', lesson({ subtitle: 'Add\nthem' })],
    ['HTML in the description', lesson({ longDescription: 'Add <b>fast</b>.' })],
    ['a tag with capitals', lesson({ tags: ['Addition'] })],
  ])('rejects %s', (_why, value) => {
    expect(mathLessonSchema.safeParse(value).success).toBe(false);
  });
});

describe('lessonsSeedFile', () => {
  const items = lessons.map((l) => ({ ...l }));

  it('rejects duplicate ids and names', () => {
    const twin = { ...items[9]!, lessonID: 1 };
    expect(lessonsSeedFile.safeParse({ version: 1, items: [...items, twin] }).success).toBe(false);
    const sameName = { ...items[9]!, lessonID: 99, shortDescription: items[0]!.shortDescription };
    expect(lessonsSeedFile.safeParse({ version: 1, items: [...items, sameName] }).success).toBe(
      false,
    );
  });

  it('rejects a file whose lesson 3 is not the money lesson', () => {
    const swapped = items.map((l) =>
      l.lessonID === 3 ? { ...l, problemTypes: ['addition_1' as const] } : l,
    );
    const result = lessonsSeedFile.safeParse({ version: 1, items: swapped });
    expect(result.success).toBe(false);
    expect(JSON.stringify(result.error?.issues)).toContain(
      'Lesson 3 must be the lesson for money_1',
    );
  });

  it('rejects extra keys, a missing version and no items', () => {
    expect(lessonsSeedFile.safeParse({ version: 1, items, extra: true }).success).toBe(false);
    expect(lessonsSeedFile.safeParse({ items }).success).toBe(false);
    expect(lessonsSeedFile.safeParse({ version: 1, items: [] }).success).toBe(false);
  });
});

describe('lesson helpers', () => {
  it('finds no single-type lesson for a type the list lacks', () => {
    expect(
      lessonForType(
        'money_1',
        lessons.filter((l) => l.lessonID !== 3),
      ),
    ).toBeUndefined();
  });

  it('resolves a lesson mix, falling back for unknown names and dropping repeats', () => {
    expect(lessonProblemTypes(lesson({ problemTypes: ['money_1', 'division_2'] }))).toEqual([
      'money_1',
      'division_2',
    ]);
    expect(lessonProblemTypes({ problemTypes: ['nope', 'division_1', 'addition_1'] })).toEqual([
      'addition_1',
      'division_1',
    ]);
    expect(lessonProblemTypes({ problemTypes: [] })).toEqual(['addition_1']);
  });
});

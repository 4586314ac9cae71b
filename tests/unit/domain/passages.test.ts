import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

import { describe, expect, it } from 'vitest';

import {
  HOUSE_AUTHOR,
  ORIGINAL_SOURCE,
  PASSAGE_MAX_LENGTH,
  PASSAGE_MIN_LENGTH,
  isTypable,
  passageLengthOk,
  passagesSeedFile,
} from '../../../src/domain/passages';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const raw: unknown = JSON.parse(
  readFileSync(`${repoRoot}/src/server/seed/data/passages.json`, 'utf8'),
);
const passages = passagesSeedFile.parse(raw).items;

const SENTENCE = 'The quick brown fox jumps over the lazy dog.';

describe('passages.json', () => {
  it('parses with its schema', () => {
    const result = passagesSeedFile.safeParse(raw);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('holds at least 500 passages numbered 1..N in order', () => {
    expect(passages.length).toBeGreaterThanOrEqual(500);
    expect(passages.map((p) => p.id)).toEqual(passages.map((_, i) => i + 1));
  });

  it('keeps every passage within the length bounds', () => {
    for (const { id, text } of passages) {
      expect(text.length, `passage ${id}`).toBeGreaterThanOrEqual(PASSAGE_MIN_LENGTH);
      expect(text.length, `passage ${id}`).toBeLessThanOrEqual(PASSAGE_MAX_LENGTH);
    }
  });

  it('spreads lengths across short, medium and long races', () => {
    const lengths = passages.map((p) => p.text.length);
    const short = lengths.filter((n) => n <= 180).length;
    const medium = lengths.filter((n) => n > 180 && n <= 280).length;
    const long = lengths.filter((n) => n > 280).length;
    expect(short).toBeGreaterThanOrEqual(100);
    expect(medium).toBeGreaterThanOrEqual(100);
    expect(long).toBeGreaterThanOrEqual(100);
  });

  it('contains no placeholder text', () => {
    for (const { id, text } of passages)
      expect(text.toLowerCase(), `passage ${id}`).not.toContain('lorem');
  });

  it('is typable and unique', () => {
    for (const { id, text } of passages) expect(isTypable(text), `passage ${id}`).toBe(true);
    expect(new Set(passages.map((p) => p.text)).size).toBe(passages.length);
  });

  it('credits every passage', () => {
    for (const { id, source, author } of passages) {
      expect(source.trim(), `passage ${id}`).not.toBe('');
      expect(author.trim(), `passage ${id}`).not.toBe('');
      if (source === ORIGINAL_SOURCE) expect(author, `passage ${id}`).toBe(HOUSE_AUTHOR);
    }
  });

  it('covers at least 10 topics', () => {
    expect(new Set(passages.map((p) => p.topic)).size).toBeGreaterThanOrEqual(10);
  });
});

describe('isTypable', () => {
  it('accepts a normal sentence, including one ending inside a quotation', () => {
    expect(isTypable(SENTENCE)).toBe(true);
    expect(isTypable('She said, "Hold on tight!"')).toBe(true);
    expect(isTypable("It's fine, isn't it?")).toBe(true);
  });

  it.each([
    ['curly double quotes', 'He said \u201cgo\u201d and left.'],
    ['curly apostrophe', 'It\u2019s a fast car.'],
    ['an em dash', 'Fast\u2014very fast.'],
    ['an en dash', 'Laps 1\u20133 were fast.'],
    ['an ellipsis character', 'Wait for it\u2026 go.'],
    ['an accented letter', 'The caf\u00e9 was open.'],
    ['a double space', 'Ready.  Set. Go.'],
    ['a leading space', ` ${SENTENCE}`],
    ['a trailing space', `${SENTENCE} `],
    ['a newline', 'Ready, set.\nGo.'],
    ['a tab', 'Ready,\tset, go.'],
    ['no sentence ending', 'The quick brown fox jumps over the lazy dog'],
    ['an empty string', ''],
  ])('rejects %s', (_label, text) => {
    expect(isTypable(text)).toBe(false);
  });
});

describe('passageLengthOk', () => {
  it('accepts 100 to 400 characters inclusive', () => {
    expect(passageLengthOk('a'.repeat(PASSAGE_MIN_LENGTH - 1))).toBe(false);
    expect(passageLengthOk('a'.repeat(PASSAGE_MIN_LENGTH))).toBe(true);
    expect(passageLengthOk('a'.repeat(PASSAGE_MAX_LENGTH))).toBe(true);
    expect(passageLengthOk('a'.repeat(PASSAGE_MAX_LENGTH + 1))).toBe(false);
    expect([PASSAGE_MIN_LENGTH, PASSAGE_MAX_LENGTH]).toEqual([100, 400]);
  });
});

describe('passagesSeedFile', () => {
  const item = (id: number, text: string) => ({
    id,
    text,
    source: ORIGINAL_SOURCE,
    author: HOUSE_AUTHOR,
    topic: 'racing',
  });
  const long = (text: string) => `${text} ${'Keep typing and stay calm. '.repeat(4)}Done.`;

  it('rejects duplicate ids and duplicate texts', () => {
    const file = { version: 1, items: [item(1, long('One.')), item(1, long('One.'))] };
    const messages = passagesSeedFile.safeParse(file).error?.issues.map((i) => i.message);
    expect(messages).toEqual(expect.arrayContaining(['Duplicate id: 1', 'Duplicate text.']));
  });

  it('rejects untypable or out-of-range text and unknown fields', () => {
    expect(passagesSeedFile.safeParse({ version: 1, items: [item(1, 'Too short.')] }).success).toBe(
      false,
    );
    expect(
      passagesSeedFile.safeParse({ version: 1, items: [item(1, long('Caf\u00e9 time.'))] }).success,
    ).toBe(false);
    expect(
      passagesSeedFile.safeParse({ version: 1, items: [{ ...item(1, long('Hi.')), extra: 1 }] })
        .success,
    ).toBe(false);
  });

  it('requires originals to be credited to the house author', () => {
    const file = { version: 1, items: [{ ...item(1, long('Hi.')), author: 'Someone' }] };
    expect(passagesSeedFile.safeParse(file).success).toBe(false);
    const classic = { ...item(1, long('Hi.')), source: 'Some Old Novel', author: 'Someone' };
    expect(passagesSeedFile.safeParse({ version: 1, items: [classic] }).success).toBe(true);
  });
});

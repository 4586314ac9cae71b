// Timing checks (issue 10, attacks 2 and 3): scripted rhythms are caught, fingers never are.
import { describe, expect, it } from 'vitest';

import type { InputLog } from '../../../../src/domain/race/inputLog';
import {
  bigramRepeatSpread,
  coefficientOfVariation,
  gapEntropyBits,
  keyGaps,
  timingFault,
} from '../../../../src/domain/race/timingChecks';
import { seededRng } from '../../../../src/domain/random';
import { honestLog } from './honestTypist';

const passage =
  'Rivers carve their valleys slowly, one grain of sand at a time, until the stone gives way and the water finds a new path toward the sea.';

const keys = (text: string, msOf: (i: number) => number): InputLog =>
  [...text].map((data, i) => ({ type: 'key', ms: Math.round(msOf(i)), data }));

describe('timing statistics', () => {
  it('measure spread, entropy and per-bigram repeats of the gaps', () => {
    expect(coefficientOfVariation([50, 50, 50])).toBe(0);
    expect(coefficientOfVariation([40, 60])).toBeCloseTo(0.2, 5);
    expect(gapEntropyBits([50, 50, 50, 50], 0.1)).toBe(0);
    expect(gapEntropyBits([40, 80, 40, 80], 0.1)).toBeCloseTo(1, 5);
    const gaps = keyGaps(keys('ababab', (i) => i * 100));
    expect(gaps.map((g) => g.bigram)).toEqual(['ab', 'ba', 'ab', 'ba', 'ab']);
    expect(bigramRepeatSpread(gaps, 3)).toEqual({ cv: 0, samples: 3 });
    expect(bigramRepeatSpread(gaps, 4)).toBeNull();
  });

  it('do not chain a gap across a nitro', () => {
    const log: InputLog = [
      { type: 'key', ms: 10, data: 'a' },
      { type: 'nitro', ms: 20, data: 'bc ' },
      { type: 'key', ms: 900, data: 'd' },
      { type: 'key', ms: 1000, data: 'e' },
    ];
    expect(keyGaps(log)).toEqual([{ ms: 100, bigram: 'de' }]);
  });
});

describe('timingFault', () => {
  it('passes 500 simulated honest typists, 20-200 WPM, rollovers and typos included', () => {
    for (let seed = 1; seed <= 500; seed += 1) {
      const fault = timingFault(honestLog(passage, 20 + (seed % 19) * 10, seed));
      if (fault) throw new Error(`seed ${seed}: ${fault}`);
    }
  });

  it('passes a fast rollover typist whose keys often land a few ms apart', () => {
    const rng = seededRng(5);
    let t = 100;
    // 10% of gaps are rollovers of 0-12 ms: far more than the fastest typists show.
    const log = keys(passage, (i) =>
      i === 0 ? t : (t += rng() < 0.1 ? rng() * 12 : 30 + rng() * 60),
    );
    expect(timingFault(log)).toBeNull();
  });

  it('catches a metronome: keys exactly 50 ms apart (240 WPM, attack 2)', () => {
    expect(timingFault(keys(passage, (i) => 150 + i * 50))).toBe('machine-even-timing');
  });

  it('catches a metronome with ±20% uniform jitter', () => {
    const rng = seededRng(2);
    let t = 150;
    expect(timingFault(keys(passage, () => (t += 50 * (0.8 + 0.4 * rng()))))).toBe(
      'machine-even-timing',
    );
  });

  it('catches a script cycling two fixed delays, whose spread looks human', () => {
    const log = keys(passage, (i) => 150 + Math.floor(i / 2) * 120 + (i % 2) * 40);
    expect(coefficientOfVariation(keyGaps(log).map((g) => g.ms))).toBeGreaterThan(0.3);
    expect(timingFault(log)).toBe('machine-even-timing');
  });

  it('catches a replayed timing table: each letter pair always the same delay', () => {
    const rng = seededRng(3);
    const table = new Map<string, number>();
    let t = 150;
    const text = passage.repeat(2);
    const log = keys(text, (i) => {
      if (i === 0) return t;
      const pair = text.slice(i - 1, i + 1);
      if (!table.has(pair)) table.set(pair, 40 + rng() * 140);
      return (t += table.get(pair)!);
    });
    expect(timingFault(log)).toBe('replayed-bigram-timing');
  });

  it('catches a paste in chunks of 4 keys sharing one instant, 250 ms apart (attack 3)', () => {
    expect(timingFault(keys(passage, (i) => 150 + Math.floor(i / 4) * 250))).toBe('chunked-paste');
    // Pairs at one instant, the rest uneven: still chunks.
    const rng = seededRng(9);
    let t = 100;
    const pairs = keys(passage, (i) => (i % 2 === 1 ? t : (t += 80 + rng() * 200)));
    expect(timingFault(pairs)).toBe('chunked-paste');
  });

  it('catches a paste in 4-key chunks whose keys are 3-8 ms apart, 200-300 ms between chunks', () => {
    const rng = seededRng(4);
    let t = 200;
    const log = keys(passage, (i) =>
      i === 0 ? t : (t += i % 4 === 0 ? 200 + rng() * 100 : 3 + Math.floor(rng() * 6)),
    );
    expect(timingFault(log)).toBe('chunked-paste');
  });

  it.each([
    ['4-key groups, keys 13-20 ms apart', 4, 13, 150],
    ['pairs, keys 13-16 ms apart', 2, 13, 80],
    ['3-key groups, keys 20-30 ms apart', 3, 20, 150],
    ['6-key groups, keys 20-30 ms apart', 6, 20, 300],
  ])('catches a paste in %s (just over the same-instant cut)', (_name, size, inner, outer) => {
    const rng = seededRng(size);
    let t = 200;
    const log = keys(passage, (i) =>
      i === 0 ? t : (t += i % size === 0 ? outer + rng() * 60 : inner + rng() * (inner / 2)),
    );
    expect(timingFault(log)).toBe('chunked-paste');
  });

  it('passes honest typists who stop for 20 s mid-race (a pause does not make gaps short)', () => {
    for (let seed = 1; seed <= 200; seed += 1) {
      const log = honestLog(passage, 20 + (seed % 19) * 10, seed).map((e, i) =>
        i > 40 ? { ...e, ms: e.ms + 20_000 } : e,
      );
      const fault = timingFault(log);
      if (fault) throw new Error(`seed ${seed}: ${fault}`);
    }
  });

  it('leaves short logs alone: too few gaps to judge a rhythm', () => {
    expect(timingFault(keys(passage.slice(0, 25), (i) => i * 50))).toBeNull();
  });
});

// The realtime layer's pure rules: server choice, speed buckets and room ranking, the scoring
// mode fallback, the per-socket rate limit, the room wire format, and placing racers.
import { describe, expect, it } from 'vitest';

import { placeFor, type BotRacer, type HumanRacer } from '../../domain/race/room/racers';
import { realtimeServerIndex } from '../../domain/realtime/serverChoice';
import { parseClientText } from './frames';
import {
  DEFAULT_SPEED,
  friendPool,
  guestSpeed,
  neighbourPools,
  publicPool,
  rankNeighbourRooms,
  rankRooms,
  scoringModeOf,
  speedBucket,
} from './matchmaking';
import { RateLimit } from './rateLimit';
import { decodeOutbound, encodeOutbound, isFor } from './roomWire';

describe('realtimeServerIndex', () => {
  it('uses the last three digits of the user id modulo the server count', () => {
    expect(realtimeServerIndex(100_001, 2)).toBe(1);
    expect(realtimeServerIndex(100_002, 2)).toBe(0);
    expect(realtimeServerIndex(123_999, 4)).toBe(999 % 4);
    expect(realtimeServerIndex(5_000_000, 3)).toBe(0);
  });
  it('puts everyone on server 0 with one server or a nonsense count', () => {
    expect(realtimeServerIndex(100_001, 1)).toBe(0);
    expect(realtimeServerIndex(100_001, 0)).toBe(0);
    expect(realtimeServerIndex(100_001, 2.5)).toBe(0);
  });
});

describe('matchmaking', () => {
  it('buckets speeds at 30, 50, 70 and 90 WPM', () => {
    expect([0, 29.9, 30, 49, 50, 70, 89, 90, 200].map(speedBucket)).toEqual([
      0, 0, 1, 1, 2, 3, 3, 4, 4,
    ]);
    expect(publicPool('typing', 55)).toBe('public:typing:2');
    expect(friendPool('math', ' Host ')).toBe('friend:math:host');
  });
  it('ranks open rooms by closeness of average speed, then age, skipping full ones', () => {
    const room = (roomID: string, avgSpeed: number, seats: number, createdAt: number) => ({
      roomID,
      avgSpeed,
      seats,
      startsBy: 0,
      createdAt,
    });
    const ranked = rankRooms(
      [
        room('far', 40, 3, 1),
        room('full', 61, 0, 1),
        room('near-new', 62, 2, 9),
        room('near-old', 58, 4, 2),
      ],
      60,
    );
    expect(ranked.map((r) => r.roomID)).toEqual(['near-old', 'near-new', 'far']);
  });
  it('offers rooms just across a bucket edge, only when their speed is close', () => {
    expect(neighbourPools('typing', 49)).toEqual(['public:typing:0', 'public:typing:2']);
    expect(neighbourPools('math', 10)).toEqual(['public:math:1']);
    expect(neighbourPools('typing', 150)).toEqual(['public:typing:3']);
    const room = (roomID: string, avgSpeed: number) => ({
      roomID,
      avgSpeed,
      seats: 2,
      startsBy: 0,
      createdAt: 1,
    });
    const near = rankNeighbourRooms([room('51', 51), room('62', 62), room('61', 61)], 49);
    expect(near.map((r) => r.roomID)).toEqual(['51', '61']);
  });
  it('falls back to the first scoring mode for an unknown one', () => {
    expect(scoringModeOf('casual')).toBe('casual');
    expect(scoringModeOf('bogus')).toBe('competitive');
    expect(scoringModeOf(undefined)).toBe('competitive');
  });
});

describe('RateLimit', () => {
  const options = { perSecond: 30, burst: 60, abuseMs: 5000 };
  it('lets a burst through, then refills at the rate', () => {
    const limit = new RateLimit(options, 0);
    for (let i = 0; i < 60; i += 1) expect(limit.hit(0)).toBe('ok');
    expect(limit.hit(0)).toBe('limited');
    expect(limit.hit(100)).toBe('ok'); // 3 tokens back after 100 ms
  });
  it('calls a flood that lasts more than five seconds abusive, and forgives a pause', () => {
    const limit = new RateLimit(options, 0);
    let verdict = 'ok';
    for (let t = 0; t <= 6000 && verdict !== 'abusive'; t += 10) {
      for (let i = 0; i < 3; i += 1) verdict = limit.hit(t);
    }
    expect(verdict).toBe('abusive');
    const calm = new RateLimit(options, 0);
    for (let i = 0; i < 70; i += 1) calm.hit(0);
    expect(calm.hit(4000)).toBe('ok');
    for (let i = 0; i < 80; i += 1) calm.hit(4000);
    expect(calm.hit(4001)).toBe('limited');
  });
});

describe('frames', () => {
  it('tells heartbeats, valid frames and junk apart', () => {
    expect(parseClientText('1PONG')).toEqual({ kind: 'pong' });
    expect(parseClientText('1PING')).toEqual({ kind: 'ping' });
    expect(parseClientText('{"channel":"race-server","type":"nitro","data":{}}').kind).toBe(
      'frame',
    );
    expect(parseClientText('nope').kind).toBe('bad');
    expect(parseClientText('{"channel":"race-server","type":"nitro","data":{"x":1}}').kind).toBe(
      'bad',
    );
  });
});

describe('room wire', () => {
  it('round-trips a header and hands the payload through untouched', () => {
    const text = encodeOutbound('to', 'r1', '{"a":"x\\ny"}');
    expect(decodeOutbound(text)).toEqual({ kind: 'to', racerID: 'r1', payload: '{"a":"x\\ny"}' });
    expect(decodeOutbound(encodeOutbound('closed', '', ''))).toEqual({
      kind: 'closed',
      racerID: '',
      payload: '',
    });
  });
  it('addresses all, one, or all but one', () => {
    const all = { kind: 'all' as const, racerID: '', payload: '' };
    expect(isFor(all, 'r1')).toBe(true);
    expect(isFor({ ...all, kind: 'to', racerID: 'r1' }, 'r1')).toBe(true);
    expect(isFor({ ...all, kind: 'to', racerID: 'r1' }, 'r2')).toBe(false);
    expect(isFor({ ...all, kind: 'except', racerID: 'r1' }, 'r1')).toBe(false);
    expect(isFor({ ...all, kind: 'refused', racerID: 'r1' }, 'r1')).toBe(false);
  });
});

describe('placeFor', () => {
  it('counts finished humans and bots with earlier finish times', () => {
    const human = (durationMs: number | null) =>
      ({
        entry: { racerID: `r${durationMs}` },
        finish: durationMs === null ? null : { place: 1, wpm: 1, durationMs },
      }) as HumanRacer;
    const bot = (finishMs: number) => ({ id: `bot${finishMs}`, finishMs }) as BotRacer;
    const humans = [human(30_000), human(null), human(50_000)];
    expect(placeFor(40_000, humans, [bot(35_000), bot(45_000)])).toBe(3);
    expect(placeFor(10_000, humans, [bot(35_000)])).toBe(1);
    // A racer is never ahead of themselves.
    expect(placeFor(30_000, humans, [], 'r30000')).toBe(1);
  });
});

describe('guestSpeed', () => {
  it('is the mean of the latest speeds, or the default for a guest without a race', () => {
    expect(guestSpeed([])).toBe(DEFAULT_SPEED);
    expect(guestSpeed([60, 70])).toBe(65);
    expect(guestSpeed([0, Number.NaN, 50])).toBe(50);
  });
});

import { describe, expect, it } from 'vitest';

import {
  completedWord,
  countdownLabel,
  countdownSteps,
  countdownValue,
  emptyBoard,
  freshThrottle,
  joinKind,
  liveFigures,
  livePlace,
  localTimeOf,
  newFinishers,
  ordinal,
  progressFraction,
  raceTime,
  sceneSnapshot,
  serverTimeOf,
  syncOffset,
  updateDecision,
  UPDATE_MID_WORD_GAP_MS,
  UPDATE_MIN_GAP_MS,
  withoutRacer,
  withRacer,
  type RaceBoard,
} from '../../../../src/domain/race/raceView';
import { startTyping, typeKey } from '../../../../src/domain/race/typing';
import type { RacerPosition, RacerView } from '../../../../src/domain/realtime/protocol';

const racer = (id: string, overrides: Partial<RacerView> = {}): RacerView => ({
  id,
  userID: null,
  name: id.toUpperCase(),
  title: '',
  carID: 1,
  carHueAngle: 0,
  isBot: id.startsWith('bot'),
  isGuest: false,
  wpmHint: 40,
  ...overrides,
});

const position = (id: string, progress: number, place: number | null = null): RacerPosition => ({
  id,
  progress,
  finished: place !== null,
  place,
  wpm: null,
});

function board(overrides: Partial<RaceBoard> = {}): RaceBoard {
  return {
    ...emptyBoard(),
    youID: 'me',
    passageLength: 200,
    racers: [racer('me'), racer('bot1'), racer('bot2')],
    ...overrides,
  };
}

describe('server time sync', () => {
  it('GIVEN frames with different delays THEN the least delayed sample sets the offset', () => {
    // The server is 5000 ms ahead; frames arrive 80, 20 and 200 ms after they were stamped.
    let offset = syncOffset(null, 105_000, 100_080);
    expect(offset).toBe(4920);
    offset = syncOffset(offset, 106_000, 101_020);
    expect(offset).toBe(4980);
    offset = syncOffset(offset, 107_000, 102_200);
    expect(offset).toBe(4980);
  });

  it('converts between server and device time both ways', () => {
    expect(localTimeOf(4980, 110_000)).toBe(105_020);
    expect(serverTimeOf(4980, 105_020)).toBe(110_000);
    expect(localTimeOf(null, 42)).toBe(42);
  });

  it('a device clock far behind the server still starts the race on the server green light', () => {
    const offset = syncOffset(null, 1_700_000_000_000, 1_600_000_000_000);
    const greenOnServer = 1_700_000_004_000;
    expect(localTimeOf(offset, greenOnServer)).toBe(1_600_000_004_000);
  });
});

describe('countdown', () => {
  const start = 10_000;

  it('counts 3, 2, 1 in the last three seconds, then 0 from the green light', () => {
    expect(countdownValue(start, 6_000)).toBeNull();
    expect(countdownValue(start, 7_000)).toBe(3);
    expect(countdownValue(start, 7_001)).toBe(3);
    expect(countdownValue(start, 8_500)).toBe(2);
    expect(countdownValue(start, 9_999)).toBe(1);
    expect(countdownValue(start, 10_000)).toBe(0);
    expect(countdownValue(start, 20_000)).toBe(0);
    expect(countdownValue(null, 0)).toBeNull();
  });

  it('schedules only the steps still ahead', () => {
    expect(countdownSteps(start, 6_000)).toEqual([
      { value: 3, at: 7_000 },
      { value: 2, at: 8_000 },
      { value: 1, at: 9_000 },
      { value: 0, at: 10_000 },
    ]);
    expect(countdownSteps(start, 8_000)).toEqual([
      { value: 1, at: 9_000 },
      { value: 0, at: 10_000 },
    ]);
    expect(countdownSteps(start, 10_000)).toEqual([]);
  });

  it('labels', () => {
    expect([null, 3, 1, 0].map(countdownLabel)).toEqual(['Get ready…', '3', '1', 'GO!']);
  });
});

describe('scene snapshot', () => {
  it('maps server characters to fractions and draws the player from the local model', () => {
    const b = board({
      positions: { me: position('me', 10), bot1: position('bot1', 50), bot2: position('bot2', 80) },
      positionsAt: 123_456,
    });
    const snap = sceneSnapshot(b, 'racing', { chars: 30, place: null }, null);
    expect(snap.progress).toEqual({ me: 0.15, bot1: 0.25, bot2: 0.4 });
    expect(snap.at).toBe(123_456);
    expect(snap.phase).toBe('racing');
    expect(snap.racers.map((r) => [r.id, r.isYou, r.isBot])).toEqual([
      ['me', true, false],
      ['bot1', false, true],
      ['bot2', false, true],
    ]);
  });

  it('puts finished racers on the line with their place, and the player at the result place', () => {
    const b = board({ positions: { bot1: position('bot1', 150, 1) } });
    const snap = sceneSnapshot(b, 'finished', { chars: 200, place: 2 }, null);
    expect(snap.progress.bot1).toBe(1);
    expect(snap.places).toEqual({ me: 2, bot1: 1, bot2: null });
    expect(snap.progress.bot2).toBe(0);
  });

  it('passes the countdown through', () => {
    expect(sceneSnapshot(board(), 'countdown', { chars: 0, place: null }, 2).countdown).toBe(2);
  });

  it('clamps fractions', () => {
    expect(progressFraction(250, 200)).toBe(1);
    expect(progressFraction(-1, 200)).toBe(0);
    expect(progressFraction(5, 0)).toBe(0);
  });

  it('reports each finisher once, never the player', () => {
    const before = { bot1: position('bot1', 200, 1) };
    const after = [position('bot1', 200, 1), position('bot2', 200, 2), position('me', 200, 3)];
    expect(newFinishers(before, after, 'me')).toEqual([{ id: 'bot2', place: 2 }]);
  });

  it('counts the racers ahead for the live position', () => {
    const b = board({ positions: { bot1: position('bot1', 120), bot2: position('bot2', 40) } });
    expect(livePlace(b, 100)).toBe(2);
    expect(livePlace(b, 130)).toBe(1);
    expect(livePlace(b, 10)).toBe(3);
  });

  it('adds a joining racer once and drops one who leaves the lobby', () => {
    const racers = [racer('me')];
    expect(withRacer(withRacer(racers, racer('u2')), racer('u2')).map((r) => r.id)).toEqual([
      'me',
      'u2',
    ]);
    expect(withoutRacer([racer('me'), racer('u2')], 'u2').map((r) => r.id)).toEqual(['me']);
  });
});

describe('progress updates', () => {
  it('sends a completed word at once, then no more than ten a second', () => {
    const t = freshThrottle();
    expect(updateDecision(t, 6, 1000, true)).toEqual({ send: true });
    const sent = { sentAt: 1000, sentTyped: 6 };
    expect(updateDecision(sent, 12, 1040, true)).toEqual({
      send: false,
      retryInMs: UPDATE_MIN_GAP_MS - 40,
    });
    expect(updateDecision(sent, 12, 1100, true)).toEqual({ send: true });
  });

  it('holds mid-word progress for the longer gap', () => {
    const sent = { sentAt: 1000, sentTyped: 6 };
    expect(updateDecision(sent, 8, 1100, false)).toEqual({
      send: false,
      retryInMs: UPDATE_MID_WORD_GAP_MS - 100,
    });
    expect(updateDecision(sent, 8, 1000 + UPDATE_MID_WORD_GAP_MS, false)).toEqual({ send: true });
  });

  it('never sends progress the server already has', () => {
    expect(updateDecision({ sentAt: 0, sentTyped: 9 }, 9, 5000, true)).toEqual({
      send: false,
      retryInMs: null,
    });
  });

  it('at a steady 100 WPM stays within ten frames a second', () => {
    const passage = 'the quick brown fox jumps over the lazy dog '.repeat(10).trim();
    let throttle = freshThrottle();
    let sends = 0;
    const keyGapMs = 120; // 100 WPM
    for (let pos = 1; pos <= passage.length; pos += 1) {
      const now = pos * keyGapMs;
      const decision = updateDecision(throttle, pos, now, completedWord(passage, pos - 1, pos));
      if (decision.send) {
        sends += 1;
        throttle = { sentAt: now, sentTyped: pos };
      }
    }
    const seconds = (passage.length * keyGapMs) / 1000;
    expect(sends / seconds).toBeLessThanOrEqual(10);
    // ...and at least once per word.
    expect(sends).toBeGreaterThanOrEqual(passage.split(' ').length - 1);
  });

  it('knows when a word was completed', () => {
    const passage = 'ab cd';
    expect(completedWord(passage, 1, 2)).toBe(false);
    expect(completedWord(passage, 2, 3)).toBe(true);
    expect(completedWord(passage, 4, 5)).toBe(true);
    expect(completedWord(passage, 0, 3)).toBe(true);
    expect(completedWord(passage, 3, 3)).toBe(false);
  });
});

describe('figures on screen', () => {
  it('live WPM and accuracy use the same formulas as the result', () => {
    let s = startTyping('hello world');
    s = typeKey(s, 'h', 100);
    s = typeKey(s, 'x', 200);
    s = typeKey(s, 'e', 300);
    // 2 chars in 6 s: 2/5 words / 0.1 min = 4 WPM; 2 right of 3 keys = 67 %.
    expect(liveFigures(s, 6000)).toEqual({ wpm: 4, accuracy: 67 });
    expect(liveFigures(startTyping('x'), 0)).toEqual({ wpm: 0, accuracy: 100 });
  });

  it('ordinals and times', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
    ]);
    expect(raceTime(83_400)).toBe('1:23.4');
    expect(raceTime(5_049)).toBe('0:05.0');
    expect(raceTime(60_000)).toBe('1:00.0');
  });
});

describe('which race to join', () => {
  it('qualified players race in public; guests and unqualified players race bots', () => {
    expect(joinKind({ loggedIn: true, avgSpeed: 52 })).toBe('public');
    expect(joinKind({ loggedIn: true, avgSpeed: 0 })).toBe('practice');
    expect(joinKind({ loggedIn: false, avgSpeed: 0 })).toBe('practice');
    expect(joinKind({ loggedIn: false, avgSpeed: 0 }, 'pal')).toBe('friend');
  });
});

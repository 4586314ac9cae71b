import { describe, expect, it } from 'vitest';

import {
  qualifyingClaimMatches,
  applyRaceResult,
  claimQualifyingRace,
  CONSECUTIVE_WINDOW_SECONDS,
  type FinishedRace,
} from '../../../../src/domain/progression/applyRaceResult';
import { levelFor, raceReward } from '../../../../src/domain/race/rewards';
import { NOW, racer } from '../garage/userFixtures';

const typingRace = (over: Partial<FinishedRace> = {}): FinishedRace => ({
  site: 'typing',
  lessonID: null,
  scoringMode: 'competitive',
  racers: 5,
  place: 1,
  wpm: 62,
  accuracy: 97,
  errors: 4,
  typedChars: 300,
  durationMs: 58_400,
  nitrosUsed: 1,
  ...over,
});

const rewardFor = (race: FinishedRace) => raceReward({ ...race, gold: false, wpm: race.wpm });

const options = { racesBeforeCaptcha: 10 };

describe('applyRaceResult', () => {
  it('pays the reward, counts the race on the typing board and updates the averages', () => {
    const user = racer({ money: 1000, experience: 0, level: 1, nitros: 2, racesPlayed: 3 });
    user.avgSpeed = 50;
    user.avgAcc = 95;
    const race = typingRace();
    const reward = rewardFor(race);
    const patch = applyRaceResult(user, race, reward, NOW, options);
    expect(patch.money).toBe(1000 + reward.money);
    expect(patch.experience).toBe(reward.experience);
    expect(patch.level).toBe(levelFor(reward.experience));
    expect(patch.nitros).toBe(1);
    expect(patch.nitrosUsed).toBe(user.nitrosUsed + 1);
    expect(patch.racingStats?.typing).toMatchObject({ played: 1, typed: 300, secs: 58, errs: 4 });
    expect(patch.placed1).toBe(user.placed1 + 1);
    expect(patch.avgSpeed).toBeCloseTo((50 * 3 + 62) / 4);
    expect(patch.avgAcc).toBeCloseTo((95 * 3 + 97) / 4);
    expect(patch.qualifyingRaceComplete).toBe(true);
    expect(patch.racesPlayed).toBe(4);
  });

  it('counts a math race on its lesson board and leaves the typing averages alone', () => {
    const user = racer();
    const race = typingRace({ site: 'math', lessonID: 'addition_1', wpm: 14 });
    const patch = applyRaceResult(user, race, rewardFor(race), NOW, options);
    expect(patch.lessonStats?.addition_1?.played).toBe(1);
    expect(patch.racingStats).toBeUndefined();
    expect(patch.avgSpeed).toBeUndefined();
  });

  it('counts places only in contested competitive races', () => {
    const user = racer();
    const solo = applyRaceResult(
      user,
      typingRace({ racers: 1 }),
      rewardFor(typingRace()),
      NOW,
      options,
    );
    const casual = typingRace({ scoringMode: 'casual' });
    expect(solo.placed1).toBe(user.placed1);
    expect(applyRaceResult(user, casual, rewardFor(casual), NOW, options).placed1).toBe(
      user.placed1,
    );
  });

  it('never lowers the level and never takes nitros below zero', () => {
    const user = racer({ level: 30, experience: 0, nitros: 0 });
    const race = typingRace({ nitrosUsed: 3 });
    const patch = applyRaceResult(user, race, rewardFor(race), NOW, options);
    expect(patch.level).toBe(30);
    expect(patch.nitros).toBe(0);
  });

  it('counts a session of races in a row and asks for a captcha at every 10th', () => {
    const user = racer({ sessionRaces: 9, lastConsecRace: NOW - 60, captchaStatus: 'na' });
    const race = typingRace();
    const due = applyRaceResult(user, race, rewardFor(race), NOW, options);
    expect(due.sessionRaces).toBe(10);
    expect(due.captchaStatus).toBe('pending');
    const later = { ...user, lastConsecRace: NOW - CONSECUTIVE_WINDOW_SECONDS - 1 };
    const fresh = applyRaceResult(later, race, rewardFor(race), NOW, options);
    expect(fresh.sessionRaces).toBe(1);
    expect(fresh.captchaStatus).toBeUndefined();
  });
});

describe('claimQualifyingRace', () => {
  const result = {
    wpm: 49,
    accuracy: 96,
    money: 700,
    experience: 250,
    typedChars: 220,
    durationMs: 40_000,
    errors: 3,
  };

  it('gives a new account the guest race once', () => {
    const user = racer({ money: 0, experience: 0, level: 1, racesPlayed: 0 });
    user.qualifyingRaceComplete = false;
    const patch = claimQualifyingRace(user, result);
    expect(patch).toMatchObject({ avgSpeed: 49, money: 700, experience: 250, racesPlayed: 1 });
    expect(patch?.racingStats?.typing?.played).toBe(1);
    expect(claimQualifyingRace({ ...user, qualifyingRaceComplete: true }, result)).toBeNull();
  });
});

describe('qualifyingClaimMatches', () => {
  const verified = { wpm: 48.6, accuracy: 96.2 };

  it('GIVEN the figures the verified race shows, rounded, THEN they match', () => {
    expect(qualifyingClaimMatches(verified, { speed: 49, accuracy: 96 })).toBe(true);
    expect(qualifyingClaimMatches(verified, { speed: 48.6, accuracy: 96.2 })).toBe(true);
  });

  it('GIVEN a faster speed or a better accuracy than verified, THEN they do not', () => {
    expect(qualifyingClaimMatches(verified, { speed: 49.2, accuracy: 96.2 })).toBe(false);
    expect(qualifyingClaimMatches(verified, { speed: 48.6, accuracy: 97 })).toBe(false);
    expect(qualifyingClaimMatches(verified, { speed: 120, accuracy: 100 })).toBe(false);
  });
});

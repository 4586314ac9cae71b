import { describe, expect, it } from 'vitest';

import { eventBonusFor, eventBonusLine } from '../../../../src/domain/events/eventBonus';
import { raceReward, type RewardInput } from '../../../../src/domain/race/rewards';
import { eventEndingAt, START } from './eventFactory';

const END = START + 86_400;

const event = eventEndingAt(END);

const race: RewardInput = {
  place: 2,
  racers: 5,
  wpm: 60,
  accuracy: 96,
  typedChars: 300,
  gold: false,
  scoringMode: 'competitive',
};

describe('eventBonusFor', () => {
  it('pays the running event whose car the racer drives', () => {
    expect(eventBonusFor([event()], 49, START)).toEqual({
      name: 'Frost Festival',
      bonus: { moneyPercent: 25, experiencePercent: 10 },
    });
  });

  it('pays nothing for another car, before the start or from the end on', () => {
    expect(eventBonusFor([event()], 48, START)).toBeNull();
    expect(eventBonusFor([event()], 49, START - 1)).toBeNull();
    expect(eventBonusFor([event()], 49, END)).toBeNull();
  });

  it('pays the better of two running events sharing the car, never both', () => {
    const better = event({
      eventID: 2,
      name: 'Glow Week',
      bonus: { moneyPercent: 50, experiencePercent: 50 },
    });
    expect(eventBonusFor([event(), better], 49, START)?.name).toBe('Glow Week');
    expect(eventBonusFor([better, event()], 49, START)?.name).toBe('Glow Week');
  });
});

describe('eventBonusLine', () => {
  it('is the percentages of what the race earned, rounded down', () => {
    expect(eventBonusLine({ money: 1_001, experience: 99 }, event())).toEqual({
      label: 'Frost Festival event car',
      money: 250,
      experience: 9,
    });
  });
});

describe('raceReward with an event car', () => {
  const plain = raceReward(race);
  const withEvent = raceReward({ ...race, event: eventBonusFor([event()], 49, START) });

  it('adds one bonus line worth the event’s share of the race', () => {
    const line = withEvent.lines.find((l) => l.label === 'Frost Festival event car');
    expect(line).toEqual({
      label: 'Frost Festival event car',
      money: Math.floor(plain.money * 0.25),
      experience: Math.floor(plain.experience * 0.1),
    });
    expect(withEvent.money).toBe(plain.money + line!.money);
    expect(withEvent.experience).toBe(plain.experience + line!.experience);
  });

  it('is the plain reward without an event', () => {
    expect(raceReward({ ...race, event: null })).toEqual(plain);
    expect(raceReward({ ...race, event: eventBonusFor([event()], 48, START) })).toEqual(plain);
  });

  it('has gold double the bonus cash with the rest of the race', () => {
    const gold = raceReward({ ...race, gold: true, event: eventBonusFor([event()], 49, START) });
    expect(gold.money).toBe(withEvent.money * 2);
  });

  it('adds no empty line for a bonus of 0 %', () => {
    const none = event({ bonus: { moneyPercent: 0, experiencePercent: 0 } });
    expect(raceReward({ ...race, event: eventBonusFor([none], 49, START) }).lines).toEqual(
      plain.lines,
    );
  });
});

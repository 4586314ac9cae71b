// SPEC §4 League outcome, every reason; the three-week tournament; divisions of about 30; and the
// league week's edges at midnight UTC with the rollover's grace for clock skew.
import { describe, expect, it } from 'vitest';

import { divisionFor, rankDivision } from '../../../src/domain/leagues/divisions';
import {
  afterLeagueUpdate,
  leagueOutcome,
  nextTier,
  outcomeButton,
  tournamentStars,
} from '../../../src/domain/leagues/leagueOutcome';
import {
  DIVISION_SIZE,
  ELITE_TIER,
  LEAGUES,
  leagueOf,
  visibleLeagues,
} from '../../../src/domain/leagues/leagues';
import {
  creditedWeek,
  leagueWeekStart,
  ROLLOVER_GRACE_SECONDS,
  rolloverDue,
  secondsToRollover,
  WEEK_SECONDS,
} from '../../../src/domain/leagues/leagueWeek';

const at = (iso: string) => Date.parse(iso) / 1000;
const QUARTER = ELITE_TIER + 1;
const SEMI = ELITE_TIER + 2;
const FINAL = ELITE_TIER + 3;

describe('leagueOutcome (SPEC §4)', () => {
  it('promotes, demotes and keeps by the new tier against the old', () => {
    expect(leagueOutcome({ oldTier: 2, newTier: 3, place: 1 })).toBe('promote');
    expect(leagueOutcome({ oldTier: 3, newTier: 2, place: 28 })).toBe('demote');
    expect(leagueOutcome({ oldTier: 3, newTier: 3, place: 12 })).toBe('no-change');
  });

  it('introduces a player with no previous tier who lands in the first tier', () => {
    expect(leagueOutcome({ oldTier: 0, newTier: 1, place: 20 })).toBe('intro');
    // Promoted out of the first week: a promotion, not an intro.
    expect(leagueOutcome({ oldTier: 0, newTier: 2, place: 1 })).toBe('promote');
  });

  it('lets the league promoted into override: tournament entry, semi-finals, finals', () => {
    expect(leagueOutcome({ oldTier: ELITE_TIER, newTier: QUARTER, place: 1 })).toBe(
      'tournament-entry',
    );
    expect(leagueOutcome({ oldTier: QUARTER, newTier: SEMI, place: 2 })).toBe('semi-finals');
    expect(leagueOutcome({ oldTier: SEMI, newTier: FINAL, place: 3 })).toBe('finals');
  });

  it('names a demotion from the final within its promotion place a win', () => {
    const final = leagueOf(FINAL)!;
    expect(final.final).toBe(true);
    expect(
      leagueOutcome({ oldTier: FINAL, newTier: ELITE_TIER, place: final.promotionPlace! }),
    ).toBe('winner');
  });

  it('names a demotion from a tournament round at or beyond its demotion place an elimination', () => {
    const quarter = leagueOf(QUARTER)!;
    expect(
      leagueOutcome({ oldTier: QUARTER, newTier: ELITE_TIER, place: quarter.demotionPlace! }),
    ).toBe('elimination');
    expect(leagueOutcome({ oldTier: FINAL, newTier: ELITE_TIER, place: 2 })).toBe('elimination');
  });

  it('gives each reason its button', () => {
    expect(outcomeButton('no-change')).toBe('OK');
    expect(outcomeButton('demote')).toBe('OK');
    expect(outcomeButton('elimination')).toBe('OK');
    expect(outcomeButton('promote')).toBe('Great!');
    expect(outcomeButton('winner')).toBe('Incredible!');
    expect(outcomeButton('semi-finals')).toBe('Amazing!');
    expect(outcomeButton('finals')).toBe('Amazing!');
    expect(outcomeButton('intro')).toBe("Let's Go!");
    expect(outcomeButton('tournament-entry')).toBe("Let's Go!");
  });
});

describe('nextTier', () => {
  it('moves the promotion places up and the demotion places down, the middle stays', () => {
    const street = leagueOf(2)!;
    expect(nextTier(2, 1)).toBe(3);
    expect(nextTier(2, street.promotionPlace!)).toBe(3);
    expect(nextTier(2, street.promotionPlace! + 1)).toBe(2);
    expect(nextTier(2, street.demotionPlace! - 1)).toBe(2);
    expect(nextTier(2, street.demotionPlace!)).toBe(1);
  });

  it('never demotes out of the first tier', () => {
    expect(nextTier(1, 30)).toBe(1);
  });

  it('wins the tournament by staying three weeks in a row, a round (a star) a week', () => {
    let player = { leagueTier: ELITE_TIER, highestLeagueTier: ELITE_TIER, tournamentsWon: 0 };
    const reasons: string[] = [];
    const stars: number[] = [];
    for (let week = 0; week < 4; week += 1) {
      const newTier = nextTier(player.leagueTier, 1);
      const reason = leagueOutcome({ oldTier: player.leagueTier, newTier, place: 1 });
      reasons.push(reason);
      stars.push(tournamentStars(newTier));
      player = afterLeagueUpdate(player, newTier, reason);
    }
    expect(reasons).toEqual(['tournament-entry', 'semi-finals', 'finals', 'winner']);
    expect(stars).toEqual([1, 2, 3, 0]);
    expect(player).toEqual({ leagueTier: ELITE_TIER, highestLeagueTier: FINAL, tournamentsWon: 1 });
  });

  it("eliminates a round's player past its promotion place back to the elite league", () => {
    const quarter = leagueOf(QUARTER)!;
    expect(nextTier(QUARTER, quarter.promotionPlace! + 1)).toBe(ELITE_TIER);
    expect(nextTier(FINAL, 2)).toBe(ELITE_TIER);
  });

  it('hides the tournament rounds from the ladder unless the player is in one', () => {
    expect(visibleLeagues(3).some((l) => l.tournamentName)).toBe(false);
    expect(visibleLeagues(SEMI).map((l) => l.tier)).toContain(SEMI);
    expect(visibleLeagues(SEMI).map((l) => l.tier)).not.toContain(QUARTER);
    expect(LEAGUES.every((l, i) => l.tier === i + 1)).toBe(true);
  });
});

describe('divisions', () => {
  it('fills divisions of about 30 in turn', () => {
    expect(divisionFor(0)).toBe(0);
    expect(divisionFor(DIVISION_SIZE - 1)).toBe(0);
    expect(divisionFor(DIVISION_SIZE)).toBe(1);
    const sizes = new Map<number, number>();
    for (let n = 0; n < 100; n += 1)
      sizes.set(divisionFor(n), (sizes.get(divisionFor(n)) ?? 0) + 1);
    expect([...sizes.values()]).toEqual([30, 30, 30, 10]);
  });

  it('ranks by XP, then races, then who joined first', () => {
    const ranked = rankDivision([
      { memberID: 1, experience: 100, played: 2, joinedStamp: 5 },
      { memberID: 2, experience: 300, played: 1, joinedStamp: 9 },
      { memberID: 3, experience: 100, played: 3, joinedStamp: 9 },
      { memberID: 4, experience: 100, played: 2, joinedStamp: 1 },
    ]);
    expect(ranked.map((m) => [m.memberID, m.place])).toEqual([
      [2, 1],
      [3, 2],
      [4, 3],
      [1, 4],
    ]);
  });
});

describe('league weeks (UTC, Monday to Monday)', () => {
  const monday = at('2026-11-30T00:00:00Z');

  it('turns over at midnight UTC between Sunday and Monday', () => {
    expect(leagueWeekStart(monday - 1)).toBe(monday - WEEK_SECONDS);
    expect(leagueWeekStart(monday)).toBe(monday);
    expect(secondsToRollover(monday - 1)).toBe(1);
    expect(secondsToRollover(at('2026-11-27T12:00:00Z'))).toBe(2.5 * 86_400);
  });

  it('closes a week only after the grace, so a fast clock cannot close it under a late race', () => {
    const week = monday - WEEK_SECONDS;
    expect(rolloverDue(week, monday - 30)).toBe(false);
    expect(rolloverDue(week, monday + ROLLOVER_GRACE_SECONDS - 1)).toBe(false);
    expect(rolloverDue(week, monday + ROLLOVER_GRACE_SECONDS)).toBe(true);
  });

  it('credits a race to its week, or past a week already closed (a skewed or operator close)', () => {
    const week = monday - WEEK_SECONDS;
    expect(creditedWeek(monday - 1, () => false)).toBe(week);
    expect(creditedWeek(monday - 1, (w) => w === week)).toBe(monday);
    expect(creditedWeek(monday - 1, (w) => w <= monday)).toBe(monday + WEEK_SECONDS);
  });
});

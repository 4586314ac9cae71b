// When the season shows itself (SPEC §2 nav and teaser, §5 show rules, §9 unlocks), judged with the
// server's time: a device clock that is wrong does not move a season's edges.
import { describe, expect, it } from 'vitest';

import { serverTimeOffsetMs } from '../../../../src/domain/clock';
import { mainNavItems } from '../../../../src/domain/nav/mainNav';
import { seasonRewardTrack, SEASON_XP_PER_TIER } from '../../../../src/domain/seasons/rewardTrack';
import { rollingSeason, seasonAt } from '../../../../src/domain/seasons/schedule';
import { seasonRewardUnlock } from '../../../../src/domain/seasons/seasonProgress';
import {
  seasonAnnouncementShown,
  seasonContentUnlockedBy,
  seasonDisplayShown,
  seasonNavActive,
  seasonProgressUnlocked,
  seasonTeaser,
} from '../../../../src/domain/seasons/showRules';
import { SITES } from '../../../../src/domain/site';
import { defaultUser, type User } from '../../../../src/domain/user';

const autumn = rollingSeason(1);
const during = autumn.startStamp + 86_400;
const player: User = {
  ...defaultUser(),
  loggedIn: true,
  accountType: 'user',
  userID: 7,
  username: 'racer',
  qualifyingRaceComplete: true,
  avgSpeed: 40,
  memberDays: 30,
  lastLogin: autumn.startStamp - 3_600,
};

describe('the nav and the teaser', () => {
  it('offers Season during an active season and Events otherwise', () => {
    const ids = (active: boolean) =>
      mainNavItems(player, SITES.typing, {
        seasonActive: active,
        shopReleaseStamps: [],
        latestNewsStamp: null,
      }).map((item) => item.id);
    expect(seasonNavActive(autumn, during)).toBe(true);
    expect(ids(seasonNavActive(autumn, during))).toContain('season');
    expect(seasonNavActive(null, during)).toBe(false);
    expect(seasonNavActive(autumn, autumn.endStamp)).toBe(false);
    expect(ids(seasonNavActive(null, during))).toContain('events');
  });

  it('shows the teaser with name and MMM D dates to logged-in players outside race tabs', () => {
    expect(seasonTeaser(autumn, player, '/garage', during)).toEqual({
      name: 'Autumn Rally',
      dates: 'Sep 1 – Nov 30',
    });
    expect(seasonTeaser(autumn, player, '/race', during)).toBeNull();
    expect(seasonTeaser(autumn, player, '/play/friend', during)).toBeNull();
    expect(seasonTeaser(autumn, player, '/racer/bob', during)).not.toBeNull();
    expect(seasonTeaser(autumn, { loggedIn: false }, '/garage', during)).toBeNull();
    expect(seasonTeaser(null, player, '/garage', during)).toBeNull();
    expect(seasonTeaser(autumn, player, '/garage', autumn.endStamp)).toBeNull();
  });

  it('judges with server time, so a device clock a week off changes nothing', () => {
    const serverNow = autumn.endStamp - 60; // a minute before the season ends
    const deviceMs = (serverNow + 7 * 86_400) * 1000; // device a week ahead
    const offset = serverTimeOffsetMs(deviceMs, serverNow);
    const judged = Math.floor((deviceMs + offset) / 1000);
    expect(judged).toBe(serverNow);
    expect(seasonAt(judged)?.seasonID).toBe(1);
    expect(seasonTeaser(autumn, player, '/garage', judged)).not.toBeNull();
    // The device's own time would have ended the season already.
    expect(seasonTeaser(autumn, player, '/garage', deviceMs / 1000)).toBeNull();
  });
});

describe('the season display', () => {
  const track = seasonRewardTrack(autumn);
  it('hides with no active season, before the start, or with no next reward', () => {
    const next = seasonRewardUnlock(track, true, 0);
    expect(seasonDisplayShown(autumn, next, during)).toBe(true);
    expect(seasonDisplayShown(null, next, during)).toBe(false);
    expect(seasonDisplayShown(autumn, next, autumn.startStamp - 1)).toBe(false);
    const done = seasonRewardUnlock(track, true, autumn.totalRewards * SEASON_XP_PER_TIER);
    expect(seasonDisplayShown(autumn, done, during)).toBe(false);
  });

  it('unlocks season progress after 6 games, once', () => {
    expect(seasonProgressUnlocked({ racesPlayed: 5 })).toBe(false);
    expect(seasonProgressUnlocked({ racesPlayed: 6 })).toBe(true);
    expect(seasonContentUnlockedBy(5, 6)).toBe(true);
    expect(seasonContentUnlockedBy(6, 7)).toBe(false);
    expect(seasonContentUnlockedBy(4, 5)).toBe(false);
  });
});

describe('the season announcement', () => {
  it('shows on /garage to a member of more than a day whose last login was before the start', () => {
    expect(seasonAnnouncementShown(autumn, player, '/garage', during)).toBe(true);
  });

  it('does not show elsewhere, to visitors, to new members, after a login in the season, or early', () => {
    expect(seasonAnnouncementShown(autumn, player, '/shop', during)).toBe(false);
    expect(seasonAnnouncementShown(autumn, { ...player, loggedIn: false }, '/garage', during)).toBe(
      false,
    );
    expect(seasonAnnouncementShown(autumn, { ...player, memberDays: 1 }, '/garage', during)).toBe(
      false,
    );
    expect(
      seasonAnnouncementShown(
        autumn,
        { ...player, lastLogin: autumn.startStamp },
        '/garage',
        during,
      ),
    ).toBe(false);
    expect(seasonAnnouncementShown(autumn, player, '/garage', autumn.startStamp - 1)).toBe(false);
    expect(seasonAnnouncementShown(null, player, '/garage', during)).toBe(false);
  });

  it('shows to a player who never logged in during the season, however long ago they last did', () => {
    const away = { ...player, lastLogin: autumn.startStamp - 400 * 86_400 };
    expect(seasonAnnouncementShown(autumn, away, '/garage', autumn.endStamp - 1)).toBe(true);
  });
});

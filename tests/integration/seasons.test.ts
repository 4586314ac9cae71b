// Issue 14 seasons on the real server: GET /seasons/current, season XP and races counted by race
// results (the last second of a season, a player who never raced in it), and the reward track's
// claims through GET /achievements/claim/{id}: twice, locked, another season's, unearned, ten at
// once, a guest, an operator's season. Every refusal is the SPEC §8 FAIL format and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { RaceFigures } from '../../src/domain/race/verify';
import {
  SEASON_XP_PER_TIER,
  seasonRewardTrack,
  type SeasonReward,
} from '../../src/domain/seasons/rewardTrack';
import { FIRST_OPERATOR_SEASON_ID, seasonAt, seasonByID } from '../../src/domain/seasons/schedule';
import { notifications, seasons } from '../../src/server/db/schema';
import { findUserById, updateUser } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

const figures: RaceFigures = {
  wpm: 50,
  accuracy: 98,
  errors: 1,
  consistency: 80,
  durationMs: 30_000,
  typedChars: 200,
  nitrosUsed: 0,
};

describe.each(testDatabases)('seasons on $name', (database) => {
  let server: TestServer;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const now = () => server.clock.nowSeconds();
  const running = () => seasonAt(now())!;

  async function newPlayer(progress: Parameters<typeof updateUser>[2] = {}) {
    const res = await register(server.app, uniqueName('ssn'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    if (Object.keys(progress).length > 0) await updateUser(db(), userID, progress);
    return { token: tokenOf(res), userID };
  }
  const account = async (userID: number) => (await findUserById(db(), userID))!;
  const get = (url: string, token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const claim = (token: string | undefined, id: number) => get(`/achievements/claim/${id}`, token);
  const raceOnce = (userID: number) =>
    server.services.race.record({
      race: {
        roomID: `season-${(room += 1)}`,
        site: 'typing',
        passageID: 1,
        lessonID: null,
        scoringMode: 'competitive',
        racers: 3,
        startedStamp: now(),
      },
      racer: { userID },
      figures,
      place: 1,
      qualifying: false,
    });
  const track = () => seasonRewardTrack(running());
  const tier = (n: number, bonus = false) =>
    track().find((r) => r.tier === n && r.bonus === bonus) as SeasonReward;
  /** A player with `tiers` tiers' worth of XP in the running season. */
  const inSeason = (tiers: number, extra: Parameters<typeof updateUser>[2] = {}) =>
    newPlayer({
      seasonID: running().seasonID,
      seasonExperience: tiers * SEASON_XP_PER_TIER,
      ...extra,
    });

  it('tells a visitor the running season and the server time, with no standing', async () => {
    const res = await get('/seasons/current');
    expect(res.statusCode).toBe(200);
    const { season, serverTime, standing } = res.json().results;
    expect(season).toEqual(running());
    expect(serverTime).toBe(now());
    expect(standing).toBeNull();
  });

  it("counts a race's XP and the race itself for the running season", async () => {
    const { token, userID } = await newPlayer();
    const before = (await get('/seasons/current', token)).json().results.standing;
    expect(before).toEqual({ experience: 0, races: 0, gold: false, claimed: [] });
    const result = await raceOnce(userID);
    await raceOnce(userID);
    const row = await account(userID);
    expect(row.seasonID).toBe(running().seasonID);
    expect(row.seasonField4).toBe(2);
    expect(row.seasonExperience).toBe(row.experience);
    expect(result.experience).toBeGreaterThan(0);
    const after = (await get('/seasons/current', token)).json().results.standing;
    expect(after).toMatchObject({ experience: row.seasonExperience, races: 2 });
  });

  it('records the season reward earned popup when a race reaches a tier, from the 6th game on', async () => {
    const quiet = await inSeason(0, { seasonExperience: SEASON_XP_PER_TIER - 1, racesPlayed: 1 });
    await raceOnce(quiet.userID);
    const before6 = await db()
      .select()
      .from(notifications)
      .where(eq(notifications.userID, quiet.userID));
    expect(before6.filter((n) => n.type === 'season-reward')).toEqual([]);
    const { userID } = await inSeason(0, {
      seasonExperience: SEASON_XP_PER_TIER - 1,
      racesPlayed: 9,
    });
    await raceOnce(userID);
    const notices = await db().select().from(notifications).where(eq(notifications.userID, userID));
    const earned = notices.find((n) => n.type === 'season-reward');
    expect(earned?.data).toMatchObject({ seasonID: running().seasonID, level: 2, infinity: null });
  });

  it('unlocks season content on the sixth race', async () => {
    const { userID } = await newPlayer({ racesPlayed: 5 });
    await raceOnce(userID);
    await raceOnce(userID);
    const notices = await db().select().from(notifications).where(eq(notifications.userID, userID));
    const unlocked = notices.filter((n) => n.type === 'feature-unlocked');
    expect(unlocked.map((n) => n.data)).toEqual([{ feature: 'season' }]);
  });

  it('starts a player who never raced this season from zero, whatever an old season left', async () => {
    const { token, userID } = await newPlayer({
      seasonID: running().seasonID - 1,
      seasonExperience: 90_000,
      seasonField4: 300,
    });
    const standing = (await get('/seasons/current', token)).json().results.standing;
    expect(standing).toMatchObject({ experience: 0, races: 0 });
    const res = await claim(token, tier(1).achievementID);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'NOT_EARNED' });
    await raceOnce(userID);
    const row = await account(userID);
    expect([row.seasonID, row.seasonField4]).toEqual([running().seasonID, 1]);
    expect(row.seasonExperience).toBeLessThan(90_000);
  });

  it('pays a free reward once: a second claim is refused and changes nothing', async () => {
    const { token, userID } = await inSeason(1);
    const first = tier(1);
    const before = await account(userID);
    const res = await claim(token, first.achievementID);
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({
      achievementID: first.achievementID,
      reward: first.reward,
    });
    const paid = await account(userID);
    expect(paid.money).toBe(before.money + first.reward.value);
    const again = await claim(token, first.achievementID);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_CLAIMED' });
    expect(await account(userID)).toEqual(paid);
    const standing = (await get('/seasons/current', token)).json().results.standing;
    expect(standing.claimed).toEqual([first.achievementID]);
  });

  it('delivers a car reward to the garage', async () => {
    const { token, userID } = await inSeason(25);
    const carTier = tier(25);
    expect(carTier.reward.type).toBe('car');
    expect((await claim(token, carTier.achievementID)).statusCode).toBe(200);
    const row = await account(userID);
    expect(row.cars.some(([carID]) => carID === carTier.reward.value)).toBe(true);
    expect(row.garage).toContain(String(carTier.reward.value));
  });

  it('locks a paid reward for a non-gold player, and pays it once they have gold', async () => {
    const { token, userID } = await inSeason(2);
    const paidTier = tier(2);
    expect(paidTier.free).toBe(false);
    const before = await account(userID);
    const res = await claim(token, paidTier.achievementID);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: 'FAIL', code: 'GOLD_ONLY' });
    expect(res.json().results).toBe('Upgrade to Nitro Gold to Unlock!');
    expect(await account(userID)).toEqual(before);
    await updateUser(db(), userID, { membership: 'gold' });
    expect((await claim(token, paidTier.achievementID)).statusCode).toBe(200);
    expect((await account(userID)).money).toBe(before.money + paidTier.reward.value);
  });

  it("refuses another season's reward and an unearned one, changing nothing", async () => {
    const { token, userID } = await inSeason(100, { membership: 'gold' });
    const before = await account(userID);
    const next = seasonByID(running().seasonID + 1)!;
    const [nextFirst] = seasonRewardTrack(next);
    const other = await claim(token, nextFirst!.achievementID);
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ status: 'FAIL', code: 'INACTIVE' });
    const poor = await inSeason(3);
    const unearned = await claim(poor.token, tier(5).achievementID);
    expect(unearned.json()).toMatchObject({ status: 'FAIL', code: 'NOT_EARNED' });
    const unknown = await claim(token, 1_000_000 + running().seasonID * 1000 + 499);
    expect(unknown.statusCode).toBe(404);
    expect(await account(userID)).toEqual(before);
  });

  it('pays once under ten concurrent claims', async () => {
    const { token, userID } = await inSeason(3);
    const third = tier(3);
    const before = await account(userID);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => claim(token, third.achievementID)),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_CLAIMED' });
    }
    const after = await account(userID);
    expect(after.money).toBe(before.money + third.reward.value);
    expect(after.achievements.filter(([id]) => id === third.achievementID)).toHaveLength(1);
  });

  it('refuses a guest and a forged token', async () => {
    const guest = await claim(undefined, tier(1).achievementID);
    expect(guest.statusCode).toBe(401);
    expect(guest.json().status).toBe('FAIL');
    const forged = await claim('not.a.token', tier(1).achievementID);
    expect(forged.statusCode).toBe(401);
  });

  it("runs an operator's season in the rolling one's place, with its own track", async () => {
    const seasonID = FIRST_OPERATOR_SEASON_ID + room;
    await db()
      .insert(seasons)
      .values({
        seasonID,
        name: 'Operator Cup',
        startStamp: now() - 60,
        endStamp: now() + 86_400,
        totalRewards: 50,
      });
    try {
      const { token, userID } = await newPlayer();
      const current = (await get('/seasons/current', token)).json().results.season;
      expect(current).toMatchObject({ seasonID, name: 'Operator Cup', totalRewards: 50 });
      await raceOnce(userID);
      expect((await account(userID)).seasonID).toBe(seasonID);
      await updateUser(db(), userID, { seasonExperience: SEASON_XP_PER_TIER });
      const first = seasonRewardTrack(current)[0]!;
      expect((await claim(token, first.achievementID)).statusCode).toBe(200);
    } finally {
      await db().delete(seasons).where(eq(seasons.seasonID, seasonID));
    }
  });

  // Last: it moves the server's clock (which only goes forward) to the end of the season.
  it('counts a race at the last second of a season for it, and the next second for the next', async () => {
    const season = running();
    const { userID } = await inSeason(0, { seasonExperience: 10, seasonField4: 1 });
    server.clock.advance((season.endStamp - 1 - now()) * 1000);
    expect(now()).toBe(season.endStamp - 1);
    await raceOnce(userID);
    const last = await account(userID);
    expect([last.seasonID, last.seasonField4]).toEqual([season.seasonID, 2]);
    server.clock.advance(1000);
    await raceOnce(userID);
    const next = await account(userID);
    expect([next.seasonID, next.seasonField4]).toEqual([season.seasonID + 1, 1]);
    expect(next.seasonExperience).toBe(next.experience - last.experience);
  });
});

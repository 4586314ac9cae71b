// Attack on the season reward track (what seasons.test.ts does not already cover: a second claim,
// ten concurrent claims, GOLD_ONLY for a basic member and an unreached tier are there). Here: a
// client reading a hidden bonus reward before reaching it from GET /seasons/current, claiming that
// bonus early, a bonus of the same tier claimed in parallel, and a claim of an ended season's
// reward. Every refusal is the SPEC §8 FAIL format and changes nothing.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  BONUS_EVERY,
  SEASON_XP_PER_TIER,
  seasonRewardTrack,
  type SeasonReward,
} from '../../../src/domain/seasons/rewardTrack';
import { FIRST_OPERATOR_SEASON_ID, seasonAt } from '../../../src/domain/seasons/schedule';
import { seasons } from '../../../src/server/db/schema';
import { findUserById, updateUser } from '../../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from '../harness';

interface TrackEntry {
  achievementID: number;
  bonus: boolean;
  experience: number;
  reward: { type: string; value: number } | null;
}

describe.each(testDatabases)('attack: season reward claims on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const db = () => server.services.storage.db;
  const now = () => server.clock.nowSeconds();
  const running = () => seasonAt(now())!;
  const get = (url: string, token?: string) =>
    server.app.inject({
      method: 'GET',
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const claim = (token: string, id: number) => get(`/achievements/claim/${id}`, token);
  const account = async (userID: number) => (await findUserById(db(), userID))!;

  async function player(progress: Parameters<typeof updateUser>[2]) {
    const res = await register(server.app, uniqueName('atk'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await updateUser(db(), userID, progress);
    return { token: tokenOf(res), userID };
  }
  const firstBonus = (): SeasonReward =>
    seasonRewardTrack(running()).find((r) => r.bonus && r.tier === BONUS_EVERY)!;
  const trackOf = async (token?: string): Promise<TrackEntry[]> => {
    const res = await get('/seasons/current', token);
    expect(res.statusCode).toBe(200);
    return res.json().results.rewards;
  };

  it('does not tell a visitor or a player below it what a hidden bonus reward is', async () => {
    const bonus = firstBonus();
    const below = await player({
      seasonID: running().seasonID,
      seasonExperience: bonus.experience - 1,
    });
    for (const track of [await trackOf(), await trackOf(below.token)]) {
      const entry = track.find((r) => r.achievementID === bonus.achievementID);
      expect(entry).toMatchObject({ bonus: true, experience: bonus.experience, reward: null });
      // Every bonus is masked, and nothing else: the ordinary tiers still show their rewards.
      expect(track.filter((r) => r.bonus).every((r) => r.reward === null)).toBe(true);
      expect(track.filter((r) => !r.bonus).every((r) => r.reward !== null)).toBe(true);
    }
    // Reached: the player sees it, exactly as the claim will pay it.
    await updateUser(db(), below.userID, { seasonExperience: bonus.experience });
    const reached = (await trackOf(below.token)).find(
      (r) => r.achievementID === bonus.achievementID,
    );
    expect(reached!.reward).toEqual(bonus.reward);
  });

  it('refuses a hidden bonus claimed before it is reached, changing nothing', async () => {
    const bonus = firstBonus();
    const { token, userID } = await player({
      seasonID: running().seasonID,
      seasonExperience: bonus.experience - 1,
      membership: 'gold',
    });
    const before = await account(userID);
    const res = await claim(token, bonus.achievementID);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      status: 'FAIL',
      results: "You haven't earned that achievement yet.",
      code: 'NOT_EARNED',
    });
    expect(await account(userID)).toEqual(before);
  });

  it('pays a bonus and its tier each once when both are claimed in parallel, twice over', async () => {
    const bonus = firstBonus();
    const tier = seasonRewardTrack(running()).find((r) => !r.bonus && r.tier === bonus.tier)!;
    const { token, userID } = await player({
      seasonID: running().seasonID,
      seasonExperience: bonus.experience,
      membership: 'gold',
    });
    const before = await account(userID);
    const ids = [bonus.achievementID, tier.achievementID];
    const answers = await Promise.all([...ids, ...ids].map((id) => claim(token, id)));
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(2);
    for (const r of answers.filter((r) => r.statusCode !== 200)) {
      expect(r.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_CLAIMED' });
    }
    const after = await account(userID);
    for (const id of ids) {
      expect(after.achievements.filter(([claimed]) => claimed === id)).toHaveLength(1);
    }
    const cash = [bonus, tier].filter((r) => r.reward.type === 'money');
    expect(after.money).toBe(before.money + cash.reduce((sum, r) => sum + r.reward.value, 0));
  });

  it("refuses an ended season's reward, earned in full while it ran, changing nothing", async () => {
    const seasonID = FIRST_OPERATOR_SEASON_ID + 700 + Math.floor(Math.random() * 200);
    const ended = {
      seasonID,
      name: 'Ended Cup',
      startStamp: now() - 10 * 86_400,
      endStamp: now() - 60,
      totalRewards: 50,
    };
    await db().insert(seasons).values(ended);
    try {
      const { token, userID } = await player({
        seasonID,
        seasonExperience: 50 * SEASON_XP_PER_TIER,
        membership: 'gold',
      });
      const before = await account(userID);
      for (const reward of seasonRewardTrack(ended).slice(0, 3)) {
        const res = await claim(token, reward.achievementID);
        expect(res.statusCode).toBe(409);
        expect(res.json()).toMatchObject({ status: 'FAIL', code: 'INACTIVE' });
      }
      expect(await account(userID)).toEqual(before);
    } finally {
      await db().delete(seasons).where(eq(seasons.seasonID, seasonID));
    }
  });
});

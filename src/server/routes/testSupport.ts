// The end-to-end tests' set-up routes (TEST_HOOKS=1 only; see testSupportEndpoints.ts):
// state a browser test cannot reach quickly by playing, such as ten races already run.
import type { FastifyInstance } from 'fastify';

import { challengeIDFor, dayNumber } from '../../domain/challenges/dailyChallenges';
import { testSupportEndpoints as api } from '../../domain/contracts/testSupportEndpoints';
import { specialEventSchema } from '../../domain/events/specialEvent';
import { DAY_SECONDS } from '../../domain/time';
import { emptyRacingStats } from '../../domain/user';
import { saveEvent } from '../events/eventStore';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { ok, requireAuth } from '../http/session';
import { creditLeagueRace } from '../leagues/leagueCredit';
import { setMoneyForTest } from '../payments/testMoney';
import { lockUser, updateUser } from '../users/userRepo';
import { userView } from '../users/userView';

export async function testSupportRoutes(app: FastifyInstance): Promise<void> {
  const { clock, storage, leagues } = app.services;

  route(app, api.setupQualified, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const fresh = await updateUser(storage.db, user.userID, {
      qualifyingRaceComplete: true,
      avgSpeed: body.avgSpeed,
      avgAcc: user.avgAcc || 97,
      ...(body.memberDays === undefined
        ? {}
        : { createdStamp: clock.nowSeconds() - body.memberDays * DAY_SECONDS }),
    });
    return ok({ user: userView(fresh ?? user, clock.nowSeconds()) });
  });

  route(app, api.setupDailyChallenges, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const day = dayNumber(clock.nowSeconds());
    const typing = { ...(user.racingStats.typing ?? emptyRacingStats()), played: body.typingRaces };
    const fresh = await updateUser(storage.db, user.userID, {
      racingStats: { ...user.racingStats, typing },
      racesPlayed: Math.max(user.racesPlayed, body.typingRaces),
      qualifyingRaceComplete: true,
      avgSpeed: user.avgSpeed || 40,
      challenges: body.kinds.map((kind) => ({
        challengeID: challengeIDFor(day, kind),
        progress: 0,
        completeStamp: null,
      })),
    });
    return ok({ user: userView(fresh ?? user, clock.nowSeconds()) });
  });

  route(app, api.setupSpecialEvent, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    const now = clock.nowSeconds();
    await saveEvent(
      storage.db,
      specialEventSchema.parse({
        eventID: body.eventID,
        name: body.name,
        description: `${body.name}: a test event.`,
        startStamp: now + body.startsIn,
        endStamp: now + body.startsIn + body.lasts,
        cars: body.cars,
        bonus: { moneyPercent: body.moneyPercent, experiencePercent: body.moneyPercent },
      }),
    );
    const fresh =
      body.money === undefined ? user : await setMoneyForTest(storage.db, user, body.money, now);
    return ok({ user: userView(fresh ?? user, now) });
  });

  // Leagues: a player with races and this week's XP without racing them, and the rollover forced.
  route(app, api.setupLeague, async ({ body }, request, reply) => {
    const { user } = await requireAuth(request, reply);
    await storage.db.transaction(async (tx) => {
      const locked = await lockUser(tx, user.userID);
      if (!locked) throw notFound();
      await updateUser(tx, user.userID, {
        racesPlayed: body.racesPlayed,
        qualifyingRaceComplete: true,
        avgSpeed: locked.avgSpeed || 40,
      });
      const racer = { ...locked, racesPlayed: body.racesPlayed };
      await creditLeagueRace(
        tx,
        racer,
        { experience: body.experience, seconds: 60 },
        clock.nowSeconds(),
      );
    });
    const fresh = { ...user, racesPlayed: body.racesPlayed };
    return ok(await leagues.activity(fresh, 'user'));
  });

  route(app, api.forceLeagueRollover, async (_input, request, reply) => {
    await requireAuth(request, reply);
    const closed = await leagues.closeCurrentWeek();
    return ok({ closed: closed.map(({ weekStart, entries }) => ({ weekStart, entries })) });
  });
}

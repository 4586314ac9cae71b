// Security (issue 15): every change of a player's cash is a ledger row written in the same
// transaction, so balance = sum of ledger for every player. A scripted session of several players
// moves money through every feature that can (the starting cash, gold for yourself and as a gift,
// races, the shop, the daily reward, achievements, a season reward, extra levels, send and
// receive cash, founding a team), with repeated and concurrent requests where a route allows
// them (callbacks delivered three times at once, double buys and claims, crossing sends, parallel
// team founding), and refusals that must write nothing. Daily challenges and leagues pay XP, tiers
// and cups, never cash, so they have no ledger rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { currentSeason, SEASONS } from '../../src/domain/achievements/seasons';
import { LEVEL_TABLE } from '../../src/domain/progression/levelTable';
import { seasonRewardTrack } from '../../src/domain/seasons/rewardTrack';
import { seasonAt } from '../../src/domain/seasons/schedule';
import { updateUser } from '../../src/server/users/userRepo';
import { startTestServer, testDatabases, type TestServer } from './harness';
import { ledgerDriver } from './ledgerHarness';
import { paymentDriver, type Player } from './paymentsHarness';

/** "First Race": racesPlayed >= 1, pays $1,000 on claim. */
const FIRST_RACE = 101;
const NEW_PLAYER_MONEY = 25_000;

describe.each(testDatabases)('ledger after a mixed run on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database, {
      NEW_PLAYER_MONEY: String(NEW_PLAYER_MONEY),
      // Crossing sends check passwords at once; the guard's own limits are tested elsewhere.
      MAX_FAILED_LOGINS: '12',
      LOGIN_LOCK_AFTER: '20',
    });
  });
  afterAll(() => server?.close());

  const { player, startCheckout, press } = paymentDriver(() => server);
  const drive = ledgerDriver(() => server);
  const db = () => server.services.storage.db;

  /** Into a season of the catalogue (its extra tier) that the schedule also runs (its track). */
  function inASeason() {
    const now = server.clock.nowSeconds();
    const running = SEASONS.find((s) => s.seasonID === currentSeason(now)?.seasonID);
    if (running) return running;
    const next = SEASONS.find((s) => s.startStamp > now)!;
    server.clock.advance((next.startStamp - now + 3600) * 1000);
    return next;
  }

  const paidCallback = (sessionID: string) =>
    server.app.inject({
      method: 'POST',
      url: '/api/v2/payments/sandbox/callback',
      payload: server.services.sandboxSigner.callback(sessionID, 'paid', server.clock.nowSeconds()),
    });

  it('balance = sum of ledger for every player', { timeout: 240_000 }, async () => {
    const catalogueSeason = inASeason();
    const players = await Promise.all([1, 2, 3, 4, 5].map(() => player('led')));
    const [a, b, c, d, e] = players as [Player, Player, Player, Player, Player];

    // Races, before and after gold (gold doubles race cash), several players at once.
    await Promise.all([drive.race(a, 60, 1), drive.race(b, 45, 3), drive.race(e, 50, 2)]);

    // a and e buy yearly gold; b gives c lifetime gold, the callback delivered three times at once.
    for (const p of [a, e]) await press((await startCheckout(p, 'gold-yearly')).sessionID, 'pay');
    const gift = await startCheckout(b, 'gold-gift-lifetime', c.username);
    await Promise.all([1, 2, 3].map(() => paidCallback(gift.sessionID)));
    // d declines: no gold, no cash, no row.
    await press((await startCheckout(d, 'gold-monthly')).sessionID, 'decline');
    await Promise.all([drive.race(a, 70, 1), drive.race(c, 50, 2)]);

    // Shop: a and c each buy a car twice at once (one of each pair is refused); a sells it.
    for (const p of [a, c]) {
      const car = await drive.cheapCar(p);
      await Promise.all([drive.buyCar(p, car.srlID), drive.buyCar(p, car.srlID)]);
      if (p === a) expect((await drive.sellCar(p, car.id)).statusCode).toBe(200);
    }

    // The daily reward, claimed twice at once by everyone: granted once each.
    await Promise.all(players.flatMap((p) => [drive.daily(p), drive.daily(p)]));

    // Achievements: earned by the check, claimed twice at once (paid once).
    for (const p of [a, b]) {
      expect((await drive.check(p, [FIRST_RACE])).statusCode).toBe(200);
      const claims = await Promise.all([drive.claim(p, FIRST_RACE), drive.claim(p, FIRST_RACE)]);
      expect(claims.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    }

    // A season reward (a free cash tier), claimed twice at once.
    const season = seasonAt(server.clock.nowSeconds())!;
    const tier = seasonRewardTrack(season).find(
      (r) => r.free && !r.bonus && r.reward.type === 'money',
    )!;
    await updateUser(db(), d.userID, {
      seasonID: season.seasonID,
      seasonExperience: tier.experience,
    });
    const tierClaims = await Promise.all([1, 2].map(() => drive.claim(d, tier.achievementID)));
    expect(tierClaims.map((r) => r.statusCode).sort()).toEqual([200, 409]);

    // Extra levels: e has the XP of level 103; five requests at once pay once.
    const extraTier = 1200 + SEASONS.indexOf(catalogueSeason) * 10 + 9;
    await updateUser(db(), e.userID, { experience: LEVEL_TABLE.threshold[103]!, level: 103 });
    const extras = await Promise.all([1, 2, 3, 4, 5].map(() => drive.extra(e, extraTier)));
    expect(extras.filter((r) => r.statusCode === 200)).toHaveLength(1);

    // Cash between gold members: crossing sends at once, one refused for want of cash, and the
    // receivers collect twice at once (each gift paid once).
    const sends = await Promise.all([
      drive.sendCash(a, e, 5_000),
      drive.sendCash(e, a, 3_000),
      drive.sendCash(a, b, 1_000),
      drive.sendCash(e, b, 1_000_000),
    ]);
    expect(sends.map((r) => r.statusCode)).toEqual([200, 200, 200, 409]);
    await Promise.all([a, b, e].flatMap((p) => [drive.receiveCash(p), drive.receiveCash(p)]));
    // A basic member cannot send: refused, nothing written.
    expect((await drive.sendCash(d, a, 100)).statusCode).toBe(403);

    // Founding teams: c twice at once (one team is founded), b once.
    const tag = () => `L${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
    const founding = await Promise.all([drive.foundTeam(c, tag()), drive.foundTeam(c, tag())]);
    expect(founding.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect((await drive.foundTeam(b, tag())).statusCode).toBe(200);

    const kinds = await drive.expectBalancesMatchLedger(players);
    expect([...kinds].sort()).toEqual(
      [
        'opening-balance',
        'gold-purchase',
        'gold-gift',
        'gift-sent',
        'race',
        'shop',
        'daily-reward',
        'achievement',
        'season-reward',
        'extra-level',
        'cash-sent',
        'cash-received',
        'team-founding',
      ].sort(),
    );
  });
});

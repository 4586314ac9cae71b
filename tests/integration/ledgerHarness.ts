// Drivers for the ledger run: each money-moving feature called the way a scripted client calls it
// (the HTTP routes, with the player's token), and the check that a balance is its ledger's sum.
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';

import type { ShopResults } from '../../src/domain/contracts/garage';
import type { RaceFigures } from '../../src/domain/race/verify';
import { ledger, users } from '../../src/server/db/schema';
import { ledgerSums } from '../../src/server/payments/ledger';
import { PASSWORD, type TestServer } from './harness';
import type { Player } from './paymentsHarness';

const figures = (wpm: number): RaceFigures => ({
  wpm,
  accuracy: 96,
  errors: 2,
  consistency: 80,
  durationMs: 40_000,
  typedChars: 220,
  nitrosUsed: 0,
});

export function ledgerDriver(server: () => TestServer) {
  let room = 0;
  const auth = (p: Player) => ({ authorization: `Bearer ${p.token}` });
  const post = (p: Player, url: string, payload: object = {}) =>
    server().app.inject({ method: 'POST', url: `/api/v2${url}`, headers: auth(p), payload });
  const get = (p: Player, url: string) =>
    server().app.inject({ method: 'GET', url: `/api/v2${url}`, headers: auth(p) });

  /** A race recorded as the race server records a finished one. */
  const race = (p: Player, wpm: number, place: number) =>
    server().services.race.record({
      race: {
        roomID: `ledger-${p.userID}-${(room += 1)}`,
        site: 'typing',
        passageID: 1,
        lessonID: null,
        scoringMode: 'competitive',
        racers: 5,
        startedStamp: server().clock.nowSeconds(),
      },
      racer: { userID: p.userID },
      figures: figures(wpm),
      place,
      qualifying: false,
    });

  async function cheapCar(p: Player) {
    const shop = (await get(p, '/shop')).json().results as ShopResults;
    return shop.dealerships[0]!.items.find((l) => !l.goldOnly && !l.owned && l.price <= 60_000)!;
  }

  return {
    race,
    cheapCar,
    buyCar: (p: Player, srlID: number) => post(p, `/loot/dealership/${srlID}/buy`),
    sellCar: (p: Player, carID: number) => post(p, '/loot/sell-car', { carID }),
    daily: (p: Player) => get(p, '/rewards/daily'),
    check: (p: Player, ids: number[]) => post(p, '/achievements/check', { ids }),
    claim: (p: Player, id: number) => get(p, `/achievements/claim/${id}`),
    extra: (p: Player, id: number) => post(p, '/achievements/extra', { id }),
    sendCash: (p: Player, to: Player, amount: number) =>
      post(p, `/players/${to.userID}/send-cash`, { amount, password: PASSWORD }),
    receiveCash: (p: Player) => post(p, '/players/receive-cash'),
    foundTeam: (p: Player, tag: string) =>
      post(p, '/teams/create', {
        tag,
        name: 'Ledger Racers',
        tagColor: '#ff3366',
        enrollment: 'application',
        minRaces: 0,
        minSpeed: 0,
        otherRequirements: '',
        autoRemove: false,
        password: 'team-secret',
      }),

    /** Every player's balance equals the sum of their ledger rows; the kinds the run wrote. */
    async expectBalancesMatchLedger(players: readonly Player[]): Promise<Set<string>> {
      const db = server().services.storage.db;
      const sums = await ledgerSums(db);
      for (const p of players) {
        const [row] = await db.select().from(users).where(eq(users.userID, p.userID));
        expect(row!.money, p.username).toBe(sums.get(p.userID) ?? 0);
      }
      const rows = await db.select({ kind: ledger.kind }).from(ledger);
      return new Set(rows.map((r) => r.kind));
    },
  };
}

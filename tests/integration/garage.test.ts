// The garage, loot and shop calls against the real server and database: purchases move money and
// items in one transaction (concurrent clicks never charge twice or overdraw), arrangement and
// equip persist, and the daily reward is granted once per countdown.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ShopListing, ShopResults } from '../../src/domain/contracts/garage';
import { users } from '../../src/server/db/schema';
import { findUserById } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

describe.each(testDatabases)('garage, loot and shop on $name', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  async function newPlayer(money = 0, extra: Partial<typeof users.$inferInsert> = {}) {
    const res = await register(server.app, uniqueName('garage'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await server.services.storage.db
      .update(users)
      .set({ money, level: 60, ...extra })
      .where(eq(users.userID, userID));
    return { userID, token: tokenOf(res) };
  }

  const call = (token: string, method: 'GET' | 'POST', url: string, payload?: unknown) =>
    server.app.inject({
      method,
      url: `/api/v2${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload === undefined ? {} : { payload: payload as object }),
    });

  const row = async (userID: number) => (await findUserById(server.services.storage.db, userID))!;

  async function shop(token?: string, date?: string): Promise<ShopResults> {
    const res = await server.app.inject({
      url: `/api/v2/shop${date ? `?date=${date}` : ''}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
    expect(res.statusCode).toBe(200);
    return res.json().results;
  }

  async function carListing(token: string, pick: (l: ShopListing) => boolean) {
    const { dealerships } = await shop(token);
    const listing = dealerships[0]!.items.find(pick);
    expect(listing).toBeDefined();
    return listing!;
  }

  it('serves the catalogue: 50+ cars and 100+ loot items of every type', async () => {
    const cars = (await server.app.inject({ url: '/api/v2/cars' })).json().results.cars;
    const loot = (await server.app.inject({ url: '/api/v2/loot' })).json().results.loot;
    expect(cars.length).toBeGreaterThanOrEqual(50);
    expect(loot.length).toBeGreaterThanOrEqual(100);
    for (const type of ['sticker', 'trail', 'title', 'nametag', 'nitro']) {
      expect(loot.filter((item: { type: string }) => item.type === type).length).toBeGreaterThan(9);
    }
  });

  it('rotates the daily items by date and honours the date query', async () => {
    const a = await shop(undefined, '2026-03-04');
    const again = await shop(undefined, '2026-03-04');
    const b = await shop(undefined, '2026-03-05');
    expect(a.date).toBe('2026-03-04');
    expect(a.daily).toHaveLength(6);
    expect(again.daily.map((i) => i.srlID)).toEqual(a.daily.map((i) => i.srlID));
    expect(b.daily.map((i) => i.srlID)).not.toEqual(a.daily.map((i) => i.srlID));
    // One deal a day, ending with the day.
    expect(a.daily.filter((i) => i.onSale)).toHaveLength(1);
    const deal = a.daily.find((i) => i.onSale)!;
    expect(deal.effectivePrice).toBeLessThan(deal.price);
    const bad = await shop(undefined, 'yesterday');
    expect(bad.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The car and loot dealerships, then the cash hub (-1); no merch tab without MERCH_STORE_URL.
    expect(a.dealerships.map((d) => d.assetKey)).toEqual(['default', 'season_shop', 'cash_shop']);
    // Nitro Motors lists its cars cheapest first.
    const prices = a.dealerships[0]!.items.map((i) => i.price);
    expect(prices).toEqual([...prices].sort((x, y) => x - y));
    expect(new Set(prices).size).toBeGreaterThan(1);
  });

  it('buys a car into the first free slot, once, and refuses what the player cannot buy', async () => {
    const { userID, token } = await newPlayer(50_000);
    const car = await carListing(token, (l) => !l.goldOnly && l.price <= 20_000);
    const res = await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ type: 'car', id: car.id });
    const after = await row(userID);
    expect(after.money).toBe(50_000 - car.price);
    expect(after.cars.some(([id, status]) => id === car.id && status === 'owned')).toBe(true);
    expect(after.garage[1]).toBe(String(car.id));

    const twice = await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {});
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_OWNED' });
    expect((await row(userID)).money).toBe(50_000 - car.price);

    const dear = await carListing(token, (l) => !l.goldOnly && l.price > 50_000);
    const poor = await call(token, 'POST', `/loot/dealership/${dear.srlID}/buy`, {});
    expect(poor.statusCode).toBe(402);
    expect(poor.json().results).toContain('You need');
    expect((await row(userID)).money).toBe(50_000 - car.price);

    const gold = await carListing(token, (l) => l.goldOnly);
    await server.services.storage.db
      .update(users)
      .set({ money: 10_000_000 })
      .where(eq(users.userID, userID));
    const locked = await call(token, 'POST', `/loot/dealership/${gold.srlID}/buy`, {});
    expect(locked.json().code).toBe('GOLD_ONLY');

    expect((await call(token, 'POST', '/loot/dealership/999999/buy', {})).statusCode).toBe(404);
    expect((await call(token, 'POST', '/loot/dealership/abc/buy', {})).statusCode).toBe(400);
    expect(
      (await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, { price: 1 })).statusCode,
    ).toBe(400);
    const anonymous = await server.app.inject({
      method: 'POST',
      url: `/api/v2/loot/dealership/${car.srlID}/buy`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('charges once when the same purchase is clicked many times at once', async () => {
    const { userID, token } = await newPlayer(30_000);
    const car = await carListing(
      token,
      (l) => !l.goldOnly && l.price <= 30_000 && l.price > 10_000,
    );
    const clicks = await Promise.all(
      Array.from({ length: 6 }, () => call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {})),
    );
    expect(clicks.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const after = await row(userID);
    expect(after.money).toBe(30_000 - car.price);
    expect(after.cars.filter(([id]) => id === car.id)).toHaveLength(1);
    expect(after.garage.filter((slot) => slot === String(car.id))).toHaveLength(1);
  });

  it('never lets concurrent purchases of different items overdraw', async () => {
    const { token, userID } = await newPlayer(0);
    const { dealerships } = await shop(token);
    const affordable = dealerships[0]!.items.filter((l) => !l.goldOnly && l.price >= 10_000);
    const [a, b, c] = affordable;
    const money = Math.max(a!.price, b!.price, c!.price);
    await server.services.storage.db.update(users).set({ money }).where(eq(users.userID, userID));
    const results = await Promise.all(
      [a!, b!, c!].map((l) => call(token, 'POST', `/loot/dealership/${l.srlID}/buy`, {})),
    );
    const bought = results.filter((r) => r.statusCode === 200).map((r) => r.json().results.id);
    const after = await row(userID);
    expect(after.money).toBeGreaterThanOrEqual(0);
    const spent = [a!, b!, c!]
      .filter((l) => bought.includes(l.id))
      .reduce((s, l) => s + l.price, 0);
    expect(after.money).toBe(money - spent);
    expect(spent).toBeLessThanOrEqual(money);
  });

  it("buys from today's shop only what is on show today", async () => {
    const { token, userID } = await newPlayer(1_000_000);
    const today = await shop(token);
    const item = today.daily.find((i) => !i.owned)!;
    const res = await call(token, 'POST', `/loot/shop/${item.srlID}/buy`, {});
    expect(res.statusCode).toBe(200);
    const after = await row(userID);
    expect(after.money).toBe(1_000_000 - item.effectivePrice);
    if (item.type === 'nitros') expect(after.nitros).toBe(item.quantity);
    else expect(after.loot.some((l) => l.lootID === item.id && l.equipped === 0)).toBe(true);
    const pool = server.services.garage.listings.dailyPool.map((i) => i.srlID);
    const notToday = pool.find((id) => !today.daily.some((i) => i.srlID === id))!;
    expect((await call(token, 'POST', `/loot/shop/${notToday}/buy`, {})).statusCode).toBe(404);
  });

  it('arranges the garage as the server rules say, and keeps the order', async () => {
    const { token, userID } = await newPlayer(200_000);
    const cars = (await shop(token)).dealerships[0]!.items.filter(
      (l) => !l.goldOnly && l.price <= 30_000,
    );
    for (const car of cars.slice(0, 2)) {
      expect((await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {})).statusCode).toBe(
        200,
      );
    }
    const [x, y] = [String(cars[0]!.id), String(cars[1]!.id)];
    const wanted = ['', y, '1', '', x, '999', y];
    const res = await call(token, 'POST', '/loot/arrange-cars', { garage: wanted });
    expect(res.statusCode).toBe(200);
    const expected = ['', y, '1', '', x, '', ''].concat(Array(23).fill(''));
    expect(res.json().results.garage).toEqual(expected);
    expect((await row(userID)).garage).toEqual(expected);
    expect((await call(token, 'POST', '/loot/arrange-cars', { garage: ['car'] })).statusCode).toBe(
      400,
    );
    expect((await call(token, 'POST', '/loot/arrange-cars', { garage: [] })).statusCode).toBe(400);
  });

  it('equips loot, titles and paint by the SPEC rules', async () => {
    const { token, userID } = await newPlayer(0);
    const loot = server.services.garage.catalogue.loot;
    const trail = loot.find((i) => i.type === 'trail')!;
    const title = loot.find((i) => i.type === 'title')!;
    await server.services.storage.db
      .update(users)
      .set({
        loot: [
          { lootID: trail.lootID, type: 'trail', equipped: 0, createdStamp: 1_800_000_000 },
          { lootID: title.lootID, type: 'title', equipped: 0, createdStamp: 1_800_000_000 },
        ],
      })
      .where(eq(users.userID, userID));
    const res = await call(token, 'POST', '/loot/equip', [
      { type: 'trail', id: trail.lootID },
      { type: 'title', id: title.lootID },
      { type: 'car', id: 1, hueAngle: 200 },
    ]);
    expect(res.statusCode).toBe(200);
    const user = res.json().results.user;
    expect(user.title).toBe(title.name);
    expect(user.carHueAngle).toBe(200);
    const after = await row(userID);
    expect(after.loot.find((l) => l.lootID === trail.lootID)?.equipped).toBe(1);
    expect(after.carHueAngle).toBe(200);

    const same = await call(token, 'POST', '/loot/equip', [{ type: 'title', id: title.lootID }]);
    expect(same.statusCode).toBe(409);
    expect(same.json().results).toMatch(/unable to save changes/i);
    const notOwned = loot.find((i) => i.type === 'trail' && i.lootID !== trail.lootID)!;
    const refused = await call(token, 'POST', '/loot/equip', [
      { type: 'trail', id: notOwned.lootID },
    ]);
    expect(refused.statusCode).toBe(409);
    const unequip = await call(token, 'POST', '/loot/equip', [{ type: 'trail', id: null }]);
    expect(unequip.statusCode).toBe(200);
    expect((await row(userID)).loot.find((l) => l.lootID === trail.lootID)?.equipped).toBe(0);
    expect((await call(token, 'POST', '/loot/equip', [{ type: 'hat', id: 1 }])).statusCode).toBe(
      400,
    );
  });

  it('sells a car for half its price and buys it back into the first free slot', async () => {
    const { token, userID } = await newPlayer(100_000);
    const car = await carListing(token, (l) => !l.goldOnly && l.price <= 30_000);
    await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {});
    const current = await call(token, 'POST', '/loot/sell-car', { carID: 1 });
    expect(current.statusCode).toBe(409);
    const sold = await call(token, 'POST', '/loot/sell-car', { carID: car.id });
    expect(sold.statusCode).toBe(200);
    const after = await row(userID);
    expect(after.money).toBe(100_000 - car.price + Math.floor(car.price / 2));
    expect(after.cars.find(([id]) => id === car.id)?.[1]).toBe('sold');
    expect(after.garage).not.toContain(String(car.id));
    const again = await call(token, 'POST', `/loot/dealership/${car.srlID}/buy`, {});
    expect(again.statusCode).toBe(200);
    const back = await row(userID);
    expect(back.cars.find(([id]) => id === car.id)?.[1]).toBe('owned');
    expect(back.garage.indexOf(String(car.id))).toBe(1);
  });

  it('claims the daily reward once per countdown', async () => {
    const { token, userID } = await newPlayer(0);
    const first = await call(token, 'GET', '/rewards/daily');
    expect(first.statusCode).toBe(200);
    const { reward, user } = first.json().results;
    expect(['money', 'nitros', 'car']).toContain(reward.type);
    expect(user.rewardCountdown).toBe(server.clock.nowSeconds() + 86_400);
    const before = await row(userID);
    // Asking again in the same window answers the same reward and grants nothing.
    const second = await call(token, 'GET', '/rewards/daily');
    expect(second.statusCode).toBe(200);
    expect(second.json().results).toMatchObject({ reward, repeated: true });
    expect(await row(userID)).toEqual(before);
    server.clock.advance(86_400_000);
    const tomorrow = await call(token, 'GET', '/rewards/daily');
    expect(tomorrow.statusCode).toBe(200);
  });
});

// Special events against the real server and database: GET /events lists what runs and what is to
// come, the Event Showroom sells an event's cars only while it runs (SPEC §8 FAIL before and
// after), concurrent buys charge once, forged listing ids find nothing, and a race in an event car
// pays the event's bonus.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

import type { EventsResults } from '../../src/domain/contracts/eventEndpoints';
import type { ShopResults } from '../../src/domain/contracts/garage';
import type { SpecialEvent } from '../../src/domain/events/specialEvent';
import type { RaceFigures } from '../../src/domain/race/verify';
import { EVENT_DEALERSHIP_ID, eventListingID } from '../../src/domain/shop/eventListings';
import { specialEvents, users } from '../../src/server/db/schema';
import { saveEvent } from '../../src/server/events/eventStore';
import { findUserById } from '../../src/server/users/userRepo';
import {
  register,
  startTestServer,
  testDatabases,
  tokenOf,
  uniqueName,
  type TestServer,
} from './harness';

const FROSTBITE = 49;
const GLOWWORM = 52;
const STARTER = 1;

const figures: RaceFigures = {
  wpm: 60,
  accuracy: 98,
  errors: 1,
  consistency: 80,
  durationMs: 40_000,
  typedChars: 200,
  nitrosUsed: 0,
};

describe.each(testDatabases)('special events on $name', (database) => {
  let server: TestServer;
  let nextEventID = 500;
  let room = 0;
  beforeAll(async () => {
    server = await startTestServer(database);
  });
  afterAll(() => server?.close());

  const now = () => server.clock.nowSeconds();
  const db = () => server.services.storage.db;

  /** An event timed from the server's clock: `startsIn` seconds from now, lasting `lasts`. */
  async function newEvent(startsIn: number, lasts: number, over: Partial<SpecialEvent> = {}) {
    const event: SpecialEvent = {
      eventID: (nextEventID += 1),
      name: `Test Event ${nextEventID}`,
      description: 'A test event.',
      startStamp: now() + startsIn,
      endStamp: now() + startsIn + lasts,
      cars: [
        { carID: FROSTBITE, price: 120_000 },
        { carID: GLOWWORM, price: 45_000 },
      ],
      bonus: { moneyPercent: 25, experiencePercent: 10 },
      ...over,
    };
    await saveEvent(db(), event);
    return event;
  }

  async function newPlayer(money = 0) {
    const res = await register(server.app, uniqueName('events'));
    expect(res.statusCode).toBe(200);
    const userID = res.json().results.user.userID as number;
    await db().update(users).set({ money, level: 60 }).where(eq(users.userID, userID));
    return { userID, token: tokenOf(res) };
  }

  const get = (url: string, token?: string) =>
    server.app.inject({
      url: `/api/v2${url}`,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const buy = (token: string, srlID: number, payload: object = {}) =>
    server.app.inject({
      method: 'POST',
      url: `/api/v2/loot/dealership/${srlID}/buy`,
      headers: { authorization: `Bearer ${token}` },
      payload,
    });
  const events = async (token?: string): Promise<EventsResults> => {
    const res = await get('/events', token);
    expect(res.statusCode).toBe(200);
    return res.json().results;
  };
  const eventShowroom = async (token?: string) => {
    const res = await get('/shop', token);
    expect(res.statusCode).toBe(200);
    const shop: ShopResults = res.json().results;
    return shop.dealerships.find((d) => d.dealershipID === EVENT_DEALERSHIP_ID);
  };
  const money = async (userID: number) => (await findUserById(db(), userID))!.money;

  it('lists the running events and those to come, with their cars and bonus', async () => {
    const running = await newEvent(-60, 3600);
    const coming = await newEvent(7200, 3600);
    const over = await newEvent(-7200, 3600);
    const answer = await events();
    expect(answer.now).toBe(now());
    const runningIDs = answer.running.map((e) => e.eventID);
    expect(runningIDs).toContain(running.eventID);
    expect(runningIDs).not.toContain(coming.eventID);
    expect(answer.upcoming.map((e) => e.eventID)).toContain(coming.eventID);
    expect([...runningIDs, ...answer.upcoming.map((e) => e.eventID)]).not.toContain(over.eventID);
    const listed = answer.running.find((e) => e.eventID === running.eventID)!;
    expect(listed).toMatchObject({
      name: running.name,
      endStamp: running.endStamp,
      bonus: { moneyPercent: 25, experiencePercent: 10 },
    });
    expect(listed.cars.map((c) => [c.carID, c.name, c.price, c.srlID])).toEqual([
      [FROSTBITE, 'Frostbite', 120_000, eventListingID(running.eventID, FROSTBITE)],
      [GLOWWORM, 'Glowworm', 45_000, eventListingID(running.eventID, GLOWWORM)],
    ]);
    // A guest owns nothing and drives nothing.
    expect(listed.cars.every((c) => !c.owned && !c.current)).toBe(true);
  });

  it('puts the Event Showroom in the shop only while an event runs', async () => {
    await db().delete(specialEvents);
    expect(await eventShowroom()).toBeUndefined();
    const event = await newEvent(-10, 100);
    const showroom = await eventShowroom();
    expect(showroom?.name).toBe('Event Showroom');
    expect(showroom?.items.map((i) => [i.id, i.effectivePrice])).toEqual([
      [FROSTBITE, 120_000],
      [GLOWWORM, 45_000],
    ]);
    // The shop's reference date after the event: no showroom.
    const after = new Date((event.endStamp + 86_400) * 1000).toISOString().slice(0, 10);
    const later: ShopResults = (await get(`/shop?date=${after}`)).json().results;
    expect(later.dealerships.some((d) => d.dealershipID === EVENT_DEALERSHIP_ID)).toBe(false);
  });

  it('sells an event car for the event’s price while it runs, and says so on /events', async () => {
    const event = await newEvent(-10, 3600);
    const player = await newPlayer(200_000);
    const res = await buy(player.token, eventListingID(event.eventID, GLOWWORM), { hueAngle: 90 });
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toMatchObject({ type: 'car', id: GLOWWORM });
    expect(await money(player.userID)).toBe(200_000 - 45_000);
    const car = (await events(player.token)).running
      .find((e) => e.eventID === event.eventID)!
      .cars.find((c) => c.carID === GLOWWORM)!;
    expect(car.owned).toBe(true);
  });

  it('refuses an event car before the event and after it ends, in the FAIL format', async () => {
    const event = await newEvent(600, 600);
    const player = await newPlayer(500_000);
    const srlID = eventListingID(event.eventID, FROSTBITE);

    const early = await buy(player.token, srlID);
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual({
      status: 'FAIL',
      results: 'Frostbite is not in the shop yet.',
      code: 'NOT_STARTED',
    });

    server.clock.advance(1200 * 1000); // to the very second the event ends
    expect(now()).toBe(event.endStamp);
    const late = await buy(player.token, srlID);
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      status: 'FAIL',
      results: 'Frostbite is no longer in the shop.',
      code: 'EXPIRED',
    });
    expect(await money(player.userID)).toBe(500_000);
    expect((await findUserById(db(), player.userID))!.cars.map(([id]) => id)).not.toContain(
      FROSTBITE,
    );
  });

  it('charges once for concurrent buys of the same event car', async () => {
    const event = await newEvent(-10, 3600);
    const player = await newPlayer(300_000);
    const srlID = eventListingID(event.eventID, FROSTBITE);
    const answers = await Promise.all(Array.from({ length: 6 }, () => buy(player.token, srlID)));
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 409, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ status: 'FAIL', code: 'ALREADY_OWNED' });
    }
    expect(await money(player.userID)).toBe(300_000 - 120_000);
    const owned = (await findUserById(db(), player.userID))!.cars.filter(
      ([id]) => id === FROSTBITE,
    );
    expect(owned).toHaveLength(1);
  });

  it('finds nothing for forged listing ids and ignores a client-sent price', async () => {
    const event = await newEvent(-10, 3600);
    const player = await newPlayer(300_000);
    for (const srlID of [
      eventListingID(event.eventID, STARTER), // a car the event does not sell
      eventListingID(1_999_999, FROSTBITE), // no such event
      eventListingID(event.eventID, 999), // no such car
    ]) {
      const res = await buy(player.token, srlID);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'NOT_FOUND' });
    }
    const priced = await buy(player.token, eventListingID(event.eventID, FROSTBITE), { price: 1 });
    expect(priced.statusCode).toBe(400);
    expect(priced.json()).toMatchObject({ status: 'FAIL' });
    expect(await money(player.userID)).toBe(300_000);
  });

  it('refuses a guest’s buy', async () => {
    const event = await newEvent(-10, 3600);
    const res = await server.app.inject({
      method: 'POST',
      url: `/api/v2/loot/dealership/${eventListingID(event.eventID, FROSTBITE)}/buy`,
      payload: {},
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ status: 'FAIL' });
  });

  it('leaves a malformed operator row out instead of failing', async () => {
    await db()
      .insert(specialEvents)
      .values({
        eventID: 1_999_000,
        name: 'Backwards',
        startStamp: now() + 100,
        endStamp: now() + 50,
        cars: [{ carID: FROSTBITE, price: 1 }],
        bonus: { moneyPercent: 10, experiencePercent: 10 },
      });
    const answer = await events();
    expect([...answer.running, ...answer.upcoming].map((e) => e.name)).not.toContain('Backwards');
    const res = await buy((await newPlayer(10)).token, eventListingID(1_999_000, FROSTBITE));
    expect(res.statusCode).toBe(404);
  });

  describe('the event bonus on a race', () => {
    // Only this test's event runs (earlier ones share its cars).
    beforeEach(async () => {
      await db().delete(specialEvents);
    });
    const race = (userID: number) =>
      server.services.race.record({
        race: {
          roomID: `ev-${userID}-${(room += 1)}`,
          site: 'typing',
          passageID: 1,
          lessonID: null,
          scoringMode: 'competitive',
          racers: 5,
          startedStamp: now(),
        },
        racer: { userID },
        figures,
        place: 1,
        qualifying: false,
      });

    it('pays the bonus line in an event car, and not in another car', async () => {
      const event = await newEvent(-10, 3600, {
        bonus: { moneyPercent: 50, experiencePercent: 20 },
      });
      const player = await newPlayer(0);
      const plain = await race(player.userID);
      expect(plain.lines.some((l) => l.label.endsWith('event car'))).toBe(false);

      await db()
        .update(users)
        .set({ carID: FROSTBITE, cars: [[FROSTBITE, 'owned', 0]] })
        .where(eq(users.userID, player.userID));
      const before = await money(player.userID);
      const boosted = await race(player.userID);
      const line = boosted.lines.find((l) => l.label === `${event.name} event car`);
      expect(line).toEqual({
        label: `${event.name} event car`,
        money: Math.floor(plain.money * 0.5),
        experience: Math.floor(plain.experience * 0.2),
      });
      expect(boosted.money).toBe(plain.money + line!.money);
      expect(await money(player.userID)).toBe(before + boosted.money);
    });

    it('stops paying it when the event ends', async () => {
      const event = await newEvent(-10, 30);
      const player = await newPlayer(0);
      await db()
        .update(users)
        .set({ carID: GLOWWORM, cars: [[GLOWWORM, 'owned', 0]] })
        .where(eq(users.userID, player.userID));
      expect((await race(player.userID)).lines.map((l) => l.label)).toContain(
        `${event.name} event car`,
      );
      server.clock.advance(30 * 1000);
      expect((await race(player.userID)).lines.map((l) => l.label)).not.toContain(
        `${event.name} event car`,
      );
    });
  });
});

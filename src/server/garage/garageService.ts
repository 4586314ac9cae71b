// Everything a player does with what they own: arrange the garage, equip, sell, buy, claim the
// daily reward. Each call locks the player's row, runs the domain rule on the User it describes and
// writes back only the fields a garage change can touch, in one transaction: two clicks (or two
// tabs) can never spend the same money twice, and a refused change writes nothing.
import { asc } from 'drizzle-orm';

import type { Car, LootItem } from '../../domain/catalogue';
import type { Clock } from '../../domain/clock';
import type { EquipBody, ShopListing } from '../../domain/contracts/garage';
import { validateArrangement } from '../../domain/garage/arrangement';
import { sellBackRefund, sellCar } from '../../domain/garage/cars';
import { applyEquip, planEquip } from '../../domain/garage/equip';
import { lootCatalogue, type LootCatalogue } from '../../domain/garage/lootTypes';
import { mathLessonSchema, type MathLesson } from '../../domain/math/lessons';
import {
  claimDaily,
  claimInCurrentWindow,
  dailyRewardCarIDs,
  dailyRewardFor,
  dailyRewardSecondsLeft,
  rewardDay,
} from '../../domain/rewards/dailyReward';
import type { GarageReward } from '../../domain/rewards/grant';
import { countdownText } from '../../domain/rewards/mysteryBox';
import { DAILY_UNLOCK_RACES } from '../../domain/shop/dailyItems';
import {
  decodeEventListing,
  eventCarListings,
  type ListedEvent,
} from '../../domain/shop/eventListings';
import { formatMoney } from '../../domain/shop/money';
import { applyPurchase, type PurchaseRejection } from '../../domain/shop/purchase';
import type { ShopItem } from '../../domain/shop/shopTypes';
import { shopItemsView, type ShopCatalogue } from '../../domain/shop/shopView';
import type { User } from '../../domain/user';
import type { Db } from '../db/client';
import { cars as carsTable, lootItems, mathLessons } from '../db/schema';
import { findEvent } from '../events/eventStore';
import { AppError, badRequest, conflict, notFound } from '../http/errors';
import { recordMoneyChange } from '../payments/ledger';
import { lockUser, updateUser, type NewUserRow } from '../users/userRepo';
import { userView } from '../users/userView';
import {
  buildShopListings,
  eventDealership,
  secondsToRotation,
  type ShopListings,
} from './shopListings';

/** The columns a garage change may write; everything else on the row is left alone. */
function garageFields(user: User): Partial<NewUserRow> {
  return {
    money: user.money,
    nitros: user.nitros,
    cars: user.cars,
    garage: user.garage,
    loot: user.loot,
    carID: user.carID,
    carHueAngle: user.carHueAngle,
    title: user.title,
    rewardCountdown: user.rewardCountdown,
    lastMysteryBoxClaimed: user.lastMysteryBoxClaimed,
    moneySpent: user.moneySpent,
    lastPurchase: user.lastPurchase,
  };
}

const PURCHASE_MESSAGES: Record<PurchaseRejection, (item: string, price: number) => string> = {
  'not-enough-money': (item, price) => `You need ${formatMoney(price)} to buy ${item}.`,
  'level-too-low': (item) => `${item} unlocks at a higher level. Keep racing!`,
  'gold-only': (item) => `${item} is for Nitro Gold members.`,
  'already-owned': (item) => `You already own ${item}.`,
  'not-for-sale': (item) => `${item} is not for sale.`,
  expired: (item) => `${item} is no longer in the shop.`,
  'not-started': (item) => `${item} is not in the shop yet.`,
};

const CAR_MESSAGES = {
  'not-owned': "You don't own that car.",
  'current-car': 'Switch to another car before selling this one.',
  'last-car': "You can't sell your only car.",
  'starter-car': 'Your first car stays with you: it cannot be sold.',
} as const;

/** Nitro packs have no catalogue entry of their own; the shop draws them with this art. */
const NITRO_PACK_ART = '/assets/loot/nitro/blue_blast.svg';

export interface GarageCatalogue {
  cars: Car[];
  loot: LootItem[];
  lessons: MathLesson[];
}

export async function loadGarageCatalogue(db: Db): Promise<GarageCatalogue> {
  const [carRows, lootRows, lessonRows] = await Promise.all([
    db.select().from(carsTable).orderBy(asc(carsTable.carID)),
    db.select().from(lootItems).orderBy(asc(lootItems.lootID)),
    db.select().from(mathLessons).orderBy(asc(mathLessons.lessonID)),
  ]);
  return {
    cars: carRows as Car[],
    loot: lootRows as LootItem[],
    // Parsed, so a lesson row with an unknown problem type fails at start-up, not mid-race.
    lessons: lessonRows.map((row) => mathLessonSchema.parse(row)),
  };
}

export function createGarageService(db: Db, clock: Clock, catalogue: GarageCatalogue) {
  const loot: LootCatalogue = lootCatalogue(catalogue.loot);
  const carsByID = new Map(catalogue.cars.map((car) => [car.carID, car]));
  const listings: ShopListings = buildShopListings(catalogue.cars, catalogue.loot);
  const shopCatalogue: ShopCatalogue = { cars: carsByID, loot };

  /** Runs `change` on the locked player; a thrown AppError rolls everything back. */
  async function withUser<T>(
    userID: number,
    change: (user: User, now: number) => { user: User; result: T },
  ): Promise<{ user: User; result: T }> {
    return db.transaction(async (tx) => {
      const row = await lockUser(tx, userID);
      if (!row) throw notFound('That player does not exist.');
      const now = clock.nowSeconds();
      const { user, result } = change(userView(row, now), now);
      const saved = await updateUser(tx, userID, garageFields(user));
      // Shop cash moves (buying, selling a car) go into the ledger with the change.
      await recordMoneyChange(tx, userID, 'shop', row.money, user.money, 'garage', now);
      return { user: userView(saved ?? row, now), result };
    });
  }

  /** What a listing sells, as the shop and its messages name and draw it. */
  const goods = (item: ShopItem): { name: string; src: string; rarity: string } => {
    if (item.type === 'nitros') {
      return { name: `${item.quantity ?? 1} nitros`, src: NITRO_PACK_ART, rarity: 'common' };
    }
    if (item.type === 'car') {
      const car = carsByID.get(item.id);
      return {
        name: car?.name ?? 'that car',
        src: car?.largeSrc ?? '',
        rarity: car?.options.rarity ?? 'common',
      };
    }
    const piece = loot.get(item.id);
    return {
      name: piece?.name ?? 'that item',
      src: piece?.options.src ?? '',
      rarity: piece?.rarity ?? 'common',
    };
  };

  function buy(userID: number, item: ShopItem | undefined, hueAngle = 0) {
    if (!item) throw notFound("That item isn't in the shop.");
    return withUser(userID, (user, now) => {
      const bought = applyPurchase(user, item, now, hueAngle);
      if (!bought.ok) {
        const message = PURCHASE_MESSAGES[bought.reason](goods(item).name, item.price);
        throw new AppError(
          bought.reason === 'not-enough-money' ? 402 : 409,
          bought.reason.toUpperCase().replaceAll('-', '_'),
          message,
        );
      }
      const next: User = {
        ...bought.user,
        moneySpent: bought.user.moneySpent + bought.price,
        lastPurchase: now,
      };
      return { user: next, result: { type: item.type, id: item.id } };
    });
  }

  return {
    catalogue,
    lootCatalogue: loot,
    listings,

    async arrangeCars(userID: number, requested: readonly string[]) {
      return withUser(userID, (user) => {
        const arranged = validateArrangement(requested, user.cars);
        if (!arranged.ok) {
          throw badRequest(
            arranged.reason === 'too-long'
              ? 'That garage is too long.'
              : 'A garage slot holds a car id or nothing.',
          );
        }
        return { user: { ...user, garage: arranged.garage }, result: arranged.garage };
      });
    },

    async equip(userID: number, entries: EquipBody) {
      return withUser(userID, (user) => {
        const plan = planEquip(user, entries, loot);
        if (!plan.ok)
          throw conflict('Unable to save changes: nothing to change.', 'NOTHING_TO_EQUIP');
        return { user: applyEquip(user, plan.entries, loot), result: plan.entries };
      });
    },

    async sellCar(userID: number, carID: number) {
      return withUser(userID, (user) => {
        const sold = sellCar(user, carID);
        if (!sold.ok)
          throw conflict(CAR_MESSAGES[sold.reason], sold.reason.toUpperCase().replaceAll('-', '_'));
        const refund = sellBackRefund(carsByID.get(carID)?.price ?? 0);
        return { user: { ...sold.user, money: sold.user.money + refund }, result: refund };
      });
    },

    async buyFromDealership(userID: number, srlID: number, hueAngle?: number) {
      const eventCar = decodeEventListing(srlID);
      if (!eventCar) return buy(userID, listings.dealershipItem(srlID), hueAngle);
      // An Event Showroom listing: the event's own window and price, read from the event (not
      // from the client), so buy() refuses it before the event starts and after it ends.
      const event = await findEvent(db, eventCar.eventID);
      const item = event && eventCarListings(event).find((listed) => listed.srlID === srlID);
      if (!item || !carsByID.has(item.id)) throw notFound("That item isn't in the shop.");
      return buy(userID, item, hueAngle);
    },

    buyFromShop(userID: number, srlID: number, hueAngle?: number) {
      const item = listings.dailyFor(clock.nowSeconds()).find((i) => i.srlID === srlID);
      if (!item) throw notFound("That item isn't in today's shop.");
      return buy(userID, item, hueAngle);
    },

    /**
     * Claims today's reward, once per window: a repeated claim while the countdown it started is
     * running returns the same reward and grants nothing (idempotent, so a retried or doubled
     * request is harmless). The row lock orders concurrent claims; only the first one grants.
     */
    async claimDaily(
      userID: number,
    ): Promise<{ user: User; result: GarageReward; repeated: boolean }> {
      return db.transaction(async (tx) => {
        const row = await lockUser(tx, userID);
        if (!row) throw notFound('That player does not exist.');
        const now = clock.nowSeconds();
        const user = userView(row, now);
        const already = claimInCurrentWindow(user, row.lastDailyReward ?? null, now);
        if (already) return { user, result: already, repeated: true };
        const eligible = dailyRewardCarIDs(catalogue.cars, user);
        const reward = dailyRewardFor(`${userID}:${rewardDay(now)}`, eligible);
        const claimed = claimDaily(user, reward, now);
        if (!claimed.ok) {
          throw conflict(
            `Your next daily reward is ready in ${countdownText(dailyRewardSecondsLeft(user, now))}.`,
            'DAILY_REWARD_NOT_READY',
          );
        }
        const saved = await updateUser(tx, userID, {
          ...garageFields(claimed.user),
          lastDailyReward: { ...reward, claimedAt: now },
        });
        const dayRef = `daily:${rewardDay(now)}`;
        await recordMoneyChange(
          tx,
          userID,
          'daily-reward',
          row.money,
          claimed.user.money,
          dayRef,
          now,
        );
        return { user: userView(saved ?? row, now), result: reward, repeated: false };
      });
    },

    /**
     * The shop as `user` sees it at the reference time `at` (seconds), with the Event Showroom
     * after the everyday dealerships while an event of `events` runs (/shop#event-showroom opens it).
     */
    shop(
      user: User,
      at: number,
      warn: (message: string) => void,
      events: readonly ListedEvent[] = [],
    ) {
      const view = (items: readonly ShopItem[]): ShopListing[] =>
        shopItemsView(items, shopCatalogue, user, at, warn).map((item) => {
          const { src, rarity } = goods(item);
          return { ...item, src, rarity };
        });
      return {
        dealerships: [...listings.dealerships, eventDealership(events, at)]
          .filter((d) => d !== null)
          .map((d) => ({ ...d, items: view(d.items) })),
        daily: view(listings.dailyFor(at)),
        rotatesIn: secondsToRotation(at),
        dailyUnlocksAt: DAILY_UNLOCK_RACES,
      };
    },
  };
}

export type GarageService = ReturnType<typeof createGarageService>;

// The response schemas of every endpoint (the `results` of the OK envelope). Contracts reach them
// through a dynamic import: the server loads them, and so do development builds and tests, which
// check every answer; production browser builds never fetch this chunk, so the checks cost the
// shell and the race route nothing.
//
// The player (User, ~80 fields) and the shop's listings are checked on what screens and the
// garage rely on and typed as the domain's interfaces (see `checkedAs`).

import { carSchema, lootItemSchema, newsItemSchema, updateItemSchema } from '../catalogue';
import type { GarageReward } from '../rewards/grant';
import type { User } from '../user';
import { z } from '../zodMini';
import { checkedAs } from './contract';
import type { ShopListing, ShopResults } from './garage';

const carEntry = z.tuple([z.int(), z.enum(['owned', 'sold']), z.number()], z.number());

export const userSchema = checkedAs<User>({
  loggedIn: z.boolean(),
  accountType: z.enum(['guest', 'user', 'student', 'teacher']),
  membership: z.enum(['basic', 'gold']),
  userID: z.int().check(z.nonnegative()),
  username: z.string(),
  displayName: z.string(),
  money: z.number(),
  nitros: z.number(),
  level: z.int(),
  experience: z.number(),
  carID: z.int(),
  carHueAngle: z.number(),
  garage: z.array(z.string()),
  cars: z.array(carEntry),
});

/** A call whose OK is all there is to say. */
const empty = z.strictObject({});
/** A call that answers with the player after the change. */
const withUser = z.strictObject({ user: userSchema });

// Auth (SPEC §7).
/** Login, register and session restore: the player, and the server's time for the clock check. */
export const authResults = z.strictObject({
  user: userSchema,
  /** Server time in seconds, for the device clock check (SPEC §4). */
  serverTime: z.int(),
});
export const guestToken = z.strictObject({ token: z.string().check(z.minLength(1)) });
export const ssoProviders = z.strictObject({
  providers: z.array(z.strictObject({ id: z.string(), name: z.string() })),
});
export const crossSiteToken = z.strictObject({ url: z.string() });
export const logout = empty;
export const validateCaptcha = z.strictObject({
  captchaStatus: z.enum(['na', 'passed', 'pending', 'password', 'login-rate']),
});
export const resetPassword = z.strictObject({ sent: z.literal(true) });
export const resetPasswordChange = empty;

// Content and support.
export const health = z.strictObject({
  ok: z.literal(true),
  site: z.enum(['typing', 'math']),
  storage: z.string(),
});
export const news = z.strictObject({ news: z.array(newsItemSchema) });
export const newsItem = z.strictObject({ news: newsItemSchema });
export const updates = z.strictObject({ updates: z.array(updateItemSchema) });
export const cars = z.strictObject({ cars: z.array(carSchema) });
export const reportBug = z.strictObject({ id: z.int() });

// Race.
export const race = z.strictObject({
  race: z.looseObject({ raceID: z.int() }),
  results: z.array(
    z.pipe(
      z.looseObject({ place: z.int() }),
      z.custom<{ place: number } & Record<string, unknown>>(
        (result) => typeof result === 'object' && result !== null && !('guestID' in result),
        'A race result must not carry a guest id.',
      ),
    ),
  ),
});
export const saveQualifying = withUser;

// Garage, loot, shop and rewards.
const shopListing = checkedAs<ShopListing>({
  id: z.int(),
  srlID: z.int(),
  type: z.string(),
  name: z.string(),
  src: z.string(),
  price: z.number(),
  effectivePrice: z.number(),
  owned: z.boolean(),
  equipped: z.boolean(),
  onSale: z.boolean(),
});
export const shop = checkedAs<ShopResults>({
  date: z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/)),
  rotatesIn: z.number().check(z.nonnegative()),
  dealerships: z.array(
    z.looseObject({ dealershipID: z.int(), name: z.string(), items: z.array(shopListing) }),
  ),
  daily: z.array(shopListing),
  dailyUnlocksAt: z.int(),
  cashHub: z.nullable(
    z.strictObject({
      packages: z.array(
        z.looseObject({
          SKU: z.string(),
          name: z.string(),
          cashReward: z.int(),
          chargedPrice: z.int(),
          percentOff: z.int(),
        }),
      ),
      bundles: z.array(
        z.looseObject({
          bundleID: z.int(),
          SKU: z.string(),
          name: z.string(),
          price: z.int(),
          items: z.array(z.looseObject({ type: z.enum(['money', 'car', 'loot']), value: z.int() })),
          discountPercent: z.int(),
          rejection: z.nullable(z.string()),
        }),
      ),
    }),
  ),
  merchUrl: z.nullable(z.string()),
});
export const buy = z.strictObject({
  type: z.enum(['car', 'sticker', 'trail', 'title', 'nametag', 'nitro', 'nitros']),
  id: z.int(),
  user: userSchema,
});
export const loot = z.strictObject({ loot: z.array(lootItemSchema) });
export const arrangeCars = z.strictObject({ garage: z.array(z.string()), user: userSchema });
export const equip = withUser;
export const sellCar = z.strictObject({ user: userSchema, refund: z.number() });
// The server may send reward types this client does not know yet; screens check with
// isGarageReward, so only the shape is checked here.
export const claimDaily = z.strictObject({
  reward: checkedAs<GarageReward>({ type: z.string(), value: z.number() }),
  user: userSchema,
  /** True when this answers a claim already made in the window (nothing granted again). */
  repeated: z.boolean(),
});

// Achievements (achievementEndpoints.ts).
const ids = z.array(z.int());
export const claimAchievement = z.strictObject({
  achievementID: z.int(),
  /** What the claim paid (a season reward's car, loot or money), when it pays anything. */
  reward: z.optional(z.strictObject({ type: z.enum(['money', 'car', 'loot']), value: z.number() })),
  user: userSchema,
});
export const extraLevel = z.strictObject({ levels: z.int(), money: z.int(), user: userSchema });
export const checkAchievements = z.strictObject({
  user: userSchema,
  unclaimed: ids,
  achieved: ids,
  instantClaimed: ids,
});

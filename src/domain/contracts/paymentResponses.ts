// Response schemas of the payment endpoints (loaded on demand, like responses.ts).
import { GOLD_TERMS, PRODUCT_KINDS } from '../payments/products';
import { z } from '../zodMini';
import { userSchema } from './responses';

export const product = z.strictObject({
  SKU: z.string(),
  type: z.enum(PRODUCT_KINDS),
  term: z.enum(GOLD_TERMS),
  name: z.string(),
  /** Cents. */
  price: z.int(),
  salePrice: z.nullable(z.int()),
  saleEnds: z.nullable(z.number()),
  days: z.nullable(z.int()),
  cashReward: z.int(),
});

/** The player a gift is for, as the store shows them. */
export const recipient = z.strictObject({
  userID: z.int(),
  username: z.string(),
  displayName: z.string(),
  lifetimeGold: z.boolean(),
});

export const products = z.strictObject({
  products: z.array(product),
  user: userSchema,
  recipient: z.nullable(recipient),
});

export const createSession = z.strictObject({
  sessionID: z.string(),
  /** Where the browser goes to pay: the provider's checkout page. */
  url: z.string(),
  invoiceNum: z.string(),
});

export const reward = z.union([
  z.strictObject({
    type: z.literal('gold'),
    term: z.enum(GOLD_TERMS),
    goldUntil: z.nullable(z.number()),
  }),
  z.strictObject({ type: z.literal('money'), value: z.int() }),
  z.strictObject({ type: z.literal('car'), carID: z.int(), name: z.string() }),
  z.strictObject({ type: z.literal('loot'), lootID: z.int(), name: z.string() }),
]);

export const transactionView = z.strictObject({
  invoiceNum: z.string(),
  SKU: z.string(),
  name: z.string(),
  /** Cents paid. */
  amount: z.int(),
  currency: z.string(),
  /** The player who received the gold (the buyer, or the friend of a gift). */
  recipient: z.strictObject({ userID: z.int(), username: z.string(), displayName: z.string() }),
  gift: z.boolean(),
  rewards: z.array(reward),
  createdStamp: z.number(),
});
export type TransactionView = z.infer<typeof transactionView>;

export const transaction = z.strictObject({ user: userSchema, transaction: transactionView });

export const callback = z.strictObject({
  received: z.boolean(),
  invoiceNum: z.nullable(z.string()),
});

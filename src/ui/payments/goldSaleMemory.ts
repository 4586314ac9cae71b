// What this browser remembers of the gold sale modal (SPEC §4 "next showing stored"), per player,
// read through a schema: a damaged or old entry reads as never shown, never as a crash.

import { NO_GOLD_SALE_MEMORY, type GoldSaleMemory } from '../../domain/payments/goldSaleModal';
import { z } from '../../domain/zodMini';
import { browserStorage } from '../stores/persist';

const memorySchema = z.strictObject({
  version: z.literal(1),
  nextShow: z.nullable(z.number()),
  seenSales: z.array(z.string()).check(z.maxLength(50)),
});

export const goldSaleMemoryKey = (userID: number) => `nitro.goldSale.${userID}`;

export function readGoldSaleMemory(userID: number): GoldSaleMemory {
  try {
    const raw = browserStorage()?.getItem(goldSaleMemoryKey(userID));
    if (!raw) return NO_GOLD_SALE_MEMORY;
    const parsed = memorySchema.safeParse(JSON.parse(raw));
    return parsed.success
      ? { nextShow: parsed.data.nextShow, seenSales: parsed.data.seenSales }
      : NO_GOLD_SALE_MEMORY;
  } catch {
    return NO_GOLD_SALE_MEMORY;
  }
}

export function writeGoldSaleMemory(userID: number, memory: GoldSaleMemory): void {
  try {
    browserStorage()?.setItem(goldSaleMemoryKey(userID), JSON.stringify({ version: 1, ...memory }));
  } catch {
    // Private mode: the modal may show again on the next visit, which is harmless.
  }
}

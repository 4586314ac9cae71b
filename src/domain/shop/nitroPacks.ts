// Nitro packs: the daily shop always sells these three bundles of nitros (SPEC §2 shop).

export const NITRO_PACKS = [
  { quantity: 3, price: 1_500 },
  { quantity: 10, price: 4_500 },
  { quantity: 25, price: 10_000 },
] as const;

// Nitro Gold products (SPEC §3 Product: type upgrade, price, salePrice, saleEnds) as data. Prices are
// in US cents so no float ever touches real money; `cashReward` is the in-game cash a gold upgrade
// adds (SPEC §4 "Gold upgrade sets membership gold and adds a cash reward"). A gift product is paid
// by the buyer and gives the same gold and cash to the friend named in the checkout.

export const GOLD_TERMS = ['monthly', 'yearly', 'lifetime'] as const;
export type GoldTerm = (typeof GOLD_TERMS)[number];

/** 'upgrade': gold for yourself; 'gift': gold for a friend. */
export const PRODUCT_KINDS = ['upgrade', 'gift'] as const;
export type ProductKind = (typeof PRODUCT_KINDS)[number];

export interface GoldProduct {
  SKU: string;
  type: ProductKind;
  term: GoldTerm;
  name: string;
  /** Cents. */
  price: number;
  /** Cents; a sale price counts only while `saleEnds` is in the future (SPEC §5). */
  salePrice: number | null;
  saleEnds: number | null;
  /** Days of gold; null for lifetime. */
  days: number | null;
  /** In-game cash added with the gold. */
  cashReward: number;
}

const TERMS: Record<GoldTerm, { days: number | null; price: number; cashReward: number }> = {
  monthly: { days: 30, price: 499, cashReward: 50_000 },
  yearly: { days: 365, price: 3_999, cashReward: 500_000 },
  lifetime: { days: null, price: 9_999, cashReward: 1_500_000 },
};

const TERM_NAMES: Record<GoldTerm, string> = {
  monthly: 'One month of Nitro Gold',
  yearly: 'One year of Nitro Gold',
  lifetime: 'Lifetime Nitro Gold',
};

function product(type: ProductKind, term: GoldTerm): GoldProduct {
  const { days, price, cashReward } = TERMS[term];
  return {
    SKU: `gold-${type === 'gift' ? 'gift-' : ''}${term}`,
    type,
    term,
    name: type === 'gift' ? `${TERM_NAMES[term]} for a friend` : TERM_NAMES[term],
    price,
    salePrice: null,
    saleEnds: null,
    days,
    cashReward,
  };
}

/**
 * What a checkout sells, whatever it is (gold, a cash package, a bundle): its SKU, the name the
 * provider's page shows, and its price in cents with any sale.
 */
export type CheckoutProduct = Pick<
  GoldProduct,
  'SKU' | 'name' | 'price' | 'salePrice' | 'saleEnds'
>;

export const GOLD_PRODUCTS: readonly GoldProduct[] = PRODUCT_KINDS.flatMap((type) =>
  GOLD_TERMS.map((term) => product(type, term)),
);

export function productsOfKind(type: ProductKind): GoldProduct[] {
  return GOLD_PRODUCTS.filter((p) => p.type === type);
}

export function productBySku(SKU: string): GoldProduct | undefined {
  return GOLD_PRODUCTS.find((p) => p.SKU === SKU);
}

/** What the buyer pays now, in cents: the sale price while its sale runs (SPEC §5). */
export function chargedPrice(p: CheckoutProduct, nowSeconds: number): number {
  const onSale = p.salePrice !== null && p.saleEnds !== null && p.saleEnds > nowSeconds;
  return onSale && p.salePrice! > 0 ? p.salePrice! : p.price;
}

/** "$39.99" from cents. */
export function formatCents(cents: number): string {
  const whole = Math.floor(cents / 100);
  return `$${whole.toLocaleString('en-US')}.${String(cents % 100).padStart(2, '0')}`;
}

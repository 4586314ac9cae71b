// Numbers as the game shows them (SPEC §9): money with thousands separators and no trailing .00.
const MONEY = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
const COUNT = new Intl.NumberFormat('en-US');

export function formatMoney(amount: number): string {
  return `$${MONEY.format(amount)}`;
}

export function formatCount(value: number): string {
  return COUNT.format(value);
}

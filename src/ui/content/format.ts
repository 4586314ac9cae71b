// Numbers as the game shows them (SPEC §9). Money has one format everywhere, the domain's.
export { formatMoney } from '../../domain/shop/money';

const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT.format(value);
}

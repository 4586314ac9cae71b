// Numbers as the game shows them (SPEC §9). Money has one format everywhere, the domain's.
export { formatMoney } from '../../domain/shop/money';
import type { SiteId } from '../../domain/site';

const COUNT = new Intl.NumberFormat('en-US');

export function formatCount(value: number): string {
  return COUNT.format(value);
}

/** Speeds and accuracies in results: at most one decimal, none when it is whole. */
export const oneDecimal = (value: number) => (Math.round(value * 10) / 10).toString();

/** The unit of a race speed: words per minute, or problems per minute on the math site. */
export const speedUnit = (site: SiteId) => (site === 'math' ? 'problems/min' : 'WPM');

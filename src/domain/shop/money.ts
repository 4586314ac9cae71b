// Money as the site writes it (SPEC §9): "$12,345", cents only when there are some ("$3.50"), and
// the short K/M forms used where space is tight (the sale modal).

function groupThousands(whole: number): string {
  return String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** "$12,345", "$3.50", "-$20"; amounts are rounded to the cent. */
export function formatMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const cents = Math.round(Math.abs(amount) * 100);
  if (cents === 0) return '$0';
  const whole = Math.floor(cents / 100);
  const fraction = cents % 100;
  const sign = amount < 0 ? '-' : '';
  const tail = fraction === 0 ? '' : `.${String(fraction).padStart(2, '0')}`;
  return `${sign}$${groupThousands(whole)}${tail}`;
}

/**
 * "$1.5K", "$3M", "$12.3M"; below 1,000 the full form. One decimal, dropped when it is 0. The
 * decimal is truncated, not rounded, so a figure never reads more than the amount (1,999 is
 * "$1.9K", and 999,999 stays "$999.9K" instead of becoming "$1000K").
 */
export function abbreviateMoney(amount: number): string {
  if (!Number.isFinite(amount)) return '$0';
  const abs = Math.abs(amount);
  if (abs < 1000) return formatMoney(amount);
  const [unit, suffix] = abs < 1_000_000 ? [1000, 'K'] : [1_000_000, 'M'];
  // Integer tenths first, so binary fractions cannot turn 1.1 into 1.0999.
  const tenths = Math.floor(abs / (unit / 10));
  const whole = Math.floor(tenths / 10);
  const decimal = tenths % 10;
  const sign = amount < 0 ? '-' : '';
  return `${sign}$${groupThousands(whole)}${decimal === 0 ? '' : `.${decimal}`}${suffix}`;
}

// Place markers shown when a racer finishes. Pure, so the wording is tested in node.

/** English ordinal: 1st, 2nd, 3rd, 4th, 11th, 12th, 13th, 21st, 102nd ... */
export function ordinal(place: number): string {
  const n = Math.trunc(place);
  const lastTwo = Math.abs(n) % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (Math.abs(n) % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}

export interface PlaceStyle {
  /** Badge fill. */
  fill: number;
  /** Badge rim and text colour. */
  ink: number;
  /** Podium places get the shine and confetti. */
  podium: boolean;
}

const GOLD: PlaceStyle = { fill: 0xffd54f, ink: 0x5d4300, podium: true };
const SILVER: PlaceStyle = { fill: 0xe0e6ea, ink: 0x37474f, podium: true };
const BRONZE: PlaceStyle = { fill: 0xf0a36b, ink: 0x5a2a0a, podium: true };
const FIELD: PlaceStyle = { fill: 0x90caf9, ink: 0x0d2b4a, podium: false };

export function placeStyle(place: number): PlaceStyle {
  if (place === 1) return GOLD;
  if (place === 2) return SILVER;
  if (place === 3) return BRONZE;
  return FIELD;
}

/** Name tags stay short enough to sit over a car: long names end in an ellipsis. */
export function nameTagText(name: string, max = 16): string {
  const clean = name.replace(/\s+/g, ' ').trim() || 'Racer';
  const chars = Array.from(clean);
  return chars.length <= max
    ? clean
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

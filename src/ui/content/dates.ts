// Dates as racers read them. Stamps are epoch seconds, as they travel on the wire.
const LONG = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' });

export function longDate(stampSeconds: number): string {
  return LONG.format(new Date(stampSeconds * 1000));
}

/** For <time dateTime>. */
export function isoDate(stampSeconds: number): string {
  return new Date(stampSeconds * 1000).toISOString().slice(0, 10);
}

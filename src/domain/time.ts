// Calendar rules shared by everything that counts days. Time itself is always passed in.

/** Seconds in a day: daily rewards, the daily shop, challenges and leaderboards roll over on it. */
export const DAY_SECONDS = 86_400;

/**
 * Start of the day containing `nowSeconds`, in seconds. `tzOffsetMinutes` is the racer's offset
 * EAST of UTC (+60 for Paris in winter, -300 for New York), i.e. minus JS getTimezoneOffset().
 */
export function startOfDaySeconds(nowSeconds: number, tzOffsetMinutes = 0): number {
  const offset = tzOffsetMinutes * 60;
  return Math.floor((nowSeconds + offset) / DAY_SECONDS) * DAY_SECONDS - offset;
}

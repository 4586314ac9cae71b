// Which realtime server a player's socket belongs on (SPEC §7 Realtime: "a server chosen by the
// last three digits of the user id modulo the server count"). Client and server share it so the
// client dials the right host and the server can refuse a socket that dialled the wrong one.

/**
 * The index (0-based) of the realtime server for `userID` among `count` servers. With one server
 * (or a nonsense count) everyone belongs on server 0.
 */
export function realtimeServerIndex(userID: number, count: number): number {
  if (!Number.isInteger(count) || count <= 1) return 0;
  const lastThreeDigits = Math.abs(Math.trunc(userID)) % 1000;
  return lastThreeDigits % count;
}

// Chat in friend rooms (SPEC §7 Race messages `chat`): a racer may send CHAT_BURST messages in any
// CHAT_WINDOW_MS, on top of the socket's own frame limit (30 a second), which is far too loose for
// text other people read. Message length is the frame schema's (protocol.ts, 1–200 characters).

export const CHAT_BURST = 5;
export const CHAT_WINDOW_MS = 10_000;

/**
 * The racer's recent chat times with this message added, or null when it is one too many (the
 * message is dropped and the racer told to slow down).
 */
export function admitChat(recent: readonly number[], now: number): number[] | null {
  const kept = recent.filter((at) => now - at < CHAT_WINDOW_MS);
  if (kept.length >= CHAT_BURST) return null;
  return [...kept, now];
}

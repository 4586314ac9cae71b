// Where the typing site remembers, per player, that it has shown the math beta invitation
// (SPEC §5, §9). The stored shape and its fallback live in src/domain/math/announcement.ts; this
// is only the local-storage glue. Storage may be missing or throw: the invitation then behaves as
// if never shown, and a failed write is forgotten rather than breaking the page.
import {
  loadMathAnnouncementState,
  serializeMathAnnouncementState,
  type MathAnnouncementState,
} from '../../domain/math/announcement';
import type { KeyValueStorage } from '../stores/persist';

/** One key per player, so two accounts on one browser each get the invitation once. */
export function mathAnnouncementKey(userID: number): string {
  return `nitro.mathAnnouncement.${userID}`;
}

export function readMathAnnouncementState(
  storage: KeyValueStorage | null,
  userID: number,
): MathAnnouncementState {
  let raw: string | null = null;
  try {
    raw = storage?.getItem(mathAnnouncementKey(userID)) ?? null;
  } catch {
    raw = null;
  }
  return loadMathAnnouncementState(raw);
}

export function writeMathAnnouncementState(
  storage: KeyValueStorage | null,
  userID: number,
  state: MathAnnouncementState,
): void {
  try {
    storage?.setItem(mathAnnouncementKey(userID), serializeMathAnnouncementState(state));
  } catch {
    // Quota exceeded or storage disabled: the invitation may show again on a later visit.
  }
}

// The operators' live view of a site's races (SPEC §7 channels race-admin and math-admin): each
// site's rooms are reported on its own channel, as whole-room upserts when something an operator
// cares about changes (a racer joins or leaves, the race starts, a racer finishes or is
// disqualified) and a removal when the room closes. Positions are not streamed: the view is for
// watching who races and how races end, not for replaying them.
import { produce } from 'immer';

import type { SiteId } from '../site';
import type { RoomPhase } from './protocol';

export type AdminChannel = 'race-admin' | 'math-admin';

/** The typing site's rooms are watched on race-admin, the math site's on math-admin. */
export const adminChannelFor = (site: SiteId): AdminChannel =>
  site === 'math' ? 'math-admin' : 'race-admin';

export interface AdminRacerView {
  id: string;
  name: string;
  userID: number | null;
  isBot: boolean;
  isGuest: boolean;
  /** Set once the server has verified and placed the racer's finish. */
  finish: { place: number; wpm: number; accuracy: number } | null;
  disqualified: boolean;
  left: boolean;
}

export interface AdminRoomView {
  roomID: string;
  site: SiteId;
  kind: 'public' | 'friend' | 'practice';
  /** Math rooms: the lesson they race. */
  lesson: { lessonID: number; name: string } | null;
  phase: RoomPhase;
  /** Server ms. */
  createdAt: number;
  startAt: number | null;
  racers: AdminRacerView[];
}

export type AdminServerFrame =
  /** The watch request was accepted; the rooms follow as `room` frames. */
  | { channel: AdminChannel; type: 'watching'; data: { site: SiteId } }
  | { channel: AdminChannel; type: 'room'; data: AdminRoomView }
  | { channel: AdminChannel; type: 'room-closed'; data: { roomID: string } };

export interface AdminFeedState {
  rooms: Record<string, AdminRoomView>;
}

export const emptyAdminFeed = (): AdminFeedState => ({ rooms: {} });

/** Folds one admin frame into what the operator sees. */
export const applyAdminFrame = produce((state: AdminFeedState, frame: AdminServerFrame) => {
  if (frame.type === 'room') state.rooms[frame.data.roomID] = frame.data;
  else if (frame.type === 'room-closed') delete state.rooms[frame.data.roomID];
});

const PHASE_ORDER: Record<RoomPhase, number> = { racing: 0, countdown: 1, waiting: 2, finished: 3 };

/** Rooms in the order an operator scans them: racing first, then by age (newest first). */
export function adminRoomList(state: AdminFeedState): AdminRoomView[] {
  return Object.values(state.rooms).sort(
    (a, b) => PHASE_ORDER[a.phase] - PHASE_ORDER[b.phase] || b.createdAt - a.createdAt,
  );
}

/** Humans still in a room (bots fill seats and are not what an operator counts). */
export const humansIn = (room: AdminRoomView) => room.racers.filter((r) => !r.isBot && !r.left);

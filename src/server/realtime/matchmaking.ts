// Matchmaking rules (SPEC §1 rooms of at most 5, grouped by speed), as pure functions: which pool
// a player looks in, and which open rooms of that pool suit them best.
import type { SiteId } from '../../domain/site';
import type { OpenRoom } from './roomRegistry';

// Seats in a room and the scoring-mode fallback are the room step's rules (domain).
export { ROOM_SEATS } from '../../domain/race/raceView';
export { SCORING_MODES, scoringModeOf } from '../../domain/race/room/roomState';
/** A guest (or a player without a recorded speed) races as if at this speed. */
export const DEFAULT_SPEED = 40;

/** How many of a guest's latest races set the speed their rooms and bots are matched to. */
export const GUEST_SPEED_RACES = 5;

/**
 * A guest's matchmaking speed: the mean of their latest results on the site, else DEFAULT_SPEED.
 * A guest has no account average, and at a fixed 40 WPM a 60 WPM guest met 40 WPM bots and won
 * every race.
 */
export function guestSpeed(recentSpeeds: readonly number[]): number {
  const speeds = recentSpeeds.filter((speed) => Number.isFinite(speed) && speed > 0);
  if (speeds.length === 0) return DEFAULT_SPEED;
  return speeds.reduce((sum, speed) => sum + speed, 0) / speeds.length;
}

/** Upper bounds of the speed buckets (WPM): <30, 30-50, 50-70, 70-90, 90+. */
const BUCKET_TOPS = [30, 50, 70, 90];

export function speedBucket(speed: number): number {
  const index = BUCKET_TOPS.findIndex((top) => speed < top);
  return index === -1 ? BUCKET_TOPS.length : index;
}

export const publicPool = (site: SiteId, speed: number) => `public:${site}:${speedBucket(speed)}`;

/**
 * A room of a neighbouring bucket is offered when its average speed is at most this far from the
 * player's: a 49 and a 51 WPM typist should race each other, not two rooms of bots.
 */
export const NEIGHBOUR_WPM = 12;

/** The pools of the buckets either side of the player's, and the speeds they may hold. */
export function neighbourPools(site: SiteId, speed: number): string[] {
  const bucket = speedBucket(speed);
  return [bucket - 1, bucket + 1]
    .filter((b) => b >= 0 && b <= BUCKET_TOPS.length)
    .map((b) => `public:${site}:${b}`);
}
export const friendPool = (site: SiteId, host: string) =>
  `friend:${site}:${host.trim().toLowerCase()}`;

/** Rooms with a free seat, closest average speed first, then the oldest (it starts soonest). */
export function rankRooms(rooms: readonly OpenRoom[], speed: number): OpenRoom[] {
  return rooms
    .filter((room) => room.seats > 0)
    .sort(
      (a, b) =>
        Math.abs(a.avgSpeed - speed) - Math.abs(b.avgSpeed - speed) || a.createdAt - b.createdAt,
    );
}

/** Rooms of a neighbouring bucket that are close enough in speed, best first. */
export function rankNeighbourRooms(rooms: readonly OpenRoom[], speed: number): OpenRoom[] {
  return rankRooms(rooms, speed).filter((room) => Math.abs(room.avgSpeed - speed) <= NEIGHBOUR_WPM);
}

// What a room is made of: its kind and settings, its timing, and what it needs from the process
// that owns it (a clock, the race service, the bus, the registry).
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { MathLesson } from '../../domain/math/lessons';
import type { AdminRoomView } from '../../domain/realtime/admin';
import type { SiteId } from '../../domain/site';
import type { GameVisibility, ScoringMode } from '../../domain/user';
import type { PassageView } from '../race/passageService';
import type { RaceRecorder } from './roomFinish';
import type { OpenRoom } from './roomRegistry';
import type { OutboundKind } from './roomWire';

export type RoomKind = 'public' | 'friend' | 'practice';

export interface RoomSpec {
  kind: RoomKind;
  site: SiteId;
  /** Registry pool it is advertised in (public and friend rooms); null for practice. */
  pool: string | null;
  scoringMode: ScoringMode;
  gameVisibility: GameVisibility;
  /** Math site: the lesson whose problem mix the room races. */
  lesson: MathLesson | null;
}

export interface RoomTiming {
  /** How long the room waits for humans after it opens. */
  waitMs: number;
  countdownMs: number;
  tickMs: number;
}

export interface RoomDeps {
  clock: Clock;
  race: RaceRecorder;
  log: Logger;
  carIDs: readonly number[];
  publish(kind: OutboundKind, racerID: string, payload: string): void;
  /** The room's matchmaking entry changed; null: no longer open to matchmaking. */
  advertise(entry: OpenRoom | null): void;
  pickPassage(playerKeys: string[]): PassageView;
  /** Tells the site's operators what the room looks like now; null once it has closed. */
  report(view: AdminRoomView | null): void;
  onClosed(): void;
}

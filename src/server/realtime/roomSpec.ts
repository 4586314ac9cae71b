// What a room is made of: its kind and settings and its timing (plain data, in the domain with the
// room step), and what it needs from the process that owns it (a clock, the race service, the
// bus, the registry).
import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import type { PassageView } from '../../domain/race/course';
import type { AdminRoomView } from '../../domain/realtime/admin';
import type { RaceRecorder } from './roomFinish';
import type { OpenRoom } from './roomRegistry';
import type { OutboundKind } from './roomWire';
import type { TickGrid } from './tickGrid';

export type { RoomKind, RoomSpec, RoomTiming } from '../../domain/race/room/roomState';

export interface RoomDeps {
  clock: Clock;
  /** The process's shared tick timers (tickGrid.ts); without it the room keeps a timer of its own. */
  ticks?: TickGrid;
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

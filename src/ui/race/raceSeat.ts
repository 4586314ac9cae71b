// The race page's seat on the race server: the realtime client it races on, the join it sends
// once the socket is open (with the player's room settings first), and what a lost socket means
// for a race under way. Frames from the room go to the controller (raceFrames.ts reads them).
import type { JoinKind } from '../../domain/race/raceView';
import type { ClientFrame, ServerFrame } from '../../domain/realtime/protocol';
import type { GameVisibility, ScoringMode } from '../../domain/user';
import type { RealtimeClient, RealtimeStatus } from '../../net/realtime';
import type { Connect } from './raceConnection';

export interface JoinRequest {
  kind: JoinKind;
  host?: string;
  /** Scoring mode and visibility for a room this player opens (sent before the join). */
  settings?: { scoringMode: ScoringMode; gameVisibility: GameVisibility };
  /** Math site: the lesson (or problem type) to race. */
  lessonID?: string;
}

export const CONNECTION_LOST = 'The connection to the race server was lost.';

export interface SeatEvents {
  onFrame(frame: ServerFrame): void;
  /** The socket closed (or a join could not be sent): the race, if one is under way, is lost. */
  onLost(): void;
}

export class RaceSeat {
  private client: RealtimeClient | null = null;
  private pendingJoin: JoinRequest | null = null;

  constructor(
    private readonly connect: Connect,
    private readonly events: SeatEvents,
  ) {}

  /** Asks for a seat: on the open socket at once, else once a new socket opens. */
  join(request: JoinRequest): void {
    this.pendingJoin = request;
    const status = this.client?.status ?? 'closed';
    if (status === 'open') this.sendJoin();
    else if (status === 'closed') {
      this.client = this.connect({
        onFrame: (frame) => this.events.onFrame(frame),
        onStatus: (next) => this.onStatus(next),
      });
    }
  }

  /** False when there is no open socket to send it on. */
  send(frame: ClientFrame): boolean {
    return this.client?.send(frame) ?? false;
  }

  close(): void {
    this.client?.close();
    this.client = null;
  }

  private sendJoin() {
    const join = this.pendingJoin;
    if (!join || !this.client) return;
    this.pendingJoin = null;
    if (join.settings)
      this.client.send({ channel: 'race-server', type: 'settings', data: join.settings });
    const data = {
      kind: join.kind,
      ...(join.host ? { host: join.host } : {}),
      ...(join.lessonID ? { lessonID: join.lessonID } : {}),
    };
    if (!this.client.send({ channel: 'race-server', type: 'join', data })) this.events.onLost();
  }

  private onStatus(status: RealtimeStatus) {
    if (status === 'open') this.sendJoin();
    if (status !== 'closed') return;
    this.client = null;
    this.events.onLost();
  }
}

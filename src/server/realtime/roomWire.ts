// What travels between the process holding a racer's socket (the gateway) and the process that
// owns the racer's room, over the bus. Inbound (to the owner, topic room:<id>:in) is small JSON.
// Outbound (topic room:<id>) is one header line and the frame text: the room serialises a
// broadcast once and each gateway hands the text to its sockets without parsing it again.
import type { ClientFrame } from '../../domain/realtime/protocol';

/** What the gateway tells the owner about a racer asking for a seat. */
export interface RacerEntry {
  /** Unique in the room, made by the gateway; no spaces (it is part of the outbound header). */
  racerID: string;
  /** 'u:<userID>' or 'g:<guestID>': one seat per player, and the passage service's key. */
  playerKey: string;
  userID: number | null;
  guestID: string | null;
  name: string;
  title: string;
  carID: number;
  carHueAngle: number;
  /** Speed used to match rooms and set bots' speeds (WPM). */
  speed: number;
  /** Nitros owned when joining. */
  nitros: number;
  qualifying: boolean;
  /** The player's saved race settings, used when this racer creates the room. */
  scoringMode: string;
  gameVisibility: 'public' | 'invite-only';
}

type RaceClientFrame = Extract<ClientFrame, { channel: 'race-server' }>;
/** Frames a racer sends to its room (join and leave are handled by the gateway). */
export type RoomInput = Exclude<RaceClientFrame, { type: 'join' | 'leave' }>;

export type RoomInbound =
  | { t: 'join'; racer: RacerEntry }
  | { t: 'input'; racerID: string; frame: RoomInput }
  | { t: 'leave'; racerID: string }
  /** An operator ended the room (race-admin / math-admin 'end-room'). */
  | { t: 'end' };

export const encodeInbound = (message: RoomInbound): string => JSON.stringify(message);

export function decodeInbound(text: string): RoomInbound | null {
  try {
    const message = JSON.parse(text) as RoomInbound;
    return message && typeof message === 'object' && typeof message.t === 'string' ? message : null;
  } catch {
    return null;
  }
}

/**
 * all: every member; to: one racer; except: every member but one (the racer who caused it);
 * accepted / refused: the answer to a racer's join (payload: its room snapshot / the reason);
 * closed: the room is gone, members drop their seat.
 */
export type OutboundKind = 'all' | 'to' | 'except' | 'accepted' | 'refused' | 'closed';

export interface Outbound {
  kind: OutboundKind;
  racerID: string;
  payload: string;
}

export const encodeOutbound = (kind: OutboundKind, racerID: string, payload: string): string =>
  `${kind} ${racerID}\n${payload}`;

export function decodeOutbound(text: string): Outbound | null {
  const newline = text.indexOf('\n');
  if (newline < 0) return null;
  const space = text.indexOf(' ');
  if (space < 0 || space > newline) return null;
  return {
    kind: text.slice(0, space) as OutboundKind,
    racerID: text.slice(space + 1, newline),
    payload: text.slice(newline + 1),
  };
}

/** Whether a member whose racer id is `racerID` should hand the payload to its socket. */
export function isFor(message: Outbound, racerID: string): boolean {
  switch (message.kind) {
    case 'all':
      return true;
    case 'to':
    case 'accepted':
      return message.racerID === racerID;
    case 'except':
      return message.racerID !== racerID;
    default:
      return false;
  }
}

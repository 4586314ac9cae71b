// What travels between the process holding a racer's socket (the gateway) and the process that
// owns the racer's room, over the bus. Inbound (to the owner, topic room:<id>:in) is small JSON,
// or for a progress report a line of its own.
// Outbound (topic room:<id>) is one header line and the frame text: the room serialises a
// broadcast once and each gateway hands the text to its sockets without parsing it again.
import type { RacerEntry } from '../../domain/race/room/racers';
import type { ClientFrame } from '../../domain/realtime/protocol';

/** What the gateway tells the owner about a racer asking for a seat: the room step's own type. */
export type { RacerEntry };

type RaceClientFrame = Extract<ClientFrame, { channel: 'race-server' }>;
/** Frames a racer sends to its room (join and leave are handled by the gateway). */
export type RoomInput = Exclude<RaceClientFrame, { type: 'join' | 'leave' }>;

export type RoomInbound =
  | { t: 'join'; racer: RacerEntry }
  | { t: 'input'; racerID: string; frame: RoomInput }
  | { t: 'leave'; racerID: string }
  /** An operator ended the room (race-admin / math-admin 'end-room'). */
  | { t: 'end' };

/**
 * A racer's progress report is most of what travels inbound (10 a second per racer), so it gets a
 * line of its own, `u <typed> <errors> <racerID>`, written and read without JSON; the rest is JSON.
 * The frame was checked at the socket's edge (frames.ts), so the owner trusts what the gateway
 * wrote here, over Redis too.
 */
const UPDATE_LINE = 'u ';

export function encodeInbound(message: RoomInbound): string {
  if (message.t === 'input' && message.frame.type === 'update') {
    const { typed, errors } = message.frame.data;
    return `${UPDATE_LINE}${typed} ${errors} ${message.racerID}`;
  }
  return JSON.stringify(message);
}

function decodeUpdateLine(text: string): RoomInbound | null {
  const first = text.indexOf(' ', UPDATE_LINE.length);
  const second = first < 0 ? -1 : text.indexOf(' ', first + 1);
  if (second < 0) return null;
  const typed = Number(text.slice(UPDATE_LINE.length, first));
  const errors = Number(text.slice(first + 1, second));
  const racerID = text.slice(second + 1);
  if (!Number.isInteger(typed) || !Number.isInteger(errors) || !racerID) return null;
  return {
    t: 'input',
    racerID,
    frame: { channel: 'race-server', type: 'update', data: { typed, errors } },
  };
}

export function decodeInbound(text: string): RoomInbound | null {
  if (text.startsWith(UPDATE_LINE)) return decodeUpdateLine(text);
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

/** Shared by every member that decodes the same text: read, never change. */
export interface Outbound {
  readonly kind: OutboundKind;
  readonly racerID: string;
  readonly payload: string;
}

export const encodeOutbound = (kind: OutboundKind, racerID: string, payload: string): string =>
  `${kind} ${racerID}\n${payload}`;

/** The last message decoded, and what it decoded to: see decodeOutbound. */
let lastOutbound: { text: string; message: Outbound | null } = { text: '', message: null };

/**
 * Every member of a room in this process is handed the same broadcast text, one after another,
 * so the last decoding is kept: the members then share one payload string (and the sockets one
 * encoded buffer, see connection.ts) instead of each slicing its own copy.
 */
export function decodeOutbound(text: string): Outbound | null {
  if (text === lastOutbound.text && text !== '') return lastOutbound.message;
  const message = parseOutbound(text);
  lastOutbound = { text, message };
  return message;
}

function parseOutbound(text: string): Outbound | null {
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

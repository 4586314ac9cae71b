// The socket's edge: text in → a typed client frame (or why not), server frames → text. Every
// frame the server writes goes through `encode`, so a frame is always one of ServerFrame.
import {
  clientFrame,
  PING,
  PONG,
  type ClientFrame,
  type ErrorType,
  type ServerFrame,
} from '../../domain/realtime/protocol';
import { serverFrameDrift } from '../../domain/realtime/serverFrames';
import { checkResponses } from '../http/route';

export type ClientText =
  | { kind: 'ping' }
  | { kind: 'pong' }
  | { kind: 'frame'; frame: ClientFrame }
  | { kind: 'bad'; message: string };

export function parseClientText(text: string): ClientText {
  if (text === PONG) return { kind: 'pong' };
  if (text === PING) return { kind: 'ping' };
  const update = parseUpdateText(text);
  if (update) {
    if (checkResponses) checkUpdateReading(text, update);
    return { kind: 'frame', frame: update };
  }
  return parseFrameText(text);
}

type UpdateFrame = Extract<ClientFrame, { type: 'update' }>;

/** A progress report as our client writes it (JSON.stringify keeps the keys in this order). */
const UPDATE_HEAD = '{"channel":"race-server","type":"update","data":{"typed":';
const UPDATE_MIDDLE = ',"errors":';
const UPDATE_TAIL = '}}';
const MAX_TYPED = 2000;
const MAX_ERRORS = 10_000;

/**
 * The digits of a JSON non-negative integer at `from` (no sign, no leading zero, no fraction or
 * exponent), up to `max`: [value, end] or null.
 */
function readCount(text: string, from: number, max: number): [number, number] | null {
  let value = 0;
  let at = from;
  for (; at < text.length && at - from <= 5; at += 1) {
    const digit = text.charCodeAt(at) - 48;
    if (digit < 0 || digit > 9) break;
    if (at > from && value === 0) return null;
    value = value * 10 + digit;
  }
  return at > from && at - from <= 5 && value <= max ? [value, at] : null;
}

/**
 * Racers send 10 progress reports a second, all written by our client in one shape; that exact
 * text is read here without JSON.parse and the schema walk. It accepts only what the schema
 * accepts (a strict object of two integers in range), so anything else, however valid, takes the
 * general path and gets the same answer it always did.
 */
export function parseUpdateText(text: string): UpdateFrame | null {
  if (!text.startsWith(UPDATE_HEAD)) return null;
  const typed = readCount(text, UPDATE_HEAD.length, MAX_TYPED);
  if (!typed || !text.startsWith(UPDATE_MIDDLE, typed[1])) return null;
  const errors = readCount(text, typed[1] + UPDATE_MIDDLE.length, MAX_ERRORS);
  if (!errors || errors[1] + UPDATE_TAIL.length !== text.length) return null;
  if (!text.endsWith(UPDATE_TAIL)) return null;
  return {
    channel: 'race-server',
    type: 'update',
    data: { typed: typed[0], errors: errors[0] },
  };
}

/** Tests and CHECK_CONTRACTS=1: the short cut must read what the schema reads. */
function checkUpdateReading(text: string, update: UpdateFrame): void {
  const general = parseFrameText(text);
  if (general.kind !== 'frame' || JSON.stringify(general.frame) !== JSON.stringify(update)) {
    throw new Error(`update frame read differently from the schema: ${text}`);
  }
}

function parseFrameText(text: string): ClientText {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'bad', message: 'Frames must be JSON.' };
  }
  const parsed = clientFrame.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` at ${issue.path.join('.')}` : '';
    return { kind: 'bad', message: `Unknown or malformed frame${where}.` };
  }
  return { kind: 'frame', frame: parsed.data };
}

/** In tests (and with CHECK_CONTRACTS=1) a frame outside the protocol throws before it is sent. */
export const encode = (frame: ServerFrame): string => {
  if (checkResponses) {
    const drift = serverFrameDrift(frame);
    if (drift) {
      console.error(drift);
      throw new Error(drift);
    }
  }
  return JSON.stringify(frame);
};

export const errorFrame = (type: ErrorType, message: string): string =>
  encode({ channel: null, type: 'error', data: { type, message } });

type RaceServerFrame = Extract<ServerFrame, { channel: 'race-server' }>;
export type RaceFrameType = RaceServerFrame['type'];

/** A race-server frame, encoded. */
export function raceFrame<T extends RaceFrameType>(
  type: T,
  data: Extract<RaceServerFrame, { type: T }>['data'],
): string {
  return JSON.stringify({ channel: 'race-server', type, data });
}

/** Messages the player reads (kept here so the wording is reviewed in one place). */
export const MESSAGES = {
  cookiesRequired: 'Your browser must have cookies enabled to play!',
  noToken: 'Please log in or get a guest token to race.',
  loginEnded: 'You have been logged out. Please log in again to race.',
  captchaPending: 'Please complete the captcha to keep racing.',
  rateLimited: 'Slow down: too many messages.',
  notInRace: 'You are not in a race.',
  noNitros: 'You have no nitros left.',
  chatFriendOnly: 'Chat is only available in friend races.',
  lessonHelpMathFriendOnly: "A lesson's help is shown in math friend races only.",
  chatTooFast: 'Slow down: wait a few seconds before sending more chat.',
  bannedFromRacing:
    'Your account has been banned from racing by a site operator. Contact support if you think this is a mistake.',
  joinBusy: 'Already joining a race.',
  alreadyRacing:
    'You are already in a race in another window or tab. Finish or leave it to race here.',
  noHost: 'There is no racer with that name to race with.',
  noRoom: 'No race could be found right now. Please try again.',
  notStarted: 'The race has not started yet.',
  alreadyDisqualified: 'You were disqualified from this race.',
  notSaved: 'Your result could not be saved. Please try again.',
  hostOnly: 'Only the host can change the race settings.',
  settingsLocked: 'The race settings cannot change once the race is starting.',
  endedByOperator: 'This race was ended by a site operator.',
  beginFriendOnly: 'Only a friend race is started by its host.',
  beginHostOnly: 'Only the host can start this race.',
  beginNeedsRacer: 'Wait for a friend to join before starting the race.',
  beginAlreadyStarted: 'This race has already started.',
  friendRoomExpired: 'The host did not start the race in time. Please join again.',
  adminOnly: "This channel is for the site's operators.",
  adminWrongSite: 'Watch this site on its own admin channel.',
  notWatching: 'Send watch on the admin channel first.',
  watchFailed: 'The live race feed could not start. Please try again.',
} as const;

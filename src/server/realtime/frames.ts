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
  captchaPending: 'Please complete the captcha to keep racing.',
  rateLimited: 'Slow down: too many messages.',
  notInRace: 'You are not in a race.',
  noNitros: 'You have no nitros left.',
  chatFriendOnly: 'Chat is only available in friend races.',
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
  adminOnly: "This channel is for the site's operators.",
  adminWrongSite: 'Watch this site on its own admin channel.',
  notWatching: 'Send watch on the admin channel first.',
  watchFailed: 'The live race feed could not start. Please try again.',
} as const;

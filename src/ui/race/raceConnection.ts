// Opens the race page's realtime connection (SPEC §4 Realtime): a logged-in player dials with the
// session token, a guest with a guest socket token fetched for each (re)connect. Session errors
// become forced logouts and a refreshed token goes back to the session.
import type { Clock } from '../../domain/clock';
import { authEndpoints } from '../../domain/contracts/authEndpoints';
import type { ServerFrame } from '../../domain/realtime/protocol';
import {
  createRealtimeClient,
  IDLE_END_MS,
  REALTIME_PATH,
  type RealtimeClient,
  type RealtimeStatus,
} from '../../net/realtime';
import { getApi, getSession } from '../stores/sessionStore';

export interface ConnectHandlers {
  onFrame(frame: ServerFrame): void;
  onStatus(status: RealtimeStatus): void;
}

export type Connect = (handlers: ConnectHandlers) => RealtimeClient;

export function realtimeUrl(location: Pick<Location, 'protocol' | 'host'>, token: string): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  return `${scheme}://${location.host}${REALTIME_PATH}?token=${encodeURIComponent(token)}`;
}

async function socketToken(): Promise<string> {
  const { user, token } = getSession();
  if (user.loggedIn && token) return token;
  const guest = await getApi().call(authEndpoints.guestToken);
  return guest.token;
}

export interface BrowserConnectOptions {
  /** Race pages never reconnect (the default); other pages, like the operators' feed, do. */
  racePage?: boolean;
  /** End after 15 idle minutes (the default, SPEC §9); a page that only listens may stay. */
  idleEnd?: boolean;
}

export function browserConnect(
  clock: Clock,
  { racePage = true, idleEnd = true }: BrowserConnectOptions = {},
): Connect {
  return ({ onFrame, onStatus }) =>
    createRealtimeClient({
      url: async () => realtimeUrl(window.location, await socketToken()),
      racePage,
      idleEndMs: idleEnd ? IDLE_END_MS : null,
      clock,
      onFrame,
      onStatus,
      onForcedLogout: (reason) => void getSession().logout(reason),
      onToken: (token) => getSession().acceptToken(token),
      alert: (message) => window.alert(message),
    });
}

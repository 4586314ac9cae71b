// The logged-in player's own realtime connection, open on every page (SPEC §4 Realtime): it checks
// in with the page's path, carries `player-notifications` to the overlay queue, and follows the
// SPEC §9 rules of src/net/realtime.ts (retries: 0 on race pages, else 4, the wait doubling from
// 500 ms; idle end after 15 minutes without a checkin). The race room keeps its own connection
// (raceConnection.ts); both may be open at once.
import type { Clock } from '../../domain/clock';
import { createRealtimeClient, type RealtimeClient } from '../../net/realtime';
import { realtimeUrl } from '../race/raceConnection';
import { getSession } from '../stores/sessionStore';
import { overlayBus } from './bus';
import { fromPush } from './fromServer';
import { applyLeagueNotice } from './leagueNotice';
import { onSocialFrame, setRecheck, setSocialSender } from './socialLink';
import { applyTeamNotice } from './teamNotice';

/** Race pages never retry (SPEC §9): the page at the moment the connection opens decides. */
export const isRacePage = (path: string): boolean => /^\/race(\/|$)/.test(path);

export interface PlayerConnection {
  /** The player moved to another page: check in there (and reopen an ended connection). */
  checkin(path: string): void;
  close(): void;
}

export interface PlayerConnectionOptions {
  clock: Clock;
  path: string;
  /** Tests replace the socket. */
  connect?: typeof createRealtimeClient;
  WebSocket?: unknown;
}

export function openPlayerConnection(options: PlayerConnectionOptions): PlayerConnection {
  const { clock, connect = createRealtimeClient } = options;
  let path = options.path;
  let closed = false;
  let client: RealtimeClient | null = null;
  /** The first check-in of this page load (SPEC §7 checkin `first`). */
  let first = true;
  const checkin = () => {
    client?.send(checkinFrame(path, first));
    first = false;
  };

  const open = () => {
    client = connect({
      url: async () => {
        const { token } = getSession();
        if (!token) throw new Error('not logged in');
        return realtimeUrl(window.location, token);
      },
      racePage: isRacePage(path),
      clock,
      WebSocket: options.WebSocket,
      onStatus: (status) => {
        if (status !== 'open') return;
        checkin();
        overlayBus.emit('connected');
      },
      onFrame: (frame) => {
        if (frame.channel !== 'player-notifications') return;
        if (!onSocialFrame(frame)) return;
        const notice = fromPush(frame);
        if (notice) {
          applyTeamNotice(notice);
          applyLeagueNotice(notice);
          overlayBus.emit('notices', [notice]);
        }
      },
      onForcedLogout: (reason) => void getSession().logout(reason),
      onToken: (token) => getSession().acceptToken(token),
      alert: (message) => window.alert(message),
    });
  };
  open();
  setSocialSender((frame) => (client?.status === 'open' ? client.send(frame) : false));
  setRecheck(() => {
    if (client?.status === 'open') checkin();
  });

  return {
    checkin(next) {
      path = next;
      if (closed || !client) return;
      if (client.status === 'closed') open();
      else if (client.status === 'open') checkin();
    },
    close() {
      closed = true;
      setSocialSender(null);
      setRecheck(null);
      client?.close();
    },
  };
}

const checkinFrame = (path: string, first: boolean) =>
  ({
    channel: 'player-checkin',
    type: 'checkin',
    data: {
      path: path.slice(0, 200),
      first,
      friendsHash: getSession().friends.friendsHash.slice(0, 64),
    },
  }) as const;

// The operators' live feed of a site's rooms (SPEC §4 Realtime, channels race-admin / math-admin):
// one reconnecting socket that asks to watch the site's channel every time it opens, folds the
// server's room reports into the feed, and sends an operator's "end this room".
import { useCallback, useEffect, useMemo, useReducer, useRef } from 'react';

import {
  adminChannelFor,
  adminRoomList,
  applyAdminFrame,
  emptyAdminFeed,
  type AdminChannel,
  type AdminFeedState,
  type AdminRoomView,
  type AdminServerFrame,
} from '../../../domain/realtime/admin';
import type { ServerFrame } from '../../../domain/realtime/protocol';
import type { SiteId } from '../../../domain/site';
import type { RealtimeClient, RealtimeStatus } from '../../../net/realtime';
import type { Connect } from '../../race/raceConnection';

/**
 * connecting: dialling, or open and waiting for the server to accept the watch;
 * watching: the server accepted and reports the rooms;
 * forbidden: the signed-in player is not one of the site's operators (final);
 * closed: the socket gave up (retries spent, idle end, server closed it).
 */
export type AdminFeedStatus = 'connecting' | 'watching' | 'forbidden' | 'closed';

export interface AdminFeedModel {
  status: AdminFeedStatus;
  feed: AdminFeedState;
  /** Rooms an operator asked to end whose room-closed has not come yet. */
  ending: readonly string[];
  /** The server's last error message (forbidden's, or one that came while watching). */
  error: string | null;
}

export type AdminFeedAction =
  | { type: 'status'; status: RealtimeStatus }
  | { type: 'frame'; frame: AdminServerFrame }
  | { type: 'error'; errorType: string; message: string }
  | { type: 'ending'; roomID: string }
  | { type: 'dismiss-error' };

export const initialAdminFeed = (): AdminFeedModel => ({
  status: 'connecting',
  feed: emptyAdminFeed(),
  ending: [],
  error: null,
});

export const NOT_SENT_MESSAGE =
  'The live feed is not connected, so the race was not ended. Try again.';

const isAdminFrame = (frame: ServerFrame, channel: AdminChannel): frame is AdminServerFrame =>
  frame.channel === channel;

/** The feed's rules, pure so they read (and test) without a socket. */
export function adminFeedReducer(state: AdminFeedModel, action: AdminFeedAction): AdminFeedModel {
  // Forbidden is the server's final word for this page: nothing after it changes the screen.
  if (state.status === 'forbidden') return state;
  switch (action.type) {
    case 'status':
      if (action.status === 'closed') return { ...state, status: 'closed', ending: [] };
      // Open or reconnecting: the watch goes out (again) and its answer makes this 'watching'.
      return { ...state, status: 'connecting' };
    case 'frame': {
      const { frame } = action;
      // A (re)started watch: the census that follows rebuilds every room from scratch.
      if (frame.type === 'watching')
        return { status: 'watching', feed: emptyAdminFeed(), ending: [], error: null };
      const feed = applyAdminFrame(state.feed, frame);
      const ending =
        frame.type === 'room-closed'
          ? state.ending.filter((id) => id !== frame.data.roomID)
          : state.ending;
      return { ...state, feed, ending };
    }
    case 'error':
      // Before the watch is accepted a refusal means "not an operator"; once watching, it is about
      // a request (an end-room that raced a reconnect), so the rooms stay and the message shows.
      if (action.errorType === 'forbidden' && state.status !== 'watching')
        return { ...state, status: 'forbidden', error: action.message, ending: [] };
      return { ...state, error: action.message, ending: [] };
    case 'ending':
      return state.ending.includes(action.roomID)
        ? state
        : { ...state, ending: [...state.ending, action.roomID] };
    case 'dismiss-error':
      return { ...state, error: null };
  }
}

export interface AdminFeed {
  channel: AdminChannel;
  status: AdminFeedStatus;
  /** In the order an operator scans them (racing first, then newest). */
  rooms: AdminRoomView[];
  ending: readonly string[];
  error: string | null;
  /** Asks the server to end the room; false when the socket is not there to carry it. */
  endRoom(roomID: string): boolean;
  /** After 'closed': dial again. */
  retry(): void;
  dismissError(): void;
}

export function useAdminFeed(connect: Connect, site: SiteId): AdminFeed {
  const channel = adminChannelFor(site);
  const [state, dispatch] = useReducer(adminFeedReducer, undefined, initialAdminFeed);
  const [attempt, nextAttempt] = useReducer((n: number) => n + 1, 0);
  const client = useRef<RealtimeClient | null>(null);

  useEffect(() => {
    let live = true;
    // Whether this connection's watch was accepted: a refusal before it means "not an operator".
    let watching = false;
    const created: RealtimeClient = connect({
      onStatus(status) {
        if (!live) return;
        watching = false;
        dispatch({ type: 'status', status });
        if (status === 'open') created.send({ channel, type: 'watch', data: {} });
      },
      onFrame(frame) {
        if (!live) return;
        if (isAdminFrame(frame, channel)) {
          if (frame.type === 'watching') watching = true;
          dispatch({ type: 'frame', frame });
        } else if (frame.channel === null && frame.type === 'error') {
          dispatch({ type: 'error', errorType: frame.data.type, message: frame.data.message });
          // Not an operator: hang up, so a reconnect cannot ask (and be refused) again.
          if (frame.data.type === 'forbidden' && !watching) {
            live = false;
            created.close();
          }
        }
      },
    });
    client.current = created;
    return () => {
      live = false;
      client.current = null;
      created.close();
    };
  }, [connect, channel, attempt]);

  const endRoom = useCallback(
    (roomID: string) => {
      const sent = client.current?.send({ channel, type: 'end-room', data: { roomID } }) ?? false;
      if (sent) dispatch({ type: 'ending', roomID });
      else dispatch({ type: 'error', errorType: 'not-sent', message: NOT_SENT_MESSAGE });
      return sent;
    },
    [channel],
  );
  const dismissError = useCallback(() => dispatch({ type: 'dismiss-error' }), []);
  const retry = useCallback(() => {
    dispatch({ type: 'status', status: 'connecting' });
    nextAttempt();
  }, []);
  const rooms = useMemo(() => adminRoomList(state.feed), [state.feed]);

  return {
    channel,
    status: state.status,
    rooms,
    ending: state.ending,
    error: state.error,
    endRoom,
    retry,
    dismissError,
  };
}

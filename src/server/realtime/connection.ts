// One authenticated socket: its heartbeat bookkeeping, notifications, and the seat it
// holds in a race. Frames that belong to the race are forwarded to the room (wherever it runs);
// the rest (checkin, join, leave, settings before a race) are answered here.
import { randomUUID } from 'node:crypto';

import type { Logger } from 'pino';
import type { WebSocket } from 'ws';

import type { Clock } from '../../domain/clock';
import type { MathLesson } from '../../domain/math/lessons';
import { lessonFor } from '../../domain/math/mathCourse';
import { adminChannelFor, type AdminChannel } from '../../domain/realtime/admin';
import { PING, PONG, type ClientFrame } from '../../domain/realtime/protocol';
import type { SiteId } from '../../domain/site';
import type { LoginRef } from '../auth/authService';
import type { Db } from '../db/client';
import type { SocialRealtime } from '../social/socialRealtime';
import type { AdminFeed } from './adminFeed';
import type { Unsubscribe } from './bus';
import { encode, errorFrame, MESSAGES, parseClientText } from './frames';
import type { Matchmaker, Seat, SeatListener } from './matchmaker';
import { endedLoginIn, loginEndedBy, type Notifications } from './notifications';
import { racerFor, savePreferences, type RacePreferences, type SocketSession } from './players';
import { SEAT_RENEW_MS, type SeatLocks } from './seatLocks';
import { CLOSE_CODES } from './socketAuth';
import { sendText } from './socketWrite';

export interface ConnectionContext {
  site: SiteId;
  db: Db;
  matchmaker: Matchmaker;
  seatLocks: SeatLocks;
  notifications: Notifications;
  admin: AdminFeed;
  /** Presence, invites and friend-room access (src/server/social). */
  social: SocialRealtime;
  /** Math lessons a math-site join picks its problem mix from. */
  lessons: readonly MathLesson[];
  /** Whether the login a socket was opened with was logged out since. */
  loginRevoked: (login: LoginRef) => Promise<boolean>;
  clock: Clock;
  log: Logger;
}

type JoinData = Extract<ClientFrame, { type: 'join' }>['data'];

export class Connection {
  private seat: Seat | null = null;
  /** This socket's name on the seat lock it holds (see seatLocks.ts), named at its first join. */
  private holderName: string | null = null;
  /** The player key whose seat lock this socket holds, while it holds one. */
  private seatKey: string | null = null;
  private seatRenewedAt = 0;
  private joining = false;
  private ended = false;
  private lastSeen: number;
  private lastPing: number;
  private preferences: RacePreferences = {};
  private stopNotifications: Unsubscribe | null = null;
  /** Set while this operator's socket watches the site's rooms. */
  private stopWatching: Unsubscribe | null = null;

  constructor(
    private readonly socket: WebSocket,
    readonly session: SocketSession,
    private readonly ctx: ConnectionContext,
  ) {
    const now = ctx.clock.now();
    this.lastSeen = now;
    this.lastPing = now;
  }

  /** Named on first use: most sockets never race, and the name costs an idle socket ~0.5 KB. */
  private get holder(): string {
    return (this.holderName ??= randomUUID());
  }

  /** Starts delivering the user's notifications (guests get none). */
  async start(): Promise<void> {
    if (this.session.kind !== 'user') return;
    const { login } = this.session;
    const stop = await this.ctx.notifications.listen(this.session.userID, (text) => {
      const ended = endedLoginIn(text);
      if (!ended) return this.send(text);
      // Closed without an error frame: the client reconnects with the token it holds now, which
      // the connect check accepts (this tab changed the password) or refuses (logged out).
      if (loginEndedBy(ended, login)) this.end(CLOSE_CODES.session, 'login ended');
    });
    if (this.ended) stop();
    else this.stopNotifications = stop;
  }

  send(text: string): void {
    sendText(this.socket, text);
  }

  /** A frame the socket's rate limit let through (see socketEndpoint). */
  receive(text: string): void {
    if (this.ended) return;
    const now = this.ctx.clock.now();
    this.lastSeen = now;
    const parsed = parseClientText(text);
    if (parsed.kind === 'ping') this.send(PONG);
    else if (parsed.kind === 'bad') this.send(errorFrame('bad-frame', parsed.message));
    else if (parsed.kind === 'frame') this.dispatch(parsed.frame);
  }

  /** Called on every heartbeat sweep: pings when due, closes a socket gone silent. */
  heartbeat(now: number, pingMs: number, timeoutMs: number): void {
    if (this.ended) return;
    if (now - this.lastSeen >= timeoutMs) return this.end(CLOSE_CODES.pingTimeout, 'ping timeout');
    if (now - this.lastPing >= pingMs) {
      this.lastPing = now;
      this.send(PING);
    }
    if (this.seatKey && now - this.seatRenewedAt >= SEAT_RENEW_MS) this.renewSeat(now);
  }

  /** Keeps the seat lock alive; a lock lost meanwhile (expired and taken) gives the seat up. */
  private renewSeat(now: number): void {
    const key = this.seatKey;
    if (!key) return;
    this.seatRenewedAt = now;
    this.ctx.seatLocks.renew(key, this.holder).then(
      (held) => {
        if (held || this.seatKey !== key) return;
        this.ctx.log.warn({ playerKey: key }, 'seat lock lost; leaving the race');
        this.seatKey = null;
        this.seat?.leave();
        this.seat = null;
      },
      (err: unknown) => this.ctx.log.warn({ err, playerKey: key }, 'renewing a seat lock failed'),
    );
  }

  /** Frees the player's seat for their other sockets (racer done, left, room closed, gone). */
  private releaseSeat(): void {
    const key = this.seatKey;
    if (!key) return;
    this.seatKey = null;
    this.ctx.seatLocks
      .release(key, this.holder)
      .catch((err: unknown) =>
        this.ctx.log.warn({ err, playerKey: key }, 'releasing a seat lock failed'),
      );
  }

  private dispatch(frame: ClientFrame): void {
    switch (frame.type) {
      case 'checkin':
      case 'race-invites':
      case 'open-games':
      case 'request-friend':
      case 'accept-friends':
        return void this.social(frame).catch((err: unknown) =>
          this.ctx.log.warn({ err, type: frame.type }, 'social frame failed'),
        );
      case 'join':
        return void this.join(frame.data).catch((err: unknown) => {
          this.ctx.log.error({ err }, 'realtime join failed');
          this.send(errorFrame('race-rejected', MESSAGES.noRoom));
        });
      case 'watch':
        return void this.watch(frame.channel).catch((err: unknown) => {
          this.ctx.log.error({ err }, 'admin watch failed');
          this.send(errorFrame('bad-frame', MESSAGES.watchFailed));
        });
      case 'unwatch':
        this.stopWatching?.();
        this.stopWatching = null;
        return;
      case 'end-room':
        if (!this.stopWatching) return this.send(errorFrame('forbidden', MESSAGES.notWatching));
        this.ctx.log.info({ roomID: frame.data.roomID, by: this.session }, 'operator ended room');
        return this.ctx.admin.endRoom(frame.data.roomID);
      case 'leave':
        this.seat?.leave();
        this.seat = null;
        return this.releaseSeat();
      case 'settings':
        // Before a race, settings are the racer's preferences for the room they will open.
        if (!this.seat?.active) {
          this.preferences = { ...this.preferences, ...frame.data };
          if (this.session.kind === 'user') {
            void savePreferences(this.ctx.db, this.session.userID, frame.data).catch(
              (err: unknown) => this.ctx.log.warn({ err }, 'saving race settings failed'),
            );
          }
          return;
        }
        return this.seat.send(frame);
      default:
        if (!this.seat?.active) return this.send(errorFrame('not-in-race', MESSAGES.notInRace));
        return this.seat.send(frame);
    }
  }

  private async join(data: JoinData): Promise<void> {
    if (this.joining) return this.send(errorFrame('bad-frame', MESSAGES.joinBusy));
    this.joining = true;
    try {
      this.seat?.leave();
      this.seat = null;
      this.releaseSeat();
      const { db, site } = this.ctx;
      // The token was checked once, at connect: a login ended since then races no more (its
      // sockets are closed when it ends; this covers a join already on its way). A logout is
      // asked here, a password change by racerFor, which reads the user anyway.
      if (this.session.kind === 'user' && (await this.ctx.loginRevoked(this.session.login)))
        return this.loginEnded();
      let hostUserID: number | undefined;
      if (data.kind === 'friend') {
        const access = data.host
          ? await this.ctx.social.friendRaceAccess(this.session, data.host)
          : { refused: MESSAGES.noHost };
        if ('refused' in access) return this.send(errorFrame('race-rejected', access.refused));
        hostUserID = access.hostUserID;
      }
      const nowSeconds = Math.floor(this.ctx.clock.now() / 1000);
      const lookup = await racerFor(db, this.session, site, this.preferences, nowSeconds);
      if ('refused' in lookup && lookup.type === 'invalid-session') return this.loginEnded();
      if ('refused' in lookup) return this.send(errorFrame(lookup.type, lookup.refused));
      const { racerID, playerKey } = lookup.entry;
      // One seat per player: a second socket of the same user (or guest) is refused until this
      // one's racer is done (issue 10 item 4).
      if (!(await this.ctx.seatLocks.acquire(playerKey, this.holder)))
        return this.send(errorFrame('race-rejected', MESSAGES.alreadyRacing));
      this.seatKey = playerKey;
      this.seatRenewedAt = this.ctx.clock.now();
      if (this.ended) return this.releaseSeat();
      const listener: SeatListener = {
        deliver: (text) => this.send(text),
        closed: () => {
          if (this.seat?.racerID !== racerID) return;
          this.seat = null;
          this.releaseSeat();
        },
        done: () => {
          if (this.seat?.racerID === racerID) this.releaseSeat();
        },
      };
      const outcome = await this.ctx.matchmaker.join(
        site,
        lookup.entry,
        {
          kind: data.kind,
          host: data.host,
          hostUserID,
          lesson: site === 'math' ? lessonFor(data.lessonID, this.ctx.lessons) : null,
        },
        listener,
      );
      if ('error' in outcome) {
        this.releaseSeat();
        return this.send(errorFrame('race-rejected', outcome.error));
      }
      if (this.ended) return outcome.seat.leave();
      this.seat = outcome.seat.active ? outcome.seat : null;
      if (!this.seat) this.releaseSeat();
    } finally {
      this.joining = false;
    }
  }

  private social(
    frame: Extract<ClientFrame, { channel: 'player-checkin' | 'player-notifications' }>,
  ) {
    const socket = {
      session: this.session,
      connID: this.holder,
      site: this.ctx.site,
      send: (text: string) => this.send(text),
    };
    const { social } = this.ctx;
    if (frame.type === 'checkin') return social.checkin(socket, frame.data);
    if (frame.type === 'race-invites') return social.raceInvites(socket, frame.data.userIDs);
    if (frame.type === 'open-games') return social.openGames(socket);
    return social.friendCall(socket, frame);
  }

  /** An operator's socket starts receiving the site's rooms: a census first, then changes. */
  private async watch(channel: AdminChannel): Promise<void> {
    const { site, admin } = this.ctx;
    if (channel !== adminChannelFor(site))
      return this.send(errorFrame('bad-frame', MESSAGES.adminWrongSite));
    const allowed = this.session.kind === 'user' && (await admin.isAdmin(this.session.userID));
    if (!allowed) return this.send(errorFrame('forbidden', MESSAGES.adminOnly));
    this.stopWatching?.();
    this.stopWatching = null;
    const stop = await admin.watch(site, (text) => this.send(text));
    if (this.ended) return stop();
    this.stopWatching = stop;
    this.send(encode({ channel, type: 'watching', data: { site } }));
    admin.census(site);
  }

  /** The socket is gone (or being closed by us): give up the seat and the subscriptions. */
  closed(): void {
    if (this.ended) return;
    this.ended = true;
    this.seat?.leave();
    this.seat = null;
    this.releaseSeat();
    this.stopNotifications?.();
    this.stopNotifications = null;
    this.stopWatching?.();
    this.stopWatching = null;
    this.ctx.social.closed(this.session, this.holder);
  }

  /** The login this socket was opened with has ended: say so, and close. */
  private loginEnded(): void {
    this.send(errorFrame('invalid-session', MESSAGES.loginEnded));
    this.end(CLOSE_CODES.session, 'login ended');
  }

  private end(code: number, reason: string): void {
    this.closed();
    this.socket.close(code, reason);
  }
}

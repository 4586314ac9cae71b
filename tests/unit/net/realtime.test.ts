import type { AddressInfo } from 'node:net';

import { afterEach, describe, expect, it, vi } from 'vitest';
import WebSocket, { WebSocketServer } from 'ws';

import { createManualClock } from '../../../src/domain/clock';
import type { ServerFrame } from '../../../src/domain/realtime/protocol';
import { systemClock } from '../../../src/domain/systemClock';
import {
  COOKIES_REQUIRED_MESSAGE,
  createRealtimeClient,
  IDLE_END_MS,
  retriesFor,
  type RealtimeOptions,
} from '../../../src/net/realtime';

const servers: WebSocketServer[] = [];
afterEach(() => {
  for (const s of servers.splice(0)) s.close();
});

async function server(onConnection: (socket: WebSocket, count: number) => void) {
  const wss = new WebSocketServer({ port: 0, host: '127.0.0.1' });
  servers.push(wss);
  await new Promise((r) => wss.once('listening', r));
  let count = 0;
  wss.on('connection', (socket) => onConnection(socket, ++count));
  return `ws://127.0.0.1:${(wss.address() as AddressInfo).port}/realtime?token=t`;
}

function client(url: string, extra: Partial<RealtimeOptions> = {}) {
  const calls = {
    frames: [] as ServerFrame[],
    logout: [] as string[],
    tokens: [] as string[],
    alerts: [] as string[],
  };
  const rt = createRealtimeClient({
    url: async () => url,
    racePage: false,
    clock: systemClock,
    WebSocket,
    onFrame: (f) => calls.frames.push(f),
    onForcedLogout: (r) => calls.logout.push(r),
    onToken: (t) => calls.tokens.push(t),
    alert: (m) => calls.alerts.push(m),
    ...extra,
  });
  return { rt, calls };
}

describe('realtime client', () => {
  it('ends after 15 idle minutes, unless the page only listens (idleEndMs null)', async () => {
    const url = await server(() => {});
    const clock = createManualClock(0);
    const idle = client(url, { clock });
    const listener = client(url, { clock, idleEndMs: null });
    await vi.waitFor(() => expect(idle.rt.status).toBe('open'));
    await vi.waitFor(() => expect(listener.rt.status).toBe('open'));
    clock.advance(IDLE_END_MS - 1);
    // (The silent test server also trips the ping timeout, so the socket may be reconnecting.)
    expect(idle.rt.status).not.toBe('closed');
    clock.advance(1);
    expect(idle.rt.status).toBe('closed');
    expect(listener.rt.status).not.toBe('closed');
    listener.rt.close();
  });

  it('retries 0 times on race pages and 4 elsewhere', () => {
    expect(retriesFor(true)).toBe(0);
    expect(retriesFor(false)).toBe(4);
  });

  it('ends (status closed) when there is no address to dial, e.g. no guest token', async () => {
    const statuses: string[] = [];
    const { rt } = client('unused', {
      racePage: true,
      url: () => Promise.reject(new Error('guest token unavailable')),
      onStatus: (s) => statuses.push(s),
    });
    await vi.waitFor(() => expect(rt.status).toBe('closed'));
    expect(statuses).toEqual(['closed']);
  });

  it("answers '1PING' with '1PONG' and passes other frames on", async () => {
    const got: string[] = [];
    const url = await server((socket) => {
      socket.on('message', (m) => got.push(String(m)));
      socket.send('1PING');
      socket.send(
        JSON.stringify({ channel: 'race-server', type: 'racer-left', data: { id: 'x' } }),
      );
    });
    const { rt, calls } = client(url);
    await vi.waitFor(() => expect(got).toContain('1PONG'));
    await vi.waitFor(() =>
      expect(calls.frames).toEqual([
        { channel: 'race-server', type: 'racer-left', data: { id: 'x' } },
      ]),
    );
    rt.close();
  });

  it('turns an auth message into a token refresh and sends frames as JSON', async () => {
    const got: string[] = [];
    const url = await server((socket) => {
      socket.on('message', (m) => got.push(String(m)));
      socket.send(JSON.stringify({ channel: null, type: 'auth', data: { token: 'fresh' } }));
    });
    const { rt, calls } = client(url);
    await vi.waitFor(() => expect(calls.tokens).toEqual(['fresh']));
    expect(rt.send({ channel: 'race-server', type: 'leave', data: {} })).toBe(true);
    await vi.waitFor(() => expect(got.map((m) => JSON.parse(m).type)).toContain('leave'));
    rt.close();
  });

  it('forces logout on an invalid session, and alerts then logs out when cookies are required', async () => {
    const bad = await server((socket) =>
      socket.send(
        JSON.stringify({
          channel: null,
          type: 'error',
          data: { type: 'invalid-session', message: 'x' },
        }),
      ),
    );
    const a = client(bad);
    await vi.waitFor(() => expect(a.calls.logout).toEqual(['rt-invalid-session']));
    expect(a.rt.status).toBe('closed');

    const noCookie = await server((socket) =>
      socket.send(
        JSON.stringify({
          channel: null,
          type: 'error',
          data: { type: 'cookies-required', message: 'x' },
        }),
      ),
    );
    const b = client(noCookie);
    await vi.waitFor(() => expect(b.calls.logout).toEqual(['rt-no-cookie']));
    expect(b.calls.alerts).toEqual([COOKIES_REQUIRED_MESSAGE]);
  });

  it('reconnects after an unclean close, but not on a race page', async () => {
    let connections = 0;
    const url = await server((socket) => {
      connections += 1;
      if (connections === 1) socket.terminate();
    });
    const { rt } = client(url);
    await vi.waitFor(() => expect(connections).toBe(2), { timeout: 5000 });
    expect(rt.status).toBe('open');
    rt.close();

    let raceConnections = 0;
    const raceUrl = await server((socket) => {
      raceConnections += 1;
      socket.terminate();
    });
    const race = client(raceUrl, { racePage: true });
    await vi.waitFor(() => expect(race.rt.status).toBe('closed'), { timeout: 5000 });
    await new Promise((r) => setTimeout(r, 1200));
    expect(raceConnections).toBe(1);
  });
});

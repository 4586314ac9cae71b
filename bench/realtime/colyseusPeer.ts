// The Colyseus peer of the realtime bench: what a developer picking a framework would write for
// our room's relay. A RaceRoom of at most 5 clients keeps a MapSchema of racers; each client's
// "update" message (validated with the same schema our socket edge uses, and rate-limited like
// our sockets) moves its racer, and Colyseus sends each client the state's binary patch every
// tick (setPatchRate), as our room sends positions every tick. Server side only (child process).
import { defineRoom, defineServer, Room, validate, type Client } from '@colyseus/core';
import { schema, t, type SchemaType } from '@colyseus/schema';
import { WebSocketTransport } from '@colyseus/ws-transport';

import { updateData } from '../../src/domain/realtime/protocol';
import { SOCKET_RATE_LIMIT } from '../../src/server/realtime/rateLimit';
import { TICK_MS } from './driver';

/** The longest passage a bench racer can type (progress is clamped to it, as our room clamps). */
const PASSAGE_CHARS = 2000;

const Racer = schema(
  {
    progress: t.number(),
    wpm: t.number(),
    finished: t.boolean(),
    place: t.number(),
    timeMs: t.number(),
  },
  'Racer',
);
type Racer = SchemaType<typeof Racer>;

const RaceState = schema({ racers: t.map(Racer) }, 'RaceState');
type RaceState = SchemaType<typeof RaceState>;

class RaceRoom extends Room<{ state: RaceState }> {
  override maxClients = 5;
  override maxMessagesPerSecond = SOCKET_RATE_LIMIT.perSecond;
  override state = new RaceState();
  private readonly startedAt = Date.now();

  override messages = {
    update: validate(updateData, (client: Client, message) => {
      const racer = this.state.racers.get(client.sessionId);
      if (!racer || message.typed <= racer.progress) return;
      racer.progress = Math.min(message.typed, PASSAGE_CHARS);
      const minutes = (Date.now() - this.startedAt) / 60_000;
      racer.wpm = minutes > 0 ? Math.round(racer.progress / 5 / minutes) : 0;
    }),
  };

  override onCreate() {
    this.setPatchRate(TICK_MS);
  }

  override onJoin(client: Client) {
    this.state.racers.set(
      client.sessionId,
      new Racer({ progress: 0, wpm: 0, finished: false, place: 0, timeMs: 0 }),
    );
  }

  override onLeave(client: Client) {
    this.state.racers.delete(client.sessionId);
  }
}

/** Starts the Colyseus server on a free loopback port; resolves with the port. */
export async function startColyseusPeer(): Promise<number> {
  const transport = new WebSocketTransport();
  const server = defineServer({
    transport,
    greet: false,
    rooms: { race: defineRoom(RaceRoom) },
  });
  await server.listen(0, '127.0.0.1');
  const address = transport.server?.address();
  if (!address || typeof address === 'string') throw new Error('colyseus peer has no port');
  return address.port;
}

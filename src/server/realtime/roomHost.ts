// The rooms this process owns. Creating a room subscribes to its input topic; the room's own
// broadcasts go out on its room topic, and its matchmaking entry to the shared registry.
import { randomUUID } from 'node:crypto';

import type { Logger } from 'pino';

import type { Clock } from '../../domain/clock';
import { seededRng } from '../../domain/random';
import { SITE_IDS } from '../../domain/site';
import type { PassageService } from '../race/passageService';
import { adminReport } from './adminFeed';
import { topics, type Bus } from './bus';
import { Room } from './room';
import { pickPassage } from './roomCourse';
import type { RaceRecorder } from './roomFinish';
import type { RoomRegistry } from './roomRegistry';
import type { RoomSpec, RoomTiming } from './roomSpec';
import { decodeInbound, encodeOutbound, type RoomInput } from './roomWire';
import { createTickGrid } from './tickGrid';

export interface RoomHostDeps {
  bus: Bus;
  registry: RoomRegistry;
  clock: Clock;
  race: RaceRecorder;
  passages: Pick<PassageService, 'pick'>;
  log: Logger;
  /** RACE_MAX_PASSAGE_CHARS (0: any length). */
  maxPassageChars: number;
  carIDs(): Promise<readonly number[]>;
}

export interface RoomHost {
  /** Opens a room owned by this process; resolves once it is listening for racers. */
  create(spec: RoomSpec, timing: RoomTiming): Promise<string>;
  /**
   * Hands a seated racer's input to the room at once when this process owns it (and it has not
   * closed); false otherwise, and the input goes over the bus. See the matchmaker's seat.
   */
  input(roomID: string, racerID: string, frame: RoomInput): boolean;
  count(): number;
  closeAll(): Promise<void>;
}

export function createRoomHost(deps: RoomHostDeps): RoomHost {
  const { bus, registry, clock, log } = deps;
  const rooms = new Map<string, Room>();
  const ticks = createTickGrid(clock, (err) => log.error({ err }, 'room tick failed'));
  // Operators who start watching a site ask every process for the rooms it already runs.
  const censuses = SITE_IDS.map((site) =>
    bus.subscribe(topics.adminCensus(site), () => {
      for (const room of rooms.values()) {
        if (room.site === site && !room.closed)
          bus.publish(topics.admin(site), adminReport(site, room.id, room.adminView()));
      }
    }),
  );

  return {
    async create(spec, timing) {
      const id = randomUUID();
      const carIDs = await deps.carIDs();
      const outTopic = topics.room(id);
      let unsubscribe: (() => void) | null = null;
      const room = new Room(id, spec, timing, {
        clock,
        ticks,
        race: deps.race,
        log,
        carIDs,
        publish: (kind, racerID, payload) =>
          bus.publish(outTopic, encodeOutbound(kind, racerID, payload)),
        advertise: (entry) => {
          if (!spec.pool) return;
          const pool = spec.pool;
          const work = entry ? registry.put(pool, entry) : registry.remove(pool, id);
          work.catch((err: unknown) => log.error({ err, pool }, 'room registry update failed'));
        },
        pickPassage: (playerKeys) => {
          // Seeded by the clock, not the room id: the same room id never repeats, and bots are
          // the part of a room that has to replay.
          const rng = seededRng(clock.now());
          return pickPassage(() => deps.passages.pick(rng, playerKeys), deps.maxPassageChars);
        },
        report: (view) => bus.publish(topics.admin(spec.site), adminReport(spec.site, id, view)),
        onClosed: () => {
          rooms.delete(id);
          unsubscribe?.();
        },
      });
      rooms.set(id, room);
      unsubscribe = await bus.subscribe(topics.roomIn(id), (text) => {
        const message = decodeInbound(text);
        if (!message) return;
        if (message.t === 'join') room.join(message.racer);
        else if (message.t === 'input') room.input(message.racerID, message.frame);
        else if (message.t === 'leave') room.leave(message.racerID);
        else if (message.t === 'end') room.end();
      });
      return id;
    },
    input(roomID, racerID, frame) {
      const room = rooms.get(roomID);
      if (!room) return false;
      try {
        room.input(racerID, frame);
      } catch (err) {
        // As the bus does for a handler that throws: the racer's socket carries on.
        log.error({ err, roomID }, 'room input failed');
      }
      return true;
    },
    count: () => rooms.size,
    async closeAll() {
      await Promise.allSettled([...rooms.values()].map((room) => room.close()));
      for (const stop of await Promise.allSettled(censuses))
        if (stop.status === 'fulfilled') stop.value();
    },
  };
}

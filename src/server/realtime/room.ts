// A race room, run by the process that created it (its owner). What the room does is decided by
// the pure step in the domain (src/domain/race/room/roomStep.ts: seats, stages, progress, finishes,
// when it ends); this class only carries out the step's effects: publishing frames on the bus,
// advertising to matchmaking, reporting to operators, running timers and calling the race
// service, whose answers (and the timers) come back as inputs to the step. Racers reach it only
// by messages (join / input / leave), so whether a racer's socket is in this process or another
// makes no difference here.
import type { Logger } from 'pino';

import type { Cancel } from '../../domain/clock';
import type { RoomEffect, RoomStepInput, RoomTimer } from '../../domain/race/room/roomEffects';
import {
  adminViewOf,
  isClosing,
  openRoom,
  phaseOf,
  type RoomState,
} from '../../domain/race/room/roomState';
import { openingEffects, roomStep } from '../../domain/race/room/roomStep';
import { lateLookDue } from '../../domain/race/room/stepContext';
import type { AdminRoomView } from '../../domain/realtime/admin';
import type { RoomPhase } from '../../domain/realtime/protocol';
import { errorFrame, MESSAGES, raceFrame } from './frames';
import { recordDisqualification, recordResult, type RaceRecorder } from './roomFinish';
import type { RoomDeps, RoomSpec, RoomTiming } from './roomSpec';
import type { RacerEntry, RoomInput } from './roomWire';

/**
 * The late look after a tick (one phase, 10 ms, after it on the grid) sends the racers who
 * reported within this long after the tick. Measured in the realtime bench (3 rounds each): with
 * the whole 10 ms, relay p99 92–96 ms at 0.93–0.99× Colyseus's CPU per update; with 7 ms, p99
 * 93–98 ms at 0.99×; with no late look, p99 100.0–100.9 ms at 0.85×. A shorter window sends the
 * look's frame after fewer ticks, but a report that waits for the next tick waits up to the tick
 * less the window.
 */
const LATE_LOOK_WINDOW_MS = 10;

const TIMER_INPUTS: Record<RoomTimer, RoomStepInput> = {
  wait: { type: 'wait-over' },
  countdown: { type: 'countdown-over' },
  'finish-phase': { type: 'finish-phase-over' },
  'max-race': { type: 'max-race-over' },
};

export class Room {
  readonly race: RaceRecorder;
  readonly log: Logger;
  private state: RoomState;
  private timers: Cancel[] = [];
  private markClosed: () => void = () => {};
  /** Settles once the room has closed (its results delivered, members told). */
  private readonly closedPromise = new Promise<void>((resolve) => (this.markClosed = resolve));

  constructor(
    readonly id: string,
    spec: RoomSpec,
    timing: RoomTiming,
    private readonly deps: RoomDeps,
  ) {
    this.race = deps.race;
    this.log = deps.log;
    this.state = openRoom(id, spec, timing, deps.carIDs, deps.clock.now());
    this.carryOut(openingEffects(this.state));
  }

  get phase(): RoomPhase {
    return phaseOf(this.state);
  }

  get createdAt() {
    return this.state.createdAt;
  }

  get site() {
    return this.state.spec.site;
  }

  /** Closing or closed: no longer reported to operators. */
  get closed() {
    return isClosing(this.state);
  }

  join(entry: RacerEntry): void {
    this.step({ type: 'join', entry });
  }

  leave(racerID: string): void {
    this.step({ type: 'leave', racerID });
  }

  input(racerID: string, frame: RoomInput): void {
    this.step({ type: 'frame', racerID, frame });
  }

  /** An operator ends the race: racers are told, then the room closes as it always does. */
  end(): void {
    this.step({ type: 'admin-end' });
  }

  /** Ends the room: results being recorded are delivered first, then members drop their seat. */
  close(): Promise<void> {
    this.step({ type: 'shutdown' });
    return this.closedPromise;
  }

  /** The room as its site's operators see it (race-admin / math-admin). */
  adminView(): AdminRoomView {
    return adminViewOf(this.state);
  }

  private step(input: RoomStepInput) {
    const { state, effects } = roomStep(this.state, input, this.deps.clock.now());
    this.state = state;
    this.carryOut(effects);
  }

  private carryOut(effects: readonly RoomEffect[]) {
    for (const effect of effects) this.carry(effect);
  }

  private carry(effect: RoomEffect) {
    const { deps } = this;
    switch (effect.type) {
      case 'send':
        return deps.publish(
          effect.to,
          effect.racerID,
          raceFrame(effect.frame.type, effect.frame.data as never),
        );
      case 'error': {
        const { message } = effect;
        const text = 'key' in message ? MESSAGES[message.key] : message.text;
        return deps.publish(effect.to, effect.racerID, errorFrame(effect.error, text));
      }
      case 'refuse':
        return deps.publish('refused', effect.racerID, effect.reason);
      case 'advertise':
        return deps.advertise(effect.entry);
      case 'report':
        return deps.report(effect.view);
      case 'pick-passage':
        return this.step({ type: 'passage-picked', passage: deps.pickPassage(effect.playerKeys) });
      case 'start-timer':
        return void this.timers.push(
          deps.clock.setTimeout(() => this.step(TIMER_INPUTS[effect.timer]), effect.ms),
        );
      case 'start-ticks': {
        let tickAt = 0;
        const tick = () => {
          tickAt = deps.clock.now();
          this.step({ type: 'tick' });
        };
        // The late look (one phase after the tick on the grid) steps only when it has something
        // to send: most rooms, most ticks, have not, and a step copies the room.
        const late = () => {
          const arrivedBy = tickAt + LATE_LOOK_WINDOW_MS;
          if (lateLookDue(this.state, arrivedBy)) this.step({ type: 'late-tick', arrivedBy });
        };
        return void this.timers.push(
          deps.ticks
            ? deps.ticks.every(effect.everyMs, tick, late)
            : deps.clock.setInterval(tick, effect.everyMs),
        );
      }
      case 'cancel-timers':
        for (const cancel of this.timers) cancel();
        this.timers = [];
        return;
      case 'record': {
        const { racerID, place, figures } = effect;
        const work = recordResult(this.race, this.log, this.state, racerID, place, figures);
        return this.track(
          work.then((outcome) => this.step({ type: 'recorded', racerID, ...outcome })),
        );
      }
      case 'record-dq': {
        const { racerID, userID, message } = effect;
        const work = recordDisqualification(this.race, this.log, userID);
        return this.track(
          work.then((DQs) => this.step({ type: 'dq-recorded', racerID, message, DQs })),
        );
      }
      case 'closed':
        return deps.publish('closed', '', '');
      case 'dispose':
        deps.onClosed();
        return this.markClosed();
    }
  }

  private track(work: Promise<void>) {
    work.catch((err: unknown) => this.log.error({ err, roomID: this.id }, 'room'));
  }
}

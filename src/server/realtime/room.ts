// A race room, run by the process that created it (its owner): seats, phases, timers, bots, ticks
// and finishes. Racers reach it only by messages (join / input / leave) and it speaks only through
// `publish`, so whether a racer's socket is in this process or another makes no difference here.
//
// Phases: waiting (until the wait ends or the room is full) → countdown (passage picked, bots
// seated, the green light `startAt` announced) → racing (positions every tick) → finished (from
// the first human's finish; the others get FINISH_PHASE_MS) → closed. A room also closes as soon
// as every human has left, or once every human is done and every bot has crossed the line.
import type { Logger } from 'pino';

import type { Cancel } from '../../domain/clock';
import type { AdminRoomView } from '../../domain/realtime/admin';
import type { RoomPhase, RoomSnapshot } from '../../domain/realtime/protocol';
import type { GameVisibility, ScoringMode } from '../../domain/user';
import type { RaceRecord } from '../race/raceService';
import { errorFrame, MESSAGES, raceFrame } from './frames';
import { ROOM_SEATS, scoringModeOf } from './matchmaking';
import { botNitrosDue, makeBots } from './roomBots';
import {
  judgeFinish,
  mathRoomCourse,
  typingRoomCourse,
  type FinishData,
  type RoomCourse,
} from './roomCourse';
import {
  disqualify,
  dqMessage,
  finishRace,
  type FinishHost,
  type RaceRecorder,
} from './roomFinish';
import {
  adminBotView,
  adminHumanView,
  applyUpdate,
  botView,
  humanView,
  isDone,
  newHuman,
  nitrosLeft,
  passageSource,
  positionsAt,
  type BotRacer,
  type HumanRacer,
} from './roomRacers';
import type { RoomDeps, RoomSpec, RoomTiming } from './roomSpec';
import type { RacerEntry, RoomInput } from './roomWire';

/** After the first human finishes, the others have this long. */
export const FINISH_PHASE_MS = 60_000;
/** A race nobody finishes (idle racers still connected) ends anyway. */
export const MAX_RACE_MS = 10 * 60_000;
const averageSpeed = (racers: readonly HumanRacer[]) =>
  racers.reduce((sum, r) => sum + r.entry.speed, 0) / Math.max(1, racers.length);

export class Room implements FinishHost {
  phase: RoomPhase = 'waiting';
  readonly createdAt: number;
  readonly race: RaceRecorder;
  readonly log: Logger;
  private readonly racers = new Map<string, HumanRacer>();
  private botRacers: BotRacer[] = [];
  /** The passage or math course, from the countdown on. */
  private course: RoomCourse | null = null;
  private startAt: number | null = null;
  private hostID: string | null = null;
  private scoringMode: ScoringMode;
  private gameVisibility: GameVisibility;
  private timers: Cancel[] = [];
  private readonly inflight = new Set<Promise<void>>();
  private closing = false;

  constructor(
    readonly id: string,
    private readonly spec: RoomSpec,
    private readonly timing: RoomTiming,
    private readonly deps: RoomDeps,
  ) {
    this.race = deps.race;
    this.log = deps.log;
    this.scoringMode = spec.scoringMode;
    this.gameVisibility = spec.gameVisibility;
    this.createdAt = deps.clock.now();
    this.timers.push(deps.clock.setTimeout(() => this.startCountdown(), timing.waitMs));
  }

  get site() {
    return this.spec.site;
  }

  /** Closing or closed: no longer reported to operators. */
  get closed() {
    return this.closing;
  }

  /** A practice room is one human and bots. */
  private get capacity() {
    return this.spec.kind === 'practice' ? 1 : ROOM_SEATS;
  }

  join(entry: RacerEntry): void {
    const humans = [...this.racers.values()];
    const refusal = this.closing
      ? 'closed'
      : this.phase !== 'waiting'
        ? 'started'
        : humans.length >= this.capacity
          ? 'full'
          : humans.some((r) => r.entry.playerKey === entry.playerKey)
            ? 'already-in'
            : null;
    if (refusal) return this.deps.publish('refused', entry.racerID, refusal);
    const racer = newHuman(entry);
    this.racers.set(entry.racerID, racer);
    this.hostID ??= entry.racerID;
    // Registry first: a joiner who hears 'accepted' and looks again must see the seat taken.
    this.advertise();
    this.deps.publish('accepted', entry.racerID, raceFrame('room', this.snapshot(racer)));
    this.deps.publish('except', entry.racerID, raceFrame('racer-joined', humanView(racer)));
    this.report();
    if (this.spec.kind !== 'practice' && this.racers.size >= this.capacity) this.startCountdown();
  }

  leave(racerID: string): void {
    const racer = this.racers.get(racerID);
    if (!racer || racer.left) return;
    if (this.phase === 'waiting') {
      this.racers.delete(racerID);
      if (this.hostID === racerID) this.hostID = this.racers.keys().next().value ?? null;
    } else {
      // A racing human who leaves just stops where they are.
      racer.left = true;
    }
    this.deps.publish('all', '', raceFrame('racer-left', { id: racerID }));
    if (this.phase !== 'waiting') return this.racerDone();
    if (this.racers.size === 0) return void this.close();
    this.advertise();
    this.report();
  }

  input(racerID: string, frame: RoomInput): void {
    const racer = this.racers.get(racerID);
    if (!racer || racer.left || this.closing) {
      return this.send(racerID, errorFrame('not-in-race', MESSAGES.notInRace));
    }
    switch (frame.type) {
      case 'update':
        return this.update(racer, frame.data.typed);
      case 'nitro':
        return this.nitro(racer);
      case 'finish':
        return this.track(this.finish(racer, frame.data));
      case 'disqualify':
        return this.track(disqualify(this, racer, dqMessage(frame.data.reason)));
      case 'chat':
        if (this.spec.kind !== 'friend')
          return this.send(racerID, errorFrame('bad-frame', MESSAGES.chatFriendOnly));
        return this.deps.publish(
          'all',
          '',
          raceFrame('chat', { from: racer.entry.name, message: frame.data.message }),
        );
      case 'settings':
        return this.settings(racer, frame.data);
    }
  }

  /** Race ms since the green light, or null before it. */
  private raceMs(): number | null {
    if (this.startAt === null) return null;
    const elapsed = this.deps.clock.now() - this.startAt;
    return elapsed >= 0 ? elapsed : null;
  }

  private update(racer: HumanRacer, typed: number) {
    const elapsed = this.raceMs();
    if (elapsed !== null && this.course)
      applyUpdate(racer, typed, elapsed, this.course.passage.text.length);
  }

  private nitro(racer: HumanRacer) {
    const { racerID } = racer.entry;
    if (this.raceMs() === null || racer.finish || racer.disqualified)
      return this.send(racerID, errorFrame('not-in-race', MESSAGES.notStarted));
    if (nitrosLeft(racer) <= 0)
      return this.send(racerID, errorFrame('no-nitros', MESSAGES.noNitros));
    racer.nitrosUsed += 1;
    this.deps.publish('all', '', raceFrame('nitro', { id: racerID, nitros: nitrosLeft(racer) }));
  }

  private async finish(racer: HumanRacer, data: FinishData) {
    if (this.startAt === null)
      return this.send(racer.entry.racerID, errorFrame('race-rejected', MESSAGES.notStarted));
    await finishRace(this, racer, () => this.judge(racer, data));
  }

  /** Replays what the racer sent against this room's course, with the server's own clock. */
  private judge(racer: HumanRacer, data: FinishData) {
    if (!this.course) throw new Error('judging a finish before the countdown');
    return judgeFinish(this.course, data, {
      serverElapsedMs: this.elapsedMs(),
      nitrosAllowed: racer.entry.nitros,
      liveProgress: racer.seen,
    });
  }

  private settings(
    racer: HumanRacer,
    data: { scoringMode?: string; gameVisibility?: GameVisibility },
  ) {
    const { racerID } = racer.entry;
    if (racerID !== this.hostID)
      return this.send(racerID, errorFrame('race-rejected', MESSAGES.hostOnly));
    if (this.phase !== 'waiting')
      return this.send(racerID, errorFrame('race-rejected', MESSAGES.settingsLocked));
    if (data.scoringMode !== undefined) this.scoringMode = scoringModeOf(data.scoringMode);
    if (data.gameVisibility !== undefined) this.gameVisibility = data.gameVisibility;
    this.advertise();
  }

  private startCountdown() {
    if (this.phase !== 'waiting' || this.closing) return;
    const humans = [...this.racers.values()];
    if (humans.length === 0) return void this.close();
    this.clearTimers();
    this.phase = 'countdown';
    this.deps.advertise(null);
    const lesson = this.spec.lesson;
    const course =
      this.spec.site === 'math' && lesson
        ? mathRoomCourse(this.id, lesson)
        : typingRoomCourse(this.deps.pickPassage(humans.map((r) => r.entry.playerKey)));
    this.course = course;
    // Friend rooms race among friends; bots only keep a lone racer company.
    const seats = this.spec.kind === 'friend' && humans.length > 1 ? 0 : ROOM_SEATS - humans.length;
    this.botRacers = makeBots(
      this.id,
      seats,
      averageSpeed(humans),
      course.passage.text,
      this.deps.carIDs,
    );
    const now = this.deps.clock.now();
    this.startAt = now + this.timing.countdownMs;
    for (const racer of humans)
      this.send(racer.entry.racerID, raceFrame('room', this.snapshot(racer)));
    this.deps.publish('all', '', raceFrame('countdown', { startAt: this.startAt, serverNow: now }));
    this.report();
    this.timers.push(this.deps.clock.setTimeout(() => this.startRacing(), this.timing.countdownMs));
  }

  private startRacing() {
    this.phase = 'racing';
    this.report();
    this.timers.push(this.deps.clock.setInterval(() => this.tick(), this.timing.tickMs));
    this.timers.push(this.deps.clock.setTimeout(() => void this.close(), MAX_RACE_MS));
  }

  private tick() {
    const elapsed = this.raceMs() ?? 0;
    for (const bot of botNitrosDue(this.botRacers, elapsed)) {
      const nitros = bot.plan.nitroAt.length - bot.nitrosShown;
      this.deps.publish('all', '', raceFrame('nitro', { id: bot.id, nitros }));
    }
    this.broadcastPositions();
    const humans = [...this.racers.values()];
    if (humans.every(isDone) && this.botRacers.every((bot) => elapsed >= bot.finishMs))
      void this.close();
  }

  private advertise() {
    const open =
      this.spec.pool !== null &&
      this.phase === 'waiting' &&
      !this.closing &&
      this.racers.size < this.capacity &&
      (this.spec.kind === 'friend' || this.gameVisibility === 'public');
    const humans = [...this.racers.values()];
    this.deps.advertise(
      open
        ? {
            roomID: this.id,
            avgSpeed: averageSpeed(humans),
            seats: this.capacity - humans.length,
            startsBy: this.createdAt + this.timing.waitMs,
            createdAt: this.createdAt,
          }
        : null,
    );
  }

  private snapshot(racer: HumanRacer): RoomSnapshot {
    return {
      roomID: this.id,
      passage: this.passageText(),
      passageSource: this.course ? passageSource(this.course.passage) : '',
      phase: this.phase,
      racers: [...[...this.racers.values()].map(humanView), ...this.botRacers.map(botView)],
      startAt: this.startAt,
      serverNow: this.deps.clock.now(),
      youID: racer.entry.racerID,
      nitros: nitrosLeft(racer),
      qualifying: racer.entry.qualifying,
      math: this.course?.math?.course ?? null,
    };
  }

  // FinishHost: what finishing a racer needs from the room.
  passageText = () => this.course?.passage.text ?? '';
  elapsedMs = () => this.deps.clock.now() - (this.startAt ?? this.deps.clock.now());
  humans = () => this.racers.values();
  bots = () => this.botRacers;
  send = (racerID: string, payload: string) => this.deps.publish('to', racerID, payload);

  raceRecord(): RaceRecord {
    return {
      roomID: this.id,
      site: this.spec.site,
      passageID: this.course?.passage.id ?? 0,
      lessonID: this.course?.math ? String(this.course.math.course.lessonID) : null,
      scoringMode: this.scoringMode,
      racers: this.racers.size + this.botRacers.length,
      startedStamp: Math.floor((this.startAt ?? this.createdAt) / 1000),
    };
  }

  broadcastPositions() {
    const racers = positionsAt(this.raceMs() ?? 0, [...this.racers.values()], this.botRacers);
    this.deps.publish(
      'all',
      '',
      raceFrame('positions', { serverNow: this.deps.clock.now(), racers }),
    );
  }

  racerDone() {
    const humans = [...this.racers.values()];
    if (humans.every((r) => r.left)) return void this.close();
    if (this.phase === 'racing' && humans.some((r) => r.finish)) {
      this.phase = 'finished';
      this.timers.push(this.deps.clock.setTimeout(() => void this.close(), FINISH_PHASE_MS));
    }
    this.report();
  }

  /** The room as its site's operators see it (race-admin / math-admin). */
  adminView(): AdminRoomView {
    const lesson = this.spec.lesson;
    return {
      roomID: this.id,
      site: this.spec.site,
      kind: this.spec.kind,
      lesson: lesson && { lessonID: lesson.lessonID, name: lesson.shortDescription },
      phase: this.phase,
      createdAt: this.createdAt,
      startAt: this.startAt,
      racers: [
        ...[...this.racers.values()].map(adminHumanView),
        ...this.botRacers.map(adminBotView),
      ],
    };
  }

  private report() {
    if (!this.closing) this.deps.report(this.adminView());
  }

  /** An operator ends the race: racers are told, then the room closes as it always does. */
  end(): void {
    if (this.closing) return;
    this.deps.publish('all', '', errorFrame('race-rejected', MESSAGES.endedByOperator));
    void this.close();
  }

  private track(work: Promise<void>) {
    const tracked = work.catch((err: unknown) => this.log.error({ err, roomID: this.id }, 'room'));
    this.inflight.add(tracked);
    void tracked.finally(() => this.inflight.delete(tracked));
  }

  private clearTimers() {
    for (const cancel of this.timers) cancel();
    this.timers = [];
  }

  /** Ends the room: results being recorded are delivered first, then members drop their seat. */
  async close(): Promise<void> {
    if (this.closing) return;
    this.closing = true;
    this.clearTimers();
    this.deps.advertise(null);
    await Promise.allSettled([...this.inflight]);
    this.phase = 'finished';
    this.deps.publish('closed', '', '');
    this.deps.report(null);
    this.deps.onClosed();
  }
}

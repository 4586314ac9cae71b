// The player's side of one race: the countdown timers, the course model (typing or math,
// courseRun.ts), and everything a keystroke or an answer touches (passage spans or the problem
// view, chips, sounds, the one nitro, the throttled progress frames, the finish).
// Plain object, no React: a key costs a model step and a handful of DOM writes.
import type { Clock } from '../../domain/clock';
import { WRONG_ANSWER_PENALTY_MS } from '../../domain/math';
import type { ClientCourse } from '../../domain/race/course';
import {
  countdownSteps,
  countdownValue,
  freshThrottle,
  livePlace,
  ordinal,
  progressFraction,
  updateDecision,
  type RaceBoard,
} from '../../domain/race/raceView';
import type { ClientFrame } from '../../domain/realtime/protocol';
import type { SceneEffect } from '../../engine/raceScene';
import type { RaceSoundPlayer } from '../sound/raceSounds';
import { TypingRun, type CourseRun, type FinishData } from './courseRun';
import type { KeyIntent } from './keyInput';
import type { FrameScheduler, PassagePainter } from './passagePainter';
import { createHudWriter, type HudElements, type HudWriter } from './raceHud';
import { MathCourseModel } from './raceMath';
import type { RaceStore } from './raceStore';

export interface RaceTypingDeps {
  clock: Clock;
  store: RaceStore;
  sounds: RaceSoundPlayer;
  send(frame: ClientFrame): boolean;
  /** The player's progress moved: redraw the scene. */
  changed(): void;
  play(effect: SceneEffect): void;
  board(): RaceBoard;
  /** The green light. */
  go(): void;
  /** The player's live place during the race (for the live region's announcements). */
  place?(place: number, racers: number, now: number): void;
  /**
   * Runs work after the browser's next paint (the finish's change of stage); without it the work
   * runs at once.
   */
  afterPaint?: FrameScheduler;
}

export class RaceTyping {
  /** The course under way (typing or math), or none between races. */
  private run: CourseRun | null = null;
  /** Device time of the green light, as the server's clock places it. */
  private localStart: number | null = null;
  private lastMs = 0;
  private throttle = freshThrottle();
  private cancelUpdate: (() => void) | null = null;
  private updateDueAt = Infinity;
  private timers: (() => void)[] = [];
  private painter: PassagePainter | null = null;
  private hud: HudWriter | null = null;
  private input: HTMLElement | null = null;

  constructor(private readonly deps: RaceTypingDeps) {}

  /** Course units done: characters typed, or a math course's units for the problems answered. */
  get pos(): number {
    return this.run?.units ?? 0;
  }

  /** Whether `course` is the one already being raced (a room snapshot repeats it). */
  isRacing(course: ClientCourse): boolean {
    const run = this.run;
    if (course.kind === 'math')
      return run?.kind === 'math' && run.course.seed === course.course.seed;
    return run?.kind === 'typing' && run.passage === course.passage;
  }

  /**
   * A new race (or none): fresh model, timers and throttle. A math race's problems come from the
   * course's seed and stay locked until the green light.
   */
  reset(course: ClientCourse | null): void {
    this.stop();
    this.run =
      course?.kind === 'typing'
        ? new TypingRun(course.passage)
        : course?.kind === 'math'
          ? new MathCourseModel(course.course)
          : null;
    this.deps.store.setState({ math: this.run?.kind === 'math' ? this.run.view(true) : null });
    this.localStart = null;
    this.lastMs = 0;
    this.throttle = freshThrottle();
    this.refreshHud(this.deps.clock.now());
  }

  /** Runs the lights to the green light at device time `localStart`. */
  countdown(localStart: number, onTick: (value: number) => void): void {
    this.clearTimers();
    this.localStart = localStart;
    const { clock, store } = this.deps;
    const now = clock.now();
    store.setState({ countdown: countdownValue(localStart, now) });
    for (const { value, at } of countdownSteps(localStart, now)) {
      this.timers.push(
        clock.setTimeout(() => {
          store.setState({ countdown: value });
          onTick(value);
          if (value === 0) this.green();
          else this.deps.changed();
        }, at - now),
      );
    }
    if (localStart <= now) this.green();
    else this.deps.changed();
  }

  private green() {
    if (this.deps.store.getState().stage !== 'countdown') return;
    this.deps.store.setState({ countdown: 0 });
    if (this.run?.kind === 'math') this.deps.store.setState({ math: this.run.view(false) });
    this.deps.go();
    this.input?.focus({ preventScroll: true });
    this.refreshHud(this.deps.clock.now());
  }

  /** A key pressed at device time `now`; returns whether the race used it. */
  key(intent: KeyIntent, now: number): boolean {
    if (intent.kind === 'none') return false;
    const { stage } = this.deps.store.getState();
    // Keys before the green light are swallowed (no scrolling on Space) and count for nothing.
    if (stage === 'waiting' || stage === 'countdown') return true;
    const run = this.run;
    if (stage !== 'racing' || !run || this.localStart === null) return false;
    // Pressed before the green light, handled after it: still too early.
    if (now < this.localStart) return true;
    // Crossed the line already (the stage changes after the next paint): nothing more to type,
    // and no second finish (a finished math model takes no answer either).
    if (run.finished) return true;
    if (intent.kind === 'nitro') return this.nitro(now);
    // A math race takes whole answers (answer()), not characters.
    if (run.kind !== 'typing') return false;
    const before = run.units;
    const moved = run.type(intent.char, this.raceMs(now));
    this.deps.sounds.play(moved ? 'key' : 'error');
    this.moved(run, before, now);
    return true;
  }

  /** A math answer typed or tapped at device time `now`; true when the race took it. */
  answer(text: string, now: number): boolean {
    const run = this.run;
    if (run?.kind !== 'math' || !this.racingAt(now)) return false;
    const before = run.units;
    const outcome = run.answer(text, this.raceMs(now));
    if (!outcome) return false;
    this.deps.sounds.play(outcome === 'wrong' ? 'error' : 'key');
    this.moved(run, before, now, outcome === 'wrong' ? WRONG_ANSWER_PENALTY_MS : 0);
    return true;
  }

  /** The player's nitro, in either race: spent here, confirmed by the server's 'nitro' frame. */
  private nitro(now: number): boolean {
    const run = this.run;
    const { nitros } = this.deps.store.getState();
    if (!run || !this.racingAt(now) || nitros <= 0) return true;
    const before = run.units;
    if (!run.nitro(this.raceMs(now))) return true;
    // The server confirms with a 'nitro' frame carrying the count it holds.
    this.deps.store.setState({ nitros: nitros - 1 });
    this.deps.send({ channel: 'race-server', type: 'nitro', data: {} });
    this.deps.play({ type: 'nitro', racerID: this.deps.board().youID });
    this.deps.sounds.play('nitro');
    this.moved(run, before, now);
    return true;
  }

  private racingAt(now: number): boolean {
    const { stage } = this.deps.store.getState();
    return stage === 'racing' && this.localStart !== null && now >= this.localStart;
  }

  /** Race ms of a key: never negative, never earlier than the key before (the log is ordered). */
  private raceMs(now: number): number {
    const ms = Math.max(this.lastMs, Math.round(now - (this.localStart ?? now)), 0);
    this.lastMs = ms;
    return ms;
  }

  /**
   * The racer moved (or tried to): show it, finish, or send progress when the throttle says so.
   * `before` is the units done before the move; `lockMs` is a wrong answer's penalty.
   */
  private moved(run: CourseRun, beforeUnits: number, now: number, lockMs = 0) {
    if (run.kind === 'typing') this.painter?.paint(run.previous, run.state);
    else this.showMath(run, lockMs);
    this.deps.changed();
    this.refreshHud(now);
    if (run.finished) return this.finish(run.finishData());
    if (run.units === beforeUnits) return;
    const decision = updateDecision(this.throttle, run.units, now, run.completedWord(beforeUnits));
    // Even a due update leaves the key handler: the socket write runs in its own task, after the
    // browser has had the chance to paint the typed character.
    if (decision.send) this.scheduleUpdate(now);
    else if (decision.retryInMs !== null) this.scheduleUpdate(now + decision.retryInMs);
  }

  /** The math view, locked while a wrong answer's penalty runs. */
  private showMath(math: MathCourseModel, lockMs: number) {
    const { store, clock } = this.deps;
    store.setState({ math: math.view(lockMs > 0) });
    if (lockMs > 0 && !math.finished) {
      this.timers.push(
        clock.setTimeout(() => {
          if (this.run === math) store.setState({ math: math.view(false) });
        }, lockMs),
      );
    }
  }

  private scheduleUpdate(dueAt: number) {
    if (this.cancelUpdate && this.updateDueAt <= dueAt) return;
    this.cancelUpdate?.();
    this.updateDueAt = dueAt;
    this.cancelUpdate = this.deps.clock.setTimeout(
      () => {
        this.cancelUpdate = null;
        this.sendUpdate(this.deps.clock.now());
      },
      Math.max(0, dueAt - this.deps.clock.now()),
    );
  }

  private sendUpdate(now: number) {
    this.cancelUpdate?.();
    this.cancelUpdate = null;
    const run = this.run;
    if (!run || this.deps.store.getState().stage !== 'racing') return;
    const typed = run.units;
    this.deps.send({ channel: 'race-server', type: 'update', data: { typed, errors: run.errors } });
    this.throttle = { sentAt: now, sentTyped: typed };
  }

  private finish(data: FinishData) {
    this.cancelUpdate?.();
    this.cancelUpdate = null;
    // The whole log is the largest frame of the race; serialising and writing it waits until the
    // last character has been painted.
    this.timers.push(
      this.deps.clock.setTimeout(
        () => this.deps.send({ channel: 'race-server', type: 'finish', data }),
        0,
      ),
    );
    // The change of stage restyles the race screen (its heading, the card, the input): painted
    // with the last key, it made that key's frame 45–85 ms late on a software rasteriser (the
    // paint bench's slow keys were the races' last), so it comes in the frame after.
    const finishing = () => {
      if (this.deps.store.getState().stage !== 'racing') return;
      this.deps.store.setState({ stage: 'finishing' });
      this.deps.changed();
    };
    if (this.deps.afterPaint) this.timers.push(this.deps.afterPaint(finishing));
    else finishing();
  }

  refreshHud(now: number): void {
    if (!this.hud) return;
    const board = this.deps.board();
    const started = this.localStart !== null && now >= this.localStart;
    const raceMs = now - (this.localStart ?? now);
    // Null until the green light of a race that has a model (typing or math).
    const figures = started ? (this.run?.figures(raceMs) ?? null) : null;
    const place = figures && board.racers.length > 0 ? livePlace(board, this.pos) : null;
    if (place !== null) this.deps.place?.(place, board.racers.length, now);
    this.hud.write({
      wpm: figures?.wpm ?? 0,
      accuracy: figures?.accuracy ?? 100,
      place: place !== null ? `${ordinal(place)} / ${board.racers.length}` : '–',
      progress: board.passageLength > 0 ? progressFraction(this.pos, board.passageLength) : 0,
    });
  }

  bindPainter(painter: PassagePainter | null): void {
    this.painter = painter;
    if (painter && this.run?.kind === 'typing') painter.paintAll(this.run.state);
  }

  bindHud(hud: HudElements | null): void {
    this.hud?.cancel();
    this.hud = hud ? createHudWriter(hud, this.deps.clock) : null;
    this.refreshHud(this.deps.clock.now());
  }

  bindInput(input: HTMLElement | null): void {
    this.input = input;
  }

  private clearTimers() {
    for (const cancel of this.timers) cancel();
    this.timers = [];
  }

  /** Cancels every timer (race over, left, or replaced). */
  stop(): void {
    this.clearTimers();
    this.cancelUpdate?.();
    this.cancelUpdate = null;
  }
}

// The player's side of one race: the countdown timers, the typing model, and everything a
// keystroke touches (passage spans, chips, sounds, the throttled progress frames, the finish).
// Plain object, no React: a key costs a model step and a handful of DOM writes.
import type { Clock } from '../../domain/clock';
import { WRONG_ANSWER_PENALTY_MS, type MathCourse } from '../../domain/math';
import {
  completedWord,
  countdownSteps,
  countdownValue,
  freshThrottle,
  liveFigures,
  livePlace,
  ordinal,
  progressFraction,
  updateDecision,
  type RaceBoard,
} from '../../domain/race/raceView';
import {
  applyNitro,
  isFinished,
  startTyping,
  typeKey,
  type TypingState,
} from '../../domain/race/typing';
import type { ClientFrame } from '../../domain/realtime/protocol';
import type { SceneEffect } from '../../engine/raceScene';
import type { RaceSoundPlayer } from '../sound/raceSounds';
import type { KeyIntent } from './keyInput';
import type { PassagePainter } from './passagePainter';
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
}

export class RaceTyping {
  private state: TypingState | null = null;
  /** A math race's model instead of the typing model (math site). */
  private math: MathCourseModel | null = null;
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

  get passage(): string | null {
    return this.state?.passage ?? null;
  }

  /** Course units done: characters typed, or a math course's units for the problems answered. */
  get pos(): number {
    return this.math ? this.math.units : (this.state?.pos ?? 0);
  }

  /** The math course being raced, if any. */
  get mathCourse(): MathCourse | null {
    return this.math?.course ?? null;
  }

  /** A new math race: the problems from the course's seed, locked until the green light. */
  resetMath(course: MathCourse): void {
    this.reset(null);
    this.math = new MathCourseModel(course);
    this.deps.store.setState({ math: this.math.view(true) });
  }

  /** A new race (or none): fresh model, timers and throttle. */
  reset(passage: string | null): void {
    this.stop();
    this.math = null;
    this.deps.store.setState({ math: null });
    this.state = passage ? startTyping(passage) : null;
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
    if (this.math) this.deps.store.setState({ math: this.math.view(false) });
    this.deps.go();
    this.input?.focus({ preventScroll: true });
    this.refreshHud(this.deps.clock.now());
  }

  /** A key pressed at device time `now`; returns whether the race used it. */
  key(intent: KeyIntent, now: number): boolean {
    if (intent.kind === 'none') return false;
    const { stage, nitros } = this.deps.store.getState();
    // Keys before the green light are swallowed (no scrolling on Space) and count for nothing.
    if (stage === 'waiting' || stage === 'countdown') return true;
    const prev = this.state;
    if (stage !== 'racing' || !prev || this.localStart === null) return false;
    // Pressed before the green light, handled after it: still too early.
    if (now < this.localStart) return true;
    const ms = this.raceMs(now);
    if (this.math) return intent.kind === 'nitro' ? this.mathNitro(now) : false;
    let next: TypingState;
    if (intent.kind === 'nitro') {
      if (nitros <= 0) return true;
      next = applyNitro(prev, ms);
      if (next === prev) return true;
      // The server confirms with a 'nitro' frame carrying the count it holds.
      this.deps.store.setState({ nitros: nitros - 1 });
      this.deps.send({ channel: 'race-server', type: 'nitro', data: {} });
      this.deps.play({ type: 'nitro', racerID: this.deps.board().youID });
      this.deps.sounds.play('nitro');
    } else {
      next = typeKey(prev, intent.char, ms);
      this.deps.sounds.play(next.pos > prev.pos ? 'key' : 'error');
    }
    this.commit(prev, next, now);
    return true;
  }

  /** A math answer typed or tapped at device time `now`; true when the race took it. */
  answer(text: string, now: number): boolean {
    const math = this.math;
    if (!math || !this.racingAt(now)) return false;
    const before = math.units;
    const outcome = math.answer(text, this.raceMs(now));
    if (!outcome) return false;
    this.deps.sounds.play(outcome === 'wrong' ? 'error' : 'key');
    this.afterMath(math, before, now, outcome === 'wrong' ? WRONG_ANSWER_PENALTY_MS : 0);
    return true;
  }

  private mathNitro(now: number): boolean {
    const math = this.math;
    const { nitros } = this.deps.store.getState();
    if (!math || !this.racingAt(now) || nitros <= 0) return true;
    const before = math.units;
    if (!math.nitro(this.raceMs(now))) return true;
    this.deps.store.setState({ nitros: nitros - 1 });
    this.deps.send({ channel: 'race-server', type: 'nitro', data: {} });
    this.deps.play({ type: 'nitro', racerID: this.deps.board().youID });
    this.deps.sounds.play('nitro');
    this.afterMath(math, before, now, 0);
    return true;
  }

  private racingAt(now: number): boolean {
    const { stage } = this.deps.store.getState();
    return stage === 'racing' && this.localStart !== null && now >= this.localStart;
  }

  private afterMath(math: MathCourseModel, before: number, now: number, lockMs: number) {
    const { store, clock } = this.deps;
    store.setState({ math: math.view(lockMs > 0) });
    if (lockMs > 0 && !math.finished) {
      this.timers.push(
        clock.setTimeout(() => {
          if (this.math === math) store.setState({ math: math.view(false) });
        }, lockMs),
      );
    }
    this.deps.changed();
    this.refreshHud(now);
    if (math.finished) return this.finishWith({ answers: math.state.log });
    if (math.units === before) return;
    const decision = updateDecision(this.throttle, math.units, now, true);
    if (decision.send) this.scheduleUpdate(now);
    else if (decision.retryInMs !== null) this.scheduleUpdate(now + decision.retryInMs);
  }

  /** Race ms of a key: never negative, never earlier than the key before (the log is ordered). */
  private raceMs(now: number): number {
    const ms = Math.max(this.lastMs, Math.round(now - (this.localStart ?? now)), 0);
    this.lastMs = ms;
    return ms;
  }

  private commit(prev: TypingState, next: TypingState, now: number) {
    this.state = next;
    this.painter?.paint(prev, next);
    this.deps.changed();
    this.refreshHud(now);
    if (isFinished(next)) return this.finish(next);
    if (next.pos === prev.pos) return;
    const decision = updateDecision(
      this.throttle,
      next.pos,
      now,
      completedWord(next.passage, prev.pos, next.pos),
    );
    // Even a due update leaves the key handler: the socket write runs in its own task, after the
    // browser has had the chance to paint the typed character.
    if (decision.send) this.scheduleUpdate(now);
    else if (decision.retryInMs !== null) this.scheduleUpdate(now + decision.retryInMs);
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
    if ((!this.state && !this.math) || this.deps.store.getState().stage !== 'racing') return;
    const typed = this.pos;
    const errors = this.math ? this.math.state.wrong : (this.state?.errors ?? 0);
    this.deps.send({ channel: 'race-server', type: 'update', data: { typed, errors } });
    this.throttle = { sentAt: now, sentTyped: typed };
  }

  private finish(state: TypingState) {
    this.finishWith({ log: state.log });
  }

  private finishWith(data: Extract<ClientFrame, { type: 'finish' }>['data']) {
    this.cancelUpdate?.();
    this.cancelUpdate = null;
    this.deps.store.setState({ stage: 'finishing' });
    // The whole log is the largest frame of the race; serialising and writing it waits until the
    // last character has been painted.
    this.timers.push(
      this.deps.clock.setTimeout(
        () => this.deps.send({ channel: 'race-server', type: 'finish', data }),
        0,
      ),
    );
    this.deps.changed();
  }

  refreshHud(now: number): void {
    if (!this.hud) return;
    const state = this.state;
    const board = this.deps.board();
    const started = this.localStart !== null && now >= this.localStart;
    const raceMs = now - (this.localStart ?? now);
    // Null until the green light of a race that has a model (typing or math).
    const figures = !started
      ? null
      : (this.math?.figures(raceMs) ?? (state ? liveFigures(state, raceMs) : null));
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
    if (painter && this.state) painter.paintAll(this.state);
  }

  bindHud(hud: HudElements | null): void {
    this.hud = hud ? createHudWriter(hud) : null;
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

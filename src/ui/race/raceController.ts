// The race screen's engine room, outside React. It holds the socket, the clock offset, the typing
// model and the scene, and turns server frames and keystrokes into: a few store changes (what
// React renders), DOM writes to the passage and the chips, scene snapshots and effects, sounds,
// and frames back to the server. A keystroke goes key → typing model → passage spans → scene →
// throttled 'update': no React render on the way.
import { type Clock } from '../../domain/clock';
import {
  finisherAnnouncement,
  freshPlaceAnnouncer,
  placeAnnouncement,
  resultAnnouncement,
} from '../../domain/race/announcements';
import { clientCourseLength, clientCourseOf } from '../../domain/race/course';
import {
  emptyBoard,
  localTimeOf,
  newFinishers,
  sceneSnapshot,
  syncOffset,
  withoutRacer,
  withMoves,
  withRacer,
  type JoinKind,
  type RaceBoard,
  type ServerOffset,
} from '../../domain/race/raceView';
import type {
  RaceResult,
  RacerMove,
  RacerView,
  RoomSnapshot,
  ServerFrame,
} from '../../domain/realtime/protocol';
import { beforeNextPaint } from '../../domain/systemClock';
import type { GameVisibility, ScoringMode } from '../../domain/user';
import type { RaceScene } from '../../engine/raceScene';
import type { RealtimeClient, RealtimeStatus } from '../../net/realtime';
import type { RaceSoundPlayer } from '../sound/raceSounds';
import type { KeyIntent } from './keyInput';
import { createPassagePainter, type FrameScheduler } from './passagePainter';
import type { Connect } from './raceConnection';
import type { HudElements } from './raceHud';
import { RACE_UNDER_WAY, createRaceStore, type RaceStage, type RaceStore } from './raceStore';
import { RaceTyping } from './raceTyping';

export interface RaceControllerDeps {
  clock: Clock;
  connect: Connect;
  sounds: RaceSoundPlayer;
  loadScene(host: HTMLElement): Promise<RaceScene>;
  /** Layout reads wait for this (the next paint by default). */
  beforePaint?: FrameScheduler;
  /** Once per result: the session refreshes the player's money, level and speed. */
  onResult?(result: RaceResult): void;
  /** A join was refused until the captcha is solved: show the bot verification modal. */
  onCaptchaRequired?(): void;
  /** Test builds: what the race looks like now (see testHooks.ts). */
  publish?(view: { stage: RaceStage; board: RaceBoard; ownChars: number }): void;
  /** The unit the result is spoken in (WPM, or problems/min on the math site). */
  speedUnit?: string;
}

export interface JoinRequest {
  kind: JoinKind;
  host?: string;
  /** Scoring mode and visibility for a room this player opens (sent before the join). */
  settings?: { scoringMode: ScoringMode; gameVisibility: GameVisibility };
  /** Math site: the lesson (or problem type) to race. */
  lessonID?: string;
}

export const CONNECTION_LOST = 'The connection to the race server was lost.';
const PREVIEW_ID = 'preview';

/** The scene's phase for each screen stage. */
const SCENE_PHASE: Record<RaceStage, RoomSnapshot['phase']> = {
  ready: 'waiting',
  connecting: 'waiting',
  waiting: 'waiting',
  countdown: 'countdown',
  racing: 'racing',
  finishing: 'racing',
  result: 'finished',
  disqualified: 'finished',
  error: 'finished',
};

export class RaceController {
  readonly store: RaceStore = createRaceStore();
  private client: RealtimeClient | null = null;
  private pendingJoin: JoinRequest | null = null;
  private board: RaceBoard = emptyBoard();
  private offset: ServerOffset = null;
  private ownPlace: number | null = null;
  private scene: RaceScene | null = null;
  private disposed = false;
  readonly typing: RaceTyping;

  constructor(private readonly deps: RaceControllerDeps) {
    this.typing = new RaceTyping({
      clock: deps.clock,
      store: this.store,
      sounds: deps.sounds,
      send: (frame) => this.client?.send(frame) ?? false,
      changed: () => this.pushScene(),
      play: (effect) => this.scene?.play(effect),
      board: () => this.board,
      go: () => this.setStage('racing'),
      place: (place, racers, now) => {
        if (this.stage !== 'racing') return;
        const step = placeAnnouncement(this.placeAnnouncer, place, racers, now);
        this.placeAnnouncer = step.announcer;
        if (step.say) this.announce(step.say);
      },
    });
  }

  /** The race page's polite live region (bindAnnouncer), and what it last said of the place. */
  private announcer: HTMLElement | null = null;
  private placeAnnouncer = freshPlaceAnnouncer();

  private announce(text: string): void {
    if (this.announcer) this.announcer.textContent = text;
  }

  bindAnnouncer = (element: HTMLElement | null): void => {
    this.announcer = element;
  };

  private get stage(): RaceStage {
    return this.store.getState().stage;
  }

  private setStage(stage: RaceStage) {
    this.store.setState({ stage });
    this.pushScene();
  }

  /** Before any race: the player's own car waits at the line. */
  preview(racer: Pick<RacerView, 'name' | 'carID' | 'carHueAngle'>): void {
    if (this.stage !== 'ready') return;
    const view: RacerView = {
      ...racer,
      id: PREVIEW_ID,
      userID: null,
      title: '',
      isBot: false,
      isGuest: false,
      wpmHint: 0,
    };
    this.board = { ...emptyBoard(), youID: PREVIEW_ID, racers: [view] };
    this.pushScene();
  }

  /** Race Now / Race Again: a new seat, on the open socket or a new one. */
  start(join: JoinRequest): void {
    if (this.disposed || RACE_UNDER_WAY.includes(this.stage)) return;
    this.typing.reset(null);
    this.board = emptyBoard();
    this.ownPlace = null;
    this.placeAnnouncer = freshPlaceAnnouncer();
    this.store.setState((s) => ({
      stage: 'connecting',
      raceKey: s.raceKey + 1,
      youID: '',
      racers: [],
      places: {},
      finishes: {},
      passage: '',
      passageSource: '',
      countdown: null,
      result: null,
      disqualified: null,
      error: null,
    }));
    this.pushScene();
    this.pendingJoin = join;
    const status = this.client?.status ?? 'closed';
    if (status === 'open') this.sendJoin();
    else if (status === 'closed') {
      this.client = this.deps.connect({
        onFrame: (frame) => this.onFrame(frame),
        onStatus: (next) => this.onStatus(next),
      });
    }
  }

  private sendJoin() {
    const join = this.pendingJoin;
    if (!join || !this.client) return;
    this.pendingJoin = null;
    if (join.settings)
      this.client.send({ channel: 'race-server', type: 'settings', data: join.settings });
    const data = {
      kind: join.kind,
      ...(join.host ? { host: join.host } : {}),
      ...(join.lessonID ? { lessonID: join.lessonID } : {}),
    };
    if (!this.client.send({ channel: 'race-server', type: 'join', data }))
      this.fail(CONNECTION_LOST);
  }

  private onStatus(status: RealtimeStatus) {
    if (status === 'open') this.sendJoin();
    if (status !== 'closed') return;
    this.client = null;
    if (RACE_UNDER_WAY.includes(this.stage)) this.fail(CONNECTION_LOST);
  }

  private fail(message: string) {
    this.typing.stop();
    this.store.setState({ stage: 'error', error: message });
    this.pushScene();
  }

  onFrame(frame: ServerFrame): void {
    if (this.disposed) return;
    if (frame.channel === null) {
      if (frame.type === 'error') this.onError(frame.data.type, frame.data.message);
      return;
    }
    if (frame.channel !== 'race-server') return;
    const now = this.deps.clock.now();
    switch (frame.type) {
      case 'room':
        return this.onRoom(frame.data, now);
      case 'racer-joined':
        return this.setRacers(withRacer(this.board.racers, frame.data));
      case 'racer-left':
        // Once the race is on, a car that left stays where it stopped.
        if (this.stage === 'waiting')
          this.setRacers(withoutRacer(this.board.racers, frame.data.id));
        return;
      case 'countdown':
        this.offset = syncOffset(this.offset, frame.data.serverNow, now);
        return this.countdownTo(frame.data.startAt);
      case 'positions':
        return this.onPositions(frame.data.serverNow, frame.data.racers, now);
      case 'nitro':
        if (frame.data.id === this.board.youID) this.store.setState({ nitros: frame.data.nitros });
        else this.scene?.play({ type: 'nitro', racerID: frame.data.id });
        return;
      case 'result':
        return this.onResult(frame.data);
      case 'disqualified':
        this.typing.stop();
        this.store.setState({ stage: 'disqualified', disqualified: frame.data });
        this.pushScene();
        return;
    }
  }

  private onRoom(room: RoomSnapshot, now: number) {
    if (!RACE_UNDER_WAY.includes(this.stage)) return;
    this.offset = syncOffset(this.offset, room.serverNow, now);
    const course = clientCourseOf(room);
    this.board = {
      ...this.board,
      youID: room.youID,
      passageLength: course ? clientCourseLength(course) : 0,
      racers: room.racers,
    };
    if (course && !this.typing.isRacing(course)) this.typing.reset(course);
    this.store.setState({
      youID: room.youID,
      racers: room.racers,
      // The passage shown as text; a math course is shown as its problems instead.
      passage: course?.kind === 'typing' ? course.passage : '',
      passageSource: room.passageSource,
      nitros: room.nitros,
      qualifying: room.qualifying,
    });
    if (this.stage === 'connecting') this.setStage('waiting');
    if (room.startAt !== null) this.countdownTo(room.startAt);
    else this.pushScene();
  }

  private setRacers(racers: RacerView[]) {
    this.board = { ...this.board, racers };
    this.store.setState({ racers });
    this.pushScene();
  }

  private countdownTo(startAt: number) {
    if (this.stage !== 'waiting' && this.stage !== 'countdown') return;
    this.store.setState({ stage: 'countdown' });
    this.typing.countdown(localTimeOf(this.offset, startAt), (value) => {
      this.deps.sounds.play(value === 0 ? 'go' : 'countdown');
      this.scene?.play({ type: 'countdown-tick', value });
    });
  }

  private onPositions(serverNow: number, moves: RacerMove[], now: number) {
    this.offset = syncOffset(this.offset, serverNow, now);
    const positions = withMoves(this.board.positions, moves);
    const finishers = newFinishers(
      this.board.positions,
      moves.map((move) => positions[move.id]!),
      this.board.youID,
    );
    this.board = { ...this.board, positions, positionsAt: serverNow };
    this.pushScene();
    if (finishers.length > 0) {
      for (const { id, place } of finishers)
        this.scene?.play({ type: 'finish', racerID: id, place });
      this.announce(
        finisherAnnouncement(
          finishers.map(({ id, place }) => ({
            name: this.board.racers.find((racer) => racer.id === id)?.name ?? 'A racer',
            place,
          })),
        ),
      );
      this.store.setState((s) => ({
        places: { ...s.places, ...Object.fromEntries(finishers.map((f) => [f.id, f.place])) },
        finishes: {
          ...s.finishes,
          ...Object.fromEntries(
            finishers.map((f) => [
              f.id,
              {
                place: f.place,
                speed: positions[f.id]?.wpm ?? null,
                timeMs: positions[f.id]?.timeMs ?? null,
              },
            ]),
          ),
        },
      }));
    }
    this.typing.refreshHud(now);
  }

  private onResult(result: RaceResult) {
    if (this.stage !== 'finishing' && this.stage !== 'racing') return;
    this.typing.stop();
    this.ownPlace = result.place;
    this.store.setState((s) => ({
      stage: 'result',
      result,
      places: { ...s.places, [this.board.youID]: result.place },
      finishes: {
        ...s.finishes,
        [this.board.youID]: { place: result.place, speed: result.wpm, timeMs: result.durationMs },
      },
    }));
    this.pushScene();
    this.scene?.play({ type: 'finish', racerID: this.board.youID, place: result.place });
    this.deps.sounds.play('finish');
    this.announce(resultAnnouncement(result, this.deps.speedUnit ?? 'WPM'));
    this.deps.onResult?.(result);
  }

  private onError(type: string, message: string) {
    if (type === 'no-nitros') return this.store.setState({ nitros: 0 });
    if (type === 'captcha-required') {
      if (RACE_UNDER_WAY.includes(this.stage)) this.fail(message);
      return this.deps.onCaptchaRequired?.();
    }
    if (type === 'race-rejected' || type === 'not-in-race' || type === 'wrong-server') {
      if (RACE_UNDER_WAY.includes(this.stage)) this.fail(message);
      return;
    }
    console.warn(`race: ${type}: ${message}`);
  }

  // ---- Input from the page ---------------------------------------------------------------------

  /**
   * A key from the page, pressed `ageMs` ago (a busy page handles keys late; the log keeps when
   * they were pressed). True when the race used it: the caller prevents its default.
   */
  key(intent: KeyIntent, ageMs = 0): boolean {
    return this.typing.key(intent, this.deps.clock.now() - ageMs);
  }

  /** A math answer, typed or tapped. */
  answer(text: string): boolean {
    return this.typing.answer(text, this.deps.clock.now());
  }

  /** Text from a mobile keyboard's input event. */
  text(data: string, ageMs = 0): void {
    const at = this.deps.clock.now() - ageMs;
    for (const char of data) this.typing.key({ kind: 'char', char }, at);
  }

  /** Pasting is not typing: reported, and the server disqualifies the race. */
  paste(): boolean {
    const stage = this.stage;
    if (stage !== 'countdown' && stage !== 'racing') return false;
    this.client?.send({ channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
    return true;
  }

  bindPassage = (root: HTMLElement | null, live: HTMLElement | null): void => {
    const beforePaint = this.deps.beforePaint ?? beforeNextPaint;
    this.typing.bindPainter(root ? createPassagePainter(root, live, beforePaint) : null);
  };

  bindHud = (hud: HudElements | null): void => this.typing.bindHud(hud);

  bindInput = (input: HTMLElement | null): void => this.typing.bindInput(input);

  // ---- The scene --------------------------------------------------------------------------------

  /** Loads the scene into `host`; the returned function destroys it. */
  mountScene(host: HTMLElement): () => void {
    let scene: RaceScene | null = null;
    let gone = false;
    this.store.setState({ scene: 'loading' });
    this.deps
      .loadScene(host)
      .then((created) => {
        if (gone || this.disposed) return created.destroy();
        scene = created;
        this.scene = created;
        this.store.setState({ scene: 'ready' });
        this.pushScene();
      })
      .catch((error: unknown) => {
        console.warn('race: the race scene could not start', error);
        if (!gone) this.store.setState({ scene: 'failed' });
      });
    return () => {
      gone = true;
      if (scene && this.scene === scene) this.scene = null;
      scene?.destroy();
    };
  }

  resizeScene(width: number, height: number): void {
    this.scene?.resize(width, height);
  }

  private pushScene() {
    const { stage, countdown } = this.store.getState();
    const own = { chars: this.typing.pos, place: this.ownPlace };
    if (this.scene) {
      const snapshot = sceneSnapshot(
        this.board,
        SCENE_PHASE[stage],
        own,
        stage === 'countdown' ? countdown : null,
      );
      this.scene.set(snapshot);
    }
    this.deps.publish?.({ stage, board: this.board, ownChars: own.chars });
  }

  dispose(): void {
    if (this.disposed) return;
    if (this.client && RACE_UNDER_WAY.includes(this.stage)) {
      this.client.send({ channel: 'race-server', type: 'leave', data: {} });
    }
    this.disposed = true;
    this.typing.stop();
    this.client?.close();
    this.client = null;
    this.scene?.destroy();
    this.scene = null;
    this.deps.sounds.unload();
  }
}

// The race screen's engine room, outside React. It holds the seat on the race server
// (raceSeat.ts), the clock offset, the typing model and the scene, and turns server frames
// (raceFrames.ts, finishes and the result in raceResults.ts) and keystrokes into: a few store
// changes (what React renders), DOM writes to the passage and the chips, scene snapshots and
// effects, sounds, and frames back to the server. A keystroke goes key → typing model → passage
// spans → scene → throttled 'update': no React render on the way.
import { type Clock } from '../../domain/clock';
import { freshPlaceAnnouncer, placeAnnouncement } from '../../domain/race/announcements';
import {
  emptyBoard,
  sceneSnapshot,
  type RaceBoard,
  type ServerOffset,
} from '../../domain/race/raceView';
import type {
  RaceResult,
  RacerView,
  RoomSnapshot,
  ServerFrame,
} from '../../domain/realtime/protocol';
import { beforeNextPaint } from '../../domain/systemClock';
import type { RaceScene } from '../../engine/raceScene';
import type { RaceSoundPlayer } from '../sound/raceSounds';
import { createChatLog, type ChatLog } from './chat/chatLog';
import type { KeyIntent } from './keyInput';
import { createPassagePainter, type FrameScheduler } from './passagePainter';
import type { Connect } from './raceConnection';
import { onServerFrame } from './raceFrames';
import type { HudElements } from './raceHud';
import type { RaceLive } from './raceResults';
import { CONNECTION_LOST, RaceSeat, type JoinRequest } from './raceSeat';
import { RACE_UNDER_WAY, createRaceStore, type RaceStage, type RaceStore } from './raceStore';
import { RaceTyping } from './raceTyping';

export { CONNECTION_LOST, type JoinRequest };

export interface RaceControllerDeps {
  clock: Clock;
  connect: Connect;
  sounds: RaceSoundPlayer;
  loadScene(host: HTMLElement): Promise<RaceScene>;
  /** Layout reads wait for this (the next paint by default). */
  beforePaint?: FrameScheduler;
  /** Work that must not delay a keystroke's frame (the finish's change of stage) waits for this;
   * without it, it runs at once (the browser's RaceScreen passes afterNextPaint). */
  afterPaint?: FrameScheduler;
  /** Once per result: the session refreshes the player's money, level and speed. */
  onResult?(result: RaceResult): void;
  /** A join was refused until the captcha is solved: show the bot verification modal. */
  onCaptchaRequired?(): void;
  /** Test builds: what the race looks like now (see testHooks.ts). */
  publish?(view: { stage: RaceStage; board: RaceBoard; ownChars: number }): void;
  /** The unit the result is spoken in (WPM, or problems/min on the math site). */
  speedUnit?: string;
}

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
  /** A friend room's chat (chat/ChatPanel.tsx reads it). */
  readonly chat: ChatLog = createChatLog();
  private readonly seat: RaceSeat;
  private board: RaceBoard = emptyBoard();
  private offset: ServerOffset = null;
  private ownPlace: number | null = null;
  private scene: RaceScene | null = null;
  private disposed = false;
  readonly typing: RaceTyping;
  /** The live race as raceFrames.ts and raceResults.ts see it. */
  private readonly live: RaceLive;

  constructor(private readonly deps: RaceControllerDeps) {
    this.seat = new RaceSeat(deps.connect, {
      onFrame: (frame) => this.onFrame(frame),
      onLost: () => {
        if (RACE_UNDER_WAY.includes(this.stage)) this.fail(CONNECTION_LOST);
      },
    });
    this.typing = new RaceTyping({
      clock: deps.clock,
      store: this.store,
      sounds: deps.sounds,
      send: (frame) => this.seat.send(frame),
      changed: () => this.pushScene(),
      play: (effect) => this.scene?.play(effect),
      board: () => this.board,
      go: () => this.setStage('racing'),
      afterPaint: deps.afterPaint,
      place: (place, racers, now) => {
        if (this.stage !== 'racing') return;
        const step = placeAnnouncement(this.placeAnnouncer, place, racers, now);
        this.placeAnnouncer = step.announcer;
        if (step.say) this.announce(step.say);
      },
    });
    // The live race reads and writes the controller's fields as they are at the time.
    const self = () => this;
    this.live = {
      deps,
      store: this.store,
      typing: this.typing,
      get scene() {
        return self().scene;
      },
      get stage() {
        return self().stage;
      },
      get board() {
        return self().board;
      },
      set board(board) {
        self().board = board;
      },
      get offset() {
        return self().offset;
      },
      set offset(offset) {
        self().offset = offset;
      },
      get ownPlace() {
        return self().ownPlace;
      },
      set ownPlace(place) {
        self().ownPlace = place;
      },
      setStage: (stage) => this.setStage(stage),
      pushScene: () => this.pushScene(),
      announce: (text) => this.announce(text),
      fail: (message) => this.fail(message),
    };
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
      hostUserID: null,
      countdown: null,
      result: null,
      disqualified: null,
      error: null,
    }));
    this.pushScene();
    this.seat.join(join);
  }

  private fail(message: string) {
    this.typing.stop();
    this.store.setState({ stage: 'error', error: message });
    this.pushScene();
  }

  onFrame(frame: ServerFrame): void {
    if (this.disposed) return;
    if (frame.channel === 'race-server' && frame.type === 'chat')
      return this.chat.add({ kind: 'message', from: frame.data.from, text: frame.data.message });
    if (frame.channel === 'race-server' && frame.type === 'lesson-help')
      return this.chat.add({ kind: 'lesson-help', help: frame.data });
    // The server's answer to chat sent too fast (the race itself never sees this error).
    if (frame.channel === null && frame.type === 'error' && frame.data.type === 'rate-limited')
      this.chat.add({ kind: 'notice', text: frame.data.message });
    onServerFrame(this.live, frame);
  }

  /** A chat message to the friend room; false when there is no room to send it to. */
  sendChat(message: string): boolean {
    const text = message.trim();
    if (!text) return false;
    return this.seat.send({ channel: 'race-server', type: 'chat', data: { message: text } });
  }

  /** A friend room's host starts the race (the server refuses anyone else). */
  beginFriendRace(): boolean {
    if (this.stage !== 'waiting') return false;
    return this.seat.send({ channel: 'race-server', type: 'begin-friend-race', data: {} });
  }

  /** Math friend rooms: show everyone the lesson's help. */
  askLessonHelp(): boolean {
    return this.seat.send({ channel: 'race-server', type: 'lesson-help', data: {} });
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
    this.seat.send({ channel: 'race-server', type: 'disqualify', data: { reason: 'paste' } });
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
    if (RACE_UNDER_WAY.includes(this.stage))
      this.seat.send({ channel: 'race-server', type: 'leave', data: {} });
    this.disposed = true;
    this.typing.stop();
    this.seat.close();
    this.scene?.destroy();
    this.scene = null;
    this.deps.sounds.unload();
  }
}

// A deterministic simulated race for the harness: five racers typing at different speeds with
// human-like bursts, progress reported at ~10 Hz with network jitter, nitros and finishes played
// as effects. It drives the scene only through its public API, as the UI will.
import type { ManualTicker } from '../../src/engine/clock';
import type { RaceScene, RaceSnapshot, SceneRacer } from '../../src/engine/raceScene';

export const FRAME_MS = 1000 / 60;
const PASSAGE_CHARS = 230;

export const RACERS: (SceneRacer & { wpm: number })[] = [
  { id: 'you', name: 'SpeedyKeys', carID: 9, carHueAngle: 0, isYou: true, isBot: false, wpm: 84 },
  {
    id: 'r1',
    name: 'Marlowe Types',
    carID: 5,
    carHueAngle: 210,
    isYou: false,
    isBot: true,
    wpm: 96,
  },
  {
    id: 'r2',
    name: 'QwertyQueen',
    carID: 11,
    carHueAngle: 120,
    isYou: false,
    isBot: false,
    wpm: 71,
  },
  { id: 'r3', name: 'Guest Racer', carID: 1, carHueAngle: 40, isYou: false, isBot: true, wpm: 48 },
  {
    id: 'r4',
    name: 'NitroNate_the_Magnificent',
    carID: 7,
    carHueAngle: 280,
    isYou: false,
    isBot: true,
    wpm: 62,
  },
];

/** Characters typed after `ms` of racing: steady rate plus bursts, never going backwards. */
function typed(wpm: number, ms: number, seed: number): number {
  const rate = (wpm * 5) / 60_000;
  const burst = 1.6 * Math.sin(ms / 650 + seed) + 0.8 * Math.sin(ms / 233 + seed * 3);
  return Math.max(0, rate * ms + burst);
}

export class SimRace {
  raceMs = 0;
  private sinceSnapshot = 0;
  private nextGap = 100;
  private readonly best = new Map<string, number>();
  private readonly places: Record<string, number | null> = {};
  private finishedCount = 0;
  private readonly boosts = new Map<string, number>();
  phase: RaceSnapshot['phase'] = 'waiting';
  countdown: number | null = null;
  private serverMs = 1_700_000_000_000;

  constructor(
    private readonly scene: RaceScene,
    private readonly ticker: ManualTicker,
    private readonly racers = RACERS,
  ) {
    for (const r of racers) this.places[r.id] = null;
  }

  /** Starts the same race again from the grid (the scene snaps cars back and clears badges). */
  restart(): void {
    this.raceMs = 0;
    this.sinceSnapshot = 0;
    this.best.clear();
    this.boosts.clear();
    this.finishedCount = 0;
    for (const r of this.racers) this.places[r.id] = null;
    this.phase = 'countdown';
    this.countdown = 0;
    this.send();
  }

  snapshot(): RaceSnapshot {
    const progress: Record<string, number> = {};
    for (const r of this.racers) progress[r.id] = this.best.get(r.id) ?? 0;
    return {
      phase: this.phase,
      racers: this.racers.map(({ wpm: _wpm, ...racer }) => racer),
      progress,
      places: { ...this.places },
      countdown: this.countdown,
      at: this.serverMs,
    };
  }

  send(): void {
    this.scene.set(this.snapshot());
  }

  /** Shows the lights at `value` (3, 2, 1, 0) and lets the pop settle for `frames` frames. */
  lights(value: number, frames = 30): void {
    this.phase = 'countdown';
    this.countdown = value;
    this.send();
    this.scene.play({ type: 'countdown-tick', value });
    this.frames(frames);
  }

  frames(n: number): void {
    for (let i = 0; i < n; i += 1) this.ticker.step(FRAME_MS);
  }

  nitro(id: string): void {
    // A nitro fills the rest of the word: about six characters at once.
    this.boosts.set(id, (this.boosts.get(id) ?? 0) + 6);
    this.scene.play({ type: 'nitro', racerID: id });
  }

  /**
   * Races for `ms`, a frame at a time, reporting progress at ~10 Hz. To fast-forward (pictures of
   * late race moments on slow software GL) use longer frames and tick the scene only every
   * `framesPerTick` of them, with the summed time.
   */
  run(ms: number, frameMs = FRAME_MS, framesPerTick = 1): void {
    let pending = 0;
    let count = 0;
    if (this.phase !== 'racing' && this.phase !== 'finished') {
      this.phase = 'racing';
      this.countdown = null;
      this.send();
    }
    for (let t = 0; t < ms; t += frameMs) {
      this.raceMs += frameMs;
      this.serverMs += frameMs;
      this.sinceSnapshot += frameMs;
      if (this.sinceSnapshot >= this.nextGap) {
        this.sinceSnapshot = 0;
        // Network jitter: 70..130 ms between updates, deterministic.
        this.nextGap = 100 + 30 * Math.sin(this.raceMs * 0.37);
        this.advanceProgress();
        this.send();
      }
      pending += frameMs;
      count += 1;
      if (count % framesPerTick === 0) {
        this.ticker.step(pending);
        pending = 0;
      }
    }
    if (pending > 0) this.ticker.step(pending);
  }

  private advanceProgress(): void {
    this.racers.forEach((r, i) => {
      const chars = typed(r.wpm, this.raceMs, i * 1.7) + (this.boosts.get(r.id) ?? 0);
      const p = Math.min(1, Math.max(this.best.get(r.id) ?? 0, chars / PASSAGE_CHARS));
      this.best.set(r.id, p);
      if (p >= 1 && this.places[r.id] === null) {
        this.finishedCount += 1;
        this.places[r.id] = this.finishedCount;
        this.scene.play({ type: 'finish', racerID: r.id, place: this.finishedCount });
      }
    });
    if (this.finishedCount === this.racers.length) this.phase = 'finished';
  }

  allFinished(): boolean {
    return this.finishedCount === this.racers.length;
  }

  finished(id: string): boolean {
    return this.places[id] !== null;
  }
}

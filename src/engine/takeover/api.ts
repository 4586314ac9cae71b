// The reward takeover scene's whole public surface (CONVENTIONS §2). The UI renders
// <TakeoverCanvas> (lazy-loaded: PixiJS stays out of every page until a takeover plays) with plain
// data: the takeover's state from src/domain/rewards/takeover.ts, each reward's art, and the
// ticker and clock that state's times are on. It never touches a Pixi object; tests read the
// stage through the probe.
import type { TakeoverState } from '../../domain/rewards/takeover';
import type { SceneTicker } from '../clock';

/** What the stage draws for one reward. */
export interface TakeoverArt {
  kind: 'money' | 'car' | 'loot';
  /** Money: the amount counted up to. 0 otherwise. */
  amount: number;
  /** Car: its side-view SVG; loot: its art; null draws a generic shape. */
  artSrc: string | null;
  /** Car: its paint (degrees), baked into the art like the race track and the parking lot. */
  hueAngle: number;
}

export interface TakeoverCanvasProps {
  state: TakeoverState;
  /** One per reward, in the state's order. */
  rewards: readonly TakeoverArt[];
  /** Frame source: the stage is drawn once per tick. */
  ticker: SceneTicker;
  /** The takeover's clock in ms, the one `state`'s times are on. */
  now(): number;
  /** Pixel density; devicePixelRatio by default. */
  resolution?: number;
  /** Called once the stage is up (the first frame drawn), with a read-only view of it. */
  onReady?(probe: TakeoverProbe): void;
  /** WebGL or the art could not start: the UI keeps its plain fallback. */
  onFail?(error: unknown): void;
}

/** One object on stage, as plain numbers. */
export interface StageNode {
  label: string;
  visible: boolean;
  /** Its own alpha times its parents'. */
  alpha: number;
  scale: number;
  x: number;
  y: number;
  rotation: number;
  /** A text object's text. */
  text?: string;
  /** A sprite's texture size in px (0 while its art is loading). */
  textureWidth?: number;
}

export interface TakeoverProbe {
  /** The first object with this label, searching the whole stage; null when there is none. */
  find(label: string): StageNode | null;
  /** Labels of every object on stage that is visible (with visible parents), in draw order. */
  visibleLabels(): string[];
  /** Frames drawn so far: a still stage draws none until something on it changes. */
  frames(): number;
  /** The canvas's size in CSS px. */
  size(): { width: number; height: number };
}

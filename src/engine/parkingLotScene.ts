// The parking lot's whole public surface: the garage page shown as a lot of 15 bays. The UI mounts
// it into an element, feeds it the garage as plain data and hears back what the player did with
// the pointer; it never touches a Pixi object (CONVENTIONS §2). Keyboard control lives in the UI
// (the canvas never owns focus), driven by the pure helpers in ./parkingLot/keyboard.
import { createFrameTicker, type SceneTicker } from './clock';
import { ParkingLotView } from './parkingLot/parkingLotView';
import { destroyScene, mountPixi, prefersReducedMotion, showScene } from './pixiHost';

export type { SceneTicker } from './clock';
export { SLOTS_PER_PAGE } from './parkingLot/layout';
export type {
  LotKeyContext,
  LotKeyEffect,
  LotKeyState,
  NavigationKey,
} from './parkingLot/keyboard';
export { initialKeyState, isNavigationKey, lotKey, nextSlot } from './parkingLot/keyboard';

export interface ParkingLotOptions {
  /** Frame source; defaults to requestAnimationFrame through src/engine/clock.ts. */
  ticker?: SceneTicker;
  /**
   * No gliding, pulsing or breathing lights: cars jump to their bays. Defaults to the browser's
   * prefers-reduced-motion setting.
   */
  reducedMotion?: boolean;
  /** Pixel density of the canvas; devicePixelRatio by default (high-DPI aware). */
  resolution?: number;
  /** URL of a car's side-view SVG, e.g. `/assets/cars/<assetKey>.svg`. */
  carArt: (carID: number) => string;
  /** A bay was clicked or tapped: garage `slot` and the car parked there, if any. */
  onSelect?(slot: number, carID: number | null): void;
  /**
   * A car was dragged from garage slot `from` to `to` (swapping with a car parked there). The lot
   * shows the move at once; the UI persists it and confirms (or undoes) it with `set`.
   */
  onMove?(from: number, to: number): void;
  /** A parked car was double-clicked (double-tapped): make it the current car. */
  onActivate?(slot: number, carID: number): void;
}

export interface ParkingLotSnapshot {
  /** The whole garage, one entry per slot (30, padded to multiples of 15); null is a free bay. */
  slots: Array<{ carID: number; hueAngle: number; name: string } | null>;
  /** The car the player races with: its bay glows gold and its headlights are on. */
  currentCarID: number;
  /** Which 15 slots are shown: slots page*15 .. page*15+14. */
  page: number;
  /** Garage slot drawn as selected, or null. */
  selectedSlot: number | null;
}

export interface ParkingLot {
  /** Replaces the garage shown; cars that changed bays drive there. Cheap to call often. */
  set(snapshot: ParkingLotSnapshot): void;
  /** The host element is now `width` x `height` CSS pixels (the grid may change shape). */
  resize(width: number, height: number): void;
  /**
   * Draws the keyboard focus ring on garage `slot` (null hides it). With `carrying` (move mode),
   * the car from that slot is lifted and hovers over the focused bay.
   */
  focusSlot(slot: number | null, carrying?: number | null): void;
  /** Shows a keyboard drop at once: the cars in `from` and `to` trade bays before `set` confirms. */
  move(from: number, to: number): void;
  /** Columns of the bay grid now shown (5, or 3 on narrow views), for `nextSlot`. */
  columns(): number;
  /** Stops the frame loop, removes the canvas and frees GPU resources. Idempotent. */
  destroy(): void;
}

const DEFAULT_SIZE = { width: 960, height: 540 };

/** Creates the renderer inside `host` (a canvas filling it) and draws the lot. */
export async function createParkingLot(
  host: HTMLElement,
  options: ParkingLotOptions,
): Promise<ParkingLot> {
  const { app, width, height } = await mountPixi(host, {
    resolution: options.resolution,
    backgroundColor: 0x5fa84e,
    defaultSize: DEFAULT_SIZE,
  });

  const scene = new ParkingLotView(app.renderer, {
    carArt: options.carArt,
    reducedMotion: options.reducedMotion ?? prefersReducedMotion(),
    onSelect: options.onSelect,
    onMove: options.onMove,
    onActivate: options.onActivate,
  });
  await showScene(app, scene, width, height);

  // Pixi has no pointercancel mapping: a touch the browser takes over must not leave a car
  // hanging in the air.
  const cancel = () => scene.cancelGesture();
  app.canvas.addEventListener('pointercancel', cancel);
  globalThis.addEventListener?.('blur', cancel);

  const ticker = options.ticker ?? createFrameTicker();
  const stop = ticker.add((dt) => {
    scene.update(dt);
    // A still lot (reduced motion, nothing moving) is not drawn again.
    if (scene.takeDirty()) app.render();
  });
  let destroyed = false;

  return {
    set: (snapshot) => {
      if (!destroyed) scene.set(snapshot);
    },
    resize: (w, h) => {
      if (destroyed || w <= 0 || h <= 0) return;
      app.renderer.resize(w, h);
      scene.resize(w, h);
      // Resizing clears the canvas: draw now rather than flash an empty frame.
      scene.takeDirty();
      app.render();
    },
    focusSlot: (slot, carrying = null) => {
      if (!destroyed) scene.focusSlot(slot, carrying);
    },
    move: (from, to) => {
      if (!destroyed) scene.move(from, to);
    },
    columns: () => scene.columns(),
    destroy: () => {
      if (destroyed) return;
      destroyed = true;
      stop();
      app.canvas.removeEventListener('pointercancel', cancel);
      globalThis.removeEventListener?.('blur', cancel);
      destroyScene(app, scene);
    },
  };
}

// Pointer input on the lot: Pixi's federated events are turned into bay hits, run through the
// pure gesture machine, and its outcomes become car moves on the lot plus calls to the host
// (click, drop). Also the hover highlight and the cursor.
// Registers Pixi's event system (pixiHost skips Pixi's own import): the lot is dragged.
import 'pixi.js/events';
import type { Container, FederatedPointerEvent } from 'pixi.js';

import { bayAt, type LotLayout } from './layout';
import type { LotCars } from './lotCars';
import type { ParkedCarView } from './parkedCar';
import {
  IDLE,
  registerClick,
  stepGesture,
  type ClickMemory,
  type GestureOutcome,
  type GestureState,
  type PointerInput,
} from './pointerGesture';

export interface LotPointerHost {
  readonly layout: LotLayout;
  readonly cars: LotCars;
  /** Scene time in ms, for double clicks. */
  readonly now: number;
  /** A keyboard move is under way: presses still select, but do not pick a car up. */
  readonly keyCarrying: boolean;
  /** A bay was clicked (`double` completes a double click). */
  clicked(bay: number, double: boolean): void;
  /** A car was dropped from `from` onto `to`; the lot has already traded them. */
  dropped(from: number, to: number): void;
  /** Hover, drag or target changed: marks and the name chip need redrawing. */
  changed(): void;
  /** The carried car moved: the next frame must be drawn. */
  moved(): void;
}

export class LotPointer {
  private gesture: GestureState = IDLE;
  private readonly grab = { x: 0, y: 0 };
  private carried: ParkedCarView | null = null;
  private clicks: ClickMemory | null = null;
  /** The car under the pointer (page index), when nothing is carried. */
  hoverBay: number | null = null;
  private overBay = false;

  constructor(private readonly host: LotPointerHost) {}

  /** Listens on `view`, whose hit area must cover the whole lot. */
  attach(view: Container): void {
    view.eventMode = 'static';
    view.on('pointerdown', (e) => this.down(e));
    view.on('globalpointermove', (e) => this.move(e));
    view.on('pointerup', (e) => this.up(e, false));
    view.on('pointerupoutside', (e) => this.up(e, true));
    view.on('pointerleave', () => this.setHover(null));
  }

  /** The car being dragged: its home bay and the bay under the pointer. */
  get drag(): { origin: number; target: number | null } | null {
    const g = this.gesture;
    return g.kind === 'dragging' ? { origin: g.bay, target: g.target } : null;
  }

  get cursor(): string {
    return this.gesture.kind === 'dragging' ? 'grabbing' : this.overBay ? 'pointer' : 'default';
  }

  /** The browser took the pointer away (touch cancel, blur, relayout): a carried car goes home. */
  cancel(): void {
    if (this.gesture.kind !== 'idle') this.feed({ type: 'cancel' });
  }

  /** After the cars changed: drop a hover on a car that left, re-flag the one that stayed. */
  rehover(): void {
    if (this.hoverBay !== null && !this.host.cars.viewAt(this.hoverBay)) this.hoverBay = null;
    this.host.cars.setHover(this.hoverBay);
    if (this.carried && this.gesture.kind === 'dragging') {
      // The snapshot moved or took away the car under the pointer: let it go.
      if (this.host.cars.viewAt(this.gesture.bay) !== this.carried) this.cancel();
    }
  }

  private down(e: FederatedPointerEvent): void {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    const { x, y } = e.global;
    const bay = bayAt(this.host.layout, x, y);
    const view = bay === null ? null : this.host.cars.viewAt(bay);
    if (view) {
      this.grab.x = view.glide.x - x;
      this.grab.y = view.glide.y - y;
    }
    const occupied = view !== null && !this.host.keyCarrying;
    this.feed({ type: 'down', pointerId: e.pointerId, x, y, bay, occupied });
  }

  private move(e: FederatedPointerEvent): void {
    const { x, y } = e.global;
    const bay = bayAt(this.host.layout, x, y);
    if (this.gesture.kind === 'idle') {
      if (e.pointerType !== 'touch') this.setHover(bay);
      return;
    }
    this.feed({ type: 'move', pointerId: e.pointerId, x, y, bay });
    if (this.carried) {
      this.host.cars.hold(this.carried, x + this.grab.x, y + this.grab.y);
      this.host.moved();
    }
  }

  private up(e: FederatedPointerEvent, outside: boolean): void {
    // Released over another element on top of the canvas: not a bay.
    const bay = outside ? null : bayAt(this.host.layout, e.global.x, e.global.y);
    this.feed({ type: 'up', pointerId: e.pointerId, bay });
  }

  private feed(input: PointerInput): void {
    const { state, outcome } = stepGesture(this.gesture, input);
    this.gesture = state;
    this.apply(outcome);
  }

  private apply(outcome: GestureOutcome): void {
    if (outcome.type === 'none') return;
    const cars = this.host.cars;
    if (outcome.type === 'click') {
      const { double, memory } = registerClick(this.clicks, outcome.bay, this.host.now);
      this.clicks = memory;
      this.host.clicked(outcome.bay, double);
    } else if (outcome.type === 'lift') {
      this.carried = cars.pickUp(outcome.bay);
      this.setHover(null);
    } else if (outcome.type === 'drop' || outcome.type === 'return') {
      const view = this.carried;
      this.carried = null;
      if (outcome.type === 'drop') cars.swap(outcome.from, outcome.to);
      if (view) cars.putDown(view, outcome.type === 'return');
      if (outcome.type === 'drop') this.host.dropped(outcome.from, outcome.to);
    }
    this.host.changed();
  }

  private setHover(bay: number | null): void {
    const car = bay === null || this.gesture.kind !== 'idle' ? null : this.host.cars.viewAt(bay);
    const hoverBay = car ? bay : null;
    // Moves anywhere on the page arrive here (global move): most change nothing.
    if (hoverBay === this.hoverBay && this.overBay === (bay !== null)) return;
    this.hoverBay = hoverBay;
    this.overBay = bay !== null;
    this.host.cars.setHover(hoverBay);
    this.host.changed();
  }
}

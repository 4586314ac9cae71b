// The parking lot scene: one page of the garage as painted bays with the cars parked in them.
// `set`, `focusSlot` and `move` take the UI's plain data; pointer input runs through the pure
// gesture machine and comes back out as the UI's callbacks; `update` is the per-frame path.
import { Container, Rectangle, type Renderer } from 'pixi.js';

import type { ParkingLotSnapshot } from '../parkingLotScene';
import { SpriteBaker } from '../race/spriteBaker';
import { createFxTextures, type FxTextures } from '../race/textures';
import type { Scene } from '../scene';
import { BayMarks, type MarksState } from './bayMarks';
import { layoutLot, type LotLayout } from './layout';
import { LotArt } from './lotArt';
import { LotCars } from './lotCars';
import { LotLights } from './lotLights';
import { LotPointer, type LotPointerHost } from './lotPointer';
import { NameChip } from './nameChip';
import { bayOfSlot, clampPage, firstSlotOf, pageBays } from './pageBays';
import type { ParkedCarView } from './parkedCar';

export interface ParkingLotViewOptions {
  carArt: (carID: number) => string;
  reducedMotion: boolean;
  onSelect?(slot: number, carID: number | null): void;
  onMove?(from: number, to: number): void;
  onActivate?(slot: number, carID: number): void;
}

/** Redraw interval of the lot's ambient animation (lamps, the current car breathing). */
export const AMBIENT_FRAME_MS = 50;

export class ParkingLotView implements Scene, LotPointerHost {
  readonly view = new Container();
  // Read by LotPointer (its host interface): the layout, the cars, the clock.
  layout: LotLayout = layoutLot(960, 540);
  readonly cars: LotCars;
  now = 0;
  private readonly fx: FxTextures = createFxTextures();
  private readonly baker: SpriteBaker;
  private readonly art: LotArt;
  private readonly lights: LotLights;
  private readonly marks: BayMarks;
  private readonly chip: NameChip;
  private readonly pointer: LotPointer;
  private laidOut = false;
  private hasSnapshot = false;
  private page = 0;
  private currentCarID: number | null = null;
  private selectedSlot: number | null = null;
  private focus: number | null = null;
  private keyCarried: { view: ParkedCarView; slot: number } | null = null;
  private dirty = true;
  /** Scene time the breathing lamps were last drawn at. */
  private ambientAt = -Infinity;

  constructor(
    renderer: Renderer,
    private readonly options: ParkingLotViewOptions,
  ) {
    this.baker = new SpriteBaker(renderer);
    this.art = new LotArt(renderer);
    this.lights = new LotLights(this.fx);
    this.marks = new BayMarks(renderer);
    this.cars = new LotCars(renderer, options.carArt, this.fx, options.reducedMotion);
    this.chip = new NameChip(this.baker);
    this.view.addChild(
      this.art.view,
      this.lights.pools,
      this.lights.heads,
      this.marks.under,
      this.cars.parked,
      this.marks.over,
      this.cars.carried,
      this.chip.view,
    );
    this.view.visible = false;
    this.pointer = new LotPointer(this);
    this.pointer.attach(this.view);
  }

  get keyCarrying(): boolean {
    return this.keyCarried !== null;
  }

  clicked(bay: number, double: boolean): void {
    const car = this.cars.carAt(bay);
    const slot = this.slotOf(bay);
    this.options.onSelect?.(slot, car?.carID ?? null);
    if (double && car) this.options.onActivate?.(slot, car.carID);
  }

  dropped(from: number, to: number): void {
    this.options.onMove?.(this.slotOf(from), this.slotOf(to));
  }

  changed(): void {
    this.refresh();
  }

  moved(): void {
    this.dirty = true;
  }

  async prepare(): Promise<void> {
    // Lot art is drawn on the first resize and car art loads per car as snapshots arrive.
  }

  show(): void {
    this.view.visible = true;
    this.dirty = true;
  }

  hide(): void {
    this.view.visible = false;
  }

  resize(width: number, height: number): void {
    if (this.laidOut && width === this.layout.width && height === this.layout.height) return;
    this.laidOut = true;
    this.cancelGesture();
    this.layout = layoutLot(width, height);
    this.view.hitArea = new Rectangle(0, 0, this.layout.width, this.layout.height);
    this.art.draw(this.layout, firstSlotOf(this.page));
    this.lights.layout(this.layout);
    this.marks.layout(this.layout);
    this.cars.layout(this.layout);
    if (this.keyCarried) this.cars.hover(this.keyCarried.view, this.bayOf(this.focus) ?? 0);
    this.refresh();
  }

  /** Columns of the grid now shown (5 wide, 3 on narrow views), for keyboard navigation. */
  columns(): number {
    return this.layout.columns;
  }

  set(snapshot: ParkingLotSnapshot): void {
    const page = clampPage(snapshot.page, snapshot.slots.length);
    const pageChanged = page !== this.page;
    this.page = page;
    if (pageChanged || !this.hasSnapshot) {
      this.cancelGesture();
      this.endKeyCarry();
    }
    this.cars.arrange(pageBays(snapshot.slots, page), this.hasSnapshot && !pageChanged);
    this.pointer.rehover();
    if (pageChanged && this.laidOut) this.art.draw(this.layout, firstSlotOf(page));
    this.currentCarID = snapshot.currentCarID;
    this.cars.setCurrent(snapshot.currentCarID);
    this.selectedSlot = snapshot.selectedSlot;
    this.hasSnapshot = true;
    this.refresh();
  }

  /** Keyboard focus on garage `slot` (null hides the ring); `carrying` is move mode's car. */
  focusSlot(slot: number | null, carrying: number | null = null): void {
    this.focus = slot;
    const carried = this.keyCarried;
    if (carried && carried.slot !== carrying) this.endKeyCarry();
    const from = carrying === null ? null : this.bayOf(carrying);
    if (from !== null && !this.keyCarried) {
      this.cancelGesture();
      const view = this.cars.pickUp(from);
      if (view) this.keyCarried = { view, slot: carrying! };
    }
    const over = this.bayOf(slot);
    if (this.keyCarried && over !== null) this.cars.hover(this.keyCarried.view, over);
    this.refresh();
  }

  /** Trades the cars in garage slots `from` and `to` on the lot (a keyboard drop). */
  move(from: number, to: number): void {
    const a = this.bayOf(from);
    const b = this.bayOf(to);
    if (a === null || b === null || a === b) return;
    this.cars.swap(a, b);
    if (this.keyCarried) this.keyCarried.slot = to;
    this.refresh();
  }

  private endKeyCarry(): void {
    if (!this.keyCarried) return;
    this.cars.putDown(this.keyCarried.view, false);
    this.keyCarried = null;
  }

  private bayOf(slot: number | null): number | null {
    return slot === null ? null : bayOfSlot(slot, this.page);
  }

  private slotOf(bay: number): number {
    return firstSlotOf(this.page) + bay;
  }

  /** The browser took the pointer away (touch cancel, blur): a carried car goes home. */
  cancelGesture(): void {
    this.pointer.cancel();
  }

  private marksState(): MarksState {
    let origin: number | null = null;
    let target: number | null = null;
    const drag = this.pointer.drag;
    if (drag) {
      origin = drag.origin;
      target = drag.target;
    } else if (this.keyCarried) {
      origin = this.bayOf(this.keyCarried.slot);
      target = this.bayOf(this.focus);
    }
    if (target === origin) target = null;
    let current: number | null = null;
    for (let bay = 0; bay < this.layout.bays.length; bay += 1) {
      if (this.currentCarID !== null && this.cars.carAt(bay)?.carID === this.currentCarID)
        current = bay;
    }
    return {
      selected: this.bayOf(this.selectedSlot),
      current,
      focus: this.bayOf(this.focus),
      target,
      targetOccupied: target !== null && this.cars.carAt(target) !== null,
      origin,
      empty: this.cars.empties(),
    };
  }

  /** Marks, name chip and cursor follow the state; the next frame is drawn. */
  private refresh(): void {
    const marks = this.marksState();
    this.marks.set(marks);
    this.cars.preview(marks.target);
    // Pixi reads the cursor after the move handlers ran, so it changes on this very move.
    this.view.cursor = this.pointer.cursor;
    const carrying = this.pointer.drag !== null || this.keyCarried !== null;
    const bay = carrying ? null : (this.pointer.hoverBay ?? this.bayOf(this.selectedSlot));
    const car = bay === null ? null : this.cars.carAt(bay);
    const spot = bay === null ? undefined : this.layout.bays[bay];
    if (car && spot) {
      this.chip.show(car.name, spot.carX, spot.carY - this.layout.carHeight * 1.14, this.layout);
    } else {
      this.chip.show(null, 0, 0, this.layout);
    }
    this.dirty = true;
  }

  update(dtMs: number): void {
    this.now += dtMs;
    const motion = !this.options.reducedMotion;
    const moving = this.cars.update(dtMs, this.now);
    // The current car, its outline and the lamps breathe over seconds: drawing them
    // AMBIENT_FRAME_MS apart looks the same and spares a redraw of the whole lot on most frames.
    // Cars moving (a drag, a glide) still draw every frame.
    const outline = this.marks.update(this.now, motion);
    const lamps = this.lights.update(this.now, motion);
    const ambient = (outline || lamps) && this.now - this.ambientAt >= AMBIENT_FRAME_MS;
    if (ambient) this.ambientAt = this.now;
    if (moving || ambient) this.dirty = true;
  }

  /** Whether anything changed since the last call: a still lot need not be drawn again. */
  takeDirty(): boolean {
    const dirty = this.dirty;
    this.dirty = false;
    return dirty;
  }

  destroy(): void {
    this.view.removeAllListeners();
    this.cars.destroy();
    this.chip.destroy();
    this.marks.destroy();
    this.lights.destroy();
    this.art.destroy();
    this.view.destroy({ children: true });
    this.fx.destroy();
  }
}

// The cars parked on the shown page: one view per car, kept across snapshots by the car's
// identity so a car that changed bays drives there instead of being rebuilt. Also the local,
// optimistic arrangement after a drop (the UI persists it and confirms with the next snapshot)
// and carrying a car, by pointer (it follows the pointer) or by keyboard (it hovers over a bay).
import { Container, type Renderer } from 'pixi.js';

import { CarArt, svgCarArt } from '../race/carArt';
import type { FxTextures } from '../race/textures';
import type { LotLayout } from './layout';
import { easeOutBack, GLIDE_MS, glideTo, placeGlide, RETURN_MS, stepGlide } from './motion';
import { carKeys, swapBays, type ParkedCar } from './pageBays';
import { ParkedCarView } from './parkedCar';

/** How long a keyboard-carried car takes to hop to the next bay. */
const HOP_MS = 180;

export class LotCars {
  /** Parked cars, drawn front rows over back rows. */
  readonly parked = new Container({ sortableChildren: true });
  /** The carried car, over everything else on the lot. */
  readonly carried = new Container();
  private readonly art: CarArt;
  private views = new Map<string, ParkedCarView>();
  private byBay: (ParkedCarView | null)[] = [];
  private arrangement: (ParkedCar | null)[] = [];
  private layoutNow: LotLayout | null = null;
  /** Art arrived since the last frame: a still lot (reduced motion) must be drawn again. */
  private artArrived = false;

  constructor(
    renderer: Renderer,
    carArt: (carID: number) => string,
    private readonly fx: FxTextures,
    private readonly reducedMotion: boolean,
  ) {
    this.art = new CarArt(renderer, svgCarArt(carArt));
  }

  /** The car standing in `bay` (page index), as last arranged. */
  carAt(bay: number): ParkedCar | null {
    return this.arrangement[bay] ?? null;
  }

  viewAt(bay: number): ParkedCarView | null {
    return this.byBay[bay] ?? null;
  }

  /** Per bay: no car. */
  empties(): boolean[] {
    return this.byBay.map((v) => v === null);
  }

  /**
   * Parks `bays` (the page's cars, by page index). Cars already on the lot drive to their new
   * bay when `animate`, new ones fade in (or just appear), and cars no longer here leave.
   */
  arrange(bays: ReadonlyArray<ParkedCar | null>, animate: boolean): void {
    const keys = carKeys(bays);
    const next = new Map<string, ParkedCarView>();
    const byBay: (ParkedCarView | null)[] = [];
    bays.forEach((car, bay) => {
      const key = keys[bay];
      if (!car || !key) {
        byBay.push(null);
        return;
      }
      let view = this.views.get(key);
      if (!view) view = this.create(car, bay, animate);
      else if (view.car.hueAngle !== car.hueAngle) this.paint(view, car);
      view.car = car;
      if (view.bay !== bay) {
        view.bay = bay;
        this.park(view, animate ? GLIDE_MS : 0);
      }
      next.set(key, view);
      byBay.push(view);
    });
    for (const [key, view] of this.views) if (!next.has(key)) view.destroy();
    this.views = next;
    this.byBay = byBay;
    this.arrangement = bays.slice();
  }

  private create(car: ParkedCar, bay: number, animate: boolean): ParkedCarView {
    const view = new ParkedCarView(car, bay, this.fx, this.reducedMotion);
    if (this.layoutNow) view.layout(this.layoutNow);
    if (!animate || this.reducedMotion) view.appear();
    this.park(view, 0);
    this.parked.addChild(view.root);
    this.paint(view, car);
    return view;
  }

  private paint(view: ParkedCarView, car: ParkedCar): void {
    this.art
      .texture(car.carID, car.hueAngle)
      .then((texture) => {
        const still = view.car.carID === car.carID && view.car.hueAngle === car.hueAngle;
        if (!view.root.destroyed && still) {
          view.setTexture(texture);
          this.artArrived = true;
        }
      })
      .catch(() => {
        // Destroyed while loading: nothing to show it on.
      });
  }

  /** Sends `view` to its bay over `ms` (0 jumps there). */
  private park(view: ParkedCarView, ms: number, bounce = false): void {
    const bay = this.layoutNow?.bays[view.bay];
    if (!bay) return;
    const duration = this.reducedMotion ? 0 : ms;
    glideTo(view.glide, bay.carX, bay.carY, duration, bounce ? easeOutBack : undefined);
    if (duration === 0) view.root.position.set(bay.carX, bay.carY);
  }

  layout(layout: LotLayout): void {
    this.layoutNow = layout;
    for (const view of this.views.values()) {
      view.layout(layout);
      const bay = layout.bays[view.bay];
      if (bay) placeGlide(view.glide, bay.carX, bay.carY);
    }
  }

  /**
   * Trades the cars in bays `from` and `to` locally (a drop), both driving to their new bays;
   * the next snapshot confirms or undoes it.
   */
  swap(from: number, to: number): void {
    const a = this.byBay[from] ?? null;
    const b = this.byBay[to] ?? null;
    this.arrangement = swapBays(this.arrangement, from, to);
    this.byBay = swapBays(this.byBay, from, to);
    for (const [view, bay] of [
      [a, to],
      [b, from],
    ] as const) {
      if (!view) continue;
      view.bay = bay;
      this.park(view, GLIDE_MS);
    }
  }

  /** Picks up the car in `bay`: it lifts and draws over the other cars. */
  pickUp(bay: number): ParkedCarView | null {
    const view = this.byBay[bay] ?? null;
    if (!view || view.carried) return view;
    view.carried = true;
    this.carried.addChild(view.root);
    return view;
  }

  /** The pointer holds the picked-up car with its ground point at (x, y). */
  hold(view: ParkedCarView, x: number, y: number): void {
    view.held.active = true;
    view.held.x = x;
    view.held.y = y;
  }

  /** A keyboard-carried car hops over `bay`. */
  hover(view: ParkedCarView, bay: number): void {
    const spot = this.layoutNow?.bays[bay];
    if (spot) glideTo(view.glide, spot.carX, spot.carY, this.reducedMotion ? 0 : HOP_MS);
  }

  /** Sets the carried car down; it drives (or bounces back) to its own bay. */
  putDown(view: ParkedCarView, bounce: boolean): void {
    if (!view.carried) return;
    if (view.held.active) placeGlide(view.glide, view.held.x, view.held.y);
    view.held.active = false;
    view.carried = false;
    this.parked.addChild(view.root);
    this.park(view, bounce ? RETURN_MS : GLIDE_MS, bounce);
  }

  /** Hover highlight on the car in `bay` only (null clears it). */
  setHover(bay: number | null): void {
    for (let i = 0; i < this.byBay.length; i += 1) {
      const view = this.byBay[i];
      if (view) view.hoverTarget = i === bay ? 1 : 0;
    }
  }

  /** Fades the car a carried car hovers over (`bay`, null for none). */
  preview(bay: number | null): void {
    for (let i = 0; i < this.byBay.length; i += 1) {
      const view = this.byBay[i];
      if (view) view.dimmed = i === bay && !view.carried;
    }
  }

  setCurrent(carID: number | null): void {
    for (const view of this.views.values()) view.current = view.car.carID === carID;
  }

  /** Advances every car; returns whether any is still moving (breathing is ambient). */
  update(dtMs: number, now: number): boolean {
    let busy = this.artArrived;
    this.artArrived = false;
    for (const view of this.views.values()) {
      if (stepGlide(view.glide, dtMs)) busy = true;
      if (view.update(dtMs, now)) busy = true;
      // Lower on screen is nearer: draw it later.
      view.root.zIndex = Math.round(view.root.y);
    }
    return busy;
  }

  destroy(): void {
    for (const view of this.views.values()) view.destroy();
    this.views.clear();
    this.byBay = [];
    this.art.destroy();
    this.parked.destroy({ children: true });
    this.carried.destroy({ children: true });
  }
}

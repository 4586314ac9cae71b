// Visual harness for the parking lot. It plays the UI's part: keeps a garage, answers the lot's
// callbacks (select, move, activate) by changing it and calling `set`, and runs the keyboard
// helpers. Screenshots drive it from Playwright through `window.harness` with real mouse input;
// `?live` runs it on requestAnimationFrame for a person to play with (keys work too).
// Query: w, h (CSS px), dpr, reduced, page.
//
//   npx tsx bench/scene/shootParking.ts [outDir]   build, serve and screenshot (/tmp/parking-shots)
import { Assets } from 'pixi.js';

import { createFrameTicker, createManualTicker } from '../../src/engine/clock';
import { layoutLot } from '../../src/engine/parkingLot/layout';
import {
  createParkingLot,
  initialKeyState,
  lotKey,
  SLOTS_PER_PAGE,
  type ParkingLotSnapshot,
} from '../../src/engine/parkingLotScene';
import { carArtRequest } from '../../src/engine/race/carArt';
import cars from '../../src/server/seed/data/cars.json';

const params = new URLSearchParams(location.search);
let width = Number(params.get('w') ?? 960);
let height = Number(params.get('h') ?? 540);
const resolution = Number(params.get('dpr') ?? devicePixelRatio);
const reducedMotion = params.has('reduced');
const live = params.has('live');
const catalogue = new Map(cars.items.map((car) => [car.carID, car]));
const carArt = (carID: number) => `./cars/${catalogue.get(carID)?.assetKey ?? 'missing'}.svg`;

const stage = document.getElementById('stage')!;
stage.style.width = `${width}px`;
stage.style.height = `${height}px`;

/** A garage of 30 slots: a full-ish first page with a few gaps, a few cars on the second. */
const PARKED: [slot: number, carID: number, hue: number][] = [
  [0, 9, 0],
  [1, 5, 210],
  [2, 11, 120],
  [3, 1, 40],
  [4, 7, 280],
  [5, 10, 0],
  [6, 3, 180],
  [8, 12, 60],
  [9, 6, 0],
  [10, 2, 300],
  [11, 8, 150],
  [13, 4, 20],
  [14, 16, 240],
  [15, 20, 0],
  [16, 23, 90],
  [18, 27, 200],
];

const garage: ParkingLotSnapshot['slots'] = Array.from({ length: 30 }, () => null);
for (const [slot, carID, hueAngle] of PARKED) {
  garage[slot] = { carID, hueAngle, name: catalogue.get(carID)?.name ?? `Car ${carID}` };
}

const state: ParkingLotSnapshot = {
  slots: garage,
  currentCarID: 9,
  page: Math.max(0, Number(params.get('page') ?? 0)),
  selectedSlot: 6,
};
let keys = initialKeyState(state.page * SLOTS_PER_PAGE);
const events: string[] = [];

async function start() {
  // The garage page would preload the page's cars; here it makes every picture complete.
  await Promise.all(
    garage.filter((c) => c !== null).map((c) => Assets.load(carArtRequest(carArt(c.carID)))),
  );
  const ticker = createManualTicker();
  const lot = await createParkingLot(stage, {
    ticker,
    reducedMotion,
    resolution,
    carArt,
    onSelect(slot, carID) {
      events.push(`select ${slot} ${String(carID)}`);
      state.selectedSlot = slot;
      push();
    },
    onMove(from, to) {
      events.push(`move ${from} ${to}`);
      // The UI persists the arrangement, then confirms it.
      const next = state.slots.slice();
      [next[from], next[to]] = [next[to] ?? null, next[from] ?? null];
      state.slots = next;
      state.selectedSlot = to;
      push();
    },
    onActivate(slot, carID) {
      events.push(`activate ${slot} ${carID}`);
      state.currentCarID = carID;
      push();
    },
  });
  const push = () => lot.set({ ...state });
  push();
  // Baking the preloaded art takes a few microtasks; let them run before the first picture.
  await new Promise((resolve) => setTimeout(resolve, 80));
  ticker.step(100, 5);
  return { lot, ticker, push };
}

const ready = start();

const harness = {
  ready: ready.then(() => true),
  events,
  async frames(n: number, dtMs = 1000 / 60) {
    (await ready).ticker.step(dtMs, n);
  },
  /** Page coordinates of the middle of the car standing in garage `slot` (or its bay). */
  bayPoint(slot: number) {
    const layout = layoutLot(width, height);
    const bay = layout.bays[slot - state.page * SLOTS_PER_PAGE];
    if (!bay) throw new Error(`slot ${slot} is not on page ${state.page}`);
    const box = stage.getBoundingClientRect();
    return { x: box.left + bay.carX, y: box.top + bay.carY - layout.carHeight * 0.4 };
  },
  /** A key press handled the way the garage page will: lotKey, then the lot's API. */
  async key(key: string) {
    const { lot, push } = await ready;
    const occupied = (slot: number) => state.slots[slot] != null;
    const { state: next, effect } = lotKey(keys, key, { columns: lot.columns(), occupied });
    keys = next;
    events.push(`key ${key} -> ${effect.type}`);
    if (effect.type === 'drop') {
      lot.move(effect.from, effect.to);
      const slots = state.slots.slice();
      [slots[effect.from], slots[effect.to]] = [
        slots[effect.to] ?? null,
        slots[effect.from] ?? null,
      ];
      state.slots = slots;
    } else if (effect.type === 'activate') {
      state.currentCarID = state.slots[effect.slot]!.carID;
    }
    if (effect.type === 'focus' || effect.type === 'drop') state.selectedSlot = keys.focus;
    lot.focusSlot(keys.focus, keys.carrying);
    push();
  },
  async focus(slot: number | null) {
    keys = { focus: slot ?? 0, carrying: null };
    (await ready).lot.focusSlot(slot);
  },
  async page(page: number) {
    const { push } = await ready;
    state.page = page;
    push();
  },
  async resize(w: number, h: number) {
    const { lot } = await ready;
    width = w;
    height = h;
    stage.style.width = `${w}px`;
    stage.style.height = `${h}px`;
    lot.resize(w, h);
  },
  /** Destroys the lot twice (must be idempotent); returns canvases left in the host. */
  async destroy() {
    const { lot } = await ready;
    lot.destroy();
    lot.destroy();
    lot.set({ ...state });
    return stage.querySelectorAll('canvas').length;
  },
};

// Same global name as the race harness (bench/scene/main.ts declares its type for that page).
(window as unknown as { harness: typeof harness }).harness = harness;

if (live) {
  void ready.then(({ ticker }) => {
    createFrameTicker().add((dt) => ticker.step(dt));
    addEventListener('keydown', (e) => {
      e.preventDefault();
      void harness.key(e.key);
    });
  });
}

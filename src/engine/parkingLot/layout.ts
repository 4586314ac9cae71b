// Where everything sits in the parking lot for a given view size. Pure (no Pixi), tested in node.
// Coordinates are CSS pixels. One page of the garage is SLOTS_PER_PAGE bays in a grid: 5 columns
// by 3 rows on wide views, 3 by 5 on narrow ones (phones). Each bay is a cell of the grid: its car
// stands on a slanted painted floor at the bottom of the cell and rises into the aisle above it,
// so rows further down overlap the ones behind them, as if seen from above and in front.
import { GARAGE_PAGE } from '../../domain/garage/arrangement';
import { CAR_ASPECT } from '../race/layout';

/** The SPEC pads the garage to multiples of 15; the lot shows one such page at a time. */
export const SLOTS_PER_PAGE = GARAGE_PAGE;
/** The grid shapes a page can take (columns); both multiply out to SLOTS_PER_PAGE. */
export const LOT_COLUMNS = [5, 3] as const;
export type LotColumns = (typeof LOT_COLUMNS)[number];

export interface Rect {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface Bay {
  /** Position in the page, row-major: 0 .. SLOTS_PER_PAGE - 1. */
  index: number;
  column: number;
  row: number;
  /** The whole cell: the bay's hit area. Cells tile the grid without overlapping. */
  cell: Rect;
  /** The painted floor: a parallelogram from the front edge (bottom) to the back edge (top). */
  floorTop: number;
  floorBottom: number;
  /** Front-left corner x; the back edge is shifted right by the layout's `slant`. */
  floorLeft: number;
  floorRight: number;
  /** Where the car stands: centre of its wheelbase on the ground line. */
  carX: number;
  carY: number;
}

export interface LotLayout {
  width: number;
  height: number;
  columns: LotColumns;
  rows: number;
  /** Scale from CSS px to design px (a 960 x 540 view), for strokes and text. */
  unit: number;
  /** Grass verge with trees and lamps across the top. */
  vergeHeight: number;
  /** The asphalt, inside its kerb. */
  lot: Rect;
  /** The union of all bay cells. */
  grid: Rect;
  cellWidth: number;
  rowHeight: number;
  carWidth: number;
  carHeight: number;
  floorDepth: number;
  /** How far right the back edge of a bay floor sits from its front edge. */
  slant: number;
  bays: Bay[];
  /** Centre line of the driving aisle in front of each row (one per row), for the dashes. */
  aisleY: number[];
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** Car height as a share of the row; the rest is aisle visible between rows. */
const ROW_PER_CAR = 1.75;
/** The most a row may be relative to its car before the spare height goes to the scenery. */
const MAX_ROW_PER_CAR = 2.2;
/** The deepest the verge grows from spare height, in car heights. */
const VERGE_PER_CAR = 2.8;
/** Car length as a share of its cell's width: leaves a gap to the painted lines. */
const CAR_PER_CELL = 0.84;
/** Floor depth and the ground line inside it, in car heights / floor depths. */
const FLOOR_PER_CAR = 0.95;
const GROUND_IN_FLOOR = 0.7;

function sizes(width: number, height: number, columns: LotColumns) {
  const rows = SLOTS_PER_PAGE / columns;
  const unit = clamp(Math.min(width / 960, height / 540), 0.4, 2.5);
  const side = Math.round(clamp(width * 0.03, 6, 48));
  const verge = Math.round(clamp(height * 0.12, 26, 96));
  const bottom = Math.round(clamp(height * 0.025, 6, 24));
  // Bay floors lean right by a share of the cell; the outer lines need that much room.
  const padX = Math.round(clamp(width * 0.012, 4, 16) + ((width - side * 2) / columns) * 0.07);
  const gridW = width - side * 2 - padX * 2;
  const gridH = height - verge - bottom - 2;
  const cellWidth = gridW / columns;
  const carHeight = Math.max(
    4,
    Math.min((cellWidth * CAR_PER_CELL) / CAR_ASPECT, gridH / rows / ROW_PER_CAR),
  );
  return { rows, unit, side, verge, bottom, padX, gridW, gridH, cellWidth, carHeight };
}

/** Five columns when that gives bigger cars (wide views), else three (tall, narrow views). */
export function lotColumns(width: number, height: number): LotColumns {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const wide = sizes(w, h, 5).carHeight;
  const narrow = sizes(w, h, 3).carHeight;
  return narrow > wide * 1.05 ? 3 : 5;
}

export function layoutLot(width: number, height: number, columns?: LotColumns): LotLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const cols = columns ?? lotColumns(w, h);
  const s = sizes(w, h, cols);
  const { rows, carHeight, cellWidth } = s;
  // Rows never grow much taller than their cars. Spare height first deepens the verge (more
  // scenery), then widens the aisles, so a tall phone view is not a strip of cars under a wall.
  let rowHeight = Math.min(s.gridH / rows, carHeight * MAX_ROW_PER_CAR);
  let spare = s.gridH - rowHeight * rows;
  const vergeExtra = Math.min(spare, Math.max(0, carHeight * VERGE_PER_CAR - s.verge));
  spare -= vergeExtra;
  rowHeight += (spare * 0.85) / rows;
  const vergeHeight = Math.round(s.verge + vergeExtra);
  const grid: Rect = { x: s.side + s.padX, y: vergeHeight + 2, w: s.gridW, h: rowHeight * rows };
  const lotBottom = grid.y + grid.h + spare * 0.15 + s.bottom * 0.3;
  const lot: Rect = { x: s.side, y: vergeHeight, w: w - s.side * 2, h: lotBottom - vergeHeight };
  const floorDepth = carHeight * FLOOR_PER_CAR;
  const slant = floorDepth * 0.42;
  const carWidth = carHeight * CAR_ASPECT;
  const frontGap = Math.min(rowHeight * 0.08, carHeight * 0.12);
  const bays: Bay[] = [];
  for (let index = 0; index < SLOTS_PER_PAGE; index += 1) {
    const column = index % cols;
    const row = Math.floor(index / cols);
    const cell = {
      x: grid.x + column * cellWidth,
      y: grid.y + row * rowHeight,
      w: cellWidth,
      h: rowHeight,
    };
    const floorBottom = cell.y + rowHeight - frontGap;
    const floorTop = floorBottom - floorDepth;
    const carY = floorTop + floorDepth * GROUND_IN_FLOOR;
    // The floor's middle at the ground line, so the car sits centred between the slanted lines.
    const carX = cell.x + cellWidth / 2 + slant * (1 - GROUND_IN_FLOOR) - slant / 2;
    bays.push({
      index,
      column,
      row,
      cell,
      floorTop,
      floorBottom,
      floorLeft: cell.x - slant / 2,
      floorRight: cell.x + cellWidth - slant / 2,
      carX,
      carY,
    });
  }
  const aisleY: number[] = [];
  for (let row = 0; row < rows; row += 1) {
    const floorTop = bays[row * cols]!.floorTop;
    const above = row === 0 ? lot.y : bays[(row - 1) * cols]!.floorBottom;
    aisleY.push((above + floorTop) / 2);
  }
  return {
    width: w,
    height: h,
    columns: cols,
    rows,
    unit: s.unit,
    vergeHeight,
    lot,
    grid,
    cellWidth,
    rowHeight,
    carWidth,
    carHeight,
    floorDepth,
    slant,
    bays,
    aisleY,
  };
}

/** The bay (page index) under a point, or null outside the grid. */
export function bayAt(layout: LotLayout, x: number, y: number): number | null {
  const { grid } = layout;
  if (!(x >= grid.x && y >= grid.y && x < grid.x + grid.w && y < grid.y + grid.h)) return null;
  const column = Math.min(layout.columns - 1, Math.floor((x - grid.x) / layout.cellWidth));
  const row = Math.min(layout.rows - 1, Math.floor((y - grid.y) / layout.rowHeight));
  return row * layout.columns + column;
}

/** The four corners of a bay's painted floor, clockwise from front-left, as a flat list. */
export function floorCorners(layout: LotLayout, bay: Bay, inset = 0): number[] {
  const { slant } = layout;
  const t = bay.floorTop + inset;
  const b = bay.floorBottom - inset;
  // The slanted sides move right as they go back: an inset edge starts a little further in.
  const k = (slant * inset) / Math.max(1e-6, bay.floorBottom - bay.floorTop);
  const l = bay.floorLeft + inset;
  const r = bay.floorRight - inset;
  return [l + k, b, l + slant - k, t, r + slant - k, t, r + k, b];
}

export interface LampSpot {
  x: number;
  /** Foot of the post, on the kerb at the back of the lot. */
  baseY: number;
  /** Centre of the lamp head. */
  headY: number;
}

/** Street lamps along the back kerb, evenly spread, about one per 240 px of lot. */
export function lampSpots(layout: LotLayout): LampSpot[] {
  const { lot } = layout;
  const count = Math.max(2, Math.round(lot.w / 240));
  const height = Math.min(layout.vergeHeight * 0.78, layout.carHeight * 1.9);
  const spots: LampSpot[] = [];
  for (let i = 0; i < count; i += 1) {
    const x = lot.x + (lot.w * (i + 0.5)) / count;
    spots.push({ x, baseY: lot.y + 1, headY: lot.y + 1 - height });
  }
  return spots;
}

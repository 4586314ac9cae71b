// Where everything sits on the track for a given view size and racer count. Pure, tested in node.
// Coordinates are CSS pixels; x runs along the world (the whole track), y down the view.

export const MAX_LANES = 5;
/** Car art is drawn in a 200 x 80 box (assets/cars/*.svg). */
export const CAR_ART_WIDTH = 200;
export const CAR_ART_HEIGHT = 80;
export const CAR_ASPECT = CAR_ART_WIDTH / CAR_ART_HEIGHT;
/** Car art is rasterised at 2x its box, so cars stay crisp on high-DPI screens. */
export const CAR_ART_RESOLUTION = 2;
/** The car's nose and ground line inside its art, as fractions of the art box. */
export const CAR_NOSE_X = 186 / 200;
export const CAR_GROUND_Y = 78.5 / 80;
/** World length in view widths when the camera follows the player. */
export const FOLLOW_WORLD_SCALE = 2.2;

export interface LayoutInput {
  width: number;
  height: number;
  laneCount: number;
  /** Long track with a following camera (true) or the whole track in view (false). */
  follow: boolean;
}

export interface TrackLayout {
  width: number;
  height: number;
  lanes: number;
  laneHeight: number;
  /** Top of the upper kerb / bottom of the scenery. */
  trackTop: number;
  /** Asphalt between the kerbs. */
  asphaltTop: number;
  asphaltBottom: number;
  /** Bottom of the lower kerb; grass below it. */
  trackBottom: number;
  kerbHeight: number;
  /** Y of each lane's centre line, top lane first. */
  laneCenters: number[];
  /** Y where a car's wheels touch the road, per lane. */
  laneGround: number[];
  carWidth: number;
  carHeight: number;
  /** World x of a car's nose at progress 0 and 1. */
  startX: number;
  finishX: number;
  /** World length; equals `width` when the whole track is in view. */
  worldWidth: number;
  /** Scale from CSS px to "design px" (a 960 x 360 view), for sizing text and effects. */
  unit: number;
  /** Where and how big the racers' name tags are. */
  tag: NameTagLayout;
}

/** Smallest name tag text in CSS px: below it, a name on a phone cannot be read. */
export const MIN_TAG_FONT_PX = 11;

export interface NameTagLayout {
  /**
   * 'above' the car's roof, where there is room between lanes; else 'behind' the car in its own
   * lane (phones), where a readable tag cannot fit above without covering the car in the lane
   * above.
   */
  place: 'above' | 'behind';
  height: number;
  fontSize: number;
  /** Longest name before the ellipsis. */
  maxChars: number;
  /** Room the tag needs behind a car on the grid (0 when above). */
  startRoom: number;
}

/** Name tag size and place for cars of `carHeight` in lanes of `laneHeight` (CSS px). */
export function nameTagLayout(carHeight: number, laneHeight: number): NameTagLayout {
  const fontSize = clamp(Math.round(carHeight * 0.36), MIN_TAG_FONT_PX, 14);
  const height = Math.round(fontSize / 0.68);
  // Above, the tag's top sits 0.82 car heights plus 0.92 tag heights over the ground line; it
  // must stay clear of the wheels of the car in the lane above.
  if (carHeight * 0.82 + height * 0.92 <= laneHeight - 1) {
    return { place: 'above', height, fontSize, maxChars: 16, startRoom: 0 };
  }
  const behind = Math.max(
    Math.round(fontSize / 0.75),
    Math.min(height, Math.round(laneHeight * 0.8)),
  );
  const maxChars = 10;
  return {
    place: 'behind',
    height: behind,
    fontSize,
    maxChars,
    // The longest tag (bold letters are about 0.7 em wide), its padding and the gap to the car.
    startRoom: Math.round(fontSize * 0.7 * maxChars + behind * 1.3 + 8),
  };
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

export function layoutTrack({ width, height, laneCount, follow }: LayoutInput): TrackLayout {
  const w = Math.max(1, width);
  const h = Math.max(1, height);
  const lanes = clamp(Math.round(laneCount) || 1, 1, MAX_LANES);
  const unit = Math.max(0.4, Math.min(w / 960, h / 360));
  // Lanes are sized as if there were at least three, so two racers do not get giant cars;
  // the sky takes what the track leaves.
  const grassHeight = Math.round(h * 0.08);
  const laneBudget = Math.floor((h * 0.62) / Math.max(lanes, 3));
  // Cars fit the lane, but on a narrow view they must also leave room to race in; lanes then
  // shrink to the cars and the scenery takes the height.
  const carHeight = Math.min(laneBudget * 0.7, w / 7.5 / CAR_ASPECT);
  const laneHeight = Math.min(laneBudget, Math.ceil(carHeight / 0.6));
  const kerbHeight = Math.max(3, Math.round(laneHeight * 0.11));
  const trackBottom = h - grassHeight;
  const asphaltBottom = trackBottom - kerbHeight;
  const asphaltTop = asphaltBottom - laneHeight * lanes;
  const trackTop = asphaltTop - kerbHeight;
  const laneCenters: number[] = [];
  const laneGround: number[] = [];
  for (let i = 0; i < lanes; i += 1) {
    const center = asphaltTop + laneHeight * (i + 0.5);
    laneCenters.push(center);
    laneGround.push(center + laneHeight * 0.34);
  }
  const carWidth = carHeight * CAR_ASPECT;
  const worldWidth = follow ? Math.round(w * FOLLOW_WORLD_SCALE) : w;
  const tag = nameTagLayout(carHeight, laneHeight);
  // The tail of a car at the start (and a name tag riding behind it) sits inside the view; past
  // the finish there is run-off for the place badges and, at the end of a long track, a little
  // road so the line is not the edge.
  const startX = Math.ceil(carWidth * CAR_NOSE_X + Math.max(carWidth * 0.25, tag.startRoom));
  const badgeRoom = Math.max(carWidth * 0.7, finishBandWidth(laneHeight) + laneHeight * 1.05);
  const runoff = Math.round(badgeRoom + w * (follow ? 0.1 : 0.03));
  const finishX = Math.max(startX + 1, worldWidth - runoff);
  return {
    width: w,
    height: h,
    lanes,
    laneHeight,
    trackTop,
    asphaltTop,
    asphaltBottom,
    trackBottom,
    kerbHeight,
    laneCenters,
    laneGround,
    carWidth,
    carHeight,
    startX,
    finishX,
    worldWidth,
    unit,
    tag,
  };
}

/**
 * Top band of the view (CSS px) the race page keeps for its toolbar on wide screens (the sound and
 * fullscreen controls over the sky, top right). The START and FINISH boards hang below it.
 */
export const SKY_TOOLBAR_BAND = 62;

/** The START and FINISH boards on their poles: top and height in CSS px, width in world px. */
export function gantryBoard(layout: Pick<TrackLayout, 'trackTop' | 'unit'>) {
  const s = layout.trackTop;
  const height = s * 0.16;
  const width = Math.max(height * 3.2, 60 * layout.unit);
  // A third of the way down the sky, or under the toolbar's band when the sky has room for the
  // board and some pole below it; a short sky (a phone, whose toolbar is above the track) keeps
  // the third.
  const top =
    s * 0.34 < SKY_TOOLBAR_BAND && SKY_TOOLBAR_BAND + height <= s * 0.85
      ? SKY_TOOLBAR_BAND
      : s * 0.34;
  return { top, height, width };
}

/** Width of the checkered band painted across the road just past the finish line. */
export function finishBandWidth(laneHeight: number): number {
  return Math.round(laneHeight * 0.5);
}

/** World x of a car's nose at `progress` (0..1). */
export function progressToX(layout: TrackLayout, progress: number): number {
  return layout.startX + (layout.finishX - layout.startX) * progress;
}

/**
 * Stable lanes: a racer keeps the lane it was first given; a newcomer takes the lowest free
 * lane. Racers who left free their lane. Returns a new map; lanes beyond MAX_LANES are refused.
 */
export function assignLanes(previous: ReadonlyMap<string, number>, ids: readonly string[]) {
  const lanes = new Map<string, number>();
  const taken = new Set<number>();
  for (const id of ids) {
    const lane = previous.get(id);
    if (lane !== undefined && !taken.has(lane)) {
      lanes.set(id, lane);
      taken.add(lane);
    }
  }
  let free = 0;
  for (const id of ids) {
    if (lanes.has(id)) continue;
    while (taken.has(free)) free += 1;
    if (free >= MAX_LANES) break;
    lanes.set(id, free);
    taken.add(free);
  }
  return lanes;
}

/** How many lanes to draw for a lane map: enough for the highest used lane. */
export function laneCountFor(lanes: ReadonlyMap<string, number>): number {
  let count = 0;
  for (const lane of lanes.values()) count = Math.max(count, lane + 1);
  return Math.max(1, count);
}

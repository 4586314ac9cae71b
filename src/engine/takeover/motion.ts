// What the reward takeover's stage looks like at a given moment, as plain numbers: the reward
// card's fly-in, the sunburst turning behind it, the cash counting up, the pop on claim and the
// fade as it closes. Pure and Pixi-free (tested in node); the scene copies a frame onto its
// objects every tick. Reduced motion keeps every number still: no fly-in, no turning, no count.
import {
  countProgress,
  TAKEOVER_CLOSE_DELAY_MS,
  TAKEOVER_ENTER_MS,
  type TakeoverState,
} from '../../domain/rewards/takeover';

export interface TakeoverFrame {
  /** The reward card's scale (1 at rest), opacity and rise (px below its place, fly-in). */
  cardScale: number;
  cardAlpha: number;
  cardRise: number;
  /** The sunburst's turn, radians. */
  raysAngle: number;
  /** Money shown now: counts from 0 to the amount. */
  amount: number;
  /** The whole stage's opacity: 1, fading to 0 over the 250 ms close. */
  stageAlpha: number;
}

export function emptyFrame(): TakeoverFrame {
  return { cardScale: 1, cardAlpha: 1, cardRise: 0, raysAngle: 0, amount: 0, stageAlpha: 1 };
}

/** One turn of the sunburst every 24 s. */
const RAYS_RADIANS_PER_MS = (2 * Math.PI) / 24_000;
/** How far the card rises during the fly-in. */
const FLY_IN_RISE = 80;
/** The pop when a reward is claimed or equipped. */
export const POP_MS = 220;
const POP_SCALE = 0.12;

const clamp01 = (t: number) => (t <= 0 ? 0 : t >= 1 ? 1 : t);
const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;
/** Overshoots a little and settles: the card lands with a bounce. */
function easeOutBack(t: number): number {
  const c = 1.70158;
  return 1 + (c + 1) * (t - 1) ** 3 + c * (t - 1) ** 2;
}

/**
 * Writes the frame for `state` at `nowMs` into `out` (no allocation: it runs every frame).
 * `amount` is the current reward's money (0 for a car or loot).
 */
export function takeoverFrame(
  state: TakeoverState,
  nowMs: number,
  amount: number,
  out: TakeoverFrame = emptyFrame(),
): TakeoverFrame {
  const still = state.reducedMotion;
  const since = nowMs - state.phaseStartMs;
  const entering = state.phase === 'enter' && !still ? clamp01(since / TAKEOVER_ENTER_MS) : 1;
  const popping =
    !still && (state.phase === 'claimed' || state.phase === 'equipped') && since < POP_MS
      ? Math.sin(clamp01(since / POP_MS) * Math.PI)
      : 0;
  out.cardScale = (0.6 + 0.4 * easeOutBack(entering)) * (1 + POP_SCALE * popping);
  out.cardAlpha = clamp01(entering * 2);
  out.cardRise = FLY_IN_RISE * (1 - easeOutCubic(entering));
  out.raysAngle = still ? 0 : (nowMs * RAYS_RADIANS_PER_MS) % (2 * Math.PI);
  out.amount = Math.round(amount * easeOutCubic(countProgress(state, nowMs)));
  if (state.closed) out.stageAlpha = 0;
  else if (state.closeAtMs === null || still) out.stageAlpha = 1;
  else out.stageAlpha = clamp01((state.closeAtMs - nowMs) / TAKEOVER_CLOSE_DELAY_MS);
  return out;
}

// The reward takeover (SPEC §5: "Reward takeover steps through rewards one by one, closes 250 ms
// after the last; equip marks the item equipped except stickers, which go to the customizer").
// A pure state machine: the UI feeds it the time and the player's inputs, runs the effects it
// returns (claim, equip, open the customizer) and reports their outcome back as inputs. The engine
// draws from the same state. Nothing here reads a clock: every call is handed `nowMs`.

/** How a reward moves through the takeover. */
export type TakeoverPhase =
  /** The reward flies in. */
  | 'enter'
  /** Money counts up from $0 to the amount. */
  | 'counting'
  /** On show with its Claim button. */
  | 'shown'
  /** The claim is on its way to the server. */
  | 'claiming'
  | 'claimed'
  | 'equipping'
  | 'equipped'
  /** A gold-only reward for a racer without gold: the upsell (Close, Upgrade Now). */
  | 'locked';

/** What the state machine needs to know about a reward (the UI keeps names and art). */
export interface TakeoverItem {
  kind: 'money' | 'car' | 'loot';
  /** Gold-only and the racer has no gold: shown with the upsell, never claimed. */
  locked: boolean;
  /** What Equip does: mark it equipped, send the racer to the sticker customizer, or nothing. */
  equip: 'equip' | 'customize' | 'none';
}

export interface TakeoverState {
  items: readonly TakeoverItem[];
  /** The reward on show. */
  index: number;
  phase: TakeoverPhase;
  /** When the current phase began (the caller's clock, ms). */
  phaseStartMs: number;
  /** Set once the last reward is done: the takeover closes at this time. */
  closeAtMs: number | null;
  closed: boolean;
  /** No fly-in and no counting: every reward is shown at once. */
  reducedMotion: boolean;
}

export type TakeoverInput =
  | 'claim'
  | 'claimDone'
  | 'claimFailed'
  | 'equip'
  | 'equipDone'
  | 'equipFailed'
  | 'next'
  /** Escape: the takeover closes now. */
  | 'close';

/** What the caller must do after an input (then report back claimDone / equipDone / ...). */
export type TakeoverEffect = 'claim' | 'equip' | 'customize' | null;

export interface TakeoverStep {
  state: TakeoverState;
  effect: TakeoverEffect;
}

/** The fly-in. */
export const TAKEOVER_ENTER_MS = 450;
/** Money counting up to its amount. */
export const TAKEOVER_COUNT_MS = 1200;
/** SPEC §5: the takeover closes 250 ms after the last reward. */
export const TAKEOVER_CLOSE_DELAY_MS = 250;

/** A sticker's Equip goes to the customizer; money has nothing to equip. */
export function takeoverItem(
  kind: TakeoverItem['kind'],
  options: { locked?: boolean; lootType?: string; isGold: boolean },
): TakeoverItem {
  return {
    kind,
    // Gold members get gold-only rewards: nothing is locked for them.
    locked: Boolean(options.locked) && !options.isGold,
    equip: kind === 'money' ? 'none' : options.lootType === 'sticker' ? 'customize' : 'equip',
  };
}

function enter(state: Omit<TakeoverState, 'phase' | 'phaseStartMs'>, nowMs: number): TakeoverState {
  const item = state.items[state.index];
  if (state.reducedMotion && item) {
    return { ...state, phase: item.locked ? 'locked' : 'shown', phaseStartMs: nowMs };
  }
  return { ...state, phase: 'enter', phaseStartMs: nowMs };
}

export function startTakeover(
  items: readonly TakeoverItem[],
  nowMs: number,
  options: { reducedMotion?: boolean } = {},
): TakeoverState {
  const base = {
    items,
    index: 0,
    closeAtMs: items.length === 0 ? nowMs : null,
    closed: false,
    reducedMotion: Boolean(options.reducedMotion),
  };
  return enter(base, nowMs);
}

/** The reward on show, or undefined for an empty takeover. */
export function currentItem(state: TakeoverState): TakeoverItem | undefined {
  return state.items[state.index];
}

export function isLastReward(state: TakeoverState): boolean {
  return state.index >= state.items.length - 1;
}

/** Moves the timed phases on: enter → counting (money) or shown/locked, counting → shown, close. */
export function advanceTakeover(state: TakeoverState, nowMs: number): TakeoverState {
  if (state.closed) return state;
  if (state.closeAtMs !== null) {
    return nowMs >= state.closeAtMs ? { ...state, closed: true } : state;
  }
  const item = currentItem(state);
  if (!item) return state;
  const elapsed = nowMs - state.phaseStartMs;
  if (state.phase === 'enter' && elapsed >= TAKEOVER_ENTER_MS) {
    const at = state.phaseStartMs + TAKEOVER_ENTER_MS;
    const next = item.locked ? 'locked' : item.kind === 'money' ? 'counting' : 'shown';
    // A long frame may cover both phases: advance again from where this one ended.
    return advanceTakeover({ ...state, phase: next, phaseStartMs: at }, nowMs);
  }
  if (state.phase === 'counting' && elapsed >= TAKEOVER_COUNT_MS) {
    return { ...state, phase: 'shown', phaseStartMs: state.phaseStartMs + TAKEOVER_COUNT_MS };
  }
  return state;
}

const same = (state: TakeoverState): TakeoverStep => ({ state, effect: null });

/** The last reward is done: close after the delay. */
function finish(state: TakeoverState, nowMs: number): TakeoverState {
  return { ...state, closeAtMs: nowMs + TAKEOVER_CLOSE_DELAY_MS };
}

function nextReward(state: TakeoverState, nowMs: number): TakeoverState {
  if (isLastReward(state)) return finish(state, nowMs);
  return enter({ ...state, index: state.index + 1 }, nowMs);
}

/**
 * Applies one input at `nowMs`. Inputs that do not fit the phase (a replayed Claim, Equip on
 * money, Next before the claim) change nothing, so a double press cannot claim twice.
 */
export function takeoverInput(
  previous: TakeoverState,
  input: TakeoverInput,
  nowMs: number,
): TakeoverStep {
  const state = advanceTakeover(previous, nowMs);
  if (state.closed) return same(state);
  if (input === 'close') return same({ ...state, closed: true, closeAtMs: nowMs });
  // Once closing, only Escape does anything.
  if (state.closeAtMs !== null) return same(state);
  const item = currentItem(state);
  if (!item) return same(state);
  const phase = state.phase;
  const to = (next: TakeoverPhase): TakeoverState => ({
    ...state,
    phase: next,
    phaseStartMs: nowMs,
  });

  switch (input) {
    case 'claim':
      // Claim during the fly-in or the count skips the animation.
      if (phase === 'enter' || phase === 'counting' || phase === 'shown') {
        return { state: to('claiming'), effect: 'claim' };
      }
      return same(state);
    case 'claimDone':
      if (phase !== 'claiming') return same(state);
      // Money has nothing to equip: the last one closes the takeover on its own.
      if (item.equip === 'none' && isLastReward(state)) {
        return same(finish(to('claimed'), nowMs));
      }
      return same(to('claimed'));
    case 'claimFailed':
      return same(phase === 'claiming' ? to('shown') : state);
    case 'equip':
      if (phase !== 'claimed' || item.equip === 'none') return same(state);
      if (item.equip === 'customize') {
        // The sticker is placed in the customizer, which the caller opens: the takeover ends.
        return { state: { ...to('claimed'), closed: true, closeAtMs: nowMs }, effect: 'customize' };
      }
      return { state: to('equipping'), effect: 'equip' };
    case 'equipDone':
      if (phase !== 'equipping') return same(state);
      return same(isLastReward(state) ? finish(to('equipped'), nowMs) : to('equipped'));
    case 'equipFailed':
      return same(phase === 'equipping' ? to('claimed') : state);
    case 'next':
      // Next (or Close on the upsell and on the last reward) once the reward is settled.
      if (phase === 'claimed' || phase === 'equipped' || phase === 'locked') {
        return same(nextReward(state, nowMs));
      }
      return same(state);
  }
}

/** 0..1 of the money count at `nowMs` (1 once shown, or at once with reduced motion). */
export function countProgress(state: TakeoverState, nowMs: number): number {
  if (state.reducedMotion) return 1;
  if (state.phase === 'enter') return 0;
  if (state.phase !== 'counting') return 1;
  const t = (nowMs - state.phaseStartMs) / TAKEOVER_COUNT_MS;
  return t <= 0 ? 0 : t >= 1 ? 1 : t;
}

/**
 * The takeover's buttons: Claim, Equip, Next, Close (leaves the upsell or the last reward) and
 * Upgrade Now (the upsell's link to /store/gold). `primary` is the one Enter and Space press.
 */
export type TakeoverAction = 'claim' | 'equip' | 'next' | 'close' | 'upgrade';

export interface TakeoverButtons {
  actions: TakeoverAction[];
  primary: TakeoverAction | null;
  /** A call is on its way: the buttons wait. */
  busy: boolean;
}

export function takeoverButtons(state: TakeoverState): TakeoverButtons {
  const item = currentItem(state);
  const none: TakeoverButtons = { actions: [], primary: null, busy: false };
  if (!item || state.closed || state.closeAtMs !== null) return none;
  const onward: TakeoverAction = isLastReward(state) ? 'close' : 'next';
  switch (state.phase) {
    case 'enter':
    case 'counting':
    case 'shown':
      return { actions: ['claim'], primary: 'claim', busy: false };
    case 'claiming':
      return { actions: ['claim'], primary: null, busy: true };
    case 'claimed':
      return item.equip === 'none'
        ? { actions: [onward], primary: onward, busy: false }
        : { actions: ['equip', onward], primary: 'equip', busy: false };
    case 'equipping':
      return { actions: ['equip'], primary: null, busy: true };
    case 'equipped':
      return { actions: [onward], primary: onward, busy: false };
    case 'locked':
      return { actions: ['close', 'upgrade'], primary: 'upgrade', busy: false };
  }
}

/** The input a button sends ('upgrade' is a link and sends none). */
export function actionInput(action: TakeoverAction): TakeoverInput | null {
  if (action === 'upgrade') return null;
  // Close on a reward (the upsell, the last one) moves on like Next; Escape is 'close'.
  return action === 'close' ? 'next' : action;
}

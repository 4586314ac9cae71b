// What a pointer is doing to the lot, as a pure state machine fed with bay hits (page indexes) so it
// is tested in node: a press that stays put is a click, a press on a parked car that travels past a
// small threshold picks the car up, and the release drops it on the bay under the pointer or sends
// it home. Double clicks are counted on the scene's own clock (no ambient time).

/** Travel (CSS px) before a press on a car becomes a drag; below it a wobbly click still clicks. */
export const DRAG_THRESHOLD_PX = 6;
/** Two clicks on the same bay within this many ms are a double click. */
export const DOUBLE_CLICK_MS = 450;

export type GestureState =
  | { kind: 'idle' }
  | {
      kind: 'pressed';
      pointerId: number;
      bay: number;
      occupied: boolean;
      startX: number;
      startY: number;
    }
  | { kind: 'dragging'; pointerId: number; bay: number; target: number | null };

export type PointerInput =
  | { type: 'down'; pointerId: number; x: number; y: number; bay: number | null; occupied: boolean }
  | { type: 'move'; pointerId: number; x: number; y: number; bay: number | null }
  | { type: 'up'; pointerId: number; bay: number | null }
  /** The browser took the pointer away (touch scroll, lost capture, window blur). */
  | { type: 'cancel' };

export type GestureOutcome =
  | { type: 'none' }
  | { type: 'click'; bay: number }
  /** The car in `bay` left the ground and now follows the pointer. */
  | { type: 'lift'; bay: number; target: number | null }
  /** While dragging, the bay under the pointer changed. */
  | { type: 'target'; target: number | null }
  | { type: 'drop'; from: number; to: number }
  /** The drag ended off the grid or on its own bay: the car goes back. */
  | { type: 'return'; bay: number };

export const IDLE: GestureState = { kind: 'idle' };

const NONE: GestureOutcome = { type: 'none' };

export function stepGesture(
  state: GestureState,
  input: PointerInput,
): { state: GestureState; outcome: GestureOutcome } {
  if (input.type === 'cancel') {
    const outcome: GestureOutcome =
      state.kind === 'dragging' ? { type: 'return', bay: state.bay } : NONE;
    return { state: IDLE, outcome };
  }
  if (state.kind === 'idle') {
    if (input.type !== 'down' || input.bay === null) return { state, outcome: NONE };
    return {
      state: {
        kind: 'pressed',
        pointerId: input.pointerId,
        bay: input.bay,
        occupied: input.occupied,
        startX: input.x,
        startY: input.y,
      },
      outcome: NONE,
    };
  }
  // A second finger or button while one gesture runs is ignored.
  if (input.type === 'down' || input.pointerId !== state.pointerId) return { state, outcome: NONE };

  if (state.kind === 'pressed') {
    if (input.type === 'up') {
      // A press that wandered off an empty bay selects nothing.
      const click = state.occupied || input.bay === state.bay;
      return { state: IDLE, outcome: click ? { type: 'click', bay: state.bay } : NONE };
    }
    const travel = Math.hypot(input.x - state.startX, input.y - state.startY);
    if (!state.occupied || travel < DRAG_THRESHOLD_PX) return { state, outcome: NONE };
    const target = input.bay;
    return {
      state: { kind: 'dragging', pointerId: state.pointerId, bay: state.bay, target },
      outcome: { type: 'lift', bay: state.bay, target },
    };
  }

  if (input.type === 'up') {
    const to = input.bay;
    const outcome: GestureOutcome =
      to === null || to === state.bay
        ? { type: 'return', bay: state.bay }
        : { type: 'drop', from: state.bay, to };
    return { state: IDLE, outcome };
  }
  if (input.bay === state.target) return { state, outcome: NONE };
  return {
    state: { ...state, target: input.bay },
    outcome: { type: 'target', target: input.bay },
  };
}

export interface ClickMemory {
  bay: number;
  at: number;
}

/**
 * Registers a click on `bay` at scene time `now`; `double` when it completes a double click.
 * A double click is consumed, so a third quick click starts counting again.
 */
export function registerClick(
  last: ClickMemory | null,
  bay: number,
  now: number,
): { double: boolean; memory: ClickMemory | null } {
  const double = last !== null && last.bay === bay && now - last.at <= DOUBLE_CLICK_MS;
  return { double, memory: double ? null : { bay, at: now } };
}

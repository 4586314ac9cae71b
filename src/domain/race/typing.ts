// The typing model: where the racer is in the passage and whether the current character is in
// error. A wrong key marks the current character as an error; the racer must type the right key
// before moving on. Pure and allocation-light: it runs on every keystroke.
import type { InputEvent, InputLog, RaceMs } from './inputLog';

export interface TypingState {
  readonly passage: string;
  /** Characters typed correctly so far (the cursor). */
  readonly pos: number;
  /** True while the character at pos was mistyped and not yet corrected. */
  readonly inError: boolean;
  /** Wrong key presses. */
  readonly errors: number;
  /** Right key presses (nitro-filled characters are not counted as typed). */
  readonly correctKeys: number;
  readonly nitrosUsed: number;
  readonly log: InputLog;
  /** Race ms of the last character, once the passage is complete. */
  readonly finishedAt: RaceMs | null;
}

export function startTyping(passage: string): TypingState {
  return {
    passage,
    pos: 0,
    inError: false,
    errors: 0,
    correctKeys: 0,
    nitrosUsed: 0,
    log: [],
    finishedAt: null,
  };
}

export function isFinished(state: TypingState): boolean {
  return state.pos >= state.passage.length;
}

/** Applies one printable key. Keys after the finish are ignored. */
export function typeKey(state: TypingState, key: string, ms: RaceMs): TypingState {
  if (isFinished(state) || key.length !== 1) return state;
  const event: InputEvent = { type: 'key', ms, data: key };
  const log = [...state.log, event];
  if (key === state.passage[state.pos]) {
    const pos = state.pos + 1;
    return {
      ...state,
      pos,
      inError: false,
      correctKeys: state.correctKeys + 1,
      log,
      finishedAt: pos >= state.passage.length ? ms : null,
    };
  }
  return { ...state, inError: true, errors: state.errors + 1, log };
}

/** The characters a nitro fills: the rest of the current word and the space after it. */
export function nitroSpan(passage: string, pos: number): string {
  if (pos >= passage.length) return '';
  const space = passage.indexOf(' ', pos);
  return passage.slice(pos, space === -1 ? passage.length : space + 1);
}

/** Uses a nitro (the caller checks the racer has one). */
export function applyNitro(state: TypingState, ms: RaceMs): TypingState {
  const data = nitroSpan(state.passage, state.pos);
  if (!data) return state;
  const pos = state.pos + data.length;
  return {
    ...state,
    pos,
    inError: false,
    nitrosUsed: state.nitrosUsed + 1,
    log: [...state.log, { type: 'nitro', ms, data }],
    finishedAt: pos >= state.passage.length ? ms : null,
  };
}

/** Rebuilds the state from a log: what the server does with the log a client sends. */
export function replay(passage: string, log: InputLog): TypingState {
  let state = startTyping(passage);
  for (const event of log) {
    state = event.type === 'key' ? typeKey(state, event.data, event.ms) : replayNitro(state, event);
  }
  return state;
}

function replayNitro(
  state: TypingState,
  event: Extract<InputEvent, { type: 'nitro' }>,
): TypingState {
  const next = applyNitro(state, event.ms);
  // A nitro event must fill exactly what a nitro fills at that point; anything else is forged.
  const filled = next.log.at(-1);
  return filled && filled.type === 'nitro' && filled.data === event.data
    ? next
    : { ...state, inError: true, errors: state.errors + 1 };
}

// The overlay queue (SPEC §4 Notifications, §9): the one order in which every popup, growl and
// toast of the product is shown. A pure step, `(state, input, now) → { state, effects }`: the
// host (src/ui/notifications) runs the effects (log, mark seen) and calls `tick` at `nextChange`.
//
// - muted groups are filtered; a notice whose id was already taken is dropped;
// - the captcha notice goes first; the rest wait in arrival order;
// - while paused (a race under way, or one of the page's own dialogs open) nothing new is shown
//   and a popup already taken is hidden; what waits shows after;
// - growls: at most 3 on screen; more than 2 waiting-to-play growls merge into one with the
//   total; a growl leaves after 10 s (not while the player points at or focuses the growls), or
//   when closed, after its 500 ms close delay;
// - popups one at a time; the achievements popup lists up to 3 achievements, gathered for 500 ms
//   before it opens; a closed popup hides in 200 ms before the next one;
// - toasts one at a time for 5 s;
// - unknown types are logged and skipped.
import { noticeType, type OverlayKind } from './noticeTypes';

export const GROWL_LIFETIME_MS = 10_000;
export const GROWL_CLOSE_DELAY_MS = 500;
export const MAX_GROWLS = 3;
/** More than this many waiting-to-play growls waiting become one. */
export const WAITING_TO_PLAY_MERGE_ABOVE = 2;
export const ACHIEVEMENT_POPUP_DELAY_MS = 500;
export const MAX_POPUP_ACHIEVEMENTS = 3;
export const MODAL_HIDE_MS = 200;
export const TOAST_MS = 5_000;
/** How many taken ids are remembered for the duplicate check. */
export const KNOWN_IDS_KEPT = 500;

export interface OverlayNotice {
  /** The stored notification's id as a string, or a client notice's own ('captcha'). */
  id: string;
  type: string;
  data: Record<string, unknown>;
  /** Kept across visits until done (SPEC §3 persisted state). */
  persist: boolean;
  /** A merged growl: the notices it stands for. */
  merged?: OverlayNotice[];
}

export interface ShownGrowl {
  notice: OverlayNotice;
  shownAt: number;
  /** When the player closed it (or its time ran out); it leaves GROWL_CLOSE_DELAY_MS later. */
  closingAt: number | null;
}

export interface ShownPopup {
  kind: 'captcha' | 'achievements' | 'feature-unlocked' | 'league' | 'season-reward';
  notices: OverlayNotice[];
  /** Visible from this time (achievements gather for ACHIEVEMENT_POPUP_DELAY_MS first). */
  openAt: number;
  closingAt: number | null;
}

export interface ShownToast {
  notice: OverlayNotice;
  shownAt: number;
}

export interface OverlayQueueState {
  waiting: OverlayNotice[];
  growls: ShownGrowl[];
  popup: ShownPopup | null;
  toast: ShownToast | null;
  paused: boolean;
  /** The pointer or keyboard focus is on the growls: none of them times out meanwhile. */
  growlsHeld: boolean;
  muted: string[];
  /** Ids taken so far (newest last), for the duplicate check. */
  known: string[];
}

export type OverlayEffect =
  | { type: 'log'; message: string; notice: OverlayNotice }
  /** These notices are over (closed, expired, skipped, muted): mark them seen, once. */
  | { type: 'done'; ids: string[] };

export interface OverlayStep {
  state: OverlayQueueState;
  effects: OverlayEffect[];
}

export function emptyOverlayQueue(muted: readonly string[] = []): OverlayQueueState {
  return {
    waiting: [],
    growls: [],
    popup: null,
    toast: null,
    paused: false,
    growlsHeld: false,
    muted: [...muted],
    known: [],
  };
}

const partsOf = (notice: OverlayNotice): OverlayNotice[] => notice.merged ?? [notice];
const idsOf = (notice: OverlayNotice): string[] => partsOf(notice).map((n) => n.id);
const kindOf = (notice: OverlayNotice): OverlayKind | null => noticeType(notice.type)?.kind ?? null;

/** Takes new notices in: filtered, de-duplicated, captcha first, then shown if there is room. */
export function enqueue(
  state: OverlayQueueState,
  notices: readonly OverlayNotice[],
  now: number,
): OverlayStep {
  const effects: OverlayEffect[] = [];
  const known = new Set(state.known);
  const taken: OverlayNotice[] = [];
  const done: string[] = [];
  for (const notice of notices) {
    if (known.has(notice.id)) continue;
    known.add(notice.id);
    const type = noticeType(notice.type);
    if (!type) {
      effects.push({ type: 'log', message: `unknown notification type: ${notice.type}`, notice });
      done.push(notice.id);
    } else if (state.muted.includes(type.group)) {
      done.push(notice.id);
    } else {
      taken.push(notice);
    }
  }
  if (done.length > 0) effects.push({ type: 'done', ids: done });
  const all = [...state.waiting, ...taken];
  // Captcha first, the rest in arrival order (the sort is stable).
  const waiting = mergeWaitingToPlay(
    all
      .map((notice, index) => ({ notice, first: kindOf(notice) === 'captcha' ? 0 : 1, index }))
      .sort((a, b) => a.first - b.first || a.index - b.index)
      .map(({ notice }) => notice),
  );
  const next = { ...state, waiting, known: [...known].slice(-KNOWN_IDS_KEPT) };
  return withEffects(tick(next, now), effects);
}

/** More than 2 waiting-to-play growls waiting become one, in the first one's place. */
export function mergeWaitingToPlay(waiting: OverlayNotice[]): OverlayNotice[] {
  const waits = waiting.filter((n) => n.type === 'waiting-to-play');
  const parts = waits.flatMap(partsOf);
  if (parts.length <= WAITING_TO_PLAY_MERGE_ABOVE || waits.length < 2) return waiting;
  const merged: OverlayNotice = {
    id: parts.map((n) => n.id).join('+'),
    type: 'waiting-to-play',
    data: {
      ...parts[parts.length - 1]!.data,
      totalWaiting: parts.reduce((sum, n) => sum + waitingCount(n), 0),
    },
    persist: parts.some((n) => n.persist),
    merged: parts,
  };
  const first = waiting.indexOf(waits[0]!);
  const rest = waiting.filter((n) => n.type !== 'waiting-to-play');
  return [...rest.slice(0, first), merged, ...rest.slice(first)];
}

function waitingCount(notice: OverlayNotice): number {
  const total = notice.data.totalWaiting;
  return typeof total === 'number' && Number.isInteger(total) && total > 0 ? total : 1;
}

/** A race started (true) or ended (false): nothing new shows while paused. */
export function setPaused(state: OverlayQueueState, paused: boolean, now: number): OverlayStep {
  if (state.paused === paused) return tick(state, now);
  return tick({ ...state, paused }, now);
}

/**
 * The player's muted groups (src/domain/notifications/mutedGroups.ts; the captcha is never
 * muted). Notices of a newly muted group that still wait are over at once; one on screen stays
 * until it goes as usual.
 */
export function setMuted(
  state: OverlayQueueState,
  muted: readonly string[],
  now: number,
): OverlayStep {
  const groups = muted.filter((group) => group !== 'captcha');
  const isMuted = (notice: OverlayNotice) => {
    const group = noticeType(notice.type)?.group;
    return group !== undefined && groups.includes(group);
  };
  const dropped = state.waiting.filter(isMuted);
  const next = { ...state, muted: groups, waiting: state.waiting.filter((n) => !isMuted(n)) };
  const effects: OverlayEffect[] =
    dropped.length > 0 ? [{ type: 'done', ids: dropped.flatMap(idsOf) }] : [];
  return withEffects(tick(next, now), effects);
}

/**
 * The player points at or focuses the growls (true) or leaves them (false). Held growls do not
 * time out, so they can be read and reached by keyboard; on release each gets its 10 s afresh.
 */
export function holdGrowls(state: OverlayQueueState, held: boolean, now: number): OverlayStep {
  if (state.growlsHeld === held) return tick(state, now);
  const growls = held
    ? state.growls
    : state.growls.map((g) => (g.closingAt === null ? { ...g, shownAt: now } : g));
  return tick({ ...state, growls, growlsHeld: held }, now);
}

/** The player closed a growl, the popup or the toast (by a notice id it shows). */
export function dismiss(state: OverlayQueueState, id: string, now: number): OverlayStep {
  // Done as soon as the player closes it: a reload during the close delay must not bring it back.
  const done: string[] = [];
  const growls = state.growls.map((g) => {
    if (g.notice.id !== id || g.closingAt !== null) return g;
    done.push(...idsOf(g.notice));
    return { ...g, closingAt: now };
  });
  let { popup, toast } = state;
  if (popup && popup.closingAt === null && popup.notices.some((n) => n.id === id)) {
    done.push(...popup.notices.flatMap(idsOf));
    popup = { ...popup, closingAt: now };
  }
  if (toast?.notice.id === id) {
    done.push(...idsOf(toast.notice));
    toast = null;
  }
  const effects: OverlayEffect[] = done.length > 0 ? [{ type: 'done', ids: done }] : [];
  return withEffects(tick({ ...state, growls, popup, toast }, now), effects);
}

/** Moves time on: growls expire and leave, popups hide, waiting notices take free places. */
export function tick(state: OverlayQueueState, now: number): OverlayStep {
  const done: string[] = [];
  // Growls: expired ones start closing (done from then); closed ones leave after the close delay.
  const growls: ShownGrowl[] = [];
  for (const growl of state.growls) {
    let { closingAt } = growl;
    if (closingAt === null && !state.growlsHeld && now - growl.shownAt >= GROWL_LIFETIME_MS) {
      closingAt = growl.shownAt + GROWL_LIFETIME_MS;
      done.push(...idsOf(growl.notice));
    }
    if (closingAt === null || now - closingAt < GROWL_CLOSE_DELAY_MS) {
      growls.push(closingAt === growl.closingAt ? growl : { ...growl, closingAt });
    }
  }
  let { popup, toast } = state;
  if (popup?.closingAt != null && now - popup.closingAt >= MODAL_HIDE_MS) popup = null;
  if (toast && now - toast.shownAt >= TOAST_MS) {
    done.push(...idsOf(toast.notice));
    toast = null;
  }

  let waiting = state.waiting;
  if (!state.paused) {
    const left: OverlayNotice[] = [];
    for (let i = 0; i < waiting.length; i += 1) {
      // The captcha holds everything else back until it is dealt with.
      if (popup?.kind === 'captcha') {
        left.push(...waiting.slice(i));
        break;
      }
      const notice = waiting[i]!;
      const kind = kindOf(notice);
      if (kind === 'growl' && growls.length < MAX_GROWLS) {
        growls.push({ notice, shownAt: now, closingAt: null });
      } else if (kind === 'toast' && !toast) {
        toast = { notice, shownAt: now };
      } else if (kind === 'captcha' && !popup) {
        popup = { kind: 'captcha', notices: [notice], openAt: now, closingAt: null };
      } else if (kind === 'popup' && !popup && notice.type === 'feature-unlocked') {
        popup = { kind: 'feature-unlocked', notices: [notice], openAt: now, closingAt: null };
      } else if (kind === 'popup' && !popup && notice.type.startsWith('league-update')) {
        popup = { kind: 'league', notices: [notice], openAt: now, closingAt: null };
      } else if (kind === 'popup' && !popup && notice.type === 'season-reward') {
        popup = { kind: 'season-reward', notices: [notice], openAt: now, closingAt: null };
      } else if (kind === 'popup' && !popup && notice.type === 'achievement') {
        const openAt = now + ACHIEVEMENT_POPUP_DELAY_MS;
        popup = { kind: 'achievements', notices: [notice], openAt, closingAt: null };
      } else if (
        notice.type === 'achievement' &&
        popup?.kind === 'achievements' &&
        popup.closingAt === null &&
        now < popup.openAt &&
        popup.notices.length < MAX_POPUP_ACHIEVEMENTS
      ) {
        // Still gathering: the popup lists up to 3 achievements.
        popup = { ...popup, notices: [...popup.notices, notice] };
      } else {
        left.push(notice);
      }
    }
    waiting = left;
  }
  const next: OverlayQueueState = { ...state, waiting, growls, popup, toast };
  return { state: next, effects: done.length > 0 ? [{ type: 'done', ids: done }] : [] };
}

/** The next time `tick` would change something, or null while nothing is timed. */
export function nextChange(state: OverlayQueueState): number | null {
  const times: number[] = [];
  for (const growl of state.growls) {
    if (growl.closingAt !== null) times.push(growl.closingAt + GROWL_CLOSE_DELAY_MS);
    else if (!state.growlsHeld) times.push(growl.shownAt + GROWL_LIFETIME_MS);
  }
  const { popup, toast } = state;
  if (popup?.closingAt != null) times.push(popup.closingAt + MODAL_HIDE_MS);
  else if (popup && popup.kind === 'achievements') times.push(popup.openAt);
  if (toast) times.push(toast.shownAt + TOAST_MS);
  return times.length > 0 ? Math.min(...times) : null;
}

/**
 * What is on screen now: a gathering achievements popup is not visible before its openAt, and
 * none while paused. A popup taken just before a dialog opened (or a race started) steps back
 * and shows again on resume: never two modals, one trapping the keys meant for the other.
 */
export function visiblePopup(state: OverlayQueueState, now: number): ShownPopup | null {
  return state.popup && !state.paused && now >= state.popup.openAt ? state.popup : null;
}

/** Every notice not done yet (waiting or on screen), merged ones apart, for the persisted state. */
export function pendingNotices(state: OverlayQueueState): OverlayNotice[] {
  return [
    ...(state.popup?.closingAt === null ? state.popup.notices : []),
    ...state.growls.filter((g) => g.closingAt === null).map((g) => g.notice),
    ...(state.toast ? [state.toast.notice] : []),
    ...state.waiting,
  ].flatMap(partsOf);
}

function withEffects(step: OverlayStep, first: OverlayEffect[]): OverlayStep {
  return first.length === 0 ? step : { state: step.state, effects: [...first, ...step.effects] };
}

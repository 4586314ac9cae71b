import { describe, expect, it } from 'vitest';

import { NOTICE_TYPES, noticeType } from '../../../../src/domain/notifications/noticeTypes';
import {
  ACHIEVEMENT_POPUP_DELAY_MS,
  dismiss,
  emptyOverlayQueue,
  enqueue,
  GROWL_CLOSE_DELAY_MS,
  GROWL_LIFETIME_MS,
  holdGrowls,
  KNOWN_IDS_KEPT,
  MODAL_HIDE_MS,
  nextChange,
  pendingNotices,
  setMuted,
  setPaused,
  tick,
  TOAST_MS,
  visiblePopup,
  type OverlayEffect,
  type OverlayNotice,
  type OverlayQueueState,
} from '../../../../src/domain/notifications/overlayQueue';

let nextID = 1;
const notice = (type: string, data: Record<string, unknown> = {}, id?: string): OverlayNotice => ({
  id: id ?? String(nextID++),
  type,
  data,
  persist: true,
});
const levelUp = (level = 2, id?: string) => notice('level-up', { level }, id);
const achievement = (name: string) =>
  notice('achievement', { achievementID: nextID, name, points: 10 });

const growlIDs = (s: OverlayQueueState) => s.growls.map((g) => g.notice.id);
const doneIDs = (effects: OverlayEffect[]) =>
  effects.flatMap((e) => (e.type === 'done' ? e.ids : []));

describe('overlay queue: taking notices in', () => {
  it('GIVEN the same id twice, THEN the second is dropped, in one batch or later', () => {
    const a = levelUp(2, 'x');
    let { state } = enqueue(emptyOverlayQueue(), [a, { ...a }], 0);
    expect(state.growls).toHaveLength(1);
    ({ state } = enqueue(state, [levelUp(3, 'x')], 1));
    expect(state.growls).toHaveLength(1);
    expect(state.waiting).toHaveLength(0);
  });

  it('remembers only the newest ids, so the duplicate check stays small', () => {
    const many = Array.from({ length: KNOWN_IDS_KEPT + 10 }, (_, i) => notice('nope', {}, `k${i}`));
    const { state } = enqueue(emptyOverlayQueue(), many, 0);
    expect(state.known).toHaveLength(KNOWN_IDS_KEPT);
    expect(state.known.at(-1)).toBe(`k${KNOWN_IDS_KEPT + 9}`);
  });

  it('GIVEN a muted group, THEN its notices are filtered out and marked done', () => {
    const muted = levelUp();
    const step = enqueue(emptyOverlayQueue(['progress']), [muted, notice('purchase')], 0);
    expect(growlIDs(step.state)).toEqual([String(nextID - 1)]);
    expect(doneIDs(step.effects)).toEqual([muted.id]);
  });

  it('muting later filters what arrives after', () => {
    let { state } = setMuted(emptyOverlayQueue(), ['teams'], 0);
    ({ state } = enqueue(state, [notice('team-invite')], 0));
    expect(state.growls).toHaveLength(0);
  });

  it('GIVEN an unknown type, THEN it is logged and skipped (and done)', () => {
    const odd = notice('mystery-thing');
    const step = enqueue(emptyOverlayQueue(), [odd], 0);
    expect(step.effects).toContainEqual({
      type: 'log',
      message: 'unknown notification type: mystery-thing',
      notice: odd,
    });
    expect(doneIDs(step.effects)).toEqual([odd.id]);
    expect(pendingNotices(step.state)).toEqual([]);
  });

  it('knows every type of the progression features and the SPEC server messages', () => {
    for (const type of ['achievement', 'level-up', 'challenge-complete', 'feature-unlocked']) {
      expect(noticeType(type)).not.toBeNull();
    }
    expect(noticeType('toString')).toBeNull();
    expect(Object.keys(NOTICE_TYPES)).toContain('waiting-to-play');
  });

  it('puts the captcha notice first, and it holds everything else back until closed', () => {
    const growl = levelUp();
    const captcha = notice('captcha', { captchaStatus: 'pending' }, 'captcha');
    const paused = setPaused(emptyOverlayQueue(), true, 0).state;
    let { state } = enqueue(paused, [growl, notice('feature-unlocked'), captcha], 0);
    expect(state.waiting.map((n) => n.type)).toEqual(['captcha', 'level-up', 'feature-unlocked']);
    ({ state } = setPaused(state, false, 1));
    expect(state.popup?.kind).toBe('captcha');
    expect(state.growls).toHaveLength(0);
    ({ state } = dismiss(state, 'captcha', 2));
    ({ state } = tick(state, 2 + MODAL_HIDE_MS));
    expect(state.popup?.kind).toBe('feature-unlocked');
    expect(growlIDs(state)).toEqual([growl.id]);
  });
});

describe('overlay queue: pause during a race', () => {
  it('shows nothing new while paused, and everything waiting once resumed', () => {
    let { state } = setPaused(emptyOverlayQueue(), true, 0);
    ({ state } = enqueue(state, [levelUp(), achievement('First Race')], 10));
    expect(state.growls).toHaveLength(0);
    expect(state.popup).toBeNull();
    expect(state.waiting).toHaveLength(2);
    ({ state } = tick(state, 60_000));
    expect(state.waiting).toHaveLength(2);
    ({ state } = setPaused(state, false, 60_000));
    expect(state.growls).toHaveLength(1);
    expect(state.popup?.kind).toBe('achievements');
  });

  it('keeps growls already shown on their own timers while paused', () => {
    let { state } = enqueue(emptyOverlayQueue(), [levelUp()], 0);
    ({ state } = setPaused(state, true, 1));
    const step = tick(state, GROWL_LIFETIME_MS + GROWL_CLOSE_DELAY_MS);
    expect(step.state.growls).toHaveLength(0);
    expect(doneIDs(step.effects)).toHaveLength(1);
  });

  it('hides a popup already shown while paused, and shows the same popup again on resume', () => {
    let { state } = enqueue(emptyOverlayQueue(), [achievement('A')], 0);
    ({ state } = tick(state, ACHIEVEMENT_POPUP_DELAY_MS));
    expect(visiblePopup(state, ACHIEVEMENT_POPUP_DELAY_MS)?.kind).toBe('achievements');
    ({ state } = setPaused(state, true, 600));
    expect(visiblePopup(state, 600)).toBeNull();
    ({ state } = setPaused(state, false, 5_000));
    expect(visiblePopup(state, 5_000)?.notices.map((n) => n.data.name)).toEqual(['A']);
  });

  it('setting the same pause twice changes nothing', () => {
    const { state } = setPaused(emptyOverlayQueue(), false, 0);
    expect(state).toEqual(emptyOverlayQueue());
  });
});

describe('overlay queue: growls', () => {
  it('shows at most 3; the 4th waits for a free place', () => {
    const four = [levelUp(2), levelUp(3), levelUp(4), levelUp(5)];
    let { state } = enqueue(emptyOverlayQueue(), four, 0);
    expect(growlIDs(state)).toEqual(four.slice(0, 3).map((n) => n.id));
    expect(state.waiting.map((n) => n.id)).toEqual([four[3]!.id]);
    const closed = dismiss(state, four[0]!.id, 100);
    // Done (seen) at once; closing still takes its place until the close delay has passed.
    expect(doneIDs(closed.effects)).toEqual([four[0]!.id]);
    ({ state } = closed);
    expect(state.growls).toHaveLength(3);
    expect(pendingNotices(state).map((n) => n.id)).not.toContain(four[0]!.id);
    ({ state } = tick(state, 100 + GROWL_CLOSE_DELAY_MS - 1));
    expect(state.growls).toHaveLength(3);
    const step = tick(state, 100 + GROWL_CLOSE_DELAY_MS);
    expect(growlIDs(step.state)).toEqual(four.slice(1).map((n) => n.id));
    expect(doneIDs(step.effects)).toEqual([]);
  });

  it('removes a growl 10 s after it showed, after its close delay', () => {
    const g = levelUp();
    let { state } = enqueue(emptyOverlayQueue(), [g], 1000);
    expect(nextChange(state)).toBe(1000 + GROWL_LIFETIME_MS);
    ({ state } = tick(state, 1000 + GROWL_LIFETIME_MS - 1));
    expect(state.growls[0]?.closingAt).toBeNull();
    const expired = tick(state, 1000 + GROWL_LIFETIME_MS);
    expect(doneIDs(expired.effects)).toEqual([g.id]);
    ({ state } = expired);
    expect(state.growls[0]?.closingAt).toBe(1000 + GROWL_LIFETIME_MS);
    expect(nextChange(state)).toBe(1000 + GROWL_LIFETIME_MS + GROWL_CLOSE_DELAY_MS);
    const step = tick(state, 1000 + GROWL_LIFETIME_MS + GROWL_CLOSE_DELAY_MS);
    expect(step.state.growls).toHaveLength(0);
    expect(doneIDs(step.effects)).toEqual([]);
    expect(nextChange(step.state)).toBeNull();
    // A tick long after still expires it in one go.
    const late = tick(enqueue(emptyOverlayQueue(), [levelUp()], 0).state, 60_000);
    expect(late.state.growls).toHaveLength(0);
    expect(doneIDs(late.effects)).toHaveLength(1);
  });

  it('holds every growl while the player points at or focuses them; 10 s afresh after', () => {
    let { state } = enqueue(emptyOverlayQueue(), [levelUp(), levelUp()], 0);
    ({ state } = holdGrowls(state, true, 9_000));
    expect(nextChange(state)).toBeNull();
    ({ state } = tick(state, 30_000));
    expect(state.growls.every((g) => g.closingAt === null)).toBe(true);
    ({ state } = holdGrowls(state, false, 30_000));
    expect(nextChange(state)).toBe(30_000 + GROWL_LIFETIME_MS);
    expect(holdGrowls(state, false, 30_001).state.growls).toEqual(state.growls);
    // A closed growl still leaves while held.
    ({ state } = holdGrowls(state, true, 31_000));
    ({ state } = dismiss(state, state.growls[0]!.notice.id, 31_000));
    expect(tick(state, 31_000 + GROWL_CLOSE_DELAY_MS).state.growls).toHaveLength(1);
  });

  it('dismissing twice or an unknown id changes nothing more', () => {
    const g = levelUp();
    let { state } = enqueue(emptyOverlayQueue(), [g], 0);
    ({ state } = dismiss(state, g.id, 10));
    ({ state } = dismiss(state, g.id, 300));
    expect(state.growls[0]?.closingAt).toBe(10);
    expect(dismiss(state, 'nobody', 20).state.growls).toEqual(state.growls);
  });

  it('merges more than 2 waiting waiting-to-play growls into one with the total', () => {
    const paused = setPaused(emptyOverlayQueue(), true, 0).state;
    const waits = [
      notice('waiting-to-play', { totalWaiting: 1 }),
      notice('waiting-to-play', { totalWaiting: 2 }),
      notice('waiting-to-play', {}),
    ];
    const before = notice('purchase');
    let { state } = enqueue(paused, [before, waits[0]!, waits[1]!], 0);
    expect(state.waiting).toHaveLength(3); // two waiting: no merge yet
    ({ state } = enqueue(state, [waits[2]!], 1));
    expect(state.waiting).toHaveLength(2);
    const merged = state.waiting[1]!;
    expect(merged.type).toBe('waiting-to-play');
    expect(merged.data.totalWaiting).toBe(4);
    expect(merged.merged?.map((n) => n.id)).toEqual(waits.map((n) => n.id));
    // A further one joins the merged growl.
    ({ state } = enqueue(state, [notice('waiting-to-play', { totalWaiting: 3 })], 2));
    expect(state.waiting).toHaveLength(2);
    expect(state.waiting[1]!.data.totalWaiting).toBe(7);
    // Shown as one growl; closing it marks every merged notice done.
    ({ state } = setPaused(state, false, 3));
    expect(state.growls).toHaveLength(2);
    const step = dismiss(state, state.growls[1]!.notice.id, 4);
    expect(doneIDs(step.effects)).toHaveLength(4);
  });

  it('does not merge two, nor ones already on screen', () => {
    const { state } = enqueue(
      emptyOverlayQueue(),
      [notice('waiting-to-play'), notice('waiting-to-play'), notice('waiting-to-play')],
      0,
    );
    // All three were waiting together: merged before being shown.
    expect(state.growls).toHaveLength(1);
    let s2 = enqueue(emptyOverlayQueue(), [notice('waiting-to-play')], 0).state;
    s2 = enqueue(s2, [notice('waiting-to-play')], 1).state;
    s2 = enqueue(s2, [notice('waiting-to-play')], 2).state;
    expect(s2.growls).toHaveLength(3);
  });
});

describe('overlay queue: popups', () => {
  it('gathers up to 3 achievements for 500 ms into one popup; a 4th waits for the next', () => {
    const four = ['A', 'B', 'C', 'D'].map(achievement);
    let { state } = enqueue(emptyOverlayQueue(), [four[0]!], 0);
    expect(visiblePopup(state, 0)).toBeNull();
    expect(nextChange(state)).toBe(ACHIEVEMENT_POPUP_DELAY_MS);
    ({ state } = enqueue(state, four.slice(1), 100));
    expect(state.popup?.notices.map((n) => n.data.name)).toEqual(['A', 'B', 'C']);
    expect(state.waiting.map((n) => n.data.name)).toEqual(['D']);
    ({ state } = tick(state, ACHIEVEMENT_POPUP_DELAY_MS));
    expect(visiblePopup(state, ACHIEVEMENT_POPUP_DELAY_MS)?.kind).toBe('achievements');
    // Arriving after it opened: the next popup.
    ({ state } = enqueue(state, [achievement('E')], 600));
    expect(state.popup?.notices).toHaveLength(3);
    const closed = dismiss(state, four[1]!.id, 700);
    expect(doneIDs(closed.effects)).toEqual(four.slice(0, 3).map((n) => n.id));
    ({ state } = closed);
    expect(state.popup?.closingAt).toBe(700);
    expect(nextChange(state)).toBe(700 + MODAL_HIDE_MS);
    // Hidden for 200 ms before the next popup opens.
    expect(tick(state, 700 + MODAL_HIDE_MS - 1).state.popup?.closingAt).toBe(700);
    const step = tick(state, 700 + MODAL_HIDE_MS);
    expect(step.state.popup?.notices.map((n) => n.data.name)).toEqual(['D', 'E']);
  });

  it('shows one popup at a time: Feature Unlocked waits behind the achievements', () => {
    const feature = notice('feature-unlocked', { feature: 'daily-challenges' });
    let { state } = enqueue(emptyOverlayQueue(), [achievement('A'), feature], 0);
    expect(state.popup?.kind).toBe('achievements');
    expect(state.waiting).toEqual([feature]);
    ({ state } = dismiss(state, state.popup!.notices[0]!.id, 600));
    ({ state } = tick(state, 600 + MODAL_HIDE_MS));
    expect(state.popup).toMatchObject({ kind: 'feature-unlocked', notices: [feature] });
    expect(visiblePopup(state, 600 + MODAL_HIDE_MS)).not.toBeNull();
  });
});

describe('overlay queue: toasts', () => {
  it('shows one at a time for 5 s', () => {
    const [a, b] = [notice('friend-online'), notice('friend-online')];
    let { state } = enqueue(emptyOverlayQueue(), [a!, b!], 0);
    expect(state.toast?.notice).toEqual(a);
    expect(nextChange(state)).toBe(TOAST_MS);
    const step = tick(state, TOAST_MS);
    expect(doneIDs(step.effects)).toEqual([a!.id]);
    expect(step.state.toast?.notice).toEqual(b);
    ({ state } = dismiss(step.state, b!.id, TOAST_MS + 1));
    expect(state.toast).toBeNull();
  });
});

describe('overlay queue: persisted', () => {
  it('lists every notice not over yet, merged ones apart, to be restored next visit', () => {
    const paused = setPaused(emptyOverlayQueue(), true, 0).state;
    const waits = [notice('waiting-to-play'), notice('waiting-to-play'), notice('waiting-to-play')];
    const growl = levelUp();
    let { state } = enqueue(paused, [growl, ...waits], 0);
    ({ state } = setPaused(state, false, 1));
    const pending = pendingNotices(state);
    expect(pending.map((n) => n.id)).toEqual([growl.id, ...waits.map((n) => n.id)]);
    // Restored on the next visit they merge again and show once.
    const restored = enqueue(emptyOverlayQueue(), pending, 0).state;
    expect(restored.growls).toHaveLength(2);
  });
});

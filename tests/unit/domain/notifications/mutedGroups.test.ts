// The player's muted groups: which groups may be muted, how a stored or sent list is cleaned,
// and what the overlay queue does when the setting changes under it.
import { describe, expect, it } from 'vitest';

import {
  isMutableNoticeGroup,
  MUTABLE_NOTICE_GROUPS,
  mutedGroups,
} from '../../../../src/domain/notifications/mutedGroups';
import { NOTICE_TYPES } from '../../../../src/domain/notifications/noticeTypes';
import {
  emptyOverlayQueue,
  enqueue,
  MAX_GROWLS,
  setMuted,
  type OverlayEffect,
  type OverlayNotice,
} from '../../../../src/domain/notifications/overlayQueue';

let nextID = 1;
const notice = (type: string): OverlayNotice => ({
  id: String(nextID++),
  type,
  data: {},
  persist: true,
});
const doneIDs = (effects: OverlayEffect[]) =>
  effects.flatMap((e) => (e.type === 'done' ? e.ids : []));

describe('mutable notice groups', () => {
  it('are every group of a known notice type but the captcha', () => {
    const groups = new Set(Object.values(NOTICE_TYPES).map((t) => t.group));
    groups.delete('captcha');
    expect([...MUTABLE_NOTICE_GROUPS].sort()).toEqual([...groups].sort());
    expect(isMutableNoticeGroup('captcha')).toBe(false);
    expect(isMutableNoticeGroup('friends')).toBe(true);
  });

  it('cleans a list: known mutable groups only, once each, in the setting order', () => {
    expect(mutedGroups(['races', 'friends', 'races', 'captcha', 'nope', 7, null])).toEqual([
      'friends',
      'races',
    ]);
    expect(mutedGroups('friends')).toEqual([]);
    expect(mutedGroups(null)).toEqual([]);
    expect(mutedGroups({ 0: 'friends' })).toEqual([]);
  });
});

describe('overlay queue: the muted setting changing', () => {
  it('GIVEN growls waiting for a place, WHEN their group is muted, THEN they are over at once', () => {
    const shown = Array.from({ length: MAX_GROWLS }, () => notice('purchase'));
    const invites = [notice('team-invite'), notice('team-invite')];
    const level = notice('level-up');
    let { state } = enqueue(emptyOverlayQueue(), [...shown, ...invites, level], 0);
    expect(state.waiting.map((n) => n.id)).toEqual([...invites, level].map((n) => n.id));

    const step = setMuted(state, ['teams'], 10);
    state = step.state;
    expect(doneIDs(step.effects)).toEqual(invites.map((n) => n.id));
    expect(state.waiting.map((n) => n.id)).toEqual([level.id]);
    // What is already on screen stays until it goes as usual.
    expect(state.growls.map((g) => g.notice.id)).toEqual(shown.map((n) => n.id));
  });

  it('never mutes the captcha, even when asked to', () => {
    let { state } = setMuted(emptyOverlayQueue(), ['captcha', 'friends'], 0);
    expect(state.muted).toEqual(['friends']);
    ({ state } = enqueue(state, [notice('captcha')], 0));
    expect(state.popup?.kind).toBe('captcha');
  });

  it('GIVEN a group unmuted, THEN its notices show again from then on', () => {
    let { state } = setMuted(emptyOverlayQueue(), ['friends'], 0);
    let step = enqueue(state, [notice('friend-accept')], 0);
    expect(step.state.growls).toHaveLength(0);
    expect(doneIDs(step.effects)).toHaveLength(1);
    ({ state } = setMuted(step.state, [], 1));
    step = enqueue(state, [notice('friend-accept')], 2);
    expect(step.state.growls).toHaveLength(1);
    expect(doneIDs(step.effects)).toEqual([]);
  });
});

// League updates are popups of the overlay queue (SPEC §2 league update and tournament popups):
// one at a time, after the captcha, each closed before the next shows.
import { describe, expect, it } from 'vitest';

import { noticeType } from '../../../../src/domain/notifications/noticeTypes';
import {
  dismiss,
  emptyOverlayQueue,
  enqueue,
  MODAL_HIDE_MS,
  tick,
  visiblePopup,
} from '../../../../src/domain/notifications/overlayQueue';

const league = (id: string, type = 'league-update') => ({
  id,
  type,
  data: { tier: 1, newTier: 2, place: 1, reason: 'promote' },
  persist: false,
});

describe('league update popups', () => {
  it('are popups of the leagues group', () => {
    expect(noticeType('league-update')).toEqual({ kind: 'popup', group: 'leagues' });
    expect(noticeType('league-update-team')).toEqual({ kind: 'popup', group: 'leagues' });
  });

  it('show one at a time: the team update waits for the player update to close', () => {
    let { state } = enqueue(
      emptyOverlayQueue(),
      [league('1'), league('2', 'league-update-team')],
      0,
    );
    expect(visiblePopup(state, 0)).toMatchObject({ kind: 'league', notices: [{ id: '1' }] });
    expect(state.waiting.map((n) => n.id)).toEqual(['2']);
    ({ state } = dismiss(state, '1', 100));
    ({ state } = tick(state, 100 + MODAL_HIDE_MS));
    expect(visiblePopup(state, 100 + MODAL_HIDE_MS)).toMatchObject({
      kind: 'league',
      notices: [{ id: '2', type: 'league-update-team' }],
    });
  });

  it('are held back while the leagues group is muted', () => {
    const muted = emptyOverlayQueue(['leagues']);
    const { state } = enqueue(muted, [league('9')], 0);
    expect(visiblePopup(state, 0)).toBeNull();
  });
});

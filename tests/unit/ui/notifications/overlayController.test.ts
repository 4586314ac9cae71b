// The overlay queue's executor: effects run (log, mark seen), pending notices persisted on change,
// and the queue ticked by the clock at its next change. Plus the server-to-notice mapping and the
// race-page rule of the player's connection.
import { describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import {
  GROWL_CLOSE_DELAY_MS,
  GROWL_LIFETIME_MS,
} from '../../../../src/domain/notifications/overlayQueue';
import { fromPush, fromStored, storedIDs } from '../../../../src/ui/notifications/fromServer';
import { createOverlayController } from '../../../../src/ui/notifications/overlayController';
import { isRacePage } from '../../../../src/ui/notifications/playerConnection';

function setup() {
  const clock = createManualClock(1_000);
  const deps = { clock, markSeen: vi.fn(), persist: vi.fn(), log: vi.fn() };
  return { clock, deps, controller: createOverlayController(deps) };
}

const levelUp = (id: string) => ({ id, type: 'level-up', data: { level: 2 }, persist: true });

describe('overlay controller', () => {
  it('shows a growl, persists it while pending, and marks it seen when it times out', () => {
    const { clock, deps, controller } = setup();
    controller.add([levelUp('7')]);
    expect(controller.store.getState().queue.growls).toHaveLength(1);
    expect(deps.persist).toHaveBeenLastCalledWith([levelUp('7')]);
    clock.advance(GROWL_LIFETIME_MS);
    expect(deps.markSeen).toHaveBeenCalledWith(['7']);
    expect(deps.persist).toHaveBeenLastCalledWith([]);
    clock.advance(GROWL_CLOSE_DELAY_MS);
    expect(controller.store.getState().queue.growls).toHaveLength(0);
    expect(clock.pending()).toBe(0);
  });

  it("takes the player's muted groups: their notices are marked seen, never shown", () => {
    const { deps, controller } = setup();
    controller.setMuted(['progress']);
    controller.add([levelUp('11'), { id: '12', type: 'purchase', data: {}, persist: true }]);
    expect(controller.store.getState().queue.growls.map((g) => g.notice.id)).toEqual(['12']);
    expect(deps.markSeen).toHaveBeenCalledWith(['11']);
    controller.setMuted([]);
    controller.add([levelUp('13')]);
    expect(controller.store.getState().queue.growls.map((g) => g.notice.id)).toEqual(['12', '13']);
  });

  it('logs an unknown type, and stops ticking once disposed', () => {
    const { clock, deps, controller } = setup();
    controller.add([{ id: '9', type: 'bogus', data: {}, persist: true }]);
    expect(deps.log).toHaveBeenCalledWith('unknown notification type: bogus', expect.anything());
    expect(deps.markSeen).toHaveBeenCalledWith(['9']);
    controller.add([levelUp('10')]);
    controller.dispose();
    clock.advance(GROWL_LIFETIME_MS * 2);
    expect(deps.markSeen).not.toHaveBeenCalledWith(['10']);
  });

  it('holds notices while paused and shows them on resume', () => {
    const { deps, controller } = setup();
    controller.setPaused(true);
    controller.add([levelUp('11')]);
    expect(controller.store.getState().queue.growls).toHaveLength(0);
    expect(deps.persist).toHaveBeenLastCalledWith([levelUp('11')]);
    controller.setPaused(false);
    expect(controller.store.getState().queue.growls).toHaveLength(1);
  });
});

describe('notices from the server', () => {
  it('keeps a stored id, takes the pushed notificationID, and gives a passing push its own', () => {
    expect(
      fromStored({
        id: 5,
        type: 'level-up',
        data: { level: 3 },
        seen: false,
        persist: false,
        captchaStatus: null,
      }),
    ).toEqual({ id: '5', type: 'level-up', data: { level: 3 }, persist: true });
    expect(fromPush({ type: 'level-up', data: { level: 3, notificationID: 5 } })).toEqual({
      id: '5',
      type: 'level-up',
      data: { level: 3 },
      persist: true,
    });
    const passing = fromPush({ type: 'friend-online', data: { userID: 2 } });
    expect(passing).toMatchObject({ type: 'friend-online', persist: false });
    expect(passing?.id).toMatch(/^push-/);
    expect(fromPush({ type: 'checkin', data: { ok: true } })).toBeNull();
  });

  it('sends only stored ids to be marked seen', () => {
    expect(storedIDs(['12', 'captcha', 'push-1', '0', '3+4', '99999999999'])).toEqual([12]);
  });

  it('treats /race and /race/{friend} as race pages (no retries), nothing else', () => {
    expect(isRacePage('/race')).toBe(true);
    expect(isRacePage('/race/speedy')).toBe(true);
    expect(isRacePage('/racer/speedy')).toBe(false);
    expect(isRacePage('/garage')).toBe(false);
  });
});

// GIVEN cash another player sent WHEN the garage opens, or a sent-cash notice arrives while it is
// open, THEN the garage collects it (receive-cash), the session's cash follows and a toast says who
// sent what; nothing pending, nothing said.
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { overlayBus } from '../../../../src/ui/notifications/bus';
import { getSession } from '../../../../src/ui/stores/sessionStore';
import { ok } from '../../net/fakeFetch';
import { cleanupGarage, racer, renderGarage, settle } from './garageHarness';

vi.mock('../../../../src/engine/parkingLotScene', async () => {
  const harness = await import('./garageHarness');
  return { createParkingLot: vi.fn(harness.createFakeParkingLot) };
});
vi.mock('../../../../src/ui/pages/garage/loot/LootLocker', () => ({
  LootLocker: () => <div data-testid="loot-locker" />,
}));

afterEach(() => {
  cleanup();
  cleanupGarage();
});

const gift = (amount: number) => ({
  giftID: amount,
  fromUserID: 7,
  username: 'alice',
  displayName: 'Alice',
  amount,
  createdStamp: 1,
});

describe('pending cash in the garage', () => {
  it('collects gifts on open and again on a sent-cash notice', async () => {
    let pending = [gift(250)];
    let money = 100;
    const garage = await renderGarage(racer({ money }), {
      'POST /players/receive-cash': () => {
        const gifts = pending;
        money += gifts.reduce((sum, g) => sum + g.amount, 0);
        pending = [];
        return ok({ pendingCashGifts: gifts, total: 0, user: racer({ money }) });
      },
    });
    expect(getSession().user.money).toBe(350);
    expect(screen.getByTestId('garage-toast').textContent).toContain('$250 from Alice');

    pending = [gift(40)];
    act(() =>
      overlayBus.emit('notices', [
        { id: '9', type: 'sent-cash', data: { amount: 40 }, persist: false },
      ]),
    );
    await settle();
    expect(getSession().user.money).toBe(390);
    expect(screen.getByTestId('garage-toast').textContent).toContain('$40 from Alice');
    const collects = garage.calls.filter((c) => c.url.endsWith('/players/receive-cash'));
    expect(collects).toHaveLength(2);
  });

  it('says nothing when no gift is pending', async () => {
    await renderGarage(racer({ money: 5 }), {
      'POST /players/receive-cash': () =>
        ok({ pendingCashGifts: [], total: 0, user: racer({ money: 5 }) }),
    });
    expect(screen.queryByTestId('garage-toast')).toBeNull();
    expect(getSession().user.money).toBe(5);
  });
});

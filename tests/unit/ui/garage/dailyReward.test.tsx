// GIVEN the daily mystery box WHEN it is ready THEN one claim opens it on its prize and a live
// countdown (server time, ticking each second) replaces the button; a refused claim shows the
// server's message.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { DAILY_REWARD_INTERVAL_SECONDS } from '../../../../src/domain/rewards/dailyReward';
import { getSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { cleanupGarage, NOW_S, racer, renderGarage, settle } from './garageHarness';

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

const countdown = () => screen.getByTestId('daily-countdown').textContent;
const claimButton = () => screen.queryByRole('button', { name: 'Claim daily reward' });

describe('the daily reward card', () => {
  it('counts down to the next reward every second', async () => {
    const garage = await renderGarage(racer({ rewardCountdown: NOW_S + 3661 }));
    expect(claimButton()).toBeNull();
    expect(countdown()).toBe('Next reward in 01:01:01');
    act(() => garage.clock.advance(1000));
    expect(countdown()).toBe('Next reward in 01:01:00');
    act(() => garage.clock.advance(61_000));
    expect(countdown()).toBe('Next reward in 00:59:59');
  });

  it('offers the box once the countdown ends', async () => {
    const garage = await renderGarage(racer({ rewardCountdown: NOW_S + 2 }));
    expect(countdown()).toBe('Next reward in 00:00:02');
    act(() => garage.clock.advance(2000));
    expect(claimButton()).toBeTruthy();
  });

  it('claims once, reveals the cash and then counts down to tomorrow', async () => {
    const next = NOW_S + DAILY_REWARD_INTERVAL_SECONDS;
    const garage = await renderGarage(racer({ rewardCountdown: 0 }), {
      'GET /rewards/daily': () =>
        ok({
          reward: { type: 'money', value: 2500 },
          user: racer({ rewardCountdown: next, money: 15_000 }),
          repeated: false,
        }),
    });
    fireEvent.click(claimButton()!);
    await settle();

    const claims = garage.actions().filter((call) => call.url.endsWith('/rewards/daily'));
    expect(claims).toHaveLength(1);
    expect(screen.getByTestId('daily-reward-reveal').textContent).toContain('You got $2,500!');
    expect(getSession().user.money).toBe(15_000);
    expect(getSession().user.rewardCountdown).toBe(next);
    expect(claimButton()).toBeNull();
    expect(countdown()).toBe('Next reward in 24:00:00');
    act(() => garage.clock.advance(1000));
    expect(countdown()).toBe('Next reward in 23:59:59');
  });

  it('reveals nitros and cars by name', async () => {
    await renderGarage(racer({ rewardCountdown: 0 }), {
      'GET /rewards/daily': () =>
        ok({
          reward: { type: 'car', value: 5 },
          user: racer({ rewardCountdown: NOW_S + DAILY_REWARD_INTERVAL_SECONDS }),
          repeated: false,
        }),
    });
    fireEvent.click(claimButton()!);
    await settle();
    const reveal = screen.getByTestId('daily-reward-reveal');
    expect(reveal.textContent).toContain('You got Skylance!');
    expect(reveal.querySelector('img')?.getAttribute('src')).toBe('/assets/cars/skylance.svg');
  });

  it('shows the server message when the claim is refused', async () => {
    await renderGarage(racer({ rewardCountdown: 0 }), {
      'GET /rewards/daily': () =>
        fail(429, 'DAILY_NOT_READY', 'Your next mystery box is not ready yet.'),
    });
    fireEvent.click(claimButton()!);
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('Your next mystery box is not ready yet.');
    expect(screen.queryByTestId('daily-reward-reveal')).toBeNull();
  });
});

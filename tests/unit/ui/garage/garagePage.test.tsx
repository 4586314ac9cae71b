// GIVEN the /garage route WHEN a visitor or a racer opens it THEN visitors are asked to log in,
// and a racer sees a loading state, a retryable failure, then the garage.
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { defaultUser } from '../../../../src/domain/user';
import { fail, ok } from '../../net/fakeFetch';
import { CARS, cleanupGarage, lotEngine, racer, renderGarage, settle } from './garageHarness';

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

describe('the garage page', () => {
  it('asks a visitor to log in and fetches nothing', async () => {
    const garage = await renderGarage(defaultUser());
    expect(screen.getByRole('heading', { name: 'Log in to open your garage' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log In' }).getAttribute('href')).toBe('/login');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeTruthy();
    expect(garage.calls).toEqual([]);
    expect(lotEngine.lots).toHaveLength(0);
  });

  it('shows the car catalogue failure with a retry that recovers', async () => {
    let attempts = 0;
    await renderGarage(racer(), {
      'GET /cars': () => {
        attempts += 1;
        return attempts === 1
          ? fail(503, 'UNAVAILABLE', 'The garage doors are stuck.')
          : ok({ cars: CARS });
      },
    });
    expect(screen.getByRole('alert').textContent).toContain('The garage doors are stuck.');
    expect(screen.queryByRole('slider')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    await settle();
    expect(attempts).toBe(2);
    expect(screen.getByRole('slider', { name: /Paint/ })).toBeTruthy();
    expect(screen.getByTestId('loot-locker')).toBeTruthy();
  });

  it('keeps the garage usable when only the loot catalogue fails', async () => {
    await renderGarage(racer(), {
      'GET /loot': () => fail(500, 'SERVER_ERROR', 'Loot is out to lunch.'),
    });
    expect(screen.getByRole('alert').textContent).toContain('Loot is out to lunch.');
    expect(screen.queryByTestId('loot-locker')).toBeNull();
    expect(screen.getByTestId('garage-car-1')).toBeTruthy();
  });
});

// GIVEN a racer's garage WHEN the garage screen opens THEN the parking lot is fed the SPEC §5
// arrangement, moves are saved with arrange-cars and only the server's answer becomes the garage,
// a refused save puts the cars back with a warning, and the keyboard drives it all.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { arrangeGarage, moveCar } from '../../../../src/domain/garage/arrangement';
import { getSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { cleanupGarage, lotEngine, racer, renderGarage, settle, theLot } from './garageHarness';

vi.mock('../../../../src/engine/parkingLotScene', async () => {
  const harness = await import('./garageHarness');
  return { createParkingLot: vi.fn(harness.createFakeParkingLot) };
});
vi.mock('../../../../src/ui/pages/garage/loot/LootLocker', () => ({
  LootLocker: ({ lootCatalogue }: { lootCatalogue: unknown[] }) => (
    <div data-testid="loot-locker">{lootCatalogue.length} loot items</div>
  ),
}));

const EMPTY_25 = Array.from({ length: 25 }, () => null);
const ARRANGED = ['2', '', '1', '', '3', ...Array.from({ length: 25 }, () => '')];

beforeEach(() => {
  lotEngine.columns = 5;
});

afterEach(() => {
  cleanup();
  cleanupGarage();
});

const announcer = () => screen.getByTestId('lot-announcer').textContent;
const host = () => screen.getByRole('application');
const key = (k: string) => fireEvent.keyDown(host(), { key: k });

describe('the parking lot', () => {
  it('shows the arrangement of the racer garage with paint and catalogue names', async () => {
    const user = racer();
    await renderGarage(user);
    expect(arrangeGarage(user.garage, user.cars)).toEqual(ARRANGED);
    const snapshot = theLot().last();
    expect(snapshot.slots).toEqual([
      { carID: 2, hueAngle: 120, name: 'Comet' },
      null,
      { carID: 1, hueAngle: 0, name: 'Sprout' },
      null,
      { carID: 3, hueAngle: 240, name: 'Thunder' },
      ...EMPTY_25,
    ]);
    expect(snapshot.currentCarID).toBe(1);
    expect(snapshot.page).toBe(0);
    expect(theLot().options.carArt(3)).toBe('/assets/cars/thunder.svg');
    // The accessible list follows garage order and marks the car being driven.
    const list = screen.getAllByTestId(/^garage-car-/).map((button) => button.dataset.testid);
    expect(list).toEqual(['garage-car-2', 'garage-car-1', 'garage-car-3']);
    expect(screen.getByTestId('garage-car-1').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('garage-car-2').getAttribute('aria-current')).toBeNull();
    expect(screen.getByTestId('loot-locker').textContent).toBe('1 loot items');
  });

  it('saves a drag with arrange-cars and applies the garage the server returns', async () => {
    // The server tidies the request its own way: its answer, not the request, is kept.
    const serverGarage = ['1', '2', '', '', '3', ...Array.from({ length: 25 }, () => '')];
    const garage = await renderGarage(racer(), {
      'POST /loot/arrange-cars': () =>
        ok({ garage: serverGarage, user: racer({ garage: serverGarage }) }),
    });
    theLot().options.onMove?.(0, 1);
    await settle();

    const [call] = garage.actions();
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual({ garage: moveCar(ARRANGED, 0, 1) });
    expect(getSession().user.garage).toEqual(serverGarage);
    expect(theLot().last().slots.slice(0, 3)).toEqual([
      { carID: 1, hueAngle: 0, name: 'Sprout' },
      { carID: 2, hueAngle: 120, name: 'Comet' },
      null,
    ]);
    expect(screen.queryByTestId('garage-toast')).toBeNull();
  });

  it('puts the cars back and warns when the server refuses the new order', async () => {
    const user = racer();
    await renderGarage(user, {
      'POST /loot/arrange-cars': () => fail(500, 'SERVER_ERROR', 'Database is napping.'),
    });
    act(() => theLot().options.onMove?.(2, 3));
    // While the save is on its way the lot keeps showing the move.
    expect(theLot().last().slots[3]).toEqual({ carID: 1, hueAngle: 0, name: 'Sprout' });
    await settle();

    expect(screen.getByTestId('garage-toast').textContent).toContain(
      "Couldn't save your garage order",
    );
    expect(screen.getByTestId('garage-toast').dataset.tone).toBe('warning');
    expect(getSession().user.garage).toEqual(user.garage);
    // The old garage is set back.
    expect(theLot().last().slots[2]).toEqual({ carID: 1, hueAngle: 0, name: 'Sprout' });
    expect(theLot().last().slots[3]).toBeNull();
  });

  it('pages through the garage 15 bays at a time', async () => {
    await renderGarage(racer());
    const pager = within(screen.getByRole('navigation', { name: 'Parking lot pages' }));
    expect(pager.getByText('Page 1 of 2')).toBeTruthy();
    expect((pager.getByRole('button', { name: 'Prev' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(pager.getByRole('button', { name: 'Next' }));
    expect(pager.getByText('Page 2 of 2')).toBeTruthy();
    expect(announcer()).toBe('Page 2 of 2');
    expect(theLot().last().page).toBe(1);
    expect((pager.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    // Keyboard focus starts on the new page's first bay.
    fireEvent.focus(host());
    expect(announcer()).toBe('Bay 16: empty');
    expect(theLot().focus.at(-1)).toEqual([15, null]);
  });

  it('selecting a car in the lot shows its card; activating it switches car', async () => {
    const garage = await renderGarage(racer(), {
      'POST /loot/equip': () => ok({ user: racer({ carID: 2, carHueAngle: 120 }) }),
    });
    theLot().options.onSelect?.(0, 2);
    await settle();
    const card = screen.getByRole('region', { name: 'Selected car: Comet' });
    expect(within(card).getByRole('button', { name: 'Switch to this car' })).toBeTruthy();
    expect(theLot().last().selectedSlot).toBe(0);

    theLot().options.onActivate?.(0, 2);
    await settle();
    expect(garage.actions()[0]?.body).toEqual([{ type: 'car', id: 2, hueAngle: 120 }]);
    expect(getSession().user.carID).toBe(2);
    expect(theLot().last().currentCarID).toBe(2);
  });

  it('is driven by the keyboard with a live description of the focused bay', async () => {
    const garage = await renderGarage(racer(), {
      'POST /loot/arrange-cars': (call) => ok({ ...(call.body as object), user: racer() }),
    });
    fireEvent.focus(host());
    expect(announcer()).toBe('Bay 1: Comet');
    expect(theLot().focus.at(-1)).toEqual([0, null]);

    key('ArrowRight');
    expect(announcer()).toBe('Bay 2: empty');
    key('ArrowRight');
    expect(announcer()).toBe('Bay 3: Sprout (current car)');
    expect(theLot().focus.at(-1)).toEqual([2, null]);

    // Space picks Sprout up, an arrow carries it, Space drops it in bay 2.
    key(' ');
    expect(announcer()).toMatch(/^Picked up Sprout/);
    expect(theLot().focus.at(-1)).toEqual([2, 2]);
    key('ArrowLeft');
    expect(announcer()).toBe('Carrying Sprout over Bay 2: empty');
    key(' ');
    await settle();
    expect(theLot().moves).toEqual([[2, 1]]);
    expect(garage.actions()[0]?.body).toEqual({ garage: moveCar(ARRANGED, 2, 1) });
    expect(getSession().user.garage.slice(0, 3)).toEqual(['2', '1', '']);
    expect(announcer()).toBe('Moved Sprout to bay 2.');
  });

  it('Escape puts a carried car back without saving anything', async () => {
    const garage = await renderGarage(racer());
    fireEvent.focus(host());
    key(' ');
    key('ArrowRight');
    key('Escape');
    await settle();
    expect(announcer()).toBe('Comet is back in bay 1.');
    expect(theLot().moves).toEqual([]);
    expect(garage.actions()).toEqual([]);
  });

  it('Enter drives the focused car; arrows follow the grid the lot reports (3 on phones)', async () => {
    lotEngine.columns = 3;
    const garage = await renderGarage(racer(), {
      'POST /loot/equip': () => ok({ user: racer({ carID: 3, carHueAngle: 240 }) }),
    });
    fireEvent.focus(host());
    key('ArrowDown');
    expect(announcer()).toBe('Bay 4: empty');
    key('ArrowRight');
    expect(announcer()).toBe('Bay 5: Thunder');
    key('Enter');
    await settle();
    expect(garage.actions()[0]?.body).toEqual([{ type: 'car', id: 3, hueAngle: 240 }]);
    expect(getSession().user.carID).toBe(3);
  });

  it('stays locked under 2 cars, with the cars listed and no engine loaded', async () => {
    await renderGarage(
      racer({ cars: [[1, 'owned', 0]], garage: ['1', ...Array.from({ length: 29 }, () => '')] }),
    );
    expect(screen.getByTestId('parking-lot-locked').textContent).toContain(
      'Own 2 cars to open your parking lot — visit the Shop',
    );
    expect(screen.getByRole('link', { name: 'Go to the Shop' }).getAttribute('href')).toBe('/shop');
    expect(screen.queryByRole('application')).toBeNull();
    expect(lotEngine.lots).toHaveLength(0);
    expect(screen.getAllByTestId(/^garage-car-/)).toHaveLength(1);
  });

  it('destroys the lot when the page goes away', async () => {
    await renderGarage(racer());
    const lot = theLot();
    cleanup();
    expect(lot.destroyed).toBe(true);
  });
});

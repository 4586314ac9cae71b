// GIVEN a racer in the garage WHEN they repaint, switch or sell a car THEN the right call goes out
// (SPEC §7) and the racer the server returns becomes the session's; refusals show its message.
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { getSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
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

const showcaseArt = () => screen.getByRole('img', { name: 'Sprout' }) as HTMLImageElement;

describe('the showcase', () => {
  it('shows the car being driven, its rarity, the racer and the race button', async () => {
    await renderGarage(racer({ carID: 3, carHueAngle: 240, logins: 12, memberDays: 40 }));
    expect(screen.getByRole('heading', { level: 2, name: 'Thunder' })).toBeTruthy();
    expect(screen.getByText('epic')).toBeTruthy();
    const art = screen.getAllByRole('img', { name: 'Thunder' })[0] as HTMLImageElement;
    expect(art.getAttribute('src')).toBe('/assets/cars/thunder.svg');
    expect(art.style.filter).toBe('hue-rotate(240deg)');
    expect(screen.getByText('Welcome back, Speedy Sam!')).toBeTruthy();
    expect(screen.getByText('$12,500')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Race Now/ }).getAttribute('href')).toBe('/race');
  });

  it('previews the paint live and saves it with an equip car entry', async () => {
    const garage = await renderGarage(racer(), {
      'POST /loot/equip': () =>
        ok({
          user: racer({
            carHueAngle: 200,
            cars: [
              [1, 'owned', 200],
              [2, 'owned', 120],
              [3, 'owned', 240],
            ],
          }),
        }),
    });
    const save = screen.getByRole('button', { name: 'Save paint' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);

    const slider = screen.getByRole('slider', { name: /Paint/ });
    expect(slider.getAttribute('min')).toBe('0');
    expect(slider.getAttribute('max')).toBe('359');
    fireEvent.change(slider, { target: { value: '200' } });
    expect(showcaseArt().style.filter).toBe('hue-rotate(200deg)');
    expect(slider.getAttribute('aria-valuetext')).toBe('200 degrees');
    expect(garage.actions()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'Save paint' }));
    await settle();
    expect(garage.actions()[0]?.url).toBe('/api/v2/loot/equip');
    expect(garage.actions()[0]?.body).toEqual([{ type: 'car', id: 1, hueAngle: 200 }]);
    expect(getSession().user.carHueAngle).toBe(200);
    expect(showcaseArt().style.filter).toBe('hue-rotate(200deg)');
    expect((screen.getByRole('button', { name: 'Save paint' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(screen.getByTestId('garage-toast').textContent).toContain('Paint saved on Sprout.');
  });

  it('keeps the unsaved paint and warns when the server refuses it', async () => {
    await renderGarage(racer(), {
      'POST /loot/equip': () => fail(400, 'BAD_REQUEST', 'unable to save changes'),
    });
    fireEvent.change(screen.getByRole('slider', { name: /Paint/ }), { target: { value: '90' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save paint' }));
    await settle();
    expect(getSession().user.carHueAngle).toBe(0);
    expect(showcaseArt().style.filter).toBe('hue-rotate(90deg)');
    expect(screen.getByTestId('garage-toast').textContent).toContain('unable to save changes');
  });
});

describe('the car list', () => {
  it('switches car with the car entry and its own paint, and marks the new current car', async () => {
    const garage = await renderGarage(racer(), {
      'POST /loot/equip': () => ok({ user: racer({ carID: 3, carHueAngle: 240 }) }),
    });
    fireEvent.click(screen.getByTestId('garage-car-3'));
    expect(screen.getByTestId('garage-car-3').getAttribute('aria-pressed')).toBe('true');
    const card = screen.getByRole('region', { name: 'Selected car: Thunder' });
    fireEvent.click(within(card).getByRole('button', { name: 'Switch to this car' }));
    await settle();

    expect(garage.actions()[0]?.body).toEqual([{ type: 'car', id: 3, hueAngle: 240 }]);
    expect(getSession().user.carID).toBe(3);
    expect(screen.getByTestId('garage-car-3').getAttribute('aria-current')).toBe('true');
    expect(screen.getByTestId('garage-car-1').getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: 'Thunder' })).toBeTruthy();
    const switchButton = within(
      screen.getByRole('region', { name: 'Selected car: Thunder' }),
    ).getByRole('button', { name: 'Switch to this car' }) as HTMLButtonElement;
    expect(switchButton.disabled).toBe(true);
  });

  it('sells a car after confirmation and drops it from the garage', async () => {
    const sold = racer({
      cars: [
        [1, 'owned', 0],
        [2, 'sold', 120],
        [3, 'owned', 240],
        [4, 'sold', 0],
      ],
      money: 13_500,
    });
    const garage = await renderGarage(racer(), {
      'POST /loot/sell-car': () => ok({ user: sold, refund: 1000 }),
    });
    fireEvent.click(screen.getByTestId('garage-car-2'));
    fireEvent.click(
      within(screen.getByRole('region', { name: 'Selected car: Comet' })).getByRole('button', {
        name: 'Sell',
      }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Sell Comet?' });
    // Nothing is sold before the racer confirms.
    expect(garage.actions()).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sell car' }));
    await settle();

    expect(garage.actions()[0]?.url).toBe('/api/v2/loot/sell-car');
    expect(garage.actions()[0]?.body).toEqual({ carID: 2 });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByTestId('garage-car-2')).toBeNull();
    expect(getSession().user.money).toBe(13_500);
    expect(screen.getByTestId('garage-toast').textContent).toContain('Sold Comet.');
  });

  it('cancelling the sale sends nothing', async () => {
    const garage = await renderGarage(racer());
    fireEvent.click(screen.getByTestId('garage-car-2'));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    fireEvent.click(screen.getByRole('button', { name: 'Keep it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(garage.actions()).toEqual([]);
    expect(screen.getByTestId('garage-car-2')).toBeTruthy();
  });

  it('shows the server message when it refuses to sell the car being driven', async () => {
    await renderGarage(racer(), {
      'POST /loot/sell-car': () =>
        fail(409, 'CURRENT_CAR', 'You can’t sell the car you are driving. Switch cars first.'),
    });
    fireEvent.click(screen.getByTestId('garage-car-1'));
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    const dialog = screen.getByRole('dialog', { name: 'Sell Sprout?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sell car' }));
    await settle();
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'You can’t sell the car you are driving. Switch cars first.',
    );
    expect(screen.getByTestId('garage-car-1')).toBeTruthy();
  });
});

// /events in jsdom against a fake server: the running events with their bonus and cars, the empty
// state (naming the next event when one is planned), and a load failure with Try Again.
import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import type { EventsResults, EventView } from '../../../../src/domain/contracts/eventEndpoints';
import type { User } from '../../../../src/domain/user';
import { EventsPage } from '../../../../src/ui/pages/events/EventsPage';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, ok } from '../../net/fakeFetch';
import { racer } from '../shop/shopHarness';
import { eventCar, eventsSession, renderAt } from './eventsHarness';

const NOW = 1_800_000_000;
const car = eventCar;
const glowWeek: EventView = {
  eventID: 9,
  name: 'Glow Week',
  description: 'Cars that shine.',
  startStamp: NOW - 60,
  endStamp: Date.UTC(2027, 0, 8) / 1000,
  bonus: { moneyPercent: 30, experiencePercent: 0 },
  cars: [car(), car({ carID: 49, name: 'Frostbite', owned: true, srlID: 1_009_049 })],
};

async function mount(answer: () => Response, user: User | null = racer()) {
  eventsSession(answer, user);
  renderAt('/events', <EventsPage />);
  await act(async () => {});
}

const results = (over: Partial<EventsResults>): EventsResults => ({
  now: NOW,
  running: [],
  upcoming: [],
  ...over,
});

afterEach(() => {
  cleanup();
  setAppSession(null);
});

// The first mount loads the page's chunks and the response schema: slow on a busy machine.
describe('EventsPage', { timeout: 30_000 }, () => {
  it('shows a running event: last day, bonus, and each car’s state', async () => {
    await mount(() => ok(results({ running: [glowWeek] })));
    const event = screen.getByRole('region', { name: 'Glow Week' });
    expect(event.textContent).toContain('Ends January 7, 2027');
    expect(event.textContent).toContain('+30% cash on every race in an event car');
    expect(event.textContent).not.toContain('XP');
    const cars = within(event).getByRole('list', { name: 'Glow Week cars' });
    expect(within(cars).getByRole('link', { name: 'Buy in the shop' }).getAttribute('href')).toBe(
      '/shop#event-showroom',
    );
    expect(cars.textContent).toContain('Owned');
    expect(cars.textContent).toContain('$45,000');
  });

  it('tells a guest to log in rather than linking to the shop', async () => {
    await mount(() => ok(results({ running: [glowWeek] })), null);
    expect(screen.queryByRole('link', { name: 'Buy in the shop' })).toBeNull();
    expect(screen.getAllByText('Log in to buy it in the shop').length).toBeGreaterThan(0);
  });

  it('says when no event runs, naming the next one', async () => {
    const next = { ...glowWeek, startStamp: Date.UTC(2027, 1, 1) / 1000 };
    await mount(() => ok(results({ upcoming: [next] })));
    expect(screen.getByRole('heading', { name: 'No special event right now' })).toBeTruthy();
    expect(screen.getByText(/The next one, Glow Week, starts February 1, 2027\./)).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Coming up' }).textContent).toContain('Glow Week');
  });

  it('says so plainly when nothing is planned', async () => {
    await mount(() => ok(results({})));
    expect(screen.getByRole('heading', { name: 'No special event right now' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Coming up' })).toBeNull();
  });

  it('offers Try Again when the call fails', async () => {
    await mount(() => fail(500, 'INTERNAL', 'The event calendar is stuck.'));
    expect(screen.getByRole('alert').textContent).toContain('The event calendar is stuck.');
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

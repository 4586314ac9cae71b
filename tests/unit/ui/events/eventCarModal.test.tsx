// The Race button's event-car modal in jsdom against a fake server: offered during an event to a
// racer in another car, Go to the Shop points at the Event Showroom, Race Without Event Car races
// and is remembered for the tab, and no event (or a guest, or an event car) races at once.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLocation } from 'wouter';

import type { EventsResults, EventView } from '../../../../src/domain/contracts/eventEndpoints';
import type { User } from '../../../../src/domain/user';
import { setClockSource } from '../../../../src/ui/clock';
import { RaceButton } from '../../../../src/ui/components/RaceButton';
import { forgetRunningEvents } from '../../../../src/ui/events/runningEvents';
import { setAppSession } from '../../../../src/ui/stores/sessionStore';
import { ok, type RecordedCall } from '../../net/fakeFetch';
import { racer } from '../shop/shopHarness';
import { eventCar, eventsSession, renderAt } from './eventsHarness';

const NOW = 1_800_000_000;
const MODAL = "Looks like you aren't using an event car!";

const glowWeek: EventView = {
  eventID: 9,
  name: 'Glow Week',
  description: '',
  startStamp: NOW - 60,
  endStamp: NOW + 86_400,
  bonus: { moneyPercent: 30, experiencePercent: 10 },
  cars: [eventCar()],
};

function Where() {
  const [location] = useLocation();
  return <p data-testid="where">{location}</p>;
}

async function mount(running: EventView[], user: User | null = racer()) {
  const answer: EventsResults = { now: NOW, running, upcoming: [] };
  const calls = eventsSession(() => ok(answer), user);
  renderAt(
    '/garage',
    <>
      <RaceButton />
      <Where />
    </>,
  );
  // The events load in the background; let them arrive.
  await act(async () => {});
  return calls;
}

const where = () => screen.getByTestId('where').textContent;
const raceNow = () => screen.getByRole('link', { name: /Race Now/ });
const eventCalls = (calls: RecordedCall[]) => calls.filter((c) => c.url.includes('/events'));

beforeEach(() => {
  setClockSource(() => NOW * 1000);
  forgetRunningEvents();
  window.sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  setAppSession(null);
  setClockSource();
});

// The first mount loads the response schema: slow on a busy machine.
describe('the Race button during an event', { timeout: 30_000 }, () => {
  it('offers the event car first, and Go to the Shop opens the Event Showroom', async () => {
    await mount([glowWeek]);
    fireEvent.click(raceNow());
    const dialog = screen.getByRole('dialog', { name: MODAL });
    expect(where()).toBe('/garage');
    expect(dialog.textContent).toContain('Glow Week');
    expect(dialog.textContent).toContain('+30% cash and +10% XP');
    const shop = screen.getByRole('link', { name: 'Go to the Shop' });
    expect(shop.getAttribute('href')).toBe('/shop#event-showroom');
    expect(document.activeElement).toBe(shop);
  });

  it('races without the event car, and does not ask again in this tab', async () => {
    await mount([glowWeek]);
    fireEvent.click(raceNow());
    fireEvent.click(screen.getByRole('button', { name: 'Race Without Event Car' }));
    expect(where()).toBe('/race');
    expect(screen.queryByRole('dialog')).toBeNull();

    cleanup();
    await mount([glowWeek]);
    fireEvent.click(raceNow());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/race');
  });

  it('closes on Escape and stays on the page', async () => {
    await mount([glowWeek]);
    fireEvent.click(raceNow());
    fireEvent.keyDown(screen.getByRole('dialog', { name: MODAL }), { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/garage');
  });

  it('races at once in an event car', async () => {
    await mount([glowWeek], racer({ carID: 52 }));
    fireEvent.click(raceNow());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/race');
  });

  it('races at once once the event has ended', async () => {
    await mount([{ ...glowWeek, endStamp: NOW }]);
    fireEvent.click(raceNow());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/race');
  });
});

describe('the Race button with no event', () => {
  it('races at once', async () => {
    const calls = await mount([]);
    expect(eventCalls(calls)).toHaveLength(1);
    fireEvent.click(raceNow());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/race');
  });

  it('never asks a guest, nor loads the events for one', async () => {
    const calls = await mount([glowWeek], null);
    fireEvent.click(raceNow());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(where()).toBe('/race');
    expect(eventCalls(calls)).toHaveLength(0);
  });
});

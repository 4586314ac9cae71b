// GIVEN a racer with 10 typing races WHEN the garage shows THEN the daily challenges card counts
// what is complete and ticks to the day's end each second; the list opens in a dialog that Escape
// or Enter dismisses; after a race the bars start where they were and move 250 ms later, the
// just-completed challenge first. Before 10 races there is no card.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { challengeIDFor, dayNumber } from '../../../../src/domain/challenges/dailyChallenges';
import { emptyRacingStats, type User } from '../../../../src/domain/user';
import { forgetShown } from '../../../../src/ui/challenges/challengeMemory';
import { getSession } from '../../../../src/ui/stores/sessionStore';
import { cleanupGarage, NOW_S, racer, renderGarage } from '../garage/garageHarness';

vi.mock('../../../../src/engine/parkingLotScene', async () => {
  const harness = await import('../garage/garageHarness');
  return { createParkingLot: vi.fn(harness.createFakeParkingLot) };
});
vi.mock('../../../../src/ui/pages/garage/loot/LootLocker', () => ({
  LootLocker: () => <div data-testid="loot-locker" />,
}));

afterEach(() => {
  cleanup();
  cleanupGarage();
  forgetShown();
});

const TODAY = dayNumber(NOW_S);
const id = (kind: number) => challengeIDFor(TODAY, kind);

function challenger(progress: [number, number, number], races = 10): User {
  const [races3, words, wins] = progress;
  return racer({
    racingStats: { typing: { ...emptyRacingStats(), played: races } },
    challenges: [
      { challengeID: id(1), progress: races3, completeStamp: races3 >= 3 ? NOW_S : null },
      { challengeID: id(4), progress: words, completeStamp: null },
      { challengeID: id(10), progress: wins, completeStamp: null },
    ],
  });
}

const card = () => screen.getByRole('region', { name: 'Daily challenges' });
const open = () => fireEvent.click(within(card()).getByRole('button', { name: 'View challenges' }));
const dialog = () => screen.queryByRole('dialog', { name: 'Daily Challenges' });
const titles = () =>
  within(dialog()!)
    .getAllByTestId('daily-challenge')
    .map((item) => item.querySelector('[role=progressbar]')?.getAttribute('aria-label'));
const fill = (name: string) =>
  (within(dialog()!).getByRole('progressbar', { name }).firstElementChild as HTMLElement).style
    .width;

describe('daily challenges in the garage', () => {
  it('is absent before 10 typing races', async () => {
    await renderGarage(challenger([0, 0, 0], 9));
    expect(screen.queryByRole('region', { name: 'Daily challenges' })).toBeNull();
  });

  it('counts completed ones, and ticks to the end of the day every second', async () => {
    const garage = await renderGarage(challenger([2, 0, 0]));
    expect(card().textContent).toContain('0 of 3 complete');
    const end = (TODAY + 1) * 86_400 - NOW_S;
    const clock = () => within(card()).getByTestId('challenge-countdown').textContent;
    const hms = (s: number) =>
      [Math.floor(s / 3600), Math.floor((s % 3600) / 60), s % 60]
        .map((n) => String(n).padStart(2, '0'))
        .join(':');
    expect(clock()).toBe(hms(end));
    act(() => garage.clock.advance(1000));
    expect(clock()).toBe(hms(end - 1));
  });

  it('opens the list in a dialog that Escape or Enter dismisses', async () => {
    await renderGarage(challenger([0, 10, 0]));
    open();
    expect(dialog()).not.toBeNull();
    expect(within(dialog()!).getAllByText(/\+\d\.\dK XP/)).toHaveLength(3);
    fireEvent.keyDown(dialog()!, { key: 'Escape' });
    expect(dialog()).toBeNull();
    open();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Enter' });
    expect(dialog()).toBeNull();
  });

  it('moves bars from the previous progress after 250 ms, just completed first', async () => {
    const garage = await renderGarage(challenger([2, 100, 0]));
    open();
    // Rest last: with progress before the one without.
    expect(titles()).toEqual(['Finish 3 races', 'Type 300 words', 'Win 2 races']);
    act(() => garage.clock.advance(300));

    // A race: 3 of 3 races (just completed), 160 words, still no win.
    act(() => getSession().refreshUser(challenger([3, 160, 0])));
    expect(titles()).toEqual(['Finish 3 races', 'Type 300 words', 'Win 2 races']);
    expect(fill('Type 300 words')).toBe(`${(100 / 300) * 100}%`);
    expect(fill('Finish 3 races')).toBe(`${(2 / 3) * 100}%`);
    act(() => garage.clock.advance(249));
    expect(fill('Type 300 words')).toBe(`${(100 / 300) * 100}%`);
    act(() => garage.clock.advance(1));
    expect(fill('Type 300 words')).toBe(`${(160 / 300) * 100}%`);
    expect(fill('Finish 3 races')).toBe('100%');
    expect(within(dialog()!).getByText(/1 of 3/).parentElement?.textContent).toContain(
      'Keep it up!',
    );
  });

  it('puts the challenge just completed above one completed before', async () => {
    const garage = await renderGarage(challenger([3, 299, 0]));
    open();
    act(() => garage.clock.advance(300));
    act(() => getSession().refreshUser(challenger([3, 300, 0])));
    expect(titles()).toEqual(['Type 300 words', 'Finish 3 races', 'Win 2 races']);
    expect(within(dialog()!).getByText(/2 of 3/).parentElement?.textContent).toContain(
      'Almost there!',
    );
  });
});

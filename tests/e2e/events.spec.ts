// Special events in Chromium (issue 14): /events (reached by its address: a season always runs)
// says when no event runs; once an event runs (set up through the TEST_HOOKS route, timed from
// the server's clock) Race Now offers the event car first ('Looks like you aren't using an event
// car!'): Go to the Shop opens the Event Showroom with the car, Race Without Event Car goes on to
// the race, from the keyboard. /events lists the event. Screenshots at 1440 and 390 px go to
// .tmp/screens for a human to look at; axe checks the modal and the page.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { tokenOf } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const SHOTS = '.tmp/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const MODAL = "Looks like you aren't using an event car!";

test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });
/** Glow Week runs from a minute ago for a day, selling the Glowworm; the player can afford it. */
const GLOW_WEEK = {
  eventID: 9001,
  name: 'Glow Week',
  startsIn: -60,
  lasts: 86_400,
  cars: [{ carID: 52, price: 45_000 }],
  moneyPercent: 30,
  money: 100_000,
};

test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

// The event ends with the journey, passed or not: the journeys after this one share the server, and
// their Race Now would otherwise meet the event-car modal.
test.afterEach(async ({ page }) => {
  const ended = await page.request.post('/api/v2/test/special-event', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { ...GLOW_WEEK, startsIn: -7_200, lasts: 3_600 },
  });
  expect(ended.ok()).toBe(true);
});

async function shots(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  await page.setViewportSize(DESKTOP);
}

test('an event car is offered before a race, sold in the shop and listed on /events', async ({
  page,
}) => {
  test.setTimeout(120_000);
  mkdirSync(SHOTS, { recursive: true });
  const shell = new Shell(page);
  await shell.register(uniqueRacer('event'), 'green-light-go');
  await expect(page).toHaveURL(/\/garage$/);
  const auth = { authorization: `Bearer ${await tokenOf(page)}` };
  expect(
    (
      await page.request.post('/api/v2/test/qualified', { headers: auth, data: { avgSpeed: 60 } })
    ).ok(),
  ).toBe(true);
  await page.reload();

  // A season always runs on a fresh install (docs/seasons.md), so the nav shows Season, not Events
  // (the nav's Events-when-no-season rule is unit-tested); /events by its address. No event yet.
  await page.goto('/events');
  await expect(page.getByRole('heading', { name: 'No special event right now' })).toBeVisible();
  await shots(page, 'events-empty');

  // Glow Week runs from a minute ago for a day, selling the Glowworm; the player can afford it.
  const setup = await page.request.post('/api/v2/test/special-event', {
    headers: auth,
    data: GLOW_WEEK,
  });
  expect(setup.ok()).toBe(true);

  // Race Now in the garage: the modal first, keyboard-operable, Escape stays on the page.
  await page.goto('/garage');
  const raceNow = page.getByRole('link', { name: /Race Now/ }).first();
  await raceNow.click();
  const modal = page.getByRole('dialog', { name: MODAL });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Glow Week');
  await expect(modal).toContainText('+30% cash');
  await expect(modal.getByRole('link', { name: 'Go to the Shop' })).toBeFocused();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shots(page, 'event-car-modal');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
  await expect(page).toHaveURL(/\/garage$/);

  // Go to the Shop: the Event Showroom is open on the Glowworm.
  await raceNow.click();
  await modal.getByRole('link', { name: 'Go to the Shop' }).click();
  await expect(page).toHaveURL(/\/shop#event-showroom$/);
  await expect(page.getByRole('tab', { name: 'Event Showroom' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  const showroom = page.getByRole('list', { name: 'Event Showroom listings' });
  await expect(showroom.getByRole('button', { name: 'Buy Glowworm for $45,000' })).toBeVisible();
  await shots(page, 'event-showroom');

  // /events lists the running event, its bonus and its car.
  await page.goto('/events');
  const event = page.getByRole('region', { name: 'Glow Week' });
  await expect(event).toContainText('+30% cash and +30% XP');
  await expect(event.getByRole('heading', { name: 'Glowworm' })).toBeVisible();
  await expect(event.getByRole('link', { name: 'Buy in the shop' })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shots(page, 'events-running');

  // Race Without Event Car, from the keyboard: on to the race page.
  await page.goto('/garage');
  await raceNow.focus();
  await page.keyboard.press('Enter');
  await expect(modal).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(modal.getByRole('button', { name: 'Race Without Event Car' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/race$/);
  await expect(modal).toBeHidden();
});

// Issue 14: a player races, has the season XP of a few dozen more races (a test hook, instead of
// typing them), opens /season from the header's teaser, sees their progress, claims the track's
// free cash and car, and finds both in the garage. Screens at 1440 and 390 px.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { SEASON_XP_PER_TIER, seasonRewardTrack } from '../../src/domain/seasons/rewardTrack';
import { seasonAt } from '../../src/domain/seasons/schedule';
import { formatMoney } from '../../src/domain/shop/money';
import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { apiGet, sessionUser, tokenOf } from './support/garage';
import { finishQualifyingRace } from './support/guestRace';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'season-track-7';
const SHOTS = '.tmp/screens';

async function shot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    await page.setViewportSize(viewport);
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.screenshot({ path: `${SHOTS}/${name}-${viewport.width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function hook(page: Page, path: string, data: unknown) {
  const res = await page.request.post(`/api/v2/test/${path}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data,
  });
  expect(res.ok(), `${path}: ${await res.text()}`).toBe(true);
}

test.use({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });

test('a racer climbs the season track and claims cash and a car into the garage', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await finishQualifyingRace(page, 90);
  const shell = new Shell(page);
  const name = uniqueRacer('ssn');
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible({ timeout: 30_000 });
  await closeAnnouncementsWhenInTheWay(page);

  // Six races unlock season progress; 25 tiers' worth of XP reaches the track's first car.
  await hook(page, 'daily-challenges', { typingRaces: 6, kinds: [] });
  await hook(page, 'season-xp', { experience: 25 * SEASON_XP_PER_TIER + 150, races: 31 });
  const season = seasonAt(Math.floor(Date.now() / 1000))!;
  const track = seasonRewardTrack(season);
  const cash = track.find((r) => r.tier === 1 && !r.bonus)!;
  const car = track.find((r) => r.tier === 25 && !r.bonus)!;
  expect([cash.reward.type, car.reward.type]).toEqual(['money', 'car']);

  await page.goto('/garage');
  const nav = page.getByRole('navigation', { name: 'Main' });
  await expect(nav.getByRole('link', { name: 'Season' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Events' })).toHaveCount(0);
  const teaser = page.getByTestId('season-teaser');
  await expect(teaser).toContainText(season.name);
  await teaser.click();
  await expect(page).toHaveURL(/\/season$/);

  await expect(page.getByRole('heading', { level: 1, name: season.name })).toBeVisible();
  await expect(page.getByTestId('season-xp')).toHaveText('10,150');
  await expect(page.getByTestId('season-level')).toHaveText('26');
  await expect(page.getByTestId('season-level').locator('..')).toHaveText('Season level 26');
  // The track is the server's: a bonus reached shows its reward, one ahead is a mystery tile
  // whose reward the page was never sent.
  const bonusAt = (tier: number) => track.find((r) => r.bonus && r.tier === tier)!;
  const reachedBonus = page.locator(`[data-reward="${bonusAt(20).achievementID}"]`);
  await expect(reachedBonus).not.toContainText('Hidden bonus reward');
  const hiddenBonus = page.locator(`[data-reward="${bonusAt(40).achievementID}"]`);
  await expect(hiddenBonus).toContainText('Hidden bonus reward');
  const bar = page.getByRole('progressbar', { name: 'Progress to tier 26' });
  await expect(bar).toHaveAttribute('aria-valuenow', '38');
  // A paid tier is earned but locked for a basic member, with the gold upsell.
  const paid = page.locator(`[data-reward="${track.find((r) => r.tier === 2)!.achievementID}"]`);
  await expect(paid).toHaveAttribute('data-state', 'locked');
  await expect(
    paid.getByRole('link', { name: 'Upgrade to Nitro Gold to Unlock!' }),
  ).toHaveAttribute('href', '/store/gold');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shot(page, 'season');

  const before = await sessionUser(page);
  // Each claim plays the reward takeover (a dialog around the PixiJS stage): cash first.
  await page.getByRole('button', { name: 'Claim Tier 1', exact: true }).click();
  const takeover = page.getByRole('dialog', { name: 'Reward' });
  await expect(takeover.locator('[aria-live]')).toHaveText(formatMoney(cash.reward.value));
  await takeover.getByRole('button', { name: 'Claim' }).click();
  await expect(takeover).toBeHidden();
  await expect(page.locator(`[data-reward="${cash.achievementID}"]`)).toHaveAttribute(
    'data-state',
    'claimed',
  );

  // Then the car: claimed, equipped from the takeover, and in the garage.
  await page.getByRole('button', { name: 'Claim Tier 25', exact: true }).click();
  await expect(takeover.locator('[aria-live]')).toContainText('New car:');
  await takeover.getByRole('button', { name: 'Claim' }).click();
  await expect(takeover.getByText('Claimed!')).toBeVisible();
  await shot(page, 'season-claimed');
  // Equip on the last reward ends the takeover (250 ms later); the car is the player's car.
  await takeover.getByRole('button', { name: 'Equip' }).click();
  await expect(takeover).toBeHidden();
  await expect.poll(async () => (await sessionUser(page)).carID).toBe(car.reward.value);
  await expect(page.locator(`[data-reward="${car.achievementID}"]`)).toHaveAttribute(
    'data-state',
    'claimed',
  );
  await nav.getByRole('link', { name: 'Garage' }).click();
  await expect(page).toHaveURL(/\/garage$/);

  const after = await sessionUser(page);
  expect(after.money).toBe(before.money + cash.reward.value);
  const { cars } = (
    (await (await apiGet(page, '/auth/session')).json()) as {
      results: { user: { cars: [number, string][] } };
    }
  ).results.user;
  expect(cars.some(([carID]) => carID === car.reward.value)).toBe(true);
  await expect(page.getByText(formatMoney(after.money)).first()).toBeVisible();

  // A second claim of the same reward is refused and pays nothing.
  const again = await page.request.get(`/api/v2/achievements/claim/${cash.achievementID}`, {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(again.status()).toBe(409);
  expect((await sessionUser(page)).money).toBe(after.money);
});

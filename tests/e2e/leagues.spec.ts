// Leagues in Chromium (issue 14): two players past 12 races (set through the TEST_HOOKS route:
// twelve real races would take minutes) earn XP this week; /leagues shows the division's
// standings, the leader first; the weekly rollover is forced, and on the next page the league
// update popup tells the leader they are promoted (Great!, Go to Leagues), after which /leagues
// shows the new tier and last week in the history. Screenshots at 1440 and 390 px go to
// .tmp/screens for a human to look at; axe-core checks each state.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { tokenOf } from './support/garage';
import { Shell, uniqueRacer } from './support/site';

const SHOTS = '.tmp/screens';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };
const PASSWORD = 'green-light-go';

test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

async function leaguePlayer(page: Page, name: string, experience: number) {
  await new Shell(page).register(name, PASSWORD);
  await expect(page).toHaveURL(/\/garage$/);
  const setup = await page.request.post('/api/v2/test/leagues', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { racesPlayed: 14, experience },
  });
  expect(setup.ok()).toBe(true);
}

/**
 * 14 races earn the race-count achievements: their popups (3 listed each) come first in the queue,
 * as for a player. Closes each one that opens, until none does for 3 s.
 */
async function closeAchievementPopups(page: Page) {
  const dialog = page.getByRole('dialog', { name: /^Achievements? Unlocked$/ });
  for (let i = 0; i < 5; i += 1) {
    try {
      await dialog.waitFor({ state: 'visible', timeout: 3_000 });
    } catch {
      return;
    }
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await dialog.waitFor({ state: 'hidden' });
  }
}

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/${name}-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await page.screenshot({ path: `${SHOTS}/${name}-390.png`, fullPage: true });
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.setViewportSize(DESKTOP);
}

test('the leader of a division is promoted at the rollover and told on the next page', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  const rivalContext = await browser.newContext({ viewport: DESKTOP });
  const rivalPage = await rivalContext.newPage();
  const rival = uniqueRacer('lgr');
  await leaguePlayer(rivalPage, rival, 5_000);
  await rivalContext.close();

  const me = uniqueRacer('lgm');
  await leaguePlayer(page, me, 8_000);
  await page.goto('/leagues');
  await expect(page.getByRole('heading', { level: 1, name: 'Leagues' })).toBeVisible();
  await closeAchievementPopups(page);
  await expect(page.locator('[data-tier="1"]').first()).toContainText('Rookie');
  const standings = page.getByTestId('league-standings');
  await expect(standings.locator('tbody tr').first()).toContainText(me);
  await expect(standings.locator('tbody tr').first()).toContainText('8,000');
  await expect(standings.getByRole('row', { name: new RegExp(rival) })).toContainText('5,000');
  await expect(page.getByText('Week ends in')).toBeVisible();
  await shoot(page, 'leagues-standings');

  // The team league: no team, so SPEC §8's failure: no tier, no standings, the error.
  await page.getByRole('tab', { name: 'My League' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Team League' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByTestId('league-failed')).toContainText('Join a team');

  const forced = await page.request.post('/api/v2/test/leagues/rollover', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(forced.ok()).toBe(true);

  await page.goto('/garage');
  await closeAchievementPopups(page);
  const popup = page.getByRole('dialog', { name: 'Promoted!' });
  await expect(popup).toBeVisible();
  await expect(popup).toContainText('Street');
  await expect(popup).toContainText('1st place with 8,000 XP');
  await expect(popup.getByRole('button', { name: 'Great!' })).toBeVisible();
  await shoot(page, 'leagues-popup');
  await popup.getByRole('link', { name: 'Go to Leagues' }).click();
  await expect(page).toHaveURL(/\/leagues$/);
  await expect(popup).toBeHidden();
  await expect(page.locator('[data-tier="2"]').first()).toContainText('Street');
  await expect(page.getByTestId('league-history')).toContainText('Promoted → Street');
  await shoot(page, 'leagues-after');
});

// Daily challenges in Chromium (issue 12): a player who has raced 10 times (set up through the
// test set-up route: ten real races would take minutes) finds today's challenges in the garage,
// opens and dismisses the list with Escape and Enter, races, and sees the challenges' progress
// under the results. Screenshots at 1440 and 390 px go to /tmp/e2e-shots for a human to look at.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { tokenOf } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const SHOTS = '/tmp/e2e-shots';
const DESKTOP = { width: 1440, height: 900 };
const PHONE = { width: 390, height: 844 };

test.use({ viewport: DESKTOP, reducedMotion: 'reduce' });

async function waitForStage(page: Page, stage: string, timeout: number) {
  await page.waitForFunction(
    (s) => (window as unknown as { __nitroRace?: { stage: string } }).__nitroRace?.stage === s,
    stage,
    { timeout, polling: 50 },
  );
}

/** Types at about `wpm`, each gap 60-140 % of the average (an even rhythm is disqualified). */
async function typeLikeAPerson(page: Page, text: string, wpm: number) {
  const gapMs = 60_000 / (wpm * 5);
  for (const [i, key] of [...text].entries()) {
    if (i > 0) await page.waitForTimeout(gapMs * (0.6 + Math.random() * 0.8));
    await page.keyboard.type(key);
  }
}

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test('a player with 10 races sees their daily challenges move after a race', async ({ page }) => {
  test.setTimeout(150_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
  const shell = new Shell(page);
  const name = uniqueRacer('chal');
  await shell.register(name, 'green-light-go');
  await expect(page).toHaveURL(/\/garage$/);
  // Before 10 typing races there is no list.
  await expect(page.getByRole('heading', { name: 'Daily challenges' })).toHaveCount(0);

  // Ten races run; today's challenges: finish 3 races, type 300 words, 3 races at 97%.
  const setup = await page.request.post('/api/v2/test/daily-challenges', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { typingRaces: 10, kinds: [1, 4, 6] },
  });
  expect(setup.ok()).toBe(true);
  await page.reload();

  const card = page.getByRole('region', { name: 'Daily challenges' });
  await expect(card).toContainText('0 of 3 complete');
  await expect(card.getByTestId('challenge-countdown')).toHaveText(/^\d\d:\d\d:\d\d$/);
  await card.screenshot({ path: `${SHOTS}/challenges-card-1440.png` });
  await card.getByRole('button', { name: 'View challenges' }).click();
  const dialog = page.getByRole('dialog', { name: 'Daily Challenges' });
  await expect(dialog.getByTestId('daily-challenge')).toHaveCount(3);
  await expect(dialog).toContainText('+1.0K XP');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/challenges-garage-1440.png` });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await card.getByRole('button', { name: 'View challenges' }).click();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();

  await page.goto('/race');
  await page.getByRole('button', { name: /Race Now/ }).click();
  await waitForStage(page, 'racing', 45_000);
  const passage = (await page.getByTestId('passage').textContent()) ?? '';
  await typeLikeAPerson(page, passage, 90);
  await waitForStage(page, 'result', 30_000);

  const results = page.getByRole('region', { name: 'Daily challenges' });
  const racesBar = results.getByRole('progressbar', { name: 'Finish 3 races', exact: true });
  const races = results.getByTestId('daily-challenge').filter({
    has: page.getByRole('progressbar', { name: 'Finish 3 races', exact: true }),
  });
  await expect(racesBar).toHaveAttribute('aria-valuenow', '1');
  await expect(races.getByTestId('challenge-progress')).toHaveText('1 / 3');
  const words = results.getByTestId('daily-challenge').filter({ hasText: 'Type 300 words' });
  const typed = Math.floor(passage.length / 5);
  await expect(words.getByTestId('challenge-progress')).toHaveText(
    typed >= 300 ? /Complete/ : `${typed} / 300`,
  );
  await results.scrollIntoViewIfNeeded();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/challenges-results-1440.png`, fullPage: true });
  await page.setViewportSize(PHONE);
  await results.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/challenges-results-390.png`, fullPage: true });

  await page.goto('/garage');
  await card.scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/challenges-card-390.png` });
  await card.getByRole('button', { name: 'View challenges' }).click();
  await expect(dialog.getByTestId('daily-challenge').first()).toContainText(/1 \/ 3|\/ 300/);
  await page.screenshot({ path: `${SHOTS}/challenges-garage-390.png` });
});

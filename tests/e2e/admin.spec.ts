// The operators' Live races page in Chromium: an operator named by ADMIN_USERS watches the math
// site's rooms (math-admin), sees a player's race appear and start, and ends it; the player is
// told, and the room leaves the page. A player who is not an operator is turned away.
import { expect, test, type Page } from '@playwright/test';

import { E2E_OPERATOR, MATH_URL } from '../../playwright.config';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'correct-horse-battery';

async function registerOn(page: Page, name: string) {
  await page.goto(`${MATH_URL}/login`);
  await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
  await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
  await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });
}

async function logIn(page: Page, name: string) {
  await page.goto(`${MATH_URL}/login`);
  await page.getByLabel('Username').fill(name);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Log In', exact: true }).click();
  await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });
}

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test.describe('operators', () => {
  test('an operator watches a math race live and ends it', async ({ browser }, testInfo) => {
    test.setTimeout(120_000);
    const operator = await (await browser.newContext()).newPage();
    // A retry finds the operator account already made by the first attempt.
    if (testInfo.retry === 0) await registerOn(operator, E2E_OPERATOR);
    else await logIn(operator, E2E_OPERATOR);
    await operator.goto(`${MATH_URL}/admin/races`);
    await expect(operator.getByRole('heading', { name: 'Live races' })).toBeVisible();
    await expect(operator.getByText('math-admin', { exact: true })).toBeVisible();
    await expect(operator.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({
      timeout: 15_000,
    });

    // A player starts a race on the math site.
    const name = uniqueRacer('watched');
    const player = await (await browser.newContext()).newPage();
    await registerOn(player, name);
    await player.goto(`${MATH_URL}/play`);
    await player.getByTestId('math-type').selectOption('addition_1');
    await player.getByRole('button', { name: 'Play Now' }).first().click();

    // The operator sees the room with the player in it, then the race under way.
    const card = operator
      .getByRole('list', { name: 'Live rooms' })
      .locator(':scope > li')
      .filter({ hasText: name });
    await expect(card).toBeVisible({ timeout: 15_000 });
    await expect(card).toContainText('Adding Up');
    await expect(card).toContainText(/Countdown|Racing/, { timeout: 30_000 });
    await expect(operator.getByTestId('racer-count')).toHaveText('1');
    await operator.screenshot({ path: testInfo.outputPath('live-races.png'), fullPage: true });

    // Ending it asks first, then closes the room: the player is told why.
    await card.getByRole('button', { name: 'End race' }).click();
    const dialog = operator.getByRole('dialog', { name: 'End this race?' });
    await dialog.getByRole('button', { name: 'End race' }).click();
    await expect(player.getByText(/ended by a site operator/)).toBeVisible({ timeout: 15_000 });
    await expect(card).toHaveCount(0, { timeout: 15_000 });

    // A player who is not an operator is turned away.
    await player.goto(`${MATH_URL}/admin/races`);
    await expect(player.getByRole('heading', { name: 'Operators only' })).toBeVisible({
      timeout: 15_000,
    });
    await operator.context().close();
    await player.context().close();
  });
});

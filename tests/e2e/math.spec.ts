// The math site in Chromium: a logged-in player races a chosen problem type by reading each problem
// off the page and answering it, and sees problems per minute and accuracy; a phone is asked to
// Choose Math Type first; a player logged in on the typing site crosses over still logged in.
import { expect, test, type Page } from '@playwright/test';

import { MATH_URL, TYPING_URL } from '../../playwright.config';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'correct-horse-battery';

async function registerOn(page: Page, base: string, name: string) {
  await page.goto(`${base}/login`);
  await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
  await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
  await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });
}

/** Solves "a + b" the way a player would: from the text on the screen. */
function solve(prompt: string): string {
  const match = /(\d+)\s*\+\s*(\d+)/.exec(prompt);
  if (!match) throw new Error(`not an addition problem: ${prompt}`);
  return String(Number(match[1]) + Number(match[2]));
}

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test.describe('math site', () => {
  test('a player races a chosen problem type and gets problems per minute and accuracy', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const name = uniqueRacer('math');
    await registerOn(page, MATH_URL, name);
    await page.goto(`${MATH_URL}/play`);
    await page.getByTestId('math-type').selectOption('addition_1');
    await page.getByRole('button', { name: 'Play Now' }).first().click();

    const prompt = page.getByTestId('math-prompt');
    const answer = page.getByTestId('math-answer');
    await expect(answer).toBeEnabled({ timeout: 30_000 });
    const greenAt = Date.now();
    const total = 20;
    for (let i = 0; i < total; i += 1) {
      await expect(page.getByText(`Problem ${i + 1} of ${total}`)).toBeVisible();
      await expect(answer).toBeEnabled();
      const text = (await prompt.textContent()) ?? '';
      // One deliberate mistake: the right answer is shown and the next problem follows.
      const given = i === 5 ? String(Number(solve(text)) + 1) : solve(text);
      await answer.fill(given);
      await answer.press('Enter');
      if (i === 5) await expect(page.getByTestId('math-missed')).toBeVisible();
      // A quick but human pace.
      if (i < total - 1) await page.waitForTimeout(900);
    }
    const minutes = (Date.now() - greenAt) / 60_000;

    const result = page.getByTestId('race-result');
    await expect(result).toBeVisible({ timeout: 30_000 });
    await expect(result).toContainText('problems/min');
    const ppm = Number(await page.getByTestId('result-wpm').textContent());
    // The server's figure from its own clock, close to the pace the test kept.
    expect(ppm).toBeGreaterThan((total / minutes) * 0.85);
    expect(ppm).toBeLessThan((total / minutes) * 1.2);
    await expect(page.getByTestId('result-accuracy')).toHaveText('95%');
  });

  test('on a phone, the race button asks to Choose Math Type first', async ({ browser }) => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    const name = uniqueRacer('phone');
    await registerOn(page, MATH_URL, name);
    await page.goto(`${MATH_URL}/play`);
    await page.getByRole('button', { name: 'Play Now' }).first().click();
    const chooser = page.getByRole('dialog', { name: 'Choose Math Type' });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByText('BETA')).toBeVisible();
    await chooser.locator('[data-type="multiplication_1"]').click();
    // Busy after the pick, then the race starts with tappable answers.
    await expect(page.getByTestId('math-choice').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('math-choice')).toHaveCount(4);
    await context.close();
  });

  test('a player logged in on the typing site crosses to the math site logged in', async ({
    page,
  }) => {
    const name = uniqueRacer('cross');
    await registerOn(page, TYPING_URL, name);
    await page.getByTestId('cross-site-math').click();
    await page.waitForURL(`${MATH_URL}/play`);
    await expect(new Shell(page).accountMenu(name)).toBeVisible();
    await expect(page).toHaveTitle(/Nitro Math Race/);
  });
});

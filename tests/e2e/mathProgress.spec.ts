// Progress on the math site, as a player finds it: a logged-in player races one lesson, then finds
// that race in My Stats (the log and the chart, in problems per minute), on today's math
// leaderboard (ranked by problems per minute) and on their public profile; and mutes a group of
// announcements on /achievements, which the account keeps. Screenshots of each page at 1440 and
// 390 px go to .tmp/shots/math-progress-*.png.
import { expect, test, type Page } from '@playwright/test';

import { MATH_URL } from '../../playwright.config';
import { seriousAxeFindings } from './support/axe';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'problems-per-minute';
const PROBLEMS = 20;

function solve(prompt: string): string {
  const match = /(\d+)\s*\+\s*(\d+)/.exec(prompt);
  if (!match) throw new Error(`not an addition problem: ${prompt}`);
  return String(Number(match[1]) + Number(match[2]));
}

/** The page at both widths, checked for typing words and by axe, saved as screenshots. */
async function lookAt(page: Page, name: string) {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    const main = page.getByRole('main');
    // The math site speaks of problems, never of words typed.
    await expect(main).not.toContainText(/\bWPM\b|words per minute|words typed/i);
    expect(await seriousAxeFindings(page)).toEqual([]);
    await page.screenshot({
      path: `.tmp/shots/math-progress-${name}-${width}.png`,
      fullPage: true,
    });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test('a math racer races once, then finds it in My Stats, on the day board and their profile', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = uniqueRacer('mpr');
  await page.goto(`${MATH_URL}/login`);
  await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(name);
  await dialog.getByLabel('Password').fill(PASSWORD);
  await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
  await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
  const shell = new Shell(page);
  await expect(shell.accountMenu(name)).toBeVisible({ timeout: 30_000 });

  // One race of addition problems, answered from the screen at a human pace.
  await page.goto(`${MATH_URL}/play`);
  await page.getByTestId('math-type').selectOption('addition_1');
  await page.getByRole('button', { name: 'Play Now' }).first().click();
  const prompt = page.getByTestId('math-prompt');
  const answer = page.getByTestId('math-answer');
  await expect(answer).toBeEnabled({ timeout: 30_000 });
  for (let i = 0; i < PROBLEMS; i += 1) {
    await expect(page.getByText(`Problem ${i + 1} of ${PROBLEMS}`)).toBeVisible();
    await expect(answer).toBeEnabled();
    await answer.fill(solve((await prompt.textContent()) ?? ''));
    await answer.press('Enter');
    if (i < PROBLEMS - 1) await page.waitForTimeout(700);
  }
  await expect(page.getByTestId('race-result')).toBeVisible({ timeout: 30_000 });
  const ppm = (await page.getByTestId('result-wpm').textContent())?.trim() ?? '';
  expect(Number(ppm)).toBeGreaterThan(0);

  // My Stats, from the account menu: the race in the log and the chart, in problems a minute.
  await shell.fromAccountMenu(name, 'My Stats', /\/stats$/);
  const main = page.getByRole('main');
  await expect(main.getByText('1 race · page 1 of 1')).toBeVisible();
  // The race log (the chart's legend is a table too).
  const log = main.getByRole('table').filter({ hasText: 'race · page 1 of 1' });
  await expect(log.getByRole('columnheader', { name: 'Speed (problems/min)' })).toBeVisible();
  await expect(log.getByRole('row')).toHaveCount(2);
  const chart = main.getByRole('img', {
    name: /Chart of speed and accuracy over your last 1 race/,
  });
  await expect(chart).toBeVisible();
  await expect(chart).toHaveAttribute('aria-label', /problems\/min/);
  await expect(chart.locator('canvas')).toHaveCount(1);
  await lookAt(page, 'stats');

  // Today's math board lists them by problems per minute; their name leads to their profile.
  await page.goto(`${MATH_URL}/leaderboards`);
  await expect(page.getByRole('tab', { name: 'Today' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('columnheader', { name: /problems\/min/ }).first()).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('(you)');
  await lookAt(page, 'leaderboard');
  await row.getByRole('link', { name }).click();
  await expect(page).toHaveURL(new RegExp(`/racer/${name}$`));
  await expect(page.getByRole('img', { name: new RegExp(`^${name}’s car: `) })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('problems/min');
  await lookAt(page, 'profile');

  // Announcements: mute a group on /achievements; the account keeps it across a reload.
  await page.goto(`${MATH_URL}/achievements`);
  const mute = page.getByRole('checkbox', { name: 'Achievements unlocked' });
  await expect(mute).not.toBeChecked();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/v2/settings/notices'));
  await mute.check();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Achievements unlocked' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Purchases' })).not.toBeChecked();
  await lookAt(page, 'achievements');
});

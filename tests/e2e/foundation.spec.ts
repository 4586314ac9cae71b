import { expect, test } from '@playwright/test';

import { MATH_URL } from '../../playwright.config';
import { formatMoney } from '../../src/domain/shop/money';
import { finishQualifyingRace } from './support/guestRace';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
/** playwright.config.ts: NEW_PLAYER_MONEY. */
const NEW_PLAYER_MONEY = 20_000;

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test.describe('the site shell and accounts', () => {
  test('a visitor sees Log In and Teacher Portal, and the typing site name', async ({ page }) => {
    const shell = new Shell(page);
    await page.goto('/');
    await expect(page).toHaveTitle('Nitro Race');
    await expect(shell.logInButton()).toBeVisible();
    await expect(shell.teacherPortal()).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()}`);
  });

  test('the math site is the same app with its own name and rules', async ({ page }) => {
    await page.goto(`${MATH_URL}/`);
    await expect(page).toHaveTitle('Nitro Math Race');
    await expect(page.locator('html')).toHaveAttribute('data-site', 'math');
    await expect(
      page
        .getByRole('link', { name: /Play Now/ })
        .or(page.getByRole('button', { name: /Play Now/ }))
        .first(),
    ).toBeVisible();
  });

  test('register, see the account menu, keep the session on reload, log out to /login', async ({
    page,
  }) => {
    const shell = new Shell(page);
    const name = uniqueRacer();
    await shell.register(name, PASSWORD);
    await expect(page).toHaveURL(/\/garage$/);
    await expect(shell.accountMenu(name)).toBeVisible();
    await expect(shell.logInButton()).toHaveCount(0);

    await page.reload();
    await expect(shell.accountMenu(name)).toBeVisible();

    await shell.logout(name);
    await expect(page).toHaveURL(/\/login/);
    await expect(shell.logInButton()).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('nitro.token'))).toBeNull();
  });

  test("a guest's race is kept by signing up from the header: the new garage shows its cash and races", async ({
    page,
  }) => {
    // Typing a whole passage into a software-rendered race on a busy machine takes minutes.
    test.setTimeout(420_000);
    await page.emulateMedia({ reducedMotion: 'reduce' });
    // GIVEN a guest who has raced the qualifying race, with the full standings under the result
    const { money } = await finishQualifyingRace(page, 100);
    expect(money).toBeGreaterThan(0);
    const standings = page.getByRole('table', { name: 'Standings' });
    await expect(standings.getByRole('row')).toHaveCount(1 + 5);
    await expect(standings.getByRole('rowheader', { name: 'You' })).toBeVisible();

    // WHEN they sign up from the header's Log In (not from the results panel)
    const shell = new Shell(page);
    await shell.logInButton().click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(shell.logInButton()).toBeVisible();
    await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
    const dialog = page.getByRole('dialog');
    const name = uniqueRacer('kept');
    await dialog.getByLabel('Username').fill(name);
    await dialog.getByLabel('Password').fill(PASSWORD);
    await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
    await dialog.getByRole('button', { name: 'Create Account' }).click();

    // THEN the new garage welcomes them (not back) and holds the race: its cash, one race played
    await expect(page).toHaveURL(/\/garage$/, { timeout: 30_000 });
    await expect(page.getByText(`Welcome, ${name}!`)).toBeVisible();
    const stat = (label: string) =>
      page
        .locator('dl > div')
        .filter({ has: page.locator('dt', { hasText: label }) })
        .locator('dd');
    await expect(stat('Cash')).toHaveText(formatMoney(NEW_PLAYER_MONEY + money));
    await expect(stat('Races')).toHaveText('1');
    await expect(page.getByText('Complete your qualifying race')).toHaveCount(0);
  });

  test("a wrong password shows the server's message", async ({ page }) => {
    const shell = new Shell(page);
    const name = uniqueRacer();
    await shell.register(name, PASSWORD);
    await expect(shell.accountMenu(name)).toBeVisible();
    await shell.logout(name);
    await shell.login(name, 'not-the-password');
    await expect(page.getByText('Incorrect username or password.')).toBeVisible();
    await shell.login(name, PASSWORD);
    await expect(shell.accountMenu(name)).toBeVisible();
  });

  test('a tampered token forces logout with its reason', async ({ page }) => {
    const shell = new Shell(page);
    const name = uniqueRacer();
    await shell.register(name, PASSWORD);
    await expect(shell.accountMenu(name)).toBeVisible();
    await page.evaluate(() => {
      const token = localStorage.getItem('nitro.token')!;
      const [head, body] = token.split('.');
      localStorage.setItem('nitro.token', `${head}.${body}.${'A'.repeat(43)}`);
    });
    await page.reload();
    await expect(page).toHaveURL(/\/login#invalid-jwt$/);
    await expect(page.getByText(/logged you out to keep your account safe/)).toBeVisible();
    await expect(shell.logInButton()).toBeVisible();
  });

  test('an unknown path shows the 404 page with a way home', async ({ page }) => {
    await page.goto('/no/such/track');
    await expect(page.getByRole('heading', { name: 'Oops! Are you lost, racer?' })).toBeVisible();
    await page.getByRole('link', { name: 'Back To Homepage' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('news, an article and a bug report work against the real server', async ({ page }) => {
    await page.goto('/news');
    // The first article's link (an ad unit in the page may hold a link too, and load first).
    const firstArticle = page.getByRole('main').getByRole('article').first().getByRole('link');
    const title = (await firstArticle.textContent())?.trim() ?? '';
    await firstArticle.click();
    await expect(page).toHaveURL(/\/news\/.+/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title.slice(0, 12));

    await page.goto('/support#report-bug');
    const form = page.getByRole('region', { name: 'Report a bug' });
    await form.getByLabel('What is it about?').selectOption({ label: 'Display and layout' });
    await form.getByLabel('Summary').fill('Countdown lights flicker');
    await form
      .getByLabel('What happened?')
      .fill('The third light flickers before the green one appears.');
    await form.getByRole('button', { name: /send|report/i }).click();
    await expect(page.getByText(/#\d+/)).toBeVisible();
  });
});

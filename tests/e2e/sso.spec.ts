// Issue 15's single sign-on journey in Chromium: a new player signs in through the local OpenID
// Connect provider's own login page (playwright.config starts it), which makes their account;
// signing in again finds the same account; then the Single Sign-On tab of /profile removes single
// sign-on with the e-mailed code, and the player logs in with the username and password chosen.
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';

import { SSO_ISSUER } from '../../playwright.config';
import { seriousAxeFindings } from './support/axe';
import { Shell, uniqueRacer } from './support/site';

async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/screens', { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `.tmp/screens/sso-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The removal code in the newest outbox mail to `to`. */
async function mailedCode(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    let files: string[] = [];
    try {
      files = readdirSync(dir).filter((f) => f.endsWith('.eml'));
    } catch {
      // No mail yet.
    }
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      const code = /^ {4}([a-z0-9]{8})\s*$/m.exec(mail.text ?? '')?.[1];
      if (JSON.stringify(mail.to).includes(to) && code) return code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no removal code mailed to ${to}`);
}

/** From /login through the provider's login page (if it asks) back to the garage. */
async function signInWithLocalId(page: Page, login: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Sign in with Local ID' }).click();
  await page.waitForURL((url) => url.href.startsWith(SSO_ISSUER) || url.pathname === '/garage');
  if (page.url().startsWith(SSO_ISSUER)) {
    await page.locator('input[name="login"]').fill(login);
    await page.locator('input[name="password"]').fill('any-password');
    await page.locator('button[type="submit"]').click();
  }
  await page.waitForURL('**/garage');
}

const sessionUser = (page: Page) =>
  page.evaluate(async () => {
    const token = localStorage.getItem('nitro.token');
    const res = await fetch('/api/v2/auth/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    return (await res.json()).results.user as { userID: number; username: string };
  });

test('a player signs in with single sign-on, again, then removes it', async ({ page }) => {
  // Two sign-ins at the provider, axe three times, a mailed code: about a minute on a busy machine.
  test.setTimeout(120_000);
  const login = uniqueRacer('sso');
  await page.goto('/login');
  const button = page.getByRole('link', { name: 'Sign in with Local ID' });
  await expect(button).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'login');

  // First sign-in: the provider's real login page, then a new account named from its claims.
  await signInWithLocalId(page, login);
  const first = await sessionUser(page);
  expect(first.username).toBe(login);

  // Logged out here (the provider remembers the player), the next sign-in finds the same account.
  await page.evaluate(async () => {
    const token = localStorage.getItem('nitro.token');
    await fetch('/api/v2/auth/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    localStorage.clear();
  });
  // Off the garage first: left open, its session check saw the token gone and sent the page to
  // /login#expired-session, interrupting the next sign-in's own navigation.
  await page.goto('about:blank');
  await page.context().clearCookies({ domain: 'localhost' });
  await signInWithLocalId(page, login);
  expect((await sessionUser(page)).userID).toBe(first.userID);

  // Settings: the tab lists the provider; removing it takes the mailed code and a password.
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Single Sign-On' }).click();
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByText('Local ID')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'tab');
  await panel.getByRole('button', { name: 'E-mail Me a Code' }).click();
  await expect(panel.getByText(`We sent a code to ${login}@idp.example`)).toBeVisible();
  const code = await mailedCode(`${login}@idp.example`);
  await panel.getByLabel('Code from the e-mail').fill(code);
  await panel.getByLabel('New password', { exact: true }).fill('sso-pass-1');
  await panel.getByLabel('New password again').fill('sso-pass-1');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'remove');
  await panel.getByRole('button', { name: 'Remove Single Sign-On' }).click();
  await expect(panel.getByText('No single sign-on linked')).toBeVisible();

  // The username and password now log in to the same account.
  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await new Shell(page).login(login, 'sso-pass-1');
  await page.waitForURL('**/garage');
  expect((await sessionUser(page)).userID).toBe(first.userID);
});

// Issue 15's journey on /profile: a player changes their display name and race sounds, turns on
// two-factor login with a code computed from the key the page shows, logs out and back in with a
// code and then with a backup code, and verifies their e-mail from the mail the server sent.
// The shared e2e server has no SMTP settings (other specs read its outbox), so the mail is read
// from DATA_DIR/outbox here; delivery through a real SMTP server is the integration test's
// (tests/integration/emailVerification.test.ts).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { expect, test, type Page } from '@playwright/test';
import { simpleParser } from 'mailparser';
import { Secret, TOTP } from 'otpauth';

import { seriousAxeFindings } from './support/axe';
import { Shell, uniqueRacer } from './support/site';

const PASSWORD = 'settings-pass-1';
const DISPLAY_NAME = 'Speedy Settings';

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret) });
const step = () => Math.floor(Date.now() / 30_000);

async function shoot(page: Page, name: string) {
  mkdirSync('.tmp/screens', { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: width > 1000 ? 900 : 844 });
    await page.screenshot({ path: `.tmp/screens/profile-${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** The verification link in the newest outbox mail to `to`. */
async function mailedLink(to: string): Promise<string> {
  const dir = join(process.env.E2E_DATA_DIR!, 'outbox');
  for (let i = 0; i < 100; i += 1) {
    const files = (() => {
      try {
        return readdirSync(dir)
          .filter((f) => f.endsWith('.eml'))
          .sort()
          .reverse();
      } catch {
        return [];
      }
    })();
    for (const file of files) {
      const mail = await simpleParser(readFileSync(join(dir, file)));
      if (JSON.stringify(mail.to).includes(to)) {
        const link = /https?:\/\/\S+\/profile\?verifyEmail=1\S+/.exec(mail.text ?? '');
        if (link) return link[0];
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no verification mail to ${to}`);
}

test('a player changes their settings, turns on two-factor login and verifies their e-mail', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const shell = new Shell(page);
  const name = uniqueRacer('set');
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();

  // GIVEN the settings page, from the account menu's My Settings
  await shell.fromAccountMenu(name, 'My Settings', /\/profile$/);
  await expect(page.getByRole('tab', { name: 'Profile' })).toHaveAttribute('aria-selected', 'true');

  // WHEN they change their display name (with their password) and the race sounds
  await page.getByLabel('Display name').fill(DISPLAY_NAME);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Profile' }).click();
  await expect(page.getByText('Profile saved.')).toBeVisible();
  await expect(shell.accountMenu(DISPLAY_NAME)).toBeVisible();
  await page.getByRole('radio', { name: 'No sounds' }).check();
  await shoot(page, 'profile');
  expect(await seriousAxeFindings(page)).toEqual([]);

  // THEN a reload shows both as saved on the account
  await page.reload();
  await expect(page.getByLabel('Display name')).toHaveValue(DISPLAY_NAME);
  await expect(page.getByRole('radio', { name: 'No sounds' })).toBeChecked();

  // The tabs move with the arrow keys: Account, where the e-mail address goes
  await page.getByRole('tab', { name: 'Profile' }).focus();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('tab', { name: 'Account' })).toHaveAttribute('aria-selected', 'true');
  const email = `${name}@example.org`;
  await page.getByRole('textbox', { name: 'E-mail' }).fill(email);
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Save Account' }).click();
  await expect(page.getByText('Account saved.')).toBeVisible();
  await expect(page.getByText('Not verified')).toBeVisible();
  await page.getByRole('button', { name: 'Send Verification E-mail' }).click();
  await expect(page.getByText(`We sent a link to ${email}`)).toBeVisible();
  await shoot(page, 'account');

  // The link in the mail verifies the address
  await page.goto(await mailedLink(email));
  await expect(page.getByText('Your e-mail address is verified.')).toBeVisible();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();

  // Two-factor: the key shown on the page drives an authenticator (otpauth here)
  await page.getByRole('tab', { name: 'Two-Factor' }).click();
  await page.getByLabel('Current password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Set Up Two-Factor Login' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  await expect(page.getByRole('img', { name: /QR code/ })).toBeVisible();
  await shoot(page, 'two-factor-setup');
  const enabledAt = step();
  await page.getByLabel('Code from the app').fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Turn On Two-Factor Login' }).click();
  const codes = page.getByTestId('backup-codes').getByRole('listitem');
  await expect(codes).toHaveCount(10);
  const backupCode = (await codes.first().textContent())!.trim();
  await shoot(page, 'backup-codes');
  await page.getByRole('button', { name: 'I Saved My Codes' }).click();
  await expect(page.getByText('10 of 10 backup codes left.')).toBeVisible();

  // Log out, and back in: the password alone is not enough; a fresh code is
  await shell.logout(DISPLAY_NAME);
  await shell.login(name, PASSWORD);
  const codeField = page.getByLabel('Two-factor code');
  await expect(codeField).toBeVisible();
  // A code is used once: wait for the step after the one that turned two-factor on.
  while (step() <= enabledAt) await page.waitForTimeout(1000);
  await codeField.fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(shell.accountMenu(DISPLAY_NAME)).toBeVisible();

  // And once more with a backup code
  await shell.logout(DISPLAY_NAME);
  await shell.login(name, PASSWORD);
  await expect(page.getByLabel('Two-factor code')).toBeVisible();
  await page.getByLabel('Two-factor code').fill(backupCode);
  await page.getByRole('button', { name: 'Log In' }).click();
  await expect(shell.accountMenu(DISPLAY_NAME)).toBeVisible();
  await page.goto('/profile');
  await page.getByRole('tab', { name: 'Two-Factor' }).click();
  await expect(page.getByText('9 of 10 backup codes left.')).toBeVisible();
});

// Nitro Gold in Chromium against the real server (issue 15): a player buys yearly gold through the
// sandbox checkout (a real page on our server, Pay posts back and the signed callback fulfils it),
// lands on /store/success#{invoice} with the rewards, and the gold badge is in the header.
// Screenshots at 1440 and 390 px; axe on the store and the success page.
import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
const SHOTS = '.tmp/screens';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/gold-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/gold-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a player buys yearly gold through the sandbox checkout and sees the gold badge', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await closeAnnouncementsWhenInTheWay(page);
  const name = uniqueRacer('gold');
  const shell = new Shell(page);
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  await expect(shell.header().getByTestId('gold-badge')).toHaveCount(0);

  await page.goto('/store/gold');
  await expect(page.getByRole('heading', { name: 'Nitro Gold', level: 1 })).toBeVisible();
  const yearly = page.getByRole('listitem').filter({ hasText: 'One year of Nitro Gold' }).first();
  await expect(yearly.getByText('$39.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$4.99', { exact: true })).toBeVisible();
  await expect(page.getByText('$99.99', { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'store');

  // The gift form: an unknown racer is refused in place.
  await page.getByLabel('Friend’s username').fill('nobody_by_that_name');
  await page.getByRole('button', { name: 'Find racer' }).click();
  await expect(page.getByText('There is no racer with that username.')).toBeVisible();

  // Buy with the keyboard: the sandbox checkout page on our server.
  await yearly.getByRole('button', { name: 'Buy for $39.99' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/v2\/payments\/sandbox\/checkout\//);
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  await expect(page.getByText('One year of Nitro Gold')).toBeVisible();
  await shoot(page, 'checkout');
  await page.getByRole('button', { name: 'Pay $39.99' }).click();

  // Back on the site: the success page reads the transaction by its invoice number.
  await expect(page).toHaveURL(/\/store\/success#NR-[0-9A-F]+$/);
  const invoice = new URL(page.url()).hash.slice(1);
  await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
  const rewards = page.getByRole('list', { name: 'Rewards' });
  await expect(rewards.getByText(/^Nitro Gold until /)).toBeVisible();
  await expect(rewards.getByText('$500,000 cash')).toBeVisible();
  await expect(page.getByText(invoice, { exact: true })).toBeVisible();
  await expect(shell.header().getByTestId('gold-badge')).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'success');

  // The badge stays after a reload (the server says gold).
  await page.goto('/garage');
  await expect(shell.header().getByTestId('gold-badge')).toBeVisible();
});

test('a declined payment shows the payment failure alert', async ({ page }) => {
  test.setTimeout(90_000);
  await closeAnnouncementsWhenInTheWay(page);
  const shell = new Shell(page);
  const name = uniqueRacer('nogold');
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  await page.goto('/store/gold');
  await page.getByRole('button', { name: 'Buy for $4.99' }).click();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page).toHaveURL(/\/store\/gold#declined$/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your payment was declined. Please try again later, or contact support if this continues!',
  );
  await expect(shell.header().getByTestId('gold-badge')).toHaveCount(0);
});

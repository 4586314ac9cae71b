// The cash hub in Chromium against the real server (issue 15): a player opens the shop's Cash Hub
// tab (dealership -1), buys a cash package through the sandbox checkout (a real page on our
// server; Pay posts back and the signed callback credits the cash), lands on
// /store/success#{invoice}, and the wallet shows the cash. Axe on the hub; screenshots at 1440
// and 390 px of the hub and the success page.
import type { Page } from '@playwright/test';

import { formatMoney } from '../../src/domain/shop/money';
import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { sessionUser, ShopScreen } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
const SHOTS = '.tmp/screens';

async function shoot(page: Page, name: string) {
  await page.screenshot({ path: `${SHOTS}/cash-hub-${name}-1440.png`, fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/cash-hub-${name}-390.png`, fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });
}

test('a player buys a cash package in the cash hub and the cash arrives', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await closeAnnouncementsWhenInTheWay(page);
  const name = uniqueRacer('cash');
  const shell = new Shell(page);
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  const before = (await sessionUser(page)).money;

  const shop = new ShopScreen(page);
  await shop.open();
  await shop.dealershipTab('Cash Hub').click();
  const packages = page.getByRole('list', { name: 'Cash packages' });
  await expect(packages.getByRole('listitem').first()).toBeVisible();
  // SPEC §9: cheapest reward first.
  await expect(packages.getByRole('listitem').first()).toContainText('$50,000');
  await expect(page.getByRole('list', { name: 'Bundles' })).toContainText('Rookie Starter Pack');
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'hub');

  // Buy with the keyboard: the sandbox checkout page on our server.
  await page.getByRole('button', { name: 'Buy $150,000 Cash for $4.99' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/api\/v2\/payments\/sandbox\/checkout\//);
  await expect(page.getByText('$150,000 Cash')).toBeVisible();
  await page.getByRole('button', { name: 'Pay $4.99' }).click();

  await expect(page).toHaveURL(/\/store\/success#NR-[0-9A-F]+$/);
  const invoice = new URL(page.url()).hash.slice(1);
  await expect(page.getByRole('heading', { name: 'Thank you!', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: '$150,000 Cash' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Rewards' })).toContainText('$150,000 cash');
  await expect(page.getByText(invoice, { exact: true })).toBeVisible();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await shoot(page, 'success');

  expect((await sessionUser(page)).money).toBe(before + 150_000);
  await shop.open();
  await expect(shop.wallet()).toContainText(formatMoney(before + 150_000));
});

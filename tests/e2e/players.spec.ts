// Cash between players in Chromium against the real server (issue 13): a gold member sends cash
// from another racer's public profile; the receiver, on their garage in another browser, gets the
// growl and the cash. Gold is granted by the server's TEST_HOOKS route (buying gold is another
// feature). The profile's Report dialog files a report. Screenshots at 1440 and 390 px.
import { expect, test, type Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { sessionUser, tokenOf } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
const SHOTS = '.tmp/screens';

async function registered(page: Page, prefix: string): Promise<string> {
  await closeAnnouncementsWhenInTheWay(page);
  const name = uniqueRacer(prefix);
  const shell = new Shell(page);
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  return name;
}

test('a gold member sends cash from a profile; the receiver gets the growl and the cash', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const senderContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const receiverContext = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const sender = await senderContext.newPage();
  const receiver = await receiverContext.newPage();

  const receiverName = await registered(receiver, 'gets');
  await receiver.goto('/garage');
  await expect(receiver.getByRole('heading', { name: 'Garage', level: 1 })).toBeVisible();
  const moneyBefore = (await sessionUser(receiver)).money;

  await registered(sender, 'gold');
  const gold = await sender.request.post('/api/v2/test/gold', {
    headers: { authorization: `Bearer ${await tokenOf(sender)}` },
    data: { money: 5000 },
  });
  expect(gold.ok()).toBe(true);

  await sender.goto(`/racer/${receiverName}`);
  const form = sender.getByRole('form', { name: `Send cash to ${receiverName}` });
  await expect(form).toBeVisible();
  await expect(form.getByText('You have $5,000.')).toBeVisible();
  await sender.screenshot({ path: `${SHOTS}/players-profile-1440.png`, fullPage: true });
  expect(await seriousAxeFindings(sender)).toEqual([]);

  await form.getByLabel('Amount ($)').fill('1200');
  await form.getByLabel('Your password').fill('not-my-password');
  await form.getByRole('button', { name: 'Send cash' }).click();
  await expect(form.getByRole('alert')).toContainText('password');
  await form.getByLabel('Your password').fill(PASSWORD);
  await form.getByRole('button', { name: 'Send cash' }).click();
  await expect(form.getByRole('status')).toHaveText(`Sent $1,200 to ${receiverName}.`);
  await expect(form.getByText('You have $3,800.')).toBeVisible();

  // The receiver, still on the garage: the growl, and the gift collected into their cash.
  await expect(receiver.getByText('Cash received')).toBeVisible({ timeout: 20_000 });
  await expect(receiver.getByText(`sent you $1,200`)).toBeVisible();
  await expect.poll(async () => (await sessionUser(receiver)).money).toBe(moneyBefore + 1200);
  await expect(receiver.getByTestId('garage-toast')).toContainText('$1,200');

  // Report the racer from the same profile.
  await sender.getByRole('button', { name: `Report ${receiverName}` }).click();
  const dialog = sender.getByRole('dialog', { name: `Report ${receiverName}` });
  await dialog.getByLabel('Reason').selectOption('spam');
  await dialog.getByLabel(/What happened/).fill('<b>spam</b> in chat');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog.getByText(/operators will look at your report/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await expect(sender.getByRole('button', { name: `${receiverName} reported` })).toBeDisabled();

  await sender.setViewportSize({ width: 390, height: 844 });
  await sender.screenshot({ path: `${SHOTS}/players-profile-390.png`, fullPage: true });
  expect(await seriousAxeFindings(sender)).toEqual([]);
  await receiver.screenshot({ path: `${SHOTS}/players-garage-1440.png` });

  await senderContext.close();
  await receiverContext.close();
});

// Friends in Chromium with two players (issue 13): A finds B by name on /friends and sends a
// friend request; B accepts it on their /friends page; A is told B is online (the toast); A
// invites B to a race and B sees the invite, with a Join link to A's friend race. No race typing.
import { expect, test, type Browser, type Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
const SHOTS = '.tmp/screens';

test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

async function player(browser: Browser, name: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await closeAnnouncementsWhenInTheWay(page);
  const shell = new Shell(page);
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  return page;
}

/** Resolves once the page's player connection has checked in. */
function checkedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"checkin"')) resolve();
      }),
    );
  });
}

test('request by search, accept, see the friend come online, invite them to race', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const nameA = uniqueRacer('fra');
  const nameB = uniqueRacer('frb');
  const a = await player(browser, nameA);
  const b = await player(browser, nameB);

  const bOnline = checkedIn(b);
  await b.goto('/friends');
  await expect(b.getByRole('heading', { name: 'No friends yet' })).toBeVisible();
  await bOnline;

  // A finds B by the start of the name and asks.
  await a.goto('/friends');
  await a.getByLabel('Racer name').fill(nameB.slice(0, 8));
  await a.getByRole('button', { name: 'Search' }).click();
  await a.getByRole('button', { name: `Add ${nameB} as a friend` }).click();
  await expect(a.getByRole('status').filter({ hasText: 'Friend request sent' })).toBeVisible();
  await expect(a.getByText('Request sent', { exact: true })).toBeVisible();

  // B's page hears of it (pushed) and accepts with the keyboard.
  const accept = b.getByRole('button', { name: `Accept ${nameA}` });
  await expect(accept).toBeVisible();
  await accept.focus();
  await b.keyboard.press('Enter');
  await expect(b.getByRole('link', { name: nameA })).toBeVisible();

  // A is told B is online (a toast), and sees B in the list, online.
  await expect(a.getByText(`${nameB} is online`)).toBeVisible();
  const rowB = a.getByRole('listitem').filter({ has: a.getByRole('link', { name: nameB }) });
  await expect(rowB).toContainText('Online');
  // A's search results, still on screen, follow: B's row now says Friend, not "Request sent".
  const results = a.getByRole('list', { name: 'Search results' });
  await expect(results.getByText('Friend', { exact: true })).toBeVisible();
  await expect(results.getByText('Request sent', { exact: true })).toHaveCount(0);

  await a.screenshot({ path: `${SHOTS}/friends-1440.png`, fullPage: true });
  expect(await seriousAxeFindings(a)).toEqual([]);
  await b.setViewportSize({ width: 390, height: 844 });
  await b.screenshot({ path: `${SHOTS}/friends-390.png`, fullPage: true });
  expect(await seriousAxeFindings(b)).toEqual([]);

  // A invites B: A goes to their friend race; B gets the invite with a Join link there.
  await rowB.getByRole('button', { name: 'Invite to race' }).click();
  await expect(a).toHaveURL(new RegExp(`/race/${nameA}$`));
  const invite = b.getByRole('region', { name: 'Notifications' });
  await expect(invite.getByText(`${nameA} invited you to a race.`)).toBeVisible();
  await expect(invite.getByRole('link', { name: 'Join' })).toHaveAttribute(
    'href',
    `/race/${nameA}`,
  );
  await Promise.all([a.context().close(), b.context().close()]);
});

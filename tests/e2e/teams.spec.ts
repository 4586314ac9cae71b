// Teams with two players (issue 13): A founds a team (its cost leaves A's money) and posts a
// message of the day, B finds it at /team/{tag} and applies, A accepts the application, and B sees
// the Team badge for the unread message, which opening My Team clears. On the math site, where a
// new account has the full nav without a qualifying race.
import { mkdirSync } from 'node:fs';

import type { Browser, Page } from '@playwright/test';

import { MATH_URL } from '../../playwright.config';
import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { sessionUser } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'team-spirit-42';
const START_MONEY = 20_000;
const TEAM_COST = 10_000;
const SHOTS = process.env.E2E_SHOTS ?? '';

test.use({ baseURL: MATH_URL, viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function newPlayer(browser: Browser, prefix: string) {
  const context = await browser.newContext({ baseURL: MATH_URL, reducedMotion: 'reduce' });
  const page = await context.newPage();
  await closeAnnouncementsWhenInTheWay(page);
  const name = uniqueRacer(prefix);
  await new Shell(page).register(name, PASSWORD);
  await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });
  return { context, page, name };
}

test('A founds a team, B applies, A accepts, B sees the message-of-the-day badge', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const a = await newPlayer(browser, 'tma');
  const tag = `Q${Date.now().toString(36).slice(-4)}`.toUpperCase();

  // A founds the team: the cost is shown and leaves A's money.
  await a.page.goto('/team');
  const create = a.page.getByRole('region', { name: 'Found a team' });
  await expect(create).toContainText('$10,000');
  expect(await seriousAxeFindings(a.page)).toEqual([]);
  await shot(a.page, 'team-none');
  await create.getByLabel('Tag', { exact: true }).fill(tag);
  await create.getByLabel('Team password').fill('disband-me-not');
  await create.getByLabel('Team name').fill('Quick Fingers');
  await create.getByRole('button', { name: /Found team for/ }).click();
  await expect(a.page.getByRole('heading', { name: 'My Team' })).toBeVisible();
  expect((await sessionUser(a.page)).money).toBe(START_MONEY - TEAM_COST);

  // A posts a message of the day; HTML in it stays text.
  const motd = '<b>Practice</b> at 8, be there';
  await a.page.getByLabel('New message of the day').fill(motd);
  await a.page.getByRole('button', { name: 'Post message' }).click();
  await expect(a.page.getByTestId('team-motd')).toHaveText(motd);
  expect(await seriousAxeFindings(a.page)).toEqual([]);

  // B applies from the team's public page.
  const b = await newPlayer(browser, 'tmb');
  await b.page.goto(`/team/${tag.toLowerCase()}`);
  await expect(b.page.getByRole('heading', { name: `[${tag}] Quick Fingers` })).toBeVisible();
  await b.page.getByRole('button', { name: 'Apply to join' }).click();
  await expect(b.page.getByText('Your application is waiting for an officer.')).toBeVisible();
  expect(await seriousAxeFindings(b.page)).toEqual([]);
  await shot(b.page, 'team-public');

  // A sees the application (and the Team badge for it) and accepts.
  await a.page.reload();
  const applications = a.page.getByRole('region', { name: /Applications/ });
  await expect(applications).toContainText(b.name);
  await applications.getByRole('button', { name: `Accept ${b.name}` }).click();
  await expect(a.page.getByText(`${b.name} joined the team.`)).toBeVisible();
  await expect(a.page.getByRole('region', { name: 'Members' })).toContainText(b.name);
  await shot(a.page, 'team-mine-officer');

  // B, still on the team page, gets the team-accept notice live: the Team badge counts the unread
  // message of the day at once, and still does after a page load (the server's count agrees).
  const teamLink = b.page.getByRole('navigation', { name: 'Main' }).getByRole('link', {
    name: /^Team/,
  });
  await expect(teamLink).toContainText('1 new');
  await b.page.goto('/garage');
  await expect(teamLink).toContainText('1 new');
  await teamLink.click();
  await expect(b.page.getByTestId('team-motd')).toHaveText(motd);
  await expect(teamLink).not.toContainText('new');
  await shot(b.page, 'team-mine-member');

  await page.close();
  await a.context.close();
  await b.context.close();
});

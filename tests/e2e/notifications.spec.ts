// The overlay queue in Chromium against the real server (issue 12): a logged-in player on the
// garage gets a pushed notice as a growl; one recorded while away shows on the next load (the
// achievements popup); during a race a notice waits until the race is over. Notices are recorded
// through the server's TEST_HOOKS route, the way a feature records them (then pushed if online).
import { expect, test, type Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { tokenOf } from './support/garage';
import { Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';
const SHOTS = '.tmp/screens';

async function sendNotice(
  page: Page,
  type: string,
  data: Record<string, unknown>,
  silent = false,
): Promise<void> {
  const res = await page.request.post('/api/v2/test/notifications', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { type, data, silent },
  });
  expect(res.ok()).toBe(true);
}

/** Resolves once the player's realtime connection has checked in (pushes then reach it). */
function checkedIn(page: Page): Promise<void> {
  return new Promise((resolve) => {
    page.on('websocket', (socket) =>
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"type":"checkin"')) resolve();
      }),
    );
  });
}

async function waitForStage(page: Page, stages: string[], timeout = 30_000) {
  await page.waitForFunction(
    (wanted) => {
      const stage = (window as unknown as { __nitroRace?: { stage: string } }).__nitroRace?.stage;
      return stage !== undefined && wanted.includes(stage);
    },
    stages,
    { timeout, polling: 50 },
  );
}

test('notices reach the player as growls and popups: pushed, on next load, after a race', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const name = uniqueRacer('note');
  const shell = new Shell(page);
  const connected = checkedIn(page);
  await shell.register(name, PASSWORD);
  await expect(shell.accountMenu(name)).toBeVisible();
  await expect(page).toHaveURL(/\/garage$/);
  await connected;

  // Pushed while on the garage: a growl in the polite live region.
  const growls = page.getByRole('region', { name: 'Notifications' });
  await expect(growls).toHaveAttribute('aria-live', 'polite');
  await sendNotice(page, 'level-up', { level: 7 });
  await sendNotice(page, 'challenge-complete', {
    challengeID: 3,
    title: 'Race 5 times',
    experience: 2500,
  });
  await expect(growls.getByText('Level 7 reached')).toBeVisible();
  await expect(growls.getByText('Race 5 times · +2,500 XP')).toBeVisible();
  // Pointing at them holds them (they would leave after 10 s): time to read, check and shoot.
  await growls.getByTestId('growl').first().hover();
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/growls-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/growls-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  // Closed with its button, or with Escape from the keyboard.
  await growls.getByRole('button', { name: 'Dismiss: Level 7 reached' }).click();
  await expect(growls.getByText('Level 7 reached')).toHaveCount(0);
  await growls.getByRole('button', { name: /Dismiss: Challenge complete/ }).focus();
  await page.keyboard.press('Escape');
  await expect(growls.getByTestId('growl')).toHaveCount(0);

  // Recorded while away (not pushed): shown on the next load, two achievements in one popup.
  await sendNotice(page, 'achievement', { achievementID: 1, name: 'First Race', points: 10 }, true);
  await sendNotice(page, 'achievement', { achievementID: 2, name: 'Speedster', points: 25 }, true);
  await page.waitForTimeout(500);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await page.reload();
  const popup = page.getByRole('dialog', { name: 'Achievements Unlocked' });
  await expect(popup).toBeVisible();
  await expect(popup.getByRole('listitem')).toHaveText([/First Race\s*10 pts/, /Speedster/]);
  await expect(popup.getByRole('link', { name: 'View Achievements' })).toBeFocused();
  // The growls closed earlier were marked seen: they do not come back.
  await expect(growls.getByTestId('growl')).toHaveCount(0);
  expect(await seriousAxeFindings(page)).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/achievements-popup-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/achievements-popup-390.png` });
  await page.setViewportSize({ width: 1440, height: 900 });
  const seen = page.waitForResponse((r) => r.url().endsWith('/api/v2/notifications/seen'));
  await popup.getByRole('link', { name: 'View Achievements' }).click();
  expect((await seen).ok()).toBe(true);
  await expect(page).toHaveURL(/\/achievements$/);
  await expect(popup).toHaveCount(0);

  // During a race the notice waits; it shows once the race is over (a paste DQ ends it soonest).
  await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
  const raceConnected = checkedIn(page);
  await page.goto('/race');
  await raceConnected;
  await page.getByRole('button', { name: /Race Now/ }).click();
  await waitForStage(page, ['countdown', 'racing']);
  await sendNotice(page, 'feature-unlocked', { feature: 'daily-challenges' });
  await page.waitForTimeout(1500);
  const feature = page.getByRole('dialog', { name: 'Feature Unlocked' });
  await expect(feature).toHaveCount(0);
  await page.evaluate(() => navigator.clipboard.writeText('the quick brown fox'));
  await page.keyboard.press('ControlOrMeta+V');
  await waitForStage(page, ['disqualified']);
  await expect(feature).toBeVisible();
  await expect(feature.getByText('Daily Challenges')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/feature-unlocked-1440.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: `${SHOTS}/feature-unlocked-390.png` });
  // The popup's own Close (the dialog's × is last in the DOM).
  await feature.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(feature).toHaveCount(0);
});

// Streamers (issue 11): the fullscreen race mode with the whole passage in view in a 1280x720 and
// a 1920x1080 capture; the race page's sound settings kept on the account; "hide my name"; and
// the chroma-key overlay with no header or footer. Screenshots land in the test's output folder.
import type { Page } from '@playwright/test';

import { seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const PASSWORD = 'green-light-go';

async function waitForStage(page: Page, stage: string, timeout = 30_000) {
  await page.waitForFunction(
    (s) => (window as unknown as { __nitroRace?: { stage: string } }).__nitroRace?.stage === s,
    stage,
    { timeout, polling: 50 },
  );
}

async function sessionUser(page: Page) {
  return page.evaluate(async () => {
    const token = localStorage.getItem('nitro.token');
    const res = await fetch('/api/v2/auth/session', {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = (await res.json()) as {
      results: { user: { raceSounds: string; fullScreenMode: string } };
    };
    return body.results.user;
  });
}

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test.describe('streamers', () => {
  test('fullscreen race mode: F, no header or footer, the whole passage in view at 720p and 1080p', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));
    await page.goto('/race');
    await expect(page.getByRole('button', { name: /Race Now/ })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();

    // WHEN the streamer presses F on the ready screen
    await page.keyboard.press('f');
    // THEN the race has the screen: no header, menu or footer
    await expect(page.getByRole('button', { name: /Exit fullscreen/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    expect(await seriousAxeFindings(page)).toEqual([]);

    await page.getByRole('button', { name: /Race Now/ }).click();
    await waitForStage(page, 'racing');
    const passage = page.getByTestId('passage');
    const text = (await passage.textContent()) ?? '';
    await page.keyboard.type(text.slice(0, 24), { delay: 90 });

    for (const size of [
      { width: 1280, height: 720 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size);
      await page.waitForTimeout(500);
      // The whole passage is on screen: its box ends above the bottom and nothing scrolls inside.
      const box = (await passage.boundingBox())!;
      expect(box.y + box.height).toBeLessThanOrEqual(size.height);
      expect(await passage.evaluate((el) => el.scrollHeight - el.clientHeight)).toBeLessThanOrEqual(
        1,
      );
      // The track spans the screen instead of a narrow column.
      const track = (await page.getByRole('region', { name: 'Race track' }).boundingBox())!;
      expect(track.width).toBeGreaterThan(size.width * 0.85);
      await page.screenshot({
        path: testInfo.outputPath(`fullscreen-${size.width}x${size.height}.png`),
      });
    }

    // The mode is a setting: a reload keeps it, and the button leaves it.
    await page.reload();
    await expect(page.getByRole('button', { name: /Exit fullscreen/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await page.getByRole('button', { name: /Exit fullscreen/ }).click();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('one click to race; sounds kept on the account, hide my name, the chroma-key overlay', async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    const name = uniqueRacer('strm');
    const shell = new Shell(page);
    await shell.register(name, PASSWORD);
    await expect(shell.accountMenu(name)).toBeVisible();
    await page.addInitScript(() => window.localStorage.setItem('nitroTestHooks', '1'));

    // One click: the home page's Race Now joins a race at once, with no second Ready screen.
    await page.goto('/');
    await page
      .getByRole('link', { name: /Race Now/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/race$/);
    await expect(page.getByText('Finding racers…')).toBeVisible();
    await expect(page.getByText('Ready, racer?')).toHaveCount(0);
    // A visit (here a reload) shows the Ready screen instead.
    await page.reload();
    await expect(page.getByText('Ready, racer?')).toBeVisible();

    // Sound: 0.5 until moved (SPEC §9), effects only until key clicks are asked for.
    const mute = page.getByRole('button', { name: 'Mute sounds' });
    const volume = page.getByRole('slider', { name: 'Volume' });
    await expect(mute).toHaveAttribute('aria-pressed', 'false');
    await expect(volume).toHaveValue('50');
    await volume.fill('80');
    await page.getByRole('checkbox', { name: 'Key clicks' }).check();
    await expect.poll(async () => (await sessionUser(page)).raceSounds).toBe('all');
    await mute.click();
    await expect.poll(async () => (await sessionUser(page)).raceSounds).toBe('none');
    await page.getByRole('checkbox', { name: 'Hide my name' }).check();

    await page.reload();
    await expect(mute).toHaveAttribute('aria-pressed', 'true');
    await expect(volume).toHaveValue('80');
    await expect(page.getByRole('checkbox', { name: 'Key clicks' })).toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Hide my name' })).toBeChecked();

    // The overlay: a chroma-key background, no header, footer or settings.
    await page.goto('/race?overlay=1&bg=chroma');
    await expect(page.getByRole('button', { name: /Race Now/ })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expect(mute).toHaveCount(0);
    const screenBackground = await page
      .locator('[data-display="overlay"]')
      .evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(screenBackground).toBe('rgb(0, 177, 64)');
    expect(await seriousAxeFindings(page)).toEqual([]);

    // Hide my name: the player's own entry says You, never the name.
    await page.getByRole('button', { name: /Race Now/ }).click();
    const own = page.locator('[data-testid="racer-list"] li[data-you]');
    await expect(own).toContainText('You');
    await expect(page.getByTestId('racer-list')).not.toContainText(name);
    await waitForStage(page, 'racing', 40_000);
    await page.screenshot({ path: testInfo.outputPath('overlay-chroma.png') });
  });
});

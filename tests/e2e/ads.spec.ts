// Ads in Chromium against the real server (issue 15): a basic player with a few races sees the
// side ad the screen has room for (300x600 at 1440 px, 160x600 at 1280 px) on the garage, the
// news column on /news and banners on the leaderboards, none on the race page; ads never cover
// content or scroll the page sideways; after buying gold (sandbox checkout) the player sees none.
// Screenshots of the garage, news and leaderboards at 1440, 1280 and 390 px; axe on each.
import { mkdirSync } from 'node:fs';

import type { Page } from '@playwright/test';

import { animationsSettled, seriousAxeFindings } from './support/axe';
import { expect, test } from './support/csp';
import { tokenOf } from './support/garage';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const SHOTS = '.tmp/screens';
const WIDTHS = [1440, 1280, 390] as const;
/** The units each page shows at each width (SPEC §9 sizes; the square alone on phones). */
const EXPECTED: Record<string, Record<(typeof WIDTHS)[number], string[]>> = {
  '/garage': {
    1440: ['side-300x600', 'bottom-970x90'],
    1280: ['side-160x600', 'bottom-970x90'],
    390: ['square-336x280'],
  },
  '/news': {
    1440: ['news-300x600', 'square-336x280'],
    1280: ['news-300x600', 'square-336x280'],
    390: ['square-336x280'],
  },
  '/leaderboards': {
    1440: ['side-300x600', 'top-970x90', 'bottom-970x90'],
    1280: ['side-160x600', 'top-970x90', 'bottom-970x90'],
    390: ['square-336x280'],
  },
};

const ads = (page: Page) => page.getByRole('figure', { name: 'Advertisement' });

/** No sideways scroll, and no ad box overlapping another part of the page. */
async function expectAdsInTheirOwnSpace(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
  const overlaps = await page.evaluate(() => {
    const boxes = [...document.querySelectorAll('figure[data-ad-unit]')].map((f) =>
      f.getBoundingClientRect(),
    );
    const parts = [...document.querySelectorAll('main h1, main section, main table, main ul')];
    return parts.filter((part) => {
      const r = part.getBoundingClientRect();
      return boxes.some(
        (b) => b.left < r.right && r.left < b.right && b.top < r.bottom && r.top < b.bottom,
      );
    }).length;
  });
  expect(overlaps).toBe(0);
}

/** The ad units on the page, sorted. */
function unitsOn(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('figure[data-ad-unit]')]
      .map((figure) => figure.dataset.adUnit ?? '')
      .sort(),
  );
}

test('a basic player sees ads that fit the screen, none on the race page, none once gold', async ({
  page,
}) => {
  test.setTimeout(180_000);
  mkdirSync(SHOTS, { recursive: true });
  await page.setViewportSize({ width: 1440, height: 900 });
  await closeAnnouncementsWhenInTheWay(page);
  const shell = new Shell(page);
  const name = uniqueRacer('ads');
  await shell.register(name, 'green-light-go');
  await expect(page).toHaveURL(/\/garage$/);

  // New players see no side ad yet (it unlocks after 3 races).
  await expect(page.getByRole('heading', { name: 'Garage', level: 1 })).toBeVisible();
  await expect(page.locator('figure[data-ad-slot="side"]')).toHaveCount(0);

  const setup = await page.request.post('/api/v2/test/daily-challenges', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { typingRaces: 5, kinds: [] },
  });
  expect(setup.ok()).toBe(true);
  await page.reload();

  for (const [path, shot] of [
    ['/garage', 'garage'],
    ['/news', 'news'],
    ['/leaderboards', 'leaderboards'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      // The window's width picks the units (re-rendered on resize).
      await expect.poll(() => unitsOn(page)).toEqual([...EXPECTED[path]![width]].sort());
      // Every creative painted (loaded and faded in) before the page is measured and shot.
      await page.waitForFunction(() =>
        [...document.querySelectorAll<HTMLImageElement>('figure[data-ad-unit] img')].every(
          (img) => img.complete && img.naturalWidth > 0,
        ),
      );
      await animationsSettled(page);
      await expectAdsInTheirOwnSpace(page);
      await page.screenshot({ path: `${SHOTS}/ads-${shot}-${width}.png`, fullPage: true });
    }
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await seriousAxeFindings(page)).toEqual([]);
  }

  // The ad is a link inside the site, labelled, and reached by Tab like any other link.
  await page.goto('/garage');
  const sideAd = page.locator('figure[data-ad-slot="side"] a');
  await expect(sideAd).toHaveAttribute('href', /^\/[a-z]/);

  // Never on the race page.
  await page.goto('/race');
  await expect(page.getByRole('button', { name: /Race Now/ })).toBeVisible();
  await expect(ads(page)).toHaveCount(0);

  // Gold through the sandbox checkout: no ads anywhere.
  await page.goto('/store/gold');
  const monthly = page.getByRole('listitem').filter({ hasText: 'One month of Nitro Gold' }).first();
  await monthly.getByRole('button', { name: /^Buy for/ }).click();
  await expect(page.getByRole('heading', { name: 'Pay for your order' })).toBeVisible();
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/store\/success#/);
  await expect(shell.header().getByTestId('gold-badge')).toBeVisible();
  for (const path of ['/garage', '/news', '/leaderboards']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(ads(page)).toHaveCount(0);
  }
});

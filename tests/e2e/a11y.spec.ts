// The accessibility gate: axe-core (a third-party engine, node_modules/axe-core) checks every page a
// player can reach, logged out and logged in, on both sites, at a desktop and a phone width. A
// serious or critical violation fails the suite and is printed with the elements it names.
// A page is loaded once and checked at both widths (the layout follows the width through media
// queries, useMediaQuery included, so a resized page is the page a phone loads); screens reached by
// clicking are reached again at each width, since what a click opens can depend on it. The four
// checks (each site, logged out and logged in) run side by side on the suite's workers.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { MATH_URL, TYPING_URL } from '../../playwright.config';
import { animationsSettled } from './support/axe';
import { closeAnnouncementsWhenInTheWay, Shell, uniqueRacer } from './support/site';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the page's Content Security Policy does not
// govern (a <script> tag would be refused, as it should be).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'correct-horse-battery';

const VISITOR_PAGES = [
  '/',
  '/login',
  '/race',
  '/race/somefriend',
  '/race?overlay=1&bg=chroma',
  '/news',
  '/updates',
  '/support',
  '/support/sitemap',
  '/support/tos',
  '/support/privacy',
  '/about',
  '/contact',
  '/friends',
  '/store/gold',
  '/achievements',
  '/stats',
  '/leaderboards',
  '/racer/nobody-races-here',
  '/no-such-page',
];
const PLAYER_PAGES = [
  '/garage',
  '/shop',
  '/garage/customizer/stickers',
  '/news',
  '/admin/races',
  '/achievements',
  '/achievements/races',
  '/stats',
  '/leaderboards',
  '/friends',
];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];

interface Finding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

async function seriousViolations(page: Page): Promise<Finding[]> {
  await animationsSettled(page);
  // Once per document: a page checked again after a resize already has it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<AxeResults> };
      }
    ).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    }
    // Only violations are read, so axe need not gather and send back every node that passed (its
    // documented speed-up for large pages); every rule still runs on every node.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        targets: v.nodes.map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
      }));
  });
}

/** A screen that takes a few clicks to reach: how to get there from its page. */
interface Reached {
  name: string;
  path: string;
  reach(page: Page): Promise<void>;
}

/** Screens a visitor reaches by clicking: an article, the sign-up dialog, a race under way. */
const VISITOR_STATES: Reached[] = [
  {
    name: 'a news article',
    path: '/news',
    reach: async (page) => {
      await page.getByRole('main').getByRole('link').first().click();
      await expect(page).toHaveURL(/\/news\/.+/);
    },
  },
  {
    name: 'the sign-up dialog',
    path: '/login',
    reach: async (page) => {
      await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    // On a phone the math site asks for a problem type first.
    name: 'what the race button opens (a race, or Choose Math Type)',
    path: '/race',
    reach: async (page) => {
      await page.getByRole('button', { name: /Race Now|Play Now/ }).click();
      await expect(mathTypeChooser(page).or(racers(page))).toBeVisible({ timeout: 30_000 });
    },
  },
  {
    name: 'a race under way (its chips and HUD)',
    path: '/race',
    reach: async (page) => {
      await page.getByRole('button', { name: /Race Now|Play Now/ }).click();
      await expect(mathTypeChooser(page).or(racers(page))).toBeVisible({ timeout: 30_000 });
      if (await mathTypeChooser(page).isVisible()) {
        await mathTypeChooser(page).getByRole('button').filter({ hasText: 'Addition' }).click();
      }
      await expect(racers(page)).toBeVisible({ timeout: 30_000 });
    },
  },
];

const mathTypeChooser = (page: Page) => page.getByRole('dialog', { name: 'Choose Math Type' });
const racers = (page: Page) => page.getByRole('region', { name: 'Racers' });

/** Screens a player reaches by clicking in the shop and the garage. */
const PLAYER_STATES: Reached[] = [
  {
    name: 'the Season Showroom',
    path: '/shop',
    reach: async (page) => {
      await page.getByRole('tab', { name: 'Season Showroom' }).click();
      await expect(page.getByRole('tab', { name: 'Season Showroom' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
    },
  },
  {
    name: 'the buy dialog',
    path: '/shop',
    reach: async (page) => {
      await page
        .getByRole('button', { name: /^Buy .+ for / })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
    },
  },
  {
    name: 'the opened daily reward',
    path: '/garage',
    reach: async (page) => {
      const claim = page.getByRole('button', { name: 'Claim daily reward' });
      const countdown = page.getByTestId('daily-countdown');
      // The reward loads after the garage: wait for it before asking which it shows (a busy
      // machine showed neither yet). Claimed once per player: the later widths see the countdown.
      await expect(claim.or(countdown)).toBeVisible();
      if (await claim.isVisible()) await claim.click();
      await expect(countdown).toBeVisible();
    },
  },
  {
    name: 'my public profile',
    path: '/stats',
    reach: async (page) => {
      await page.getByRole('main').getByRole('link', { name: 'My Public Profile' }).click();
      await expect(page).toHaveURL(/\/racer\//);
      await expect(page.getByRole('img', { name: /’s car: / })).toBeVisible();
    },
  },
];

/** Reaches each state at each width and collects what axe finds there. */
async function auditStates(page: Page, base: string, states: Reached[]): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const state of states) {
      await page.goto(`${base}${state.path}`);
      await page.waitForLoadState('networkidle');
      await state.reach(page);
      for (const finding of await seriousViolations(page)) {
        problems.push(
          `${base} ${state.name} @${viewport.width}px: ${finding.impact} ${finding.id} (${finding.help})\n    ` +
            finding.targets.join('\n    '),
        );
      }
    }
  }
  return problems;
}

/** Visits each path once and collects what axe finds there at each width, page by page. */
async function audit(page: Page, base: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const path of paths) {
    await page.setViewportSize(VIEWPORTS[0]!);
    await page.goto(`${base}${path}`);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    // Lazy pages and their data settle before the check.
    await page.waitForLoadState('networkidle');
    for (const viewport of VIEWPORTS) {
      await page.setViewportSize(viewport);
      for (const finding of await seriousViolations(page)) {
        problems.push(
          `${base}${path} @${viewport.width}px: ${finding.impact} ${finding.id} (${finding.help})\n    ` +
            finding.targets.join('\n    '),
        );
      }
    }
  }
  return problems;
}

// Achievements a journey earns on the way announce themselves; they are not what it tests.
test.beforeEach(async ({ page }) => closeAnnouncementsWhenInTheWay(page));

test.describe('accessibility (axe-core)', () => {
  // Each check uses its own page and player, so the four run on whichever workers are free.
  test.describe.configure({ mode: 'parallel', timeout: 300_000 });

  for (const [site, base] of [
    ['typing', TYPING_URL],
    ['math', MATH_URL],
  ] as const) {
    test(`every page on the ${site} site, logged out, has no serious violation`, async ({
      page,
    }) => {
      const problems = await audit(page, base, VISITOR_PAGES);
      problems.push(...(await auditStates(page, base, VISITOR_STATES)));
      expect(problems, problems.join('\n')).toEqual([]);
    });

    test(`every page on the ${site} site, logged in, has no serious violation`, async ({
      page,
    }) => {
      const name = uniqueRacer('a11y');
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill(name);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
      await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
      await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });

      const problems = await audit(page, base, PLAYER_PAGES);
      problems.push(...(await auditStates(page, base, PLAYER_STATES)));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

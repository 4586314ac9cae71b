// The accessibility gate: axe-core (a third-party engine, node_modules/axe-core) checks every page a
// player can reach, logged out and logged in, on both sites, at a desktop and a phone width. A
// serious or critical violation fails the suite and is printed with the elements it names.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import { expect, test, type Page } from '@playwright/test';

import { MATH_URL, TYPING_URL } from '../../playwright.config';
import { Shell, uniqueRacer } from './support/site';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the page's Content Security Policy does not
// govern (a <script> tag would be refused, as it should be).
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
const PASSWORD = 'correct-horse-battery';

const VISITOR_PAGES = [
  '/',
  '/login',
  '/race',
  '/race?overlay=1&bg=chroma',
  '/news',
  '/updates',
  '/support',
  '/support/sitemap',
  '/support/tos',
  '/support/privacy',
  '/about',
  '/contact',
  '/no-such-page',
];
const PLAYER_PAGES = ['/garage', '/shop', '/garage/customizer/stickers', '/news', '/admin/races'];
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
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document) => Promise<AxeResults> } }).axe;
    interface AxeResults {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: string[]; failureSummary?: string }[];
      }[];
    }
    const results = await axe.run(document);
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

/** Visits each path at each width and collects what axe finds, page by page. */
async function audit(page: Page, base: string, paths: string[]): Promise<string[]> {
  const problems: string[] = [];
  for (const viewport of VIEWPORTS) {
    await page.setViewportSize(viewport);
    for (const path of paths) {
      await page.goto(`${base}${path}`);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      // Lazy pages and their data settle before the check.
      await page.waitForLoadState('networkidle');
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

test.describe('accessibility (axe-core)', () => {
  test.describe.configure({ timeout: 240_000 });

  for (const [site, base] of [
    ['typing', TYPING_URL],
    ['math', MATH_URL],
  ] as const) {
    test(`every page on the ${site} site, logged out and logged in, has no serious violation`, async ({
      page,
    }) => {
      const problems = await audit(page, base, VISITOR_PAGES);

      const name = uniqueRacer('a11y');
      await page.goto(`${base}/login`);
      await page.getByRole('button', { name: 'Create a Free Account', exact: true }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill(name);
      await dialog.getByLabel('Password').fill(PASSWORD);
      await dialog.getByRole('checkbox', { name: /I accept the/ }).check();
      await dialog.getByRole('button', { name: /Create|Sign Up|Register/i }).click();
      await expect(new Shell(page).accountMenu(name)).toBeVisible({ timeout: 30_000 });

      problems.push(...(await audit(page, base, PLAYER_PAGES)));
      expect(problems, problems.join('\n')).toEqual([]);
    });
  }
});

// Takes a harness page's screenshots for review, shared by the race scene's and the parking lot's
// shooters: each shot opens the page, runs its steps through `window.harness`, photographs #stage
// and checks that destroy() left no canvas behind. SHOT=<name> takes just one of them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Page } from 'playwright-core';

import { launchChromium, serveStatic } from './serve';

export type Step = (page: Page) => Promise<unknown>;

export interface Shot {
  name: string;
  query?: string;
  viewport?: { width: number; height: number };
  steps: Step[];
}

/** A step that calls `window.harness.<expr>` in the page. */
export const call =
  (expr: string): Step =>
  (page) =>
    page.evaluate(`window.harness.${expr}`);

export interface ShootOptions {
  /** The built harness folder to serve. */
  dist: string;
  /** The page within it, e.g. '' (index.html) or 'parking.html'. */
  page: string;
  out: string;
  defaultViewport: { width: number; height: number };
  /** Extra words logged after each shot's path (e.g. the callbacks the page heard). */
  describe?: (page: Page) => Promise<string>;
}

export async function shootAll(shots: readonly Shot[], options: ShootOptions): Promise<void> {
  mkdirSync(options.out, { recursive: true });
  const server = await serveStatic(options.dist);
  const browser = await launchChromium();
  try {
    const only = process.env.SHOT;
    for (const shot of shots.filter((s) => !only || s.name === only)) {
      const started = Date.now();
      const page = await browser.newPage({
        viewport: shot.viewport ?? options.defaultViewport,
        deviceScaleFactor: 2,
      });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          console.log(`[${shot.name}] ${m.text()}`);
      });
      page.on('pageerror', (e) => console.log(`[${shot.name}] ${e.message}`));
      // At the screen's full resolution, as a GPU draws it (software GL would draw fewer pixels).
      await page.goto(`${server.url}${options.page}?dpr=2&${shot.query ?? ''}`);
      await page.evaluate('window.harness.ready');
      for (const step of shot.steps) await step(page);
      const path = join(options.out, `${shot.name}.png`);
      await page.locator('#stage').screenshot({ path, timeout: 180_000 });
      const extra = options.describe ? await options.describe(page) : '';
      console.log(path, `${((Date.now() - started) / 1000).toFixed(1)}s`, extra);
      const left = await page.evaluate('window.harness.destroy()');
      if (left !== 0) console.log(`[${shot.name}] destroy left ${String(left)} canvas(es) behind`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

// axe-core's serious and critical findings on the page as it is now (the same gate as
// a11y.spec.ts, for states a URL cannot reach, such as the fullscreen race mode mid-setting).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

import type { Page } from '@playwright/test';

const require = createRequire(import.meta.url);
// Evaluated through the DevTools protocol, which the page's Content Security Policy does not govern.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Waits until the page's finite animations have ended: axe measures colours as painted, and a
 * dialog fading in is, for a moment, a dimmer version of itself.
 */
export async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' ||
          animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

export async function seriousAxeFindings(page: Page): Promise<string[]> {
  await animationsSettled(page);
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    interface AxeResults {
      violations: { id: string; impact: string | null; nodes: { target: string[] }[] }[];
    }
    const axe = (
      window as unknown as {
        axe: { run: (ctx: Document, options: object) => Promise<AxeResults> };
      }
    ).axe;
    // Only violations are read, so axe need not gather and send back every node that passed (its
    // documented speed-up for large pages); every rule still runs on every node.
    const results = await axe.run(document, { resultTypes: ['violations'] });
    return results.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

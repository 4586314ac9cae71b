// Screenshots of the race scene for review: `npx tsx bench/scene/shoot.ts [outDir]`.
// Countdown, mid-race with a nitro firing, the finish, plus reduced motion and a narrow view.
// SHOT=<name> takes just one of them.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';

import { buildHarness, launchChromium, serveStatic } from './serve';

type Step = (page: Page) => Promise<unknown>;
interface Shot {
  name: string;
  query?: string;
  viewport?: { width: number; height: number };
  steps: Step[];
}

const call =
  (expr: string): Step =>
  (page) =>
    page.evaluate(`window.harness.${expr}`);

const SHOTS: Shot[] = [
  { name: 'waiting', steps: [call('frames(10)')] },
  { name: 'countdown-3', steps: [call('lights(3)')] },
  { name: 'countdown-1', steps: [call('lights(3)'), call('lights(2)'), call('lights(1)')] },
  { name: 'go', steps: [call('lights(1)'), call('lights(0, 12)')] },
  {
    name: 'mid-race-nitro',
    steps: [call('lights(0, 10)'), call('skip(14000)'), call('nitro("you")'), call('frames(14)')],
  },
  {
    name: 'late-race',
    steps: [call('lights(0, 10)'), call('skip(30000)'), call('nitro("r1")'), call('frames(20)')],
  },
  { name: 'finish', steps: [call('lights(0, 10)'), call('runUntilFinished("you", 700)')] },
  { name: 'all-finished', steps: [call('lights(0, 10)'), call('runUntilFinished(null, 1500)')] },
  {
    name: 'resized-720x300',
    viewport: { width: 960, height: 360 },
    steps: [
      call('lights(0, 10)'),
      call('skip(9000)'),
      call('resize(720, 300)'),
      call('frames(10)'),
    ],
  },
  {
    name: 'reduced-motion-mid',
    query: 'reduced',
    steps: [call('lights(0, 10)'), call('skip(20000)'), call('nitro("you")'), call('frames(20)')],
  },
  {
    name: 'narrow-3-racers',
    query: 'w=480&h=300&racers=3',
    viewport: { width: 480, height: 300 },
    steps: [call('lights(0, 10)'), call('skip(16000)'), call('nitro("you")'), call('frames(14)')],
  },
];

async function main() {
  const out = process.argv[2] ?? '/tmp/scene-shots';
  mkdirSync(out, { recursive: true });
  const dist = await buildHarness();
  const server = await serveStatic(dist);
  const browser = await launchChromium();
  try {
    const only = process.env.SHOT;
    for (const shot of SHOTS.filter((s) => !only || s.name === only)) {
      const viewport = shot.viewport ?? { width: 960, height: 360 };
      const started = Date.now();
      const page = await browser.newPage({ viewport, deviceScaleFactor: 2 });
      page.on('console', (m) => {
        if (m.type() === 'error' || m.type() === 'warning')
          console.log(`[${shot.name}] ${m.text()}`);
      });
      page.on('pageerror', (e) => console.log(`[${shot.name}] ${e.message}`));
      await page.goto(`${server.url}?${shot.query ?? ''}`);
      await page.evaluate('window.harness.ready');
      for (const step of shot.steps) await step(page);
      const path = join(out, `${shot.name}.png`);
      await page.locator('#stage').screenshot({ path, timeout: 180_000 });
      console.log(path, `${((Date.now() - started) / 1000).toFixed(1)}s`);
      const left = await page.evaluate('window.harness.destroy()');
      if (left !== 0) console.log(`[${shot.name}] destroy left ${String(left)} canvas(es) behind`);
      await page.close();
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();

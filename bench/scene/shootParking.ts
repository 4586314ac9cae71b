// Screenshots of the parking lot for review: `npx tsx bench/scene/shootParking.ts [outDir]`.
// Builds bench/scene/parking.html with the race harness's Vite config (its car-art plugin) and a
// second input of its own, serves it, and drives it with a real mouse in Debian's Chromium.
// SHOT=<name> takes just one of them.
import { fileURLToPath } from 'node:url';

import type { Page } from 'playwright-core';
import { build } from 'vite';

import { call, shootAll, type Shot, type Step } from './shots';

const CONFIG = fileURLToPath(new URL('./vite.config.ts', import.meta.url));
const PAGE = fileURLToPath(new URL('./parking.html', import.meta.url));
const DIST = '/tmp/parking-dist';

const point = (page: Page, slot: number) =>
  page.evaluate(`window.harness.bayPoint(${slot})`) as Promise<{ x: number; y: number }>;

const hover =
  (slot: number): Step =>
  async (page) => {
    const p = await point(page, slot);
    await page.mouse.move(p.x, p.y, { steps: 3 });
  };

/** Presses on `from`'s car and drags it to `to`'s bay, without letting go. */
const dragTo =
  (from: number, to: number): Step =>
  async (page) => {
    const a = await point(page, from);
    const b = await point(page, to);
    await page.mouse.move(a.x, a.y);
    await page.mouse.down();
    await page.mouse.move(b.x, b.y, { steps: 8 });
  };

const release: Step = (page) => page.mouse.up();

const SHOTS: Shot[] = [
  { name: 'normal', steps: [call('frames(4, 100)')] },
  { name: 'hover', steps: [hover(2), call('frames(3, 100)')] },
  { name: 'dragging-swap', steps: [dragTo(1, 8), call('frames(3, 100)')] },
  { name: 'dragging-free', steps: [dragTo(4, 12), call('frames(3, 100)')] },
  {
    name: 'drop-mid-glide',
    steps: [dragTo(1, 8), call('frames(2)'), release, call('frames(1, 120)')],
  },
  { name: 'dropped', steps: [dragTo(1, 8), call('frames(2)'), release, call('frames(5, 120)')] },
  {
    name: 'keyboard-move',
    steps: [call('focus(3)'), call('key(" ")'), call('key("ArrowDown")'), call('frames(4, 100)')],
  },
  {
    name: 'keyboard-dropped',
    steps: [
      call('focus(3)'),
      call('key(" ")'),
      call('key("ArrowDown")'),
      call('key(" ")'),
      call('frames(5, 120)'),
    ],
  },
  {
    name: 'double-click-activates',
    steps: [
      async (page) => {
        const p = await point(page, 10);
        await page.mouse.dblclick(p.x, p.y);
      },
      call('frames(4, 100)'),
    ],
  },
  { name: 'page-2', query: 'page=1', steps: [call('frames(4, 100)')] },
  { name: 'reduced-motion', query: 'reduced', steps: [hover(9), call('frames(2)')] },
  {
    name: 'phone-390',
    query: 'w=390&h=700',
    viewport: { width: 390, height: 700 },
    steps: [call('frames(4, 100)')],
  },
  {
    name: 'phone-390-dragging',
    query: 'w=390&h=700',
    viewport: { width: 390, height: 700 },
    steps: [dragTo(0, 7), call('frames(3, 100)')],
  },
  {
    name: 'wide-1280x420',
    query: 'w=1280&h=420',
    viewport: { width: 1280, height: 420 },
    steps: [call('frames(4, 100)')],
  },
];

// The race harness's config, with this page as the build's input instead of index.html.
await build({
  configFile: CONFIG,
  build: { outDir: DIST, emptyOutDir: true, rolldownOptions: { input: PAGE } },
});
await shootAll(SHOTS, {
  dist: DIST,
  page: 'parking.html',
  out: process.argv[2] ?? '/tmp/parking-shots',
  defaultViewport: { width: 960, height: 540 },
  describe: async (page) => ((await page.evaluate('window.harness.events')) as string[]).join(', '),
});

// Where the race scene's GPU time goes: `npx tsx bench/scene/glProbe.ts [run|nitro]` counts the
// WebGL calls of a racing frame, lists its draws (indices @ first texture), and times the GPU
// (a one-pixel read drains the queue) with each draw left out in turn. On software GL the GPU
// time is CPU time, so this is how to find which layer a frame's cost comes from.
import { buildHarness, launchChromium, serveStatic } from './serve';

const PROBE = `(() => {
  const counts = {};
  window.__gl = counts;
  for (const proto of [WebGL2RenderingContext.prototype, WebGLRenderingContext.prototype]) {
    for (const name of Object.getOwnPropertyNames(proto)) {
      const d = Object.getOwnPropertyDescriptor(proto, name);
      if (!d || typeof d.value !== 'function') continue;
      const fn = d.value;
      proto[name] = function (...args) {
        let key = name;
        if (name === 'texImage2D' || name === 'texSubImage2D') {
          const src = args[args.length - 1];
          const w = args.length >= 9 ? args[3] : (src && src.width);
          const h = args.length >= 9 ? args[4] : (src && src.height);
          key = name + ' ' + w + 'x' + h;
        }
        if (name === 'drawElements' || name === 'drawArrays') {
          key = name + ' n=' + (name === 'drawElements' ? args[1] : args[2]);
          window.__drawIndex = (window.__drawIndex || 0) + 1;
          (window.__seq = window.__seq || []).push(args[1] + '@tex' + (window.__lastTex || '?'));
          if (window.__skip === window.__drawIndex - 1) return;
        }
        if (name === 'clear') { window.__drawIndex = 0; window.__seq = []; }
        if (name === 'bindTexture' && args[1]) { window.__texIds = window.__texIds || new Map(); if (!window.__texIds.has(args[1])) window.__texIds.set(args[1], window.__texIds.size); window.__lastTex = window.__texIds.get(args[1]); }
        if (name === 'viewport' || name === 'bindFramebuffer') key = name + ' ' + args.slice(0,4).join(',');
        counts[key] = (counts[key] || 0) + 1;
        return fn.apply(this, args);
      };
    }
  }
})();`;

const variant = process.argv[2] ?? 'run';
const dist = await buildHarness('/tmp/glprobe');
const server = await serveStatic(dist);
const browser = await launchChromium();
const page = await browser.newPage({ viewport: { width: 960, height: 360 }, deviceScaleFactor: 1 });
await page.addInitScript({ content: PROBE });

await page.goto(`${server.url}?w=960&h=360&dpr=1`);
await page.evaluate('window.harness.ready');
const out = (await page.evaluate(`(async () => {
  const h = window.harness;
  await h.run(3000, 100);
  if (${JSON.stringify(variant)} === 'nitro') await h.nitro('you');
  for (const k in window.__gl) delete window.__gl[k];
  const c = document.querySelector('#stage canvas');
  const gl = c.getContext('webgl2') || c.getContext('webgl');
  const px = new Uint8Array(4);
  const times = [];
  for (let i = 0; i < 10; i++) {
    const t0 = performance.now();
    await h.run(16, 16);
    const t1 = performance.now();
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
    times.push([+(t1 - t0).toFixed(1), +(performance.now() - t1).toFixed(1)]);
  }
  const skips = {};
  for (let skip = -1; skip < 7; skip++) {
    window.__skip = skip;
    const ts = [];
    for (let i = 0; i < 6; i++) {
      await h.run(16, 16);
      const t1 = performance.now();
      gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, px);
      ts.push(performance.now() - t1);
    }
    ts.sort((a, b) => a - b);
    skips[skip] = ts[3].toFixed(1);
  }
  return { counts: window.__gl, times, skips, seq: window.__seq };
})()`)) as { counts: Record<string, number>; times: number[][] };
for (const [k, v] of Object.entries(out.counts).sort((a, b) => b[1] - a[1]))
  console.log(`${(v / 10).toFixed(1).padStart(7)}  ${k}`);
console.log('render/drain ms', JSON.stringify(out.times));
console.log('seq', JSON.stringify((out as unknown as { seq: unknown }).seq));
console.log(
  'drain ms when skipping draw #',
  JSON.stringify((out as unknown as { skips: unknown }).skips),
);
await browser.close();
await server.close();

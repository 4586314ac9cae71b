// What the keystroke bench measures in the page: wall time around each key listener and React
// commits (INSTRUMENT), and each key's main-thread CPU from a Chrome trace (keyThreadTimes).
import type { Browser, Page } from 'playwright-core';

export const KEY_EVENTS = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string; data?: { type?: string } };
}

/**
 * Per key press, the renderer main thread's CPU time in the page's key event dispatches: a
 * keydown starts a key, and the keypress / input / keyup that follow it add to it.
 */
export function keyThreadTimes(events: readonly TraceEvent[]): number[] {
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const dispatches = events
    .filter(
      (e) =>
        e.name === 'EventDispatch' &&
        e.ph === 'X' &&
        mains.has(`${e.pid}:${e.tid}`) &&
        KEY_EVENTS.has(e.args?.data?.type ?? ''),
    )
    .sort((a, b) => a.ts - b.ts);
  const keys: number[] = [];
  for (const event of dispatches) {
    const ms = (event.tdur ?? 0) / 1000;
    if (event.args?.data?.type === 'keydown' || keys.length === 0) keys.push(ms);
    else keys[keys.length - 1]! += ms;
  }
  return keys;
}

export async function traceKeys(browser: Browser, page: Page) {
  await browser.startTracing(page, { categories: ['devtools.timeline'] });
  return async () => {
    const buffer = await browser.stopTracing();
    const trace = JSON.parse(buffer.toString('utf8')) as { traceEvents: TraceEvent[] };
    return keyThreadTimes(trace.traceEvents);
  };
}

/**
 * Installed before the app loads: wraps key listeners and counts React commits. Plain JavaScript
 * in a string, because a compiled function would carry the bundler's helpers into the page.
 */
export const INSTRUMENT = `(() => {
  const probe = { keys: [], control: [], current: -1, commits: 0, typing: false };
  window.__kb = probe;
  // The control: a fixed slice of plain JavaScript (no DOM; calibrated at load to about 0.4 ms, and
  // faster once the JIT has warmed it, so compare spreads, not sizes), run on every keyup, so it
  // meets exactly the machine the keys meet. Its spread is the environment's (CPU contention,
  // preemption on a busy 2-core box), not the game's.
  let sink = 0;
  const work = (n) => { let x = 0; for (let i = 0; i < n; i += 1) x += Math.sqrt(i * 1.0001); sink += x; };
  let workN = 1000;
  for (let i = 0; i < 3; i += 1) work(1e5);
  for (;;) {
    const t = performance.now(); work(workN); const took = performance.now() - t;
    if (took >= 4) { workN = Math.round((workN * 0.4) / took); break; }
    workN *= 2;
  }
  {
    EventTarget.prototype.addEventListener.call(window, 'keyup', () => {
      if (!probe.typing) return;
      const t = performance.now(); work(workN); probe.control.push(performance.now() - t);
    }, true);
  }
  const types = new Set(['keydown', 'keypress', 'beforeinput', 'input', 'keyup']);
  const wrapped = new WeakMap();
  const add = EventTarget.prototype.addEventListener;
  const remove = EventTarget.prototype.removeEventListener;
  EventTarget.prototype.addEventListener = function (type, listener, options) {
    if (!listener || !types.has(type)) return add.call(this, type, listener, options);
    let wrapper = wrapped.get(listener);
    if (!wrapper) {
      wrapper = function (event) {
        // A key press starts at the first listener that sees its keydown.
        if (event.type === 'keydown' && probe.typing && !event.__kbSeen) {
          event.__kbSeen = true;
          probe.keys.push(0);
          probe.current = probe.keys.length - 1;
        }
        const t0 = performance.now();
        try {
          return typeof listener === 'function' ? listener.call(this, event) : listener.handleEvent(event);
        } finally {
          if (probe.typing && probe.current >= 0) probe.keys[probe.current] += performance.now() - t0;
        }
      };
      wrapped.set(listener, wrapper);
    }
    return add.call(this, type, wrapper, options);
  };
  EventTarget.prototype.removeEventListener = function (type, listener, options) {
    return remove.call(this, type, (listener && wrapped.get(listener)) || listener, options);
  };
  // React reports each commit to the devtools hook when one is present.
  window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    supportsFiber: true,
    renderers: new Map(),
    inject: () => 1,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => { if (probe.typing) probe.commits += 1; },
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {},
    checkDCE: () => {},
  };
})();`;

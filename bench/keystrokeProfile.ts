// BENCH_PROFILE=1: where the typing time went, from a CPU profile of the page's main thread.
import type { Page } from 'playwright-core';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}

const frameName = (node: ProfileNode | undefined) => {
  const frame = node?.callFrame;
  if (!frame) return '?';
  return `${frame.functionName || '(anonymous)'} ${frame.url.split('/').pop() ?? ''}:${frame.lineNumber}`;
};

/**
 * Samples the page's main thread while typing and prints where the key listeners' time went:
 * self time of the functions they ran, and inclusive time of each function they called directly.
 */
export async function startProfiler(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
  await cdp.send('Profiler.start');
  return {
    async report() {
      const { profile } = await cdp.send('Profiler.stop');
      const nodes = new Map<number, ProfileNode>(
        (profile.nodes as ProfileNode[]).map((n) => [n.id, n]),
      );
      const parent = new Map<number, number>();
      for (const node of nodes.values())
        for (const child of node.children ?? []) parent.set(child, node.id);
      const self = new Map<string, number>();
      const inclusive = new Map<string, number>();
      /** Leaf time in runs of listener samples longer than 2 ms: what the slow keys did. */
      const slowSelf = new Map<string, number>();
      let stalls = 0;
      let stalledMs = 0;
      let run: { ms: number; leaves: [string, number][] } = { ms: 0, leaves: [] };
      const endRun = () => {
        if (run.ms > 2)
          for (const [leaf, ms] of run.leaves) slowSelf.set(leaf, (slowSelf.get(leaf) ?? 0) + ms);
        run = { ms: 0, leaves: [] };
      };
      const samples = profile.samples ?? [];
      const deltas = profile.timeDeltas ?? [];
      for (let i = 0; i < samples.length; i += 1) {
        const ms = (deltas[i + 1] ?? 0) / 1000;
        // Only samples under the benchmark's listener wrapper count: that is the key's handling.
        const chain: number[] = [];
        for (let id: number | undefined = samples[i]; id !== undefined; id = parent.get(id))
          chain.push(id);
        const at = chain.findIndex((id) => nodes.get(id)?.callFrame.functionName === 'wrapper');
        if (at < 0) {
          endRun();
          continue;
        }
        const leaf = frameName(nodes.get(chain[0]!));
        run.ms += ms;
        run.leaves.push([leaf, ms]);
        if (ms > 1) {
          stalls += 1;
          stalledMs += ms;
        }
        self.set(leaf, (self.get(leaf) ?? 0) + ms);
        for (let depth = 1; depth <= 6 && at - depth >= 0; depth += 1) {
          const name = `${'  '.repeat(depth - 1)}${frameName(nodes.get(chain[at - depth]!))}`;
          inclusive.set(name, (inclusive.get(name) ?? 0) + ms);
        }
      }
      const print = (title: string, map: Map<string, number>) => {
        console.log(title);
        for (const [name, ms] of [...map].sort((a, b) => b[1] - a[1]).slice(0, 30))
          console.log(`  ${ms.toFixed(1).padStart(8)}  ${name}`);
      };
      endRun();
      print('Key listeners, self time (ms):', self);
      print('Slow keys (> 2 ms), self time (ms):', slowSelf);
      // A sample far longer than the interval is time the thread was not running (descheduled).
      console.log(`samples over 1 ms inside listeners: ${stalls}, ${stalledMs.toFixed(1)} ms`);
      print('Key listeners, inclusive time by call depth (ms):', inclusive);
    },
  };
}

// CPU time of the browser's processes, thread by thread, from Linux /proc: how a frame's cost
// splits between the page, Chromium's own frame work and, with software GL, the rasteriser that
// draws the pixels a GPU would draw (SwiftShader's workers in the GPU process, named Thread<NN>).
import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';

import type { CDPSession } from 'playwright-core';

export interface CpuSplit {
  /** ms of CPU in every browser process. */
  totalMs: number;
  /** ms of it in the software rasteriser's worker threads (0 with a real GPU). */
  rasterMs: number;
  /** ms per process type and thread name, e.g. 'Renderer/DedicatedWorker thread'. */
  byThread: Map<string, number>;
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const RASTER_THREAD = /^Thread<\d+>$/;

/** Thread names with a number in them (Thread<12>, ThreadPoolForeg) are summed as one. */
const threadKind = (comm: string) => comm.replace(/\d+/g, 'N');

function threadTicks(
  pid: number,
  type: string,
  byThread: Map<string, number>,
): { total: number; raster: number } {
  let total = 0;
  let raster = 0;
  let tids: string[] = [];
  try {
    tids = readdirSync(`/proc/${pid}/task`);
  } catch {
    return { total, raster };
  }
  for (const tid of tids) {
    try {
      const comm = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
      const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
      // utime and stime are fields 14 and 15; the command name before them may hold spaces.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]);
      total += ticks;
      const key = `${type}/${threadKind(comm)}`;
      byThread.set(key, (byThread.get(key) ?? 0) + ticks * TICK_MS);
      if (type === 'GPU' && RASTER_THREAD.test(comm)) raster += ticks;
    } catch {
      // The thread ended between listing and reading.
    }
  }
  return { total, raster };
}

/** Reads the CPU used so far by the browser's processes (listed over the browser's CDP session). */
export async function browserCpu(browserCdp: CDPSession): Promise<CpuSplit> {
  const { processInfo } = (await browserCdp.send('SystemInfo.getProcessInfo')) as {
    processInfo: { type: string; id: number }[];
  };
  let totalMs = 0;
  let rasterMs = 0;
  const byThread = new Map<string, number>();
  for (const p of processInfo) {
    const ticks = threadTicks(p.id, p.type, byThread);
    totalMs += ticks.total * TICK_MS;
    rasterMs += ticks.raster * TICK_MS;
  }
  return { totalMs, rasterMs, byThread };
}

/** CPU ms per thread kind between two readings, largest first. */
export function threadDelta(before: CpuSplit, after: CpuSplit): [string, number][] {
  const out: [string, number][] = [];
  for (const [key, ms] of after.byThread) out.push([key, ms - (before.byThread.get(key) ?? 0)]);
  return out.filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]);
}

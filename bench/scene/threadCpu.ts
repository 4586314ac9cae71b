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
}

const TICK_MS = 1000 / Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
const RASTER_THREAD = /^Thread<\d+>$/;

function threadTicks(pid: number, type: string): { total: number; raster: number } {
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
  for (const p of processInfo) {
    const ticks = threadTicks(p.id, p.type);
    totalMs += ticks.total * TICK_MS;
    rasterMs += ticks.raster * TICK_MS;
  }
  return { totalMs, rasterMs };
}

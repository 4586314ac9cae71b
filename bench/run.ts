// `npm run bench`: every performance figure, each measured against a baseline in the same run on
// this machine, then a summary. Budgets live here, not in timed tests. BENCH_ONLY=api,realtime,…
// runs a subset (bundle, keystroke, paint, scene, realtime, sockets, api, achievements, stats,
// presence, leagues).
import { runAchievementBench } from './achievementBench';
import { runApiBench } from './apiBench';
import { runBundleBench } from './bundleBench';
import { runKeystrokeBench } from './keystrokeBench';
import { runLeagueBench } from './leagueBench';
import { printPaint, runPaintBench } from './paintBench';
import { runPresenceBench } from './presenceBench';
import { runRealtimeBench } from './realtimeBench';
import { printScene, runSceneBench } from './sceneBench';
import { runSocketsBench } from './socketsBench';
import { runStatsBench } from './statsBench';

const only = (process.env.BENCH_ONLY ?? '').split(',').filter(Boolean);
const wanted = (name: string) => only.length === 0 || only.includes(name);
const summary: string[] = [];
const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');

async function main() {
  if (wanted('bundle')) {
    console.log('\n── bundle ──');
    const b = await runBundleBench();
    console.log(
      `home page JS ${b.homeKb.toFixed(1)} KB gzip, PixiJS ${b.homeHasPixi ? 'included' : 'not included'}`,
    );
    console.log(`race route JS ${b.raceKb.toFixed(1)} KB gzip`);
    summary.push(
      `race route JS ${b.raceKb.toFixed(1)} KB gzip (≤ 320): ${verdict(b.raceKb <= 320)}`,
    );
    summary.push(`home page without PixiJS: ${verdict(!b.homeHasPixi)}`);
  }
  if (wanted('keystroke')) {
    console.log('\n── keystrokes ──');
    const k = await runKeystrokeBench();
    console.log(
      `${k.keystrokes} keystrokes over ${k.races} races; main-thread CPU per key (trace): p50 ${k.thread.p50Ms.toFixed(3)} ms, p99 ${k.thread.p99Ms.toFixed(3)} ms, max ${k.thread.maxMs.toFixed(2)} ms`,
    );
    console.log(
      `wall time in the key listeners (includes the OS preempting the thread): p50 ${k.p50Ms.toFixed(3)} ms, p99 ${k.p99Ms.toFixed(3)} ms, max ${k.maxMs.toFixed(2)} ms`,
    );
    console.log(
      `same-run control (a fixed JS slice on every keyup): p50 ${k.controlP50Ms.toFixed(3)} ms, p99 ${k.controlP99Ms.toFixed(3)} ms; React commits while typing ${k.commitsWhileTyping}`,
    );
    summary.push(
      `per keystroke main-thread handling (CPU) p99 ${k.thread.p99Ms.toFixed(2)} ms (≤ 2 ms): ${verdict(k.thread.p99Ms <= 2)}; ` +
        `wall p99 ${k.p99Ms.toFixed(2)} ms; React commits while typing: ${k.commitsWhileTyping} over ${k.races} races`,
    );
  }
  if (wanted('paint')) {
    console.log('\n── keystroke to paint ──');
    const p = await runPaintBench();
    printPaint(p);
    const frameRatio = p.frames.raceP95 / p.frames.idleP95;
    summary.push(
      `race keystrokes painted within 40 ms ${(p.race.within * 100).toFixed(1)} % (≥ 99 %), plain <input> ${(p.plain.within * 100).toFixed(1)} % same run: ${verdict(p.race.within >= 0.99)}; ` +
        `frame p95 typing in the race vs idle page ${frameRatio.toFixed(2)}× (≤ 1.2×): ${verdict(frameRatio <= 1.2)}`,
    );
  }
  if (wanted('scene')) {
    console.log('\n── race scene ──');
    const s = await runSceneBench();
    printScene(s);
    const c = s.frameCpu;
    summary.push(
      `race scene CPU per displayed frame vs empty stage ${c.ratio.toFixed(2)}× (≤ 2×, software rasteriser apart): ${verdict(c.ratio <= 2)}; ` +
        `${c.sceneMs.toFixed(2)} vs ${c.emptyMs.toFixed(2)} ms, plus ${c.sceneRasterMs.toFixed(1)} ms of software rasterising at ${c.sceneFps.toFixed(0)} fps; ` +
        `scene JS alone ${s.sceneMs.toFixed(3)} ms/frame`,
    );
  }
  if (wanted('realtime')) {
    console.log('\n── realtime ──');
    const r = await runRealtimeBench();
    if (r)
      summary.push(
        `race server CPU per update ${r.race.cpuMicrosPerUpdate.toFixed(1)} µs vs Colyseus room ${r.colyseus.cpuMicrosPerUpdate.toFixed(1)} µs, ` +
          `${r.ratio.toFixed(2)}× (≤ 1): ${verdict(r.ratio <= 1)}; ` +
          `relay p99 ${r.race.p99.toFixed(1)} ms (≤ tick ${r.tickMs} ms): ${verdict(r.race.p99 <= r.tickMs)}, ` +
          `of which after the tick p99 ${r.race.afterTickP99?.toFixed(1) ?? '–'} ms; Colyseus relay p99 ${r.colyseus.p99.toFixed(1)} ms same run`,
      );
  }
  if (wanted('sockets')) {
    console.log('\n── idle sockets ──');
    const { bare, race } = await runSocketsBench();
    const kb = race.rssPerSocket / 1024;
    summary.push(
      `server RSS per idle authenticated socket ${kb.toFixed(1)} KB with ${race.sockets} of them (≤ 8 KB): ${verdict(kb <= 8)}; ` +
        `bare ws sockets ${(bare.rssPerSocket / 1024).toFixed(1)} KB same run`,
    );
  }
  if (wanted('api')) {
    console.log('\n── API ──');
    const a = await runApiBench();
    summary.push(
      `session restore throughput vs bare Fastify ${a.sessionRatio.toFixed(2)}; registration ${a.registerMs.toFixed(0)} ms`,
    );
  }
  if (wanted('achievements')) {
    console.log('\n── achievements ──');
    const a = runAchievementBench();
    console.log(
      `rule evaluation for ${a.achievements} achievements after one race: ${(a.evaluateMs * 1000).toFixed(1)} µs; ` +
        `the race's account update alone (baseline, same run) ${(a.baselineMs * 1000).toFixed(1)} µs; both together ${a.ratio.toFixed(2)}× the baseline`,
    );
    summary.push(
      `achievement rules after one race ${(a.evaluateMs * 1000).toFixed(1)} µs for ${a.achievements} (≤ 500 µs): ${verdict(a.evaluateMs <= 0.5)}; ` +
        `${a.ratio.toFixed(2)}× the race's own account update`,
    );
  }
  if (wanted('stats')) {
    console.log('\n── stats and leaderboards at scale ──');
    const s = await runStatsBench();
    const worst = s.timings.reduce((a, b) => (b.p99 > a.p99 ? b : a));
    summary.push(
      `stats and leaderboard queries on 1M results: worst p99 ${s.worstP99.toFixed(2)} ms (${worst.name}; ≤ 50 ms): ${verdict(s.worstP99 <= 50)}; ` +
        `${(s.worstP99 / s.baseline.p99).toFixed(1)}× a primary-key lookup's p99 (${s.baseline.p99.toFixed(2)} ms) in the same run`,
    );
  }
  if (wanted('presence')) {
    console.log('\n── presence: friend-online fan-out ──');
    const p = await runPresenceBench();
    console.log(
      `${p.checkins} check-ins, ${p.players.toLocaleString('en-US')} players online with ${p.friendsEach} friends each, two processes on Redis: ` +
        `${p.notices} friend-online notices delivered; check-in → last friend told p50 ${p.p50.toFixed(1)} ms, p99 ${p.p99.toFixed(1)} ms; ` +
        `CPU ${p.cpuMicrosPerCheckin.toFixed(0)} µs per check-in (both processes)`,
    );
    console.log(
      `bare Redis PUBLISH → subscriber, same run: p50 ${p.publish.p50.toFixed(2)} ms, p99 ${p.publish.p99.toFixed(2)} ms`,
    );
    summary.push(
      `check-in friend-online fan-out (10k online × 50 friends, 2 processes on Redis) p99 ${p.p99.toFixed(1)} ms (≤ 100 ms): ${verdict(p.p99 <= 100)}; ` +
        `${p.cpuMicrosPerCheckin.toFixed(0)} µs CPU per check-in; bare PUBLISH p99 ${p.publish.p99.toFixed(2)} ms`,
    );
  }
  if (wanted('leagues')) {
    console.log('\n── league rollover at scale ──');
    const l = await runLeagueBench();
    const ok = l.rolloverMs <= 30_000 && !l.rerunClosed;
    summary.push(
      `league rollover of ${l.players.toLocaleString('en-US')} players and ${l.teams} teams ${(l.rolloverMs / 1000).toFixed(2)} s (≤ 30 s, once): ${verdict(ok)}; ` +
        `${(l.rolloverMs / l.countMs).toFixed(0)}× a plain COUNT(*) over the same table (${l.countMs.toFixed(1)} ms) in the same run`,
    );
  }
  console.log('\n── summary ──');
  for (const line of summary) console.log(`• ${line}`);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

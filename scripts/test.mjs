// `npm test` (and `npm run check`, which is the same): every check, in order, stopping at the first
// failure. Lint (with the architecture's import rules), the formatter's check and types run side by
// side (they only read files; together they take about as long as the slowest), then Debian's
// Chromium (installed if missing), unit + component + integration + scene suites (the scene suite
// runs the PixiJS scenes in that Chromium), then end-to-end in real Chromium.
// `node scripts/test.mjs <step>` runs the steps whose name starts with <step>.
import { spawn } from 'node:child_process';

/** A step is one command, or several that run at once (each one's output printed when it ends). */
const steps = [
  [
    'static checks',
    [
      // Each keeps what it learnt in .tmp (ignored by git), so a second run checks only what
      // changed; a clean clone, as CI's, has no .tmp and checks everything. ESLint's cache is safe
      // here: no rule reads type information, and the one rule that follows imports (no-cycle)
      // also reports a new cycle in the changed file that closes it.
      [
        'lint',
        'npx',
        ['eslint', '.', '--max-warnings=0', '--cache', '--cache-location', '.tmp/eslint/'],
      ],
      [
        'format check (Prettier)',
        'npx',
        ['prettier', '--check', '.', '--cache', '--cache-location', '.tmp/prettier-cache'],
      ],
      // The client build the end-to-end suite's `npm start` serves, made here (when its sources
      // changed) rather than while Playwright waits for the server: ~45 s that overlap the checks.
      ['client build', 'node', ['scripts/start/start.mjs', '--build-only']],
      [
        'typecheck',
        'npx',
        [
          'tsc',
          '--noEmit',
          '-p',
          'tsconfig.json',
          '--incremental',
          '--tsBuildInfoFile',
          '.tmp/tsbuildinfo',
        ],
      ],
    ],
  ],
  ['chromium', [['chromium', 'node', ['scripts/ensure-chromium.mjs']]]],
  ['unit, component, integration and scene tests', [['vitest', 'npx', ['vitest', 'run']]]],
  ['end-to-end tests (Playwright, Chromium)', [['playwright', 'npx', ['playwright', 'test']]]],
];

/** Runs one command; alone it prints as it goes, beside others its output is kept until it ends. */
function run([name, command, args], alone) {
  return new Promise((resolve) => {
    const t0 = Date.now();
    const child = spawn(command, args, {
      stdio: alone ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: process.env,
    });
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      if (!alone) process.stdout.write(Buffer.concat(output));
      const secs = ((Date.now() - t0) / 1000).toFixed(1);
      if (code === 0) console.log(`✔ ${name} (${secs}s)`);
      else console.error(`\n✖ ${name} failed after ${secs}s`);
      resolve(code ?? 1);
    });
  });
}

const only = process.argv[2];
const started = Date.now();
for (const [name, commands] of steps) {
  const chosen = only
    ? commands.filter(([command]) => name.startsWith(only) || command.startsWith(only))
    : commands;
  if (chosen.length === 0) continue;
  console.log(`\n▶ ${name}`);
  const codes = await Promise.all(chosen.map((command) => run(command, chosen.length === 1)));
  const failed = codes.find((code) => code !== 0);
  if (failed !== undefined) process.exit(failed);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);

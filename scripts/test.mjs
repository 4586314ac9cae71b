// `npm test` (and `npm run check`, which is the same): every check, in order, stopping at the first
// failure. Lint (with the architecture's import rules), the formatter's check, types, Debian's
// Chromium (installed if missing), unit + component + integration + scene suites (the scene suite
// runs the PixiJS scenes in that Chromium), then end-to-end in real Chromium.
// `node scripts/test.mjs <step>` runs the steps whose name starts with <step>.
import { spawnSync } from 'node:child_process';

const steps = [
  ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
  ['format check (Prettier)', 'npx', ['prettier', '--check', '.']],
  ['typecheck', 'npx', ['tsc', '--noEmit', '-p', 'tsconfig.json']],
  ['chromium', 'node', ['scripts/ensure-chromium.mjs']],
  ['unit, component, integration and scene tests', 'npx', ['vitest', 'run']],
  ['end-to-end tests (Playwright, Chromium)', 'npx', ['playwright', 'test']],
];

const only = process.argv[2];
const started = Date.now();
for (const [name, command, args] of steps) {
  if (only && !name.startsWith(only)) continue;
  console.log(`\n▶ ${name}`);
  const t0 = Date.now();
  const result = spawnSync(command, args, { stdio: 'inherit', env: process.env });
  const secs = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${secs}s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✔ ${name} (${secs}s)`);
}
console.log(`\nAll checks passed in ${((Date.now() - started) / 1000).toFixed(0)}s.`);

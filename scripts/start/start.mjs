// `npm start`: build the client when its sources changed since the last build (or there is none),
// then serve both sites. A first start builds (~45 s here); later starts skip straight to serving.
// `node scripts/start/start.mjs --build-only` builds (when needed) and stops there.
import { spawn, spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { clientFingerprint, needsBuild, STAMP_FILE } from './buildStamp.mjs';

const root = resolve(import.meta.dirname, '..', '..');
const outDir = join(root, 'dist');
const run = (command, args) => {
  const result = spawnSync(command, args, { stdio: 'inherit', cwd: root, env: process.env });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

// The server serves CLIENT_DIR; only the default build folder is ours to keep up to date.
if (!process.env.CLIENT_DIR || resolve(process.env.CLIENT_DIR) === outDir) {
  const fingerprint = clientFingerprint(root);
  if (needsBuild(outDir, fingerprint)) {
    console.log('Building the client (its sources changed since the last build)…');
    run('npx', ['vite', 'build']);
    writeFileSync(join(outDir, STAMP_FILE), `${fingerprint}\n`);
  } else {
    console.log('The client build is up to date.');
  }
}
// `--build-only`: the test command builds ahead, beside its static checks, so the end-to-end
// suite's `npm start` finds the build up to date and starts serving at once.
if (process.argv.includes('--build-only')) process.exit(0);
// The server runs as a child; a stop signal sent to this process reaches it.
// (node itself with tsx's loader: no npx or shell in between to swallow the signal)
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
  stdio: 'inherit',
  cwd: root,
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));

// What the client build is made from, as one fingerprint: `npm start` builds only when it differs
// from the fingerprint written beside the last build (a fresh clone has no build, so it builds).
// Server code is not part of the client bundle, so editing it does not trigger a rebuild.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

export const STAMP_FILE = '.build-stamp';

/** The files the client bundle is built from, relative to the project root, sorted. */
export function clientInputs(root) {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) {
        if (path !== join(root, 'src', 'server')) walk(path);
      } else if (!/\.test\.tsx?$/.test(name)) {
        files.push(relative(root, path));
      }
    }
  };
  walk(join(root, 'src'));
  for (const file of ['index.html', 'vite.config.ts', 'tsconfig.json', 'package-lock.json']) {
    if (existsSync(join(root, file))) files.push(file);
  }
  return files.sort();
}

/** One hash of every input's path and bytes, and of the build settings taken from the environment. */
export function clientFingerprint(root, env = process.env) {
  const hash = createHash('sha256');
  for (const file of clientInputs(root)) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(join(root, file)))
      .update('\0');
  }
  hash.update(`BENCH_PROFILE=${env.BENCH_PROFILE ?? ''}`);
  return hash.digest('hex');
}

/** Whether the build in `outDir` must be made again for `fingerprint`. */
export function needsBuild(outDir, fingerprint) {
  const stamp = join(outDir, STAMP_FILE);
  if (!existsSync(join(outDir, 'index.html')) || !existsSync(stamp)) return true;
  return readFileSync(stamp, 'utf8').trim() !== fingerprint;
}

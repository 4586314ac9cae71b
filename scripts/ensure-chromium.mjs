// End-to-end tests drive Debian's Chromium. Install it when missing and we may (root with apt);
// otherwise fail with the exact command, never download a browser of our own.
import { execSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
const INSTALL = 'apt-get update && apt-get install -y chromium';

if (existsSync(CHROMIUM)) {
  console.log(`chromium: ${CHROMIUM}`);
  process.exit(0);
}
const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
const hasApt = spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
if (!isRoot || !hasApt || process.env.NITRO_NO_INSTALL === '1') {
  console.error(`Chromium is missing at ${CHROMIUM}. Install it with:\n  sudo ${INSTALL}`);
  process.exit(1);
}
console.log(`chromium missing; running: ${INSTALL}`);
execSync(INSTALL, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
if (!existsSync(CHROMIUM)) {
  console.error(`Installed, but ${CHROMIUM} is still missing.`);
  process.exit(1);
}

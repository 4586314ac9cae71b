// `npm start`: serves the built client and the API of both sites from one process.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

import pino from 'pino';

import { startServer, stopOnSignals } from './boot';
import { readConfig } from './config';
import { builtClient } from './static';

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const builtDir =
    config.clientDir && existsSync(join(config.clientDir, 'index.html'))
      ? config.clientDir
      : undefined;
  if (!builtDir) log.warn('no built client found (run `npm run build`); serving the API only');
  const artDir = resolve('assets');
  const server = await startServer({
    config,
    log,
    client: (site) => (builtDir ? builtClient(builtDir, artDir, site) : undefined),
  });
  stopOnSignals(server, log);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

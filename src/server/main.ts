// `npm start`: one process serves both sites on their own ports from one storage.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import pino from 'pino';
import { SITES } from '../domain/site';
import { buildApp } from './app';
import { systemClock } from './clock';
import { readConfig } from './config';
import { openStorage } from './db/client';
import { loadSeed } from './seed/seed';
import { createServices } from './services';

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const storage = await openStorage(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  log.info({ storage: storage.kind, dataDir: config.databaseUrl ? undefined : config.dataDir }, 'storage open');
  const applied = await loadSeed(storage.db, systemClock);
  if (applied.length) log.info({ applied }, 'seed catalogue loaded');

  const services = await createServices({ storage, config, clock: systemClock, log });
  const clientDir = config.clientDir && existsSync(resolve(config.clientDir, 'index.html')) ? config.clientDir : undefined;
  if (!clientDir) log.warn('no built client found (run `npm run build`); serving the API only');

  const apps = await Promise.all(
    [
      { site: SITES.typing, port: config.port },
      { site: SITES.math, port: config.mathPort },
    ].map(async ({ site, port }) => {
      const app = await buildApp({
        site,
        services,
        clientDir,
        artDir: resolve('assets'),
        logger: log.child({ site: site.id }),
      });
      await app.listen({ host: config.host, port });
      log.info(`${site.productName} on http://localhost:${port}`);
      return app;
    }),
  );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await Promise.allSettled(apps.map((app) => app.close()));
    await storage.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

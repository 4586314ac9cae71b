// Starts both sites in this process on one storage: what `npm start` and `npm run dev` share.
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Logger } from 'pino';

import { SITES, type SiteConfig } from '../domain/site';
import { systemClock } from '../domain/systemClock';
import { buildApp } from './app';
import type { ServerConfig } from './config';
import { openStorage } from './db/client';
import { afterResponseSettled } from './mail/mailer';
import { loadSeed } from './seed/seed';
import { createServices } from './services';
import type { ClientOptions } from './static';

export interface BootOptions {
  config: ServerConfig;
  log: Logger;
  client(site: SiteConfig): ClientOptions | undefined;
  serverFactory?: FastifyServerOptions['serverFactory'];
}

export interface RunningServer {
  apps: FastifyInstance[];
  stop(): Promise<void>;
}

export async function startServer({
  config,
  log,
  client,
  serverFactory,
}: BootOptions): Promise<RunningServer> {
  const storage = await openStorage(
    config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir },
  );
  log.info(
    { storage: storage.kind, dataDir: config.databaseUrl ? undefined : config.dataDir },
    'storage open',
  );
  const applied = await loadSeed(storage.db, systemClock);
  if (applied.length) log.info({ applied }, 'seed catalogue loaded');

  const services = await createServices({ storage, config, clock: systemClock, log });
  const sites = [
    { site: SITES.typing, port: config.port },
    { site: SITES.math, port: config.mathPort },
  ];
  const apps: FastifyInstance[] = [];
  for (const { site, port } of sites) {
    const app = await buildApp({
      site,
      services,
      client: client(site),
      serverFactory,
      logger: log.child({ site: site.id }),
    });
    await app.listen({ host: config.host, port });
    log.info(`${site.productName} on http://localhost:${port}`);
    apps.push(app);
  }

  services.totalsPruner.start();
  services.leagues.start();
  services.teamAutoRemover.start();

  return {
    apps,
    async stop() {
      await Promise.allSettled(apps.map((app) => app.close()));
      await services.totalsPruner.stop();
      await services.leagues.stop();
      await services.teamAutoRemover.stop();
      // After the apps (their sockets are closed by then): ends this process's rooms, closes the bus.
      await services.realtime.close();
      // Mail promised after a response (reset links, unlock links) is sent before storage closes.
      await afterResponseSettled();
      await storage.close();
    },
  };
}

/** Stops cleanly on SIGINT/SIGTERM: in-flight requests finish, storage closes, then exit. */
export function stopOnSignals(
  server: RunningServer,
  log: Logger,
  extra: () => Promise<void> = async () => {},
) {
  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), 10_000).unref();
    await extra();
    await server.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

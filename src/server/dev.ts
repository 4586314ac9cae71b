// `npm run dev`: both sites with hot reload. Vite's middleware answers module and HMR requests in
// front of Fastify; everything else (API, art, app routes) is the real server.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { resolve } from 'node:path';

import pino from 'pino';
import { createServer as createViteServer } from 'vite';

import { startServer, stopOnSignals } from './boot';
import { readConfig } from './config';
import { siteHtml } from './static';

async function main() {
  const config = readConfig();
  const log = pino({ level: config.logLevel });
  const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });
  const artDir = resolve('assets');
  const server = await startServer({
    config,
    log,
    client: (site) => ({
      artDir,
      // Vite's hot-reload client is inline script; the built site (npm start) has the policy.
      contentSecurityPolicy: false,
      html: (url) =>
        vite.transformIndexHtml(url, siteHtml(readFileSync('index.html', 'utf8'), site)),
    }),
    serverFactory: (handler) =>
      createServer((req, res) => vite.middlewares(req, res, () => handler(req, res))),
  });
  stopOnSignals(server, log, () => vite.close());
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});

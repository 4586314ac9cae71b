// Serves the client. index.html is built once and specialised per site: the site id, product name
// and theme colour are written into it, so one build serves both sites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

import type { SiteConfig } from '../domain/site';

export interface ClientOptions {
  /** The page for any app route; `url` lets the dev server inject its hot-reload client. */
  html(url: string): string | Promise<string>;
  /** Built client folder (production); absent in dev, where Vite serves the modules. */
  builtDir?: string;
  /** The repo's authored art (cars, scenery, sounds), served under /assets/. */
  artDir: string;
  /**
   * Whether pages carry the Content Security Policy (default true). Only the dev server turns it
   * off: Vite writes its hot-reload client into the page as inline script.
   */
  contentSecurityPolicy?: boolean;
}

export function siteHtml(template: string, site: SiteConfig): string {
  return template
    .replace('data-site="typing"', `data-site="${site.id}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${site.productName}</title>`)
    .replace('content="#1e90ff"', `content="${site.theme.primary}"`);
}

/** Production: the built index.html of `builtDir`, specialised for the site. */
export function builtClient(builtDir: string, artDir: string, site: SiteConfig): ClientOptions {
  const html = siteHtml(readFileSync(join(builtDir, 'index.html'), 'utf8'), site);
  return { html: () => html, builtDir, artDir };
}

export async function registerClient(app: FastifyInstance, client: ClientOptions): Promise<void> {
  if (client.builtDir) {
    await app.register(fastifyStatic, {
      root: client.builtDir,
      index: false,
      wildcard: false,
      // Our own cache headers below, not the plugin's default `max-age=0`.
      cacheControl: false,
      // Hashed bundles never change; the HTML must always be fresh.
      setHeaders: (res, path) => {
        if (path.includes('/assets/'))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  await app.register(fastifyStatic, {
    root: client.artDir,
    prefix: '/assets/',
    index: false,
    wildcard: false,
    decorateReply: !client.builtDir,
    cacheControl: false,
    setHeaders: (res) => res.setHeader('cache-control', 'public, max-age=3600'),
  });
  app.get('/', async (request, reply) =>
    reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(await client.html(request.url)),
  );
}

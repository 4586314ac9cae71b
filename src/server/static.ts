// Serves the built client. index.html is built once and specialised per site at start-up: the site
// id and product name are written into it, so one build serves both sites.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { SiteConfig } from '../domain/site';

declare module 'fastify' {
  interface FastifyInstance {
    clientHtml(): string;
  }
}

export function siteHtml(template: string, site: SiteConfig): string {
  return template
    .replace('data-site="typing"', `data-site="${site.id}"`)
    .replace(/<title>[^<]*<\/title>/, `<title>${site.productName}</title>`)
    .replace('content="#1e90ff"', `content="${site.theme.primary}"`);
}

export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  artDir: string,
  site: SiteConfig,
) {
  const html = siteHtml(readFileSync(join(clientDir, 'index.html'), 'utf8'), site);
  app.decorate('clientHtml', () => html);
  await app.register(fastifyStatic, {
    root: clientDir,
    index: false,
    wildcard: false,
    // Hashed assets never change; the HTML must always be fresh.
    setHeaders: (reply, path) => {
      if (path.includes('/assets/')) reply.header('cache-control', 'public, max-age=31536000, immutable');
    },
  });
  // Authored art (cars, scenery, sounds) is served as-is from the repo's assets/ folder.
  await app.register(fastifyStatic, {
    root: artDir,
    prefix: '/assets/',
    index: false,
    wildcard: false,
    decorateReply: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=3600'),
  });
  app.get('/', (_req, reply) => reply.type('text/html').header('cache-control', 'no-cache').send(html));
}

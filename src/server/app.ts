// One Fastify app per site. Both share the same services (and so the same storage); only the site
// config differs, which decides the HTML the client boots with and the site rules the routes apply.
import cookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SiteConfig } from '../domain/site';
import { AppError } from './http/errors';
import { registerApiRoutes } from './routes';
import type { Services } from './services';
import { registerClient } from './static';

export interface AppOptions {
  site: SiteConfig;
  services: Services;
  /** Folder with the built client; when absent only the API is served. */
  clientDir?: string;
  /** The repo's authored art folder, served under /assets/. */
  artDir?: string;
  logger?: FastifyServerOptions['loggerInstance'];
}

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteConfig;
    services: Services;
  }
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 64 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.decorate('site', options.site);
  app.decorate('services', options.services);
  await app.register(cookie, { secret: options.services.secrets.cookieSecret });

  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.toBody());
    // Fastify's own 4xx (malformed JSON, wrong content type, body too large) keep their status.
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body.'
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'Request body is too large.'
            : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
              ? 'Unsupported content type; send JSON.'
              : error.message;
      return reply.status(status).send({ status: 'FAIL', results: message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ status: 'FAIL', results: 'Unknown Error. Please try again.', code: 'INTERNAL' });
  });

  await app.register(registerApiRoutes, { prefix: '/api/v2' });
  if (options.clientDir) {
    await registerClient(app, options.clientDir, options.artDir ?? 'assets', options.site);
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || !options.clientDir || request.method !== 'GET') {
      return reply.status(404).send({ status: 'FAIL', results: 'Not found.', code: 'NOT_FOUND' });
    }
    // Every other path is the app; its router shows the 404 page for unknown routes.
    return reply.type('text/html').send(app.clientHtml());
  });
  return app;
}

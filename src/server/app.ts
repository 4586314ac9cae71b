// One Fastify app per site. Both share the same services (and so the same storage); only the site
// config differs, which decides the HTML the client boots with and the site rules the routes apply.
import type { Socket } from 'node:net';

import cookie from '@fastify/cookie';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyServerOptions,
} from 'fastify';

import type { SiteConfig } from '../domain/site';
import { AppError } from './http/errors';
import { applySecurityHeaders } from './http/securityHeaders';
import {
  answerConnect,
  clientErrorHandler,
  frameworkErrors,
  MAX_PARAM_LENGTH,
  requireHost,
} from './http/transportErrors';
import { realtimePlugin } from './realtime/socketEndpoint';
import { registerApiRoutes } from './routes';
import type { Services } from './services';
import { registerClient, type ClientOptions } from './static';

export interface AppOptions {
  site: SiteConfig;
  services: Services;
  /** How to serve the client; when absent only the API is served (API tests). */
  client?: ClientOptions;
  /** Lets the dev server put Vite's middleware in front of Fastify. */
  serverFactory?: FastifyServerOptions['serverFactory'];
  logger?: FastifyServerOptions['loggerInstance'];
}

declare module 'fastify' {
  interface FastifyInstance {
    site: SiteConfig;
    services: Services;
  }
}

/**
 * TRUST_PROXY: how many proxies stand in front (`1` for one reverse proxy), or their addresses
 * (comma-separated). Only what those proxies appended to X-Forwarded-For is believed: `true`
 * would take the leftmost entry, which the client writes itself (and so picks its own address for
 * every per-address limit).
 */
export function trustProxySetting(
  value: string | undefined,
): false | string | ((address: string, hop: number) => boolean) {
  if (!value || value === '0') return false;
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return (_address, hop) => hop < hops;
  }
  return value;
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    ...(options.logger ? { loggerInstance: options.logger } : { logger: false }),
    bodyLimit: 64 * 1024,
    trustProxy: trustProxySetting(process.env.TRUST_PROXY),
    routerOptions: { maxParamLength: MAX_PARAM_LENGTH },
    // Errors below the routes (router, HTTP parser) in the SPEC §8 envelope too.
    frameworkErrors,
    clientErrorHandler,
    // Node's own refusal of a Host-less HTTP/1.1 request has no envelope: requireHost answers it.
    http: { requireHostHeader: false },
    ...(options.serverFactory ? { serverFactory: options.serverFactory } : {}),
  });
  // Node hands CONNECT to a 'connect' listener and, with none, drops the socket unanswered.
  app.server.on('connect', (_request: unknown, socket: Socket) => answerConnect(socket));
  app.decorate('site', options.site);
  app.decorate('services', options.services);
  await app.register(cookie, { secret: options.services.secrets.cookieSecret });
  const pagePolicy = options.client?.contentSecurityPolicy !== false;
  app.addHook('onRequest', async (request, reply) => {
    applySecurityHeaders(request, reply, { pagePolicy });
  });
  app.addHook('onRequest', requireHost);

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
      return reply
        .status(status)
        .send({ status: 'FAIL', results: message, code: error.code ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply
      .status(500)
      .send({ status: 'FAIL', results: 'Unknown Error. Please try again.', code: 'INTERNAL' });
  });

  await app.register(registerApiRoutes, { prefix: '/api/v2' });
  await app.register(realtimePlugin);
  const { client } = options;
  if (client) await registerClient(app, client);

  app.setNotFoundHandler(async (request, reply) => {
    if (
      request.url.startsWith('/api/') ||
      request.url.startsWith('/assets/') ||
      !client ||
      request.method !== 'GET'
    ) {
      return reply.status(404).send({ status: 'FAIL', results: 'Not found.', code: 'NOT_FOUND' });
    }
    // Every other path is the app; its router shows the 404 page for unknown routes.
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send(await client.html(request.url));
  });
  return app;
}

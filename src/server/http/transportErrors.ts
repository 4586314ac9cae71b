// Errors raised below the routes, before any handler runs: the router's (a URL that does not
// decode, a path parameter too long to route) and Node's HTTP parser's (malformed HTTP, headers
// too large). Fastify answers those with its own `{error, message, statusCode}` body; these give
// the SPEC §8 envelope instead, like every other failure.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';

import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

import type { FailEnvelope } from '../../domain/contracts/envelope';
import { securityHeaders } from './securityHeaders';

/**
 * Longest path parameter the router hands to a route (Fastify's default is 100, shorter than a
 * news slug may be). Longer values are answered 414 here; shorter ones reach the route's schema,
 * which gives the field's own limit and message.
 */
export const MAX_PARAM_LENGTH = 500;

const fail = (results: string, code: string): FailEnvelope => ({ status: 'FAIL', results, code });

/** Fastify's `frameworkErrors`: router failures, answered through the normal reply. */
export function frameworkErrors(
  error: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.headers(securityHeaders(null, { csp: true }));
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    void reply.status(414).send(fail('The address is too long.', 'URI_TOO_LONG'));
    return;
  }
  if (error.code === 'FST_ERR_BAD_URL') {
    void reply.status(400).send(fail('The address is not a valid URL.', 'BAD_URL'));
    return;
  }
  void reply.status(400).send(fail('Bad request.', 'BAD_REQUEST'));
}

/**
 * HTTP/1.1 requires a Host header (RFC 9112 §3.2). Node refuses a request without one itself,
 * with a bare 400 (no body, no security headers), when its `requireHostHeader` is on; the app
 * turns that off and this onRequest hook answers instead, in the envelope. HTTP/1.0, where Host
 * is optional, passes.
 */
export async function requireHost(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.raw.httpVersion !== '1.1' || request.headers.host) return;
  reply.header('connection', 'close');
  await reply.status(400).send(fail('The request names no host.', 'MISSING_HOST'));
}

/** What a parser error on the raw socket is answered with. */
export function clientErrorAnswer(code: string | undefined): {
  status: number;
  body: FailEnvelope;
} {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return { status: 431, body: fail('Request headers are too large.', 'HEADERS_TOO_LARGE') };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return { status: 408, body: fail('The request took too long to arrive.', 'REQUEST_TIMEOUT') };
  }
  return { status: 400, body: fail('Malformed HTTP request.', 'BAD_HTTP_REQUEST') };
}

/**
 * Fastify's `clientErrorHandler`: Node could not parse the request at all, so there is no request
 * or reply object; the answer is written to the socket by hand, as Fastify's default does.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection is already gone; there is nobody to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorAnswer(error.code);
  writeAndClose(socket, status, body);
  socket.destroy(error);
}

/** CONNECT (a proxy tunnel) is not something this server offers: 405, in the envelope. */
export function answerConnect(socket: Socket): void {
  if (socket.destroyed) return;
  writeAndClose(socket, 405, fail('This server is not a proxy.', 'METHOD_NOT_ALLOWED'));
  socket.destroySoon();
}

function writeAndClose(socket: Socket, status: number, body: FailEnvelope): void {
  const json = JSON.stringify(body);
  const headers = {
    'content-type': 'application/json; charset=utf-8',
    'content-length': String(Buffer.byteLength(json)),
    connection: 'close',
    ...securityHeaders(null, { csp: true }),
  };
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        Object.entries(headers)
          .map(([name, value]) => `${name}: ${value}\r\n`)
          .join('') +
        `\r\n${json}`,
    );
  }
}

// Browsers fetch some addresses before anyone asks (link prefetch, speculation rules, prerender,
// Firefox's X-Moz). Such a request must not change state: a route that does checks this first.
import type { FastifyRequest } from 'fastify';

const header = (request: FastifyRequest, name: string): string => {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).toLowerCase();
};

export function isPrefetch(request: FastifyRequest): boolean {
  return (
    /\b(prefetch|prerender)\b/.test(header(request, 'sec-purpose')) ||
    /\b(prefetch|prerender)\b/.test(header(request, 'purpose')) ||
    header(request, 'x-purpose') === 'preview' ||
    header(request, 'x-moz') === 'prefetch'
  );
}

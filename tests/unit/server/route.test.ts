// route() registers an endpoint from its contract: the request parts are parsed before the
// handler sees them, and in tests a handler that answers outside the contract fails the call.
import Fastify from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';

import { defineContract } from '../../../src/domain/contracts/contract';
import { AppError } from '../../../src/server/http/errors';
import { checkResponses, route } from '../../../src/server/http/route';
import { ok } from '../../../src/server/http/session';

const echo = defineContract({
  method: 'POST',
  path: '/things/:id',
  auth: 'none',
  params: z.strictObject({ id: z.coerce.number().check(z.int(), z.positive()) }),
  query: z.strictObject({ tag: z.optional(z.string()) }),
  body: z.strictObject({ name: z.string().check(z.minLength(2)) }),
  response: async () =>
    z.strictObject({ id: z.int(), name: z.string(), tag: z.nullable(z.string()) }),
});

async function appWith(register: (app: ReturnType<typeof Fastify>) => void) {
  const app = Fastify();
  app.setErrorHandler((error: Error, _request, reply) =>
    error instanceof AppError
      ? reply.status(error.statusCode).send(error.toBody())
      : reply.status(500).send({ status: 'FAIL', results: error.message, code: 'INTERNAL' }),
  );
  register(app);
  await app.ready();
  return app;
}

afterEach(() => vi.restoreAllMocks());

describe('route(app, contract, handler)', () => {
  it('hands the handler the parsed params, query and body', async () => {
    const app = await appWith((app) =>
      route(app, echo, async ({ params, query, body }) =>
        ok({ id: params.id, name: body.name, tag: query.tag ?? null }),
      ),
    );
    const res = await app.inject({
      method: 'POST',
      url: '/things/12?tag=x',
      payload: { name: 'Zed' },
    });
    expect(res.json()).toEqual({ status: 'OK', results: { id: 12, name: 'Zed', tag: 'x' } });
  });

  it('refuses a bad part with a 400 before the handler runs', async () => {
    const handler = vi.fn(async () => ok({ id: 1, name: 'x', tag: null }));
    const app = await appWith((app) => route(app, echo, handler));
    const badParam = await app.inject({
      method: 'POST',
      url: '/things/-3',
      payload: { name: 'Zed' },
    });
    const extraField = await app.inject({
      method: 'POST',
      url: '/things/3',
      payload: { name: 'Zed', admin: true },
    });
    const badQuery = await app.inject({
      method: 'POST',
      url: '/things/3?sort=1',
      payload: { name: 'Zed' },
    });
    for (const res of [badParam, extraField, badQuery]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ status: 'FAIL', code: 'BAD_REQUEST' });
    }
    expect(extraField.json().results).toBe('Unknown field: admin.');
    expect(handler).not.toHaveBeenCalled();
  });

  it('is checking responses under the test runner', () => {
    expect(checkResponses).toBe(true);
  });

  it('fails a call whose answer drifts from the contract, naming the field', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const app = await appWith((app) =>
      // A handler that forgot `tag` and sends the id as a string: the type is cast away here to
      // stand for a service whose runtime value differs from its declared type.
      route(app, echo, async () => ok({ id: '7', name: 'Zed' }) as never),
    );
    const res = await app.inject({ method: 'POST', url: '/things/7', payload: { name: 'Zed' } });
    expect(res.statusCode).toBe(500);
    expect(res.json().results).toMatch(/POST \/things\/:id answered outside its contract: id: /);
    expect(res.json().results).toMatch(/tag: /);
  });
});

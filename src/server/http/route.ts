// Registers a route from its contract (src/domain/contracts): the params, query and body are parsed
// with the contract's schemas before the handler runs (a bad one is a 400 in the SPEC §8 envelope),
// the handler is typed by them, and what it answers must be the contract's response. In tests (and
// with CHECK_CONTRACTS=1) each answer is also checked at run time, so a response that drifts from
// its contract fails the test that makes the call instead of surprising the client.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import type {
  AnyContract,
  BodyOf,
  ParamsOf,
  QueryOf,
  ResultsOf,
} from '../../domain/contracts/contract';
import { responseDrift } from '../../domain/contracts/contract';
import type { OkEnvelope } from '../../domain/contracts/envelope';
import { parse } from './validate';

/** The parsed request parts; a part the contract does not declare is undefined. */
export interface RouteInput<C extends AnyContract> {
  params: ParamsOf<C>;
  query: QueryOf<C>;
  body: BodyOf<C>;
}

/** An enveloped contract answers `ok(results)` (or sends its own reply, e.g. an error status). */
export type RouteAnswer<C extends AnyContract> =
  unknown extends ResultsOf<C> ? unknown : OkEnvelope<ResultsOf<C>> | FastifyReply;

export type RouteHandler<C extends AnyContract> = (
  input: RouteInput<C>,
  request: FastifyRequest,
  reply: FastifyReply,
) => Promise<RouteAnswer<C>>;

/** On in tests (vitest sets NODE_ENV=test) and when asked; never in production. */
export const checkResponses =
  process.env.NODE_ENV === 'test' || process.env.CHECK_CONTRACTS === '1';

export class ContractDriftError extends Error {
  override readonly name = 'ContractDriftError';
}

export function route<C extends AnyContract>(
  app: FastifyInstance,
  contract: C,
  handler: RouteHandler<C>,
): void {
  app.route({
    method: contract.method,
    url: contract.path,
    handler: async (request, reply) => {
      const input = {
        params: contract.params ? parse(contract.params, request.params) : undefined,
        query: contract.query ? parse(contract.query, request.query) : undefined,
        body: contract.body ? parse(contract.body, request.body) : undefined,
      } as RouteInput<C>;
      const answer = await handler(input, request, reply);
      if (checkResponses && contract.response && isOkEnvelope(answer)) {
        const drift = await responseDrift(contract, answer.results);
        if (drift) {
          // The error handler answers 500 and tests run without a logger: say why here.
          console.error(drift);
          throw new ContractDriftError(drift);
        }
      }
      return answer;
    },
  });
}

function isOkEnvelope(answer: unknown): answer is OkEnvelope<unknown> {
  return (
    typeof answer === 'object' &&
    answer !== null &&
    (answer as { status?: unknown }).status === 'OK' &&
    'results' in answer
  );
}

// One contract per REST endpoint (CONVENTIONS §7): method, path, the schemas of its params, query,
// body and response, who may call it and any rate limit, declared once. The server registers its
// routes from these (src/server/http/route.ts) and the client calls through them
// (src/net/apiClient.ts `call`), so neither side can drift from the other without a type error,
// and responses are checked against `response` in development and tests.
//
// Schemas are zod/mini or classic zod; both share zod's core. Whatever the browser loads is
// zod/mini (see src/domain/zodMini.ts).
import { z } from '../zodMini';

export type HttpMethod = 'GET' | 'POST';

/** Any zod schema, mini or classic. */
export type Schema = z.core.$ZodType;

/** Who may call: anyone; anyone, with a session when there is one; only a logged-in player. */
export type ContractAuth = 'none' | 'optional' | 'required';

export interface RateLimit {
  /** What is counted, e.g. 'logins per address'. */
  per: string;
  /** The configuration that sets it (README's table). */
  setting: string;
}

export interface Contract<
  P extends Schema | undefined = Schema | undefined,
  Q extends Schema | undefined = Schema | undefined,
  B extends Schema | undefined = Schema | undefined,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Under /api/v2, in Fastify's form (`/news/:id`). */
  path: string;
  auth: ContractAuth;
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The schema of the `results` of the OK envelope, loaded on demand (responses.ts: production
   * browser builds never load it); null for an endpoint that answers outside the envelope (the
   * captcha widget's raw challenge, the cross-site landing page).
   */
  response: (() => Promise<R>) | null;
  rateLimit?: RateLimit;
}

/** Declares a contract, keeping its exact schema types for the route and the client. */
export const defineContract = <
  P extends Schema | undefined = undefined,
  Q extends Schema | undefined = undefined,
  B extends Schema | undefined = undefined,
  R extends Schema = Schema,
>(
  contract: Contract<P, Q, B, R>,
): Contract<P, Q, B, R> => contract;

type Out<S> = [S] extends [Schema] ? z.output<S> : undefined;
type In<S> = [S] extends [Schema] ? z.input<S> : undefined;
/** Any contract, whatever its schemas. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- matches every contract
export type AnyContract = Contract<any, any, any, any>;

export type ParamsOf<C extends AnyContract> = Out<C extends Contract<infer P> ? P : never>;
export type QueryOf<C extends AnyContract> = C extends Contract<infer _P, infer Q> ? Out<Q> : never;
export type BodyOf<C extends AnyContract> =
  C extends Contract<infer _P, infer _Q, infer B> ? Out<B> : never;
/** What a caller sends: the schemas' input types (a field with a default may be left out). */
export type ParamsInputOf<C extends AnyContract> = In<C extends Contract<infer P> ? P : never>;
export type QueryInputOf<C extends AnyContract> =
  C extends Contract<infer _P, infer Q> ? In<Q> : never;
export type BodyInputOf<C extends AnyContract> =
  C extends Contract<infer _P, infer _Q, infer B> ? In<B> : never;
/** The `results` a successful call resolves with (unknown for one outside the envelope). */
export type ResultsOf<C extends AnyContract> =
  NonNullable<C['response']> extends () => Promise<infer R>
    ? [R] extends [Schema]
      ? z.output<R>
      : unknown
    : unknown;

/**
 * A response part typed as a domain interface whose full schema is not written: the listed fields
 * are checked (identity, money, what screens rely on), any others pass through, and the output
 * carries the interface's type. Write the whole schema instead when a drift elsewhere matters.
 */
export function checkedAs<T>(fields: z.core.$ZodLooseShape) {
  return z.pipe(z.looseObject(fields), z.custom<T, Record<string, unknown>>());
}

/** The path with its `:name` parameters filled in, each one URL-encoded. */
export function fillPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Why a response does not match its contract, as one line (for a failing test or the console);
 * null when it does.
 */
export async function responseDrift(
  contract: AnyContract,
  results: unknown,
): Promise<string | null> {
  if (!contract.response) return null;
  const schema: Schema = await contract.response();
  const parsed = z.safeParse(schema, results);
  if (parsed.success) return null;
  const where = `${contract.method} ${contract.path}`;
  const issues = parsed.error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
  return `${where} answered outside its contract: ${issues.join('; ')}`;
}

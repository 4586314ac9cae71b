import { z } from 'zod';

import { badRequest } from './errors';

/**
 * Parses a request part with its schema; the first problem becomes the message, all go in fields.
 * Any zod schema will do: classic ones and the zod/mini ones the domain shares with the client.
 */
export function parse<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  const result = z.safeParse(schema, value ?? {});
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??=
      issue.code === 'unrecognized_keys'
        ? `Unknown field: ${issue.keys.join(', ')}.`
        : issue.message;
  }
  const first = result.error.issues[0];
  const message =
    first?.code === 'unrecognized_keys'
      ? `Unknown field: ${first.keys.join(', ')}.`
      : first?.code === 'invalid_type' && first.path.length
        ? `${String(first.path.join('.'))}: ${first.message}`
        : (first?.message ?? 'Invalid request.');
  return badRequestThrow(message, fields);
}

function badRequestThrow(message: string, fields: Record<string, string>): never {
  throw badRequest(message, fields);
}

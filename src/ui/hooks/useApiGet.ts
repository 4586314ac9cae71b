// Loads one GET resource for a screen and tracks it as loading / ready / failed, so every page
// that fetches can show a sensible state while waiting or after a failure. The resource is an
// endpoint contract; what it holds when ready is that contract's results.
import { useCallback, useEffect, useState } from 'react';

import type { AnyContract, ResultsOf } from '../../domain/contracts/contract';
import type { CallInput } from '../../net/apiClient';
import { ApiError } from '../../net/apiError';
import { api } from '../api';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; httpStatus: number };

export function useApiGet<C extends AnyContract>(
  contract: C | null,
  input?: CallInput<C>,
): [Resource<ResultsOf<C>>, () => void] {
  const [resource, setResource] = useState<Resource<ResultsOf<C>>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The input by value, so a new object with the same parameters does not fetch again.
  const inputKey = JSON.stringify(input ?? {});

  useEffect(() => {
    if (contract === null) return;
    const controller = new AbortController();
    setResource({ status: 'loading' });
    // `call`'s arguments depend on the contract, which is generic here: the input was typed by
    // this hook's signature, and the client checks the results against the contract.
    const call = api.call as (
      contract: C,
      input: unknown,
      opts: { signal: AbortSignal },
    ) => Promise<ResultsOf<C>>;
    call(contract, JSON.parse(inputKey), { signal: controller.signal })
      .then((data) => setResource({ status: 'ready', data }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const apiError = error instanceof ApiError ? error : null;
        setResource({
          status: 'failed',
          message: apiError?.message ?? 'Unknown Error. Please try again.',
          httpStatus: apiError?.status ?? 0,
        });
      });
    return () => controller.abort();
  }, [contract, inputKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [resource, reload];
}

// Loads one GET resource for a screen and tracks it as loading / ready / failed, so every page
// that fetches can show a sensible state while waiting or after a failure.
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../net/apiError';
import { api } from '../api';

export type Resource<T> =
  | { status: 'loading' }
  | { status: 'ready'; data: T }
  | { status: 'failed'; message: string; httpStatus: number };

export function useApiGet<T>(
  path: string | null,
  query?: Record<string, string | number>,
): [Resource<T>, () => void] {
  const [resource, setResource] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const queryKey = JSON.stringify(query ?? {});

  useEffect(() => {
    if (path === null) return;
    const controller = new AbortController();
    setResource({ status: 'loading' });
    api
      .get<T>(path, { signal: controller.signal, query: JSON.parse(queryKey) as typeof query })
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
  }, [path, queryKey, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [resource, reload];
}

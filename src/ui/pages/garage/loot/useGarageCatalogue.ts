// The car and loot catalogues a garage screen needs, loaded together so the screen has one
// loading state and one retry.
import { useCallback, useEffect, useState } from 'react';

import type { Car, LootItem } from '../../../../domain/catalogue';
import { failureMessage } from '../../../../net/apiError';
import { createGarageApi } from '../../../../net/garageApi';
import { api } from '../../../api';

export interface GarageCatalogue {
  cars: Car[];
  loot: LootItem[];
}

export type CatalogueResource =
  | { status: 'loading' }
  | { status: 'ready'; data: GarageCatalogue }
  | { status: 'failed'; message: string };

const garageApi = createGarageApi(api);

/** Loads both catalogues while `enabled` (a logged-out visitor needs neither). */
export function useGarageCatalogue(enabled: boolean): [CatalogueResource, () => void] {
  const [resource, setResource] = useState<CatalogueResource>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    setResource({ status: 'loading' });
    Promise.all([garageApi.cars(), garageApi.loot()])
      .then(([cars, { loot }]) => {
        if (current) setResource({ status: 'ready', data: { cars, loot } });
      })
      .catch((error: unknown) => {
        if (!current) return;
        const message = failureMessage(error);
        setResource({ status: 'failed', message });
      });
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return [resource, reload];
}

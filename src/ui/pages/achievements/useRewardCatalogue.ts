// The names and art of the cars and loot that rewards give, from the car and loot catalogues: one
// loader for /achievements and /season (both show rewards and play them in the takeover).
import { useMemo } from 'react';

import type { RewardNames } from '../../../domain/achievements/view';
import { contentEndpoints } from '../../../domain/contracts/contentEndpoints';
import { garageEndpoints } from '../../../domain/contracts/garageEndpoints';
import { useApiGet } from '../../hooks/useApiGet';

export interface RewardCatalogue extends RewardNames {
  loot(
    lootID: number,
  ): { name: string; src: string; unlockLevel: number; type: string } | undefined;
}

/** Lookups by id; each answers undefined until its catalogue has loaded (or for an unknown id). */
export function useRewardCatalogue(): RewardCatalogue {
  const [cars] = useApiGet(contentEndpoints.cars);
  const [loot] = useApiGet(garageEndpoints.loot);
  const carList = cars.status === 'ready' ? cars.data.cars : null;
  const lootList = loot.status === 'ready' ? loot.data.loot : null;
  return useMemo(() => {
    const carMap = new Map((carList ?? []).map((c) => [c.carID, c]));
    const lootMap = new Map((lootList ?? []).map((l) => [l.lootID, l]));
    return {
      car: (id) => {
        const car = carMap.get(id);
        return car ? { name: car.name, src: car.smallSrc } : undefined;
      },
      loot: (id) => {
        const piece = lootMap.get(id);
        return piece
          ? {
              name: piece.name,
              src: piece.options.src,
              unlockLevel: piece.unlockLevel,
              type: piece.type,
            }
          : undefined;
      },
    };
  }, [carList, lootList]);
}

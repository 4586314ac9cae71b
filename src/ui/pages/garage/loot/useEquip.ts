// Equipping from the garage (SPEC §4, §5, §7): plan first, so a change that would leave everything
// as it is warns 'unable to save changes' without a call; otherwise POST /loot/equip and take the
// player the server returns.
import { useCallback, useRef, useState } from 'react';

import { planEquip } from '../../../../domain/garage/equip';
import type { EquipEntry, LootCatalogue } from '../../../../domain/garage/lootTypes';
import type { User } from '../../../../domain/user';
import { failureMessage } from '../../../../net/apiError';
import { createGarageApi } from '../../../../net/garageApi';
import { api } from '../../../api';
import { getSession } from '../../../stores/sessionStore';

export type EquipStatus =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'saved' }
  /** planEquip found nothing to change. */
  | { state: 'warning'; message: string }
  | { state: 'failed'; message: string };

const garageApi = createGarageApi(api);

export interface Equipper {
  status: EquipStatus;
  /** Resolves true when the server accepted the change and the session has the new player. */
  equip(user: User, entries: readonly EquipEntry[]): Promise<boolean>;
  /** Forgets the last outcome (a save on its way still reports when it ends). */
  clear(): void;
}

export function useEquip(catalogue: LootCatalogue): Equipper {
  const [status, setStatus] = useState<EquipStatus>({ state: 'idle' });
  // A second click while a save is on its way is ignored rather than sent twice.
  const inFlight = useRef(false);

  const equip = useCallback(
    async (user: User, entries: readonly EquipEntry[]) => {
      if (inFlight.current) return false;
      const plan = planEquip(user, entries, catalogue);
      if (!plan.ok) {
        setStatus({ state: 'warning', message: plan.warning });
        return false;
      }
      inFlight.current = true;
      setStatus({ state: 'pending' });
      try {
        const results = await garageApi.equip(plan.entries);
        getSession().refreshUser(results.user);
        setStatus({ state: 'saved' });
        return true;
      } catch (error) {
        const message = failureMessage(error);
        setStatus({ state: 'failed', message });
        return false;
      } finally {
        inFlight.current = false;
      }
    },
    [catalogue],
  );

  const clear = useCallback(() => {
    if (!inFlight.current) setStatus({ state: 'idle' });
  }, []);

  return { status, equip, clear };
}

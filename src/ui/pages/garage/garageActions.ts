// The garage's calls (SPEC §7) and what each does to the session afterwards. The server answers
// with the racer after the change; that user replaces the session's, so the header, the lot and
// the showcase all follow. Failures reject with the server's message (SPEC §8).
import type { GarageReward } from '../../../domain/rewards/grant';
import { createGarageApi } from '../../../net/garageApi';
import { api } from '../../api';
import { getSession } from '../../stores/sessionStore';

const garageApi = createGarageApi(api);

/** Drive `carID` with `hueAngle` (also how the current car is repainted). */
export async function equipCar(carID: number, hueAngle: number): Promise<void> {
  const { user } = await garageApi.equip([{ type: 'car', id: carID, hueAngle }]);
  getSession().refreshUser(user);
}

export async function sellCar(carID: number): Promise<void> {
  const { user } = await garageApi.sellCar(carID);
  getSession().refreshUser(user);
}

/**
 * SPEC §4: the arrangement is applied locally only after the server accepts it, and then as the
 * server returned it (it may have tidied the request).
 */
export async function arrangeCars(garage: string[]): Promise<void> {
  const accepted = await garageApi.arrangeCars({ garage });
  const { user, refreshUser } = getSession();
  refreshUser({ ...user, garage: accepted.garage });
}

export async function claimDailyReward(): Promise<GarageReward> {
  const { reward, user } = await garageApi.claimDaily();
  getSession().refreshUser(user);
  return reward;
}

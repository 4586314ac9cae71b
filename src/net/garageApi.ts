// Typed calls of the garage, loot, shop and rewards (SPEC §7), through their contracts. Each
// resolves with the `results` payload or rejects with an ApiError carrying the server's message
// (SPEC §8).
import type { Car } from '../domain/catalogue';
import { contentEndpoints } from '../domain/contracts/contentEndpoints';
import type { ResultsOf } from '../domain/contracts/contract';
import type { ArrangeCarsBody, BuyBody, EquipBody } from '../domain/contracts/garage';
import { garageEndpoints as endpoints } from '../domain/contracts/garageEndpoints';
import type { ApiClient } from './apiClient';

type Results<K extends keyof typeof endpoints> = Promise<ResultsOf<(typeof endpoints)[K]>>;

export interface GarageApi {
  cars(): Promise<Car[]>;
  loot(): Results<'loot'>;
  /** POST /loot/arrange-cars: the server's arrangement of the garage. */
  arrangeCars(body: ArrangeCarsBody): Results<'arrangeCars'>;
  /** POST /loot/equip: the player after the change. */
  equip(body: EquipBody): Results<'equip'>;
  sellCar(carID: number): Results<'sellCar'>;
  /** GET /shop, with the SPEC's `date` (YYYY-MM-DD) reference day when given. */
  shop(date?: string): Results<'shop'>;
  buyFromDealership(listingID: number, body?: BuyBody): Results<'buyFromDealership'>;
  buyFromShop(srlID: number, body?: BuyBody): Results<'buyFromShop'>;
  /** GET /rewards/daily: claims today's reward (refused until the countdown ends). */
  claimDaily(): Results<'claimDaily'>;
}

export function createGarageApi(api: ApiClient): GarageApi {
  return {
    cars: async () => (await api.call(contentEndpoints.cars)).cars,
    loot: () => api.call(endpoints.loot),
    arrangeCars: (body) => api.call(endpoints.arrangeCars, { body }),
    equip: (body) => api.call(endpoints.equip, { body }),
    sellCar: (carID) => api.call(endpoints.sellCar, { body: { carID } }),
    shop: (date) => api.call(endpoints.shop, { query: { date } }),
    buyFromDealership: (listingID, body = {}) =>
      api.call(endpoints.buyFromDealership, { params: { id: listingID }, body }),
    buyFromShop: (srlID, body = {}) =>
      api.call(endpoints.buyFromShop, { params: { id: srlID }, body }),
    claimDaily: () => api.call(endpoints.claimDaily),
  };
}

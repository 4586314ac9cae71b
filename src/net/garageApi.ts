// Typed calls of the garage, loot, shop and rewards (SPEC §7). Each resolves with the `results`
// payload or rejects with an ApiError carrying the server's message (SPEC §8).
import type {
  ArrangeCarsBody,
  BuyBody,
  BuyResults,
  DailyRewardResults,
  EquipBody,
  LootCatalogueResults,
  ShopResults,
} from '../domain/contracts/garage';
import type { Car } from '../domain/catalogue';
import type { User } from '../domain/user';
import type { ApiClient } from './apiClient';

export interface GarageApi {
  cars(): Promise<Car[]>;
  loot(): Promise<LootCatalogueResults>;
  /** POST /loot/arrange-cars: the server's arrangement of the garage. */
  arrangeCars(body: ArrangeCarsBody): Promise<{ garage: string[] }>;
  /** POST /loot/equip: the player after the change. */
  equip(body: EquipBody): Promise<{ user: User }>;
  sellCar(carID: number): Promise<{ user: User }>;
  /** GET /shop, with the SPEC's `date` (YYYY-MM-DD) reference day when given. */
  shop(date?: string): Promise<ShopResults>;
  buyFromDealership(listingID: number, body?: BuyBody): Promise<BuyResults>;
  buyFromShop(srlID: number, body?: BuyBody): Promise<BuyResults>;
  /** GET /rewards/daily: claims today's reward (refused until the countdown ends). */
  claimDaily(): Promise<DailyRewardResults>;
}

export function createGarageApi(api: ApiClient): GarageApi {
  return {
    cars: async () => (await api.get<{ cars: Car[] }>('/cars')).cars,
    loot: () => api.get<LootCatalogueResults>('/loot'),
    arrangeCars: (body) => api.post('/loot/arrange-cars', body),
    equip: (body) => api.post('/loot/equip', body),
    sellCar: (carID) => api.post('/loot/sell-car', { carID }),
    shop: (date) => api.get<ShopResults>('/shop', { query: { date } }),
    buyFromDealership: (listingID, body = {}) =>
      api.post(`/loot/dealership/${listingID}/buy`, body),
    buyFromShop: (srlID, body = {}) => api.post(`/loot/shop/${srlID}/buy`, body),
    claimDaily: () => api.get<DailyRewardResults>('/rewards/daily'),
  };
}

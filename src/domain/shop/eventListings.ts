// Event cars in the shop (SPEC §3 Special event "cars"): each running event's cars are listed in
// the Event Showroom for the event's price, on sale from its start to its end, so the purchase
// rule (purchase.ts) refuses them before ('not-started') and after ('expired') the event. A
// listing id packs the event and the car, so a buy names both and the server can find the event
// again without a listing table: EVENT_LISTING + eventID × 1000 + carID.
import { MAX_EVENT_CAR_ID, type SpecialEvent } from '../events/specialEvent';
import type { ShopItem } from './shopTypes';

export const EVENT_LISTING = 1_000_000;
/** The Event Showroom's dealership id (Nitro Motors is 1, the Season Showroom 2). */
export const EVENT_DEALERSHIP_ID = 3;

export type ListedEvent = Pick<
  SpecialEvent,
  'eventID' | 'name' | 'startStamp' | 'endStamp' | 'cars'
>;

export const eventListingID = (eventID: number, carID: number) =>
  EVENT_LISTING + eventID * (MAX_EVENT_CAR_ID + 1) + carID;

/** The event and car a listing id names, or null for any other listing. */
export function decodeEventListing(srlID: number): { eventID: number; carID: number } | null {
  if (!Number.isInteger(srlID) || srlID <= EVENT_LISTING) return null;
  const packed = srlID - EVENT_LISTING;
  const eventID = Math.floor(packed / (MAX_EVENT_CAR_ID + 1));
  const carID = packed % (MAX_EVENT_CAR_ID + 1);
  if (eventID < 1 || carID < 1) return null;
  return { eventID, carID };
}

/** The event's cars as shop listings, each on sale for exactly the event's window. */
export function eventCarListings(event: ListedEvent): ShopItem[] {
  return event.cars.map((car) => ({
    id: car.carID,
    srlID: eventListingID(event.eventID, car.carID),
    type: 'car',
    price: car.price,
    salePrice: null,
    saleEnds: null,
    goldOnly: false,
    startStamp: event.startStamp,
    expiration: event.endStamp,
    category: 'event',
    shortDescription: event.name,
    unlockLevel: 1,
    purchasable: true,
  }));
}

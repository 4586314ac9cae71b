// What the /events page and the event-car modal read (GET /api/v2/events): the events running at
// the reference time and those to come, each car named and drawn from the catalogue and marked
// owned or current for the viewer. Cars missing from the catalogue are left out with a warning,
// as the shop does (SPEC §5).
import type { Car } from '../../domain/catalogue';
import type { Clock } from '../../domain/clock';
import type { EventView, EventsResults } from '../../domain/contracts/eventEndpoints';
import { runningEvents, upcomingEvents, type SpecialEvent } from '../../domain/events/specialEvent';
import { ownsCar } from '../../domain/garage/cars';
import { eventListingID } from '../../domain/shop/eventListings';
import type { User } from '../../domain/user';
import type { Db } from '../db/client';
import { eventsNotOver } from './eventStore';

export function createEventService(db: Db, clock: Clock, cars: readonly Car[]) {
  const carsByID = new Map(cars.map((car) => [car.carID, car]));

  function view(
    event: SpecialEvent,
    viewer: Pick<User, 'cars' | 'carID' | 'loggedIn'>,
    warn: (message: string) => void,
  ): EventView {
    return {
      eventID: event.eventID,
      name: event.name,
      description: event.description,
      startStamp: event.startStamp,
      endStamp: event.endStamp,
      bonus: event.bonus,
      cars: event.cars.flatMap(({ carID, price }) => {
        const car = carsByID.get(carID);
        if (!car) {
          warn(
            `Event ${event.eventID} names car ${carID}, which is not in the catalogue; skipped.`,
          );
          return [];
        }
        return [
          {
            carID,
            name: car.name,
            src: car.largeSrc,
            rarity: car.options.rarity,
            price,
            srlID: eventListingID(event.eventID, carID),
            owned: viewer.loggedIn && ownsCar(viewer, carID),
            current: viewer.loggedIn && viewer.carID === carID,
          },
        ];
      }),
    };
  }

  return {
    /** Events running at `nowSeconds` or still to come. */
    notOver: (nowSeconds: number, warn?: (message: string) => void) =>
      eventsNotOver(db, nowSeconds, warn),

    async page(
      viewer: Pick<User, 'cars' | 'carID' | 'loggedIn'>,
      warn: (message: string) => void,
    ): Promise<EventsResults> {
      const now = clock.nowSeconds();
      const events = await eventsNotOver(db, now, warn);
      return {
        now,
        running: runningEvents(events, now).map((event) => view(event, viewer, warn)),
        upcoming: upcomingEvents(events, now).map((event) => view(event, viewer, warn)),
      };
    },
  };
}

export type EventService = ReturnType<typeof createEventService>;

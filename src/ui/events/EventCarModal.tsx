// The special-event car modal (SPEC §2): before a race during an event, when the racer's car is
// none of the event cars. Go to the Shop opens the Event Showroom; Race Without Event Car goes on
// to the race. Escape or × closes it and stays on the page.
import type { EventView } from '../../domain/contracts/eventEndpoints';
import { showroomPaint } from '../../domain/shop/showroomPaint';
import { Button, ButtonLink } from '../components/Button';
import { Modal } from '../components/Modal';
import { longDate } from '../content/dates';
import styles from './EventCarModal.module.css';

/** Where Go to the Shop lands: the shop with its Event Showroom tab open. */
export const EVENT_SHOWROOM_PATH = '/shop#event-showroom';

export const EVENT_CAR_MODAL_TITLE = "Looks like you aren't using an event car!";

interface EventCarModalProps {
  events: EventView[];
  onRaceWithout(): void;
  onClose(): void;
}

function bonusText(bonus: EventView['bonus']): string {
  const parts = [
    bonus.moneyPercent > 0 ? `+${bonus.moneyPercent}% cash` : '',
    bonus.experiencePercent > 0 ? `+${bonus.experiencePercent}% XP` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'event glory';
}

export function EventCarModal({ events, onRaceWithout, onClose }: EventCarModalProps) {
  return (
    <Modal title={EVENT_CAR_MODAL_TITLE} onClose={onClose} initialFocusSelector="[data-autofocus]">
      <ul className={styles.events}>
        {events.map((event) => (
          <li key={event.eventID} className={styles.event}>
            <p className={styles.name}>
              <strong>{event.name}</strong> runs until{' '}
              <time dateTime={new Date(event.endStamp * 1000).toISOString()}>
                {longDate(event.endStamp - 1)}
              </time>
              .
            </p>
            <p className={styles.bonus}>
              Every race in {event.cars.map((car) => car.name).join(' or ')} earns{' '}
              <strong>{bonusText(event.bonus)}</strong>.
            </p>
            <ul className={styles.cars} aria-label={`${event.name} cars`}>
              {event.cars.map((car) => (
                <li key={car.carID} className={styles.car}>
                  <img
                    src={car.src}
                    alt=""
                    className={styles.carArt}
                    style={{ filter: `hue-rotate(${showroomPaint(car.carID)}deg)` }}
                  />
                  <span>{car.name}</span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className={styles.actions}>
        <ButtonLink href={EVENT_SHOWROOM_PATH} variant="accent" data-autofocus>
          Go to the Shop
        </ButtonLink>
        <Button variant="ghost" onClick={onRaceWithout}>
          Race Without Event Car
        </Button>
      </div>
    </Modal>
  );
}

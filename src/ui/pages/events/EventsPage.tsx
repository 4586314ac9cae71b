// /events (SPEC §2, §3 Special event): each running event with its end date, its bonus and its
// cars (owned, current, or a way to the Event Showroom), then the events to come. With none
// running, an empty state says so (and names the next one, if any is planned).
import { Link } from 'wouter';

import { eventEndpoints, type EventView } from '../../../domain/contracts/eventEndpoints';
import { formatMoney } from '../../../domain/shop/money';
import { showroomPaint } from '../../../domain/shop/showroomPaint';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { isoDate, longDate } from '../../content/dates';
import { EVENT_SHOWROOM_PATH } from '../../events/EventCarModal';
import { useApiGet } from '../../hooks/useApiGet';
import { useSession } from '../../stores/sessionStore';
import styles from './Events.module.css';

const SUBTITLE = 'Limited-time cars, and a bonus on every race you drive one in.';

/** "+25% cash and +25% XP": what a race in one of the event's cars adds. */
export function bonusSummary(bonus: EventView['bonus']): string {
  const parts = [
    bonus.moneyPercent > 0 ? `+${bonus.moneyPercent}% cash` : '',
    bonus.experiencePercent > 0 ? `+${bonus.experiencePercent}% XP` : '',
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' and ') : 'No bonus';
}

/** The last day of the event (its end stamp is the first second after it). */
const lastDay = (event: EventView) => event.endStamp - 1;

function EventCars({ event, running }: { event: EventView; running: boolean }) {
  const loggedIn = useSession((state) => state.user.loggedIn);
  return (
    <ul className={styles.cars} aria-label={`${event.name} cars`}>
      {event.cars.map((car) => (
        <li key={car.carID} className={styles.car} data-rarity={car.rarity}>
          <div className={styles.art}>
            <img
              src={car.src}
              alt=""
              style={{ filter: `hue-rotate(${showroomPaint(car.carID)}deg)` }}
            />
          </div>
          <div className={styles.carBody}>
            <h3 className={styles.carName}>{car.name}</h3>
            <p className={styles.meta}>
              <span className={styles.rarity}>{car.rarity}</span> ·{' '}
              <strong>{formatMoney(car.price)}</strong>
            </p>
            {car.current ? (
              <p className={styles.badge}>Your current car</p>
            ) : car.owned ? (
              <p className={styles.badge}>Owned: switch to it in your garage</p>
            ) : running && loggedIn ? (
              <Link href={EVENT_SHOWROOM_PATH} className={styles.shopLink}>
                Buy in the shop
              </Link>
            ) : running ? (
              <p className={styles.note}>Log in to buy it in the shop</p>
            ) : (
              <p className={styles.note}>In the shop from {longDate(event.startStamp)}</p>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}

function RunningEvent({ event }: { event: EventView }) {
  const titleId = `event-${event.eventID}`;
  return (
    <Panel className={styles.event} labelledBy={titleId}>
      <div className={styles.head}>
        <h2 id={titleId} className={styles.name}>
          {event.name}
        </h2>
        <p className={styles.ends}>
          Ends <time dateTime={isoDate(lastDay(event))}>{longDate(lastDay(event))}</time>
        </p>
      </div>
      {event.description && <p className={styles.description}>{event.description}</p>}
      <p className={styles.bonus}>
        <span className={styles.bonusLabel}>Event bonus</span>{' '}
        <strong>{bonusSummary(event.bonus)}</strong> on every race in an event car
      </p>
      <EventCars event={event} running />
    </Panel>
  );
}

function UpcomingEvents({ events }: { events: EventView[] }) {
  if (events.length === 0) return null;
  return (
    <Panel className={styles.event} labelledBy="events-upcoming">
      <h2 id="events-upcoming" className={styles.name}>
        Coming up
      </h2>
      <ul className={styles.upcoming}>
        {events.map((event) => (
          <li key={event.eventID}>
            <strong>{event.name}</strong>:{' '}
            <time dateTime={isoDate(event.startStamp)}>{longDate(event.startStamp)}</time> to{' '}
            <time dateTime={isoDate(lastDay(event))}>{longDate(lastDay(event))}</time>,{' '}
            {bonusSummary(event.bonus)} in {event.cars.map((car) => car.name).join(' or ')}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

export function EventsPage() {
  const [load, reload] = useApiGet(eventEndpoints.events);
  return (
    <Page title="Events" subtitle={SUBTITLE}>
      {load.status === 'loading' && <Loading label="Checking the event calendar…" />}
      {load.status === 'failed' && <LoadError message={load.message} onRetry={reload} />}
      {load.status === 'ready' && (
        <div className={styles.sections}>
          {load.data.running.length === 0 ? (
            <Empty title="No special event right now">
              {load.data.upcoming[0]
                ? `The next one, ${load.data.upcoming[0].name}, starts ${longDate(load.data.upcoming[0].startStamp)}.`
                : 'When an event runs, its cars and race bonus show here. Keep racing!'}
            </Empty>
          ) : (
            load.data.running.map((event) => <RunningEvent key={event.eventID} event={event} />)
          )}
          <UpcomingEvents events={load.data.upcoming} />
        </div>
      )}
    </Page>
  );
}

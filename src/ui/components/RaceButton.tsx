// The big race button (SPEC §2): "Race Now" on the typing site, "Play Now" on the math site.
// During a special event it first offers the event car (SPEC §2 special-event car modal) when the
// racer drives another one; the events are loaded in the background, so the race never waits.
import { useState, type MouseEvent } from 'react';
import { useLocation } from 'wouter';

import { dismissEventCarModal, shouldShowEventCarModal } from '../../domain/events/eventCarModal';
import { runningEvents } from '../../domain/events/specialEvent';
import { nowMs } from '../clock';
import { readDismissedEvents, writeDismissedEvents } from '../events/eventCarDismissals';
import { EventCarModal } from '../events/EventCarModal';
import { useRunningEvents } from '../events/runningEvents';
import { RACE_NOW_STATE } from '../race/raceArrival';
import { useSite } from '../site';
import { useSession } from '../stores/sessionStore';
import { Button, ButtonLink } from './Button';
import styles from './RaceButton.module.css';

interface RaceButtonProps {
  /** Shown but inert, e.g. while racing is not open; `reason` is read out with it. */
  disabled?: boolean;
  reason?: string;
  /** A custom label instead of the site's. */
  label?: string;
}

/** The animated arrows of every race button (also the race screen's own start button). */
export function Chevrons() {
  return (
    <span className={styles.chevrons} aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}

export function RaceButton({ disabled, reason, label }: RaceButtonProps) {
  const site = useSite();
  const text = label ?? site.raceButton;
  const user = useSession((state) => state.user);
  const known = useRunningEvents(user.loggedIn);
  const [, navigate] = useLocation();
  const [offer, setOffer] = useState<typeof known>(null);
  const nowSeconds = () => Math.floor((nowMs() + (known?.offsetMs ?? 0)) / 1000);

  // The router calls this for a plain click only (a new-tab click is the browser's own).
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const show = shouldShowEventCarModal({
      user,
      events: known?.events ?? [],
      nowSeconds: nowSeconds(),
      dismissedEventIDs: readDismissedEvents(),
    });
    if (!show || !known) return;
    event.preventDefault();
    setOffer(known);
  };

  const raceWithout = () => {
    if (offer)
      writeDismissedEvents(dismissEventCarModal(readDismissedEvents(), offer.events, nowSeconds()));
    setOffer(null);
    navigate(site.racePath, { state: RACE_NOW_STATE });
  };

  if (disabled) {
    return (
      <Button variant="accent" size="xl" className={styles.race} aria-disabled="true" disabled>
        {text}
        <Chevrons />
        {reason && <span className="visually-hidden">: {reason}</span>}
      </Button>
    );
  }
  return (
    <>
      {/* One click to race: the race page starts at once when reached from a race button. */}
      <ButtonLink
        href={site.racePath}
        state={RACE_NOW_STATE}
        variant="accent"
        size="xl"
        className={styles.race}
        onClick={onClick}
      >
        {text}
        <Chevrons />
      </ButtonLink>
      {offer && (
        <EventCarModal
          events={runningEvents(offer.events, nowSeconds())}
          onRaceWithout={raceWithout}
          onClose={() => setOffer(null)}
        />
      )}
    </>
  );
}

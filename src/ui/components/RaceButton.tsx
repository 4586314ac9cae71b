// The big race button (SPEC §2): "Race Now" on the typing site, "Play Now" on the math site.
import { RACE_NOW_STATE } from '../race/raceArrival';
import { useSite } from '../site';
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
    // One click to race: the race page starts at once when reached from a race button.
    <ButtonLink
      href={site.racePath}
      state={RACE_NOW_STATE}
      variant="accent"
      size="xl"
      className={styles.race}
    >
      {text}
      <Chevrons />
    </ButtonLink>
  );
}

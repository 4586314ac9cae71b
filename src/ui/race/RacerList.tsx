// Who is in the race, as a list screen readers can read (the canvas is hidden from them). It is
// visually hidden unless the track could not be drawn, when it stands in for the track.
import { ordinal } from '../../domain/race/raceView';
import type { RacerView } from '../../domain/realtime/protocol';
import styles from './RaceScreen.module.css';

interface RacerListProps {
  racers: RacerView[];
  youID: string;
  places: Record<string, number>;
  visible: boolean;
}

export function RacerList({ racers, youID, places, visible }: RacerListProps) {
  if (racers.length === 0) return null;
  return (
    <section
      className={visible ? styles.racerList : 'visually-hidden'}
      aria-label="Racers"
      data-testid="racer-list"
    >
      <ol>
        {racers.map((racer) => {
          const place = places[racer.id];
          return (
            <li key={racer.id} data-racer-id={racer.id} data-you={racer.id === youID || undefined}>
              <span className={styles.racerName}>{racer.name}</span>
              {racer.id === youID && <span> (you)</span>}
              {racer.isBot && <span> (bot)</span>}
              {place !== undefined && <span>: finished {ordinal(place)}</span>}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

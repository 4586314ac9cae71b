// One live room as an operator sees it: its phase, kind, lesson (math) and start time, who races
// in it and how each racer's race ended, and the way to end the room.
import { useId } from 'react';

import { ordinal } from '../../../domain/race/raceView';
import { humansIn, type AdminRacerView, type AdminRoomView } from '../../../domain/realtime/admin';
import type { RoomPhase } from '../../../domain/realtime/protocol';
import type { SiteId } from '../../../domain/site';
import { Button } from '../../components/Button';
import { oneDecimal, speedUnit } from '../../content/format';
import styles from './LiveRacesPage.module.css';

export const PHASE_LABELS: Record<RoomPhase, string> = {
  waiting: 'Waiting',
  countdown: 'Countdown',
  racing: 'Racing',
  finished: 'Finished',
};

export const KIND_LABELS: Record<AdminRoomView['kind'], string> = {
  public: 'Public',
  friend: 'Friend',
  practice: 'Practice',
};

function clockTime(ms: number) {
  const date = new Date(ms);
  return (
    <time dateTime={date.toISOString()}>
      {date.toLocaleTimeString(undefined, {
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      })}
    </time>
  );
}

function RoomTime({ room }: { room: AdminRoomView }) {
  if (room.startAt === null) return <>Opened {clockTime(room.createdAt)}</>;
  return (
    <>
      {room.phase === 'countdown' ? 'Starts' : 'Started'} {clockTime(room.startAt)}
    </>
  );
}

function RacerRow({ racer, site }: { racer: AdminRacerView; site: SiteId }) {
  const { finish } = racer;
  return (
    <li className={styles.racer} data-racer-id={racer.id} data-left={racer.left || undefined}>
      <span className={styles.racerName}>{racer.name}</span>
      <span className={styles.tags}>
        {racer.isBot && <span className={styles.tag}>Bot</span>}
        {racer.isGuest && <span className={styles.tag}>Guest</span>}
        {racer.disqualified && (
          <span className={`${styles.tag} ${styles.tagDanger}`}>Disqualified</span>
        )}
        {racer.left && <span className={`${styles.tag} ${styles.tagMuted}`}>Left</span>}
      </span>
      {finish && (
        <span className={styles.result} data-testid="racer-result">
          <strong className={styles.place}>{ordinal(finish.place)}</strong>
          <span>
            {oneDecimal(finish.wpm)} <small>{speedUnit(site)}</small>
          </span>
          <span>{oneDecimal(finish.accuracy)}% accuracy</span>
        </span>
      )}
    </li>
  );
}

interface LiveRoomCardProps {
  room: AdminRoomView;
  /** An end-room was sent and the room has not closed yet. */
  ending: boolean;
  /** Ending needs a live feed to carry the request. */
  canEnd: boolean;
  onEnd(room: AdminRoomView): void;
}

export function LiveRoomCard({ room, ending, canEnd, onEnd }: LiveRoomCardProps) {
  const titleId = useId();
  const humans = humansIn(room).length;
  return (
    <article
      className={styles.card}
      aria-labelledby={titleId}
      data-room-id={room.roomID}
      data-phase={room.phase}
    >
      <header className={styles.cardHead}>
        <span className={styles.phase} data-phase={room.phase}>
          {PHASE_LABELS[room.phase]}
        </span>
        <h2 id={titleId} className={styles.cardTitle}>
          {KIND_LABELS[room.kind]} race
          {room.lesson && <span className={styles.lesson}>: {room.lesson.name}</span>}
        </h2>
      </header>
      <p className={styles.meta}>
        <RoomTime room={room} />
        <span aria-hidden="true"> · </span>
        {humans} {humans === 1 ? 'human' : 'humans'} of {room.racers.length}
        <span aria-hidden="true"> · </span>
        <code className={styles.roomID} title={room.roomID}>
          {room.roomID.slice(0, 8)}
        </code>
      </p>
      {room.racers.length > 0 ? (
        <ul className={styles.racers} aria-label="Racers">
          {room.racers.map((racer) => (
            <RacerRow key={racer.id} racer={racer} site={room.site} />
          ))}
        </ul>
      ) : (
        <p className={styles.noRacers}>Nobody on the grid yet.</p>
      )}
      {room.phase !== 'finished' && (
        <div className={styles.cardActions}>
          <Button
            variant="danger"
            size="sm"
            disabled={ending || !canEnd}
            onClick={() => onEnd(room)}
            aria-describedby={titleId}
          >
            {ending ? 'Ending…' : 'End race'}
          </Button>
        </div>
      )}
    </article>
  );
}

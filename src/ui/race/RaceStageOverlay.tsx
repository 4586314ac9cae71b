// What sits over the track before and around a race: the start button, the search for racers,
// and a failure with a way back in. During the countdown and the race the track is left clear.
import { ROOM_SEATS } from '../../domain/race/raceView';
import { Button } from '../components/Button';
import { Chevrons } from '../components/RaceButton';
import styles from './RaceScreen.module.css';
import type { RaceStage } from './raceStore';

interface RaceStageOverlayProps {
  stage: RaceStage;
  racers: number;
  error: string | null;
  raceLabel: string;
  /** Which site's words the tips use. */
  mode: 'typing' | 'math';
  friend?: string;
  /** A friend room while it waits: who may start it (FriendRoomWaiting). */
  friendRoom?: FriendRoomWaitingProps | null;
  viewOnly: boolean;
  onRace(): void;
}

export interface FriendRoomWaitingProps {
  /** The host's name as the page knows it (/race/{username}). */
  hostName: string;
  /** This player is the host. */
  isHost: boolean;
  /** The host is seated in the room now (a host who left may come back). */
  hostHere: boolean;
  /** Racers seated, the player included. */
  racers: number;
  onBegin(): void;
}

/**
 * A friend room waits for its host (SPEC §7 begin-friend-race): the host has Start race (also
 * Enter), once a friend has joined; everyone else is told whom they are waiting for.
 */
export function FriendRoomWaiting(props: FriendRoomWaitingProps) {
  const { hostName, isHost, hostHere, racers, onBegin } = props;
  const alone = racers < 2;
  return (
    <div className={styles.overlay}>
      <div className={styles.readyCard} data-testid="friend-room-waiting">
        <p className={styles.kicker}>Friend race</p>
        <p className={styles.findingSeats} role="status">
          {racers} of {ROOM_SEATS} racers in the room
        </p>
        {isHost ? (
          <>
            <Button
              variant="accent"
              size="xl"
              className={styles.raceButton}
              onClick={onBegin}
              disabled={alone}
              autoFocus={!alone}
            >
              Start race
              <Chevrons />
            </Button>
            <p className={styles.errorText}>
              {alone ? (
                'Waiting for a friend to join. Invite one from your friends list.'
              ) : (
                <>
                  Press <kbd>Enter</kbd> or Start race when everyone is in.
                </>
              )}
            </p>
          </>
        ) : (
          <h2 className={styles.waitingTitle}>
            {hostHere
              ? `Waiting for ${hostName} to start`
              : `${hostName} left the room. Waiting for them to come back`}
          </h2>
        )}
      </div>
    </div>
  );
}

export function RaceButtonAction({
  label,
  viewOnly,
  onRace,
  autoFocus,
}: {
  label: string;
  viewOnly: boolean;
  onRace(): void;
  /** Takes the focus when shown (Race Again after the results). */
  autoFocus?: boolean;
}) {
  // View-only (a teacher looking at a student's screen): the button is there but does nothing.
  return (
    <Button
      variant="accent"
      size="xl"
      className={styles.raceButton}
      onClick={viewOnly ? undefined : onRace}
      aria-disabled={viewOnly || undefined}
      autoFocus={autoFocus}
    >
      {label}
      <Chevrons />
    </Button>
  );
}

export function RaceStageOverlay(props: RaceStageOverlayProps) {
  const { stage, racers, error, raceLabel, mode, friend, friendRoom, viewOnly, onRace } = props;
  if (stage === 'waiting' && friendRoom) return <FriendRoomWaiting {...friendRoom} />;
  if (stage === 'ready') {
    return (
      <div className={styles.overlay}>
        <div className={styles.readyCard}>
          <p className={styles.kicker}>{friend ? `Race with ${friend}` : 'The grid is waiting'}</p>
          <h2 className={styles.readyTitle}>Ready, racer?</h2>
          <RaceButtonAction label={raceLabel} viewOnly={viewOnly} onRace={onRace} />
          <ul className={styles.tips}>
            {mode === 'math' ? (
              <>
                <li>Answer each problem to drive.</li>
                <li>A wrong answer stalls you for a moment.</li>
                <li>The nitro button gives you a boost.</li>
              </>
            ) : (
              <>
                <li>Type the passage to drive.</li>
                <li>Fix each wrong key to go on.</li>
                <li>
                  <kbd>Enter</kbd> fires a nitro.
                </li>
              </>
            )}
          </ul>
        </div>
      </div>
    );
  }
  if (stage === 'connecting' || stage === 'waiting') {
    const seated = Math.max(racers, stage === 'waiting' ? 1 : 0);
    return (
      <div className={styles.finding} role="status">
        <span className={styles.findingText}>Finding racers…</span>
        <span className={styles.findingSeats}>
          {stage === 'connecting' ? 'Connecting' : `${seated} of ${ROOM_SEATS} on the grid`}
        </span>
        <span className={styles.findingBar} aria-hidden="true">
          <span />
        </span>
      </div>
    );
  }
  if (stage === 'error') {
    return (
      <div className={styles.overlay}>
        <div className={styles.readyCard} role="alert">
          <h2 className={styles.errorTitle}>Engine stalled</h2>
          <p className={styles.errorText}>{error ?? 'Something went wrong with the race.'}</p>
          <RaceButtonAction label="Try Again" viewOnly={viewOnly} onRace={onRace} />
        </div>
      </div>
    );
  }
  return null;
}

// /admin/races: the operators' "Live races" page (SPEC §4 Realtime, channels race-admin on the
// typing site and math-admin on the math site). Every room the site runs, live: who races, how
// their races end, and a way to end a room. Visitors are asked to log in; players who are not
// operators are told the page is not for them (the server decides who is).
import { useMemo, useState } from 'react';

import { type Clock } from '../../../domain/clock';
import { PATHS } from '../../../domain/nav/routes';
import { humansIn, type AdminRoomView } from '../../../domain/realtime/admin';
import { systemClock } from '../../../domain/systemClock';
import { Button, ButtonLink } from '../../components/Button';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Modal } from '../../components/Modal';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { browserConnect, type Connect } from '../../race/raceConnection';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from './LiveRacesPage.module.css';
import { KIND_LABELS, LiveRoomCard } from './LiveRoomCard';
import { useAdminFeed, type AdminFeed, type AdminFeedStatus } from './useAdminFeed';

const TITLE = 'Live races';
const SUBTITLE = 'Every room on the track right now, as it happens.';

export interface LiveRacesPageProps {
  /** Tests speak for the server; the browser dials the realtime socket (reconnecting). */
  connect?: Connect;
  clock?: Clock;
}

export function LiveRacesPage(props: LiveRacesPageProps) {
  const loggedIn = useSession((state) => state.user.loggedIn);
  if (!loggedIn)
    return (
      <LoginPrompt title={TITLE} subtitle={SUBTITLE} heading="Log in to watch live races">
        This page is for the site’s operators. Log in with an operator account to see every race as
        it runs.
      </LoginPrompt>
    );
  return <LiveRaces {...props} />;
}

const STATUS_LABELS: Record<AdminFeedStatus, string> = {
  connecting: 'Connecting…',
  watching: 'Live',
  forbidden: 'Not available',
  closed: 'Offline',
};

function FeedBar({ feed }: { feed: AdminFeed }) {
  const humans = feed.rooms.reduce((sum, room) => sum + humansIn(room).length, 0);
  const reconnecting = feed.status === 'connecting' && feed.rooms.length > 0;
  return (
    <div className={styles.bar}>
      <code className={styles.channel}>{feed.channel}</code>
      <span className={styles.live} data-status={feed.status} role="status">
        <span className={styles.dot} aria-hidden="true" />
        {reconnecting ? 'Reconnecting…' : STATUS_LABELS[feed.status]}
      </span>
      {feed.status !== 'forbidden' && (
        <dl className={styles.counts} aria-label="Live counts">
          <div>
            <dt>Rooms</dt>
            <dd data-testid="room-count">{feed.rooms.length}</dd>
          </div>
          <div>
            <dt>Racers</dt>
            <dd data-testid="racer-count">{humans}</dd>
          </div>
        </dl>
      )}
    </div>
  );
}

function EndRaceDialog({
  room,
  onCancel,
  onConfirm,
}: {
  room: AdminRoomView;
  onCancel(): void;
  onConfirm(): void;
}) {
  return (
    <Modal title="End this race?" onClose={onCancel}>
      <p>
        The {KIND_LABELS[room.kind].toLowerCase()} race closes now. Everyone still in it is told
        that a site operator ended the race. Results already finished are kept.
      </p>
      <div className={styles.dialogActions}>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          End race
        </Button>
      </div>
    </Modal>
  );
}

function LiveRaces({ connect, clock = systemClock }: LiveRacesPageProps) {
  const site = useSite();
  const dial = useMemo(
    () => connect ?? browserConnect(clock, { racePage: false, idleEnd: false }),
    [connect, clock],
  );
  const feed = useAdminFeed(dial, site.id);
  const [confirmingID, setConfirmingID] = useState<string | null>(null);
  // The dialog goes with its room: a room that closes or finishes meanwhile has nothing to end.
  const confirming = feed.rooms.find((r) => r.roomID === confirmingID && r.phase !== 'finished');

  if (feed.status === 'forbidden')
    return (
      <Page title={TITLE} subtitle={SUBTITLE}>
        <FeedBar feed={feed} />
        <Panel className={styles.forbidden} labelledBy="live-races-forbidden">
          <h2 id="live-races-forbidden">Operators only</h2>
          <p>This page is for the site’s operators.</p>
          <ButtonLink href={PATHS.home} variant="ghost">
            Back to the homepage
          </ButtonLink>
        </Panel>
      </Page>
    );

  const confirmEnd = () => {
    if (confirming) feed.endRoom(confirming.roomID);
    setConfirmingID(null);
  };

  return (
    <Page title={TITLE} subtitle={SUBTITLE}>
      <FeedBar feed={feed} />
      {feed.error && (
        <div className={styles.notice} role="alert">
          <p>{feed.error}</p>
          <Button variant="ghost" size="sm" onClick={feed.dismissError}>
            Dismiss
          </Button>
        </div>
      )}
      {feed.status === 'closed' && (
        <LoadError
          message="The live feed is disconnected. Reconnect to keep watching."
          onRetry={feed.retry}
        />
      )}
      {feed.status === 'connecting' && feed.rooms.length === 0 && (
        <Loading label={`Connecting to ${feed.channel}…`} />
      )}
      {feed.status === 'watching' && feed.rooms.length === 0 && (
        <Empty title="No races right now">Rooms show up here the moment a racer joins one.</Empty>
      )}
      {feed.status !== 'closed' && feed.rooms.length > 0 && (
        <ul className={styles.rooms} aria-label="Live rooms">
          {feed.rooms.map((room) => (
            <li key={room.roomID}>
              <LiveRoomCard
                room={room}
                ending={feed.ending.includes(room.roomID)}
                canEnd={feed.status === 'watching'}
                onEnd={(chosen) => setConfirmingID(chosen.roomID)}
              />
            </li>
          ))}
        </ul>
      )}
      {confirming && (
        <EndRaceDialog
          room={confirming}
          onCancel={() => setConfirmingID(null)}
          onConfirm={confirmEnd}
        />
      )}
    </Page>
  );
}

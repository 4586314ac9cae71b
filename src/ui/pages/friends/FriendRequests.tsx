// Friend requests waiting for the player: accept or deny each, or all at once.
import { useEffect } from 'react';
import { Link } from 'wouter';

import { publicProfilePath } from '../../../domain/nav/routes';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { refreshFriends, socialBus } from '../../notifications/socialLink';
import { act, api, friendEndpoints, type SectionProps } from './friendActions';
import styles from './Friends.module.css';

export function FriendRequests(props: SectionProps) {
  const [pending, reload] = useApiGet(friendEndpoints.friendRequests);
  useEffect(() => reload(), [props.version, reload]);
  useEffect(() => {
    const onFriends = () => reload();
    socialBus.on('friends', onFriends);
    return () => socialBus.off('friends', onFriends);
  }, [reload]);

  const run = (work: () => Promise<unknown>, done: string) =>
    act(
      async () => {
        await work();
        void refreshFriends();
      },
      done,
      props,
    );

  const list = pending.status === 'ready' ? pending.data.requests : [];
  return (
    <Panel labelledBy="requests-title">
      <div className={styles.panelHead}>
        <h2 id="requests-title" className={styles.panelTitle}>
          Friend requests{list.length > 0 ? ` (${list.length})` : ''}
        </h2>
        {list.length > 1 && (
          <div className={styles.actions}>
            <Button
              size="sm"
              onClick={() =>
                void run(
                  () => api.call(friendEndpoints.acceptAllFriends),
                  'Every friend request accepted.',
                )
              }
            >
              Accept all
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() =>
                void run(() => api.call(friendEndpoints.denyAllFriends), 'Friend requests cleared.')
              }
            >
              Deny all
            </Button>
          </div>
        )}
      </div>
      {pending.status === 'loading' && <Loading label="Loading friend requests…" />}
      {pending.status === 'failed' && <LoadError message={pending.message} onRetry={reload} />}
      {pending.status === 'ready' && list.length === 0 && (
        <p className={styles.note}>No friend requests right now.</p>
      )}
      {list.length > 0 && (
        <ul className={styles.list}>
          {list.map((request) => {
            const name = request.displayName || request.username;
            return (
              <li key={request.userID} className={styles.row}>
                <div className={styles.who}>
                  <Link href={publicProfilePath(request.username)} className={styles.name}>
                    {name}
                  </Link>
                  <span className={styles.meta}>wants to be your friend</span>
                </div>
                <div className={styles.actions}>
                  <Button
                    size="sm"
                    aria-label={`Accept ${name}`}
                    onClick={() =>
                      void run(
                        () =>
                          api.call(friendEndpoints.acceptFriend, {
                            params: { id: request.userID },
                          }),
                        `You and ${name} are now friends.`,
                      )
                    }
                  >
                    Accept
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Deny ${name}`}
                    onClick={() =>
                      void run(
                        () =>
                          api.call(friendEndpoints.denyFriend, { params: { id: request.userID } }),
                        `Request from ${name} denied.`,
                      )
                    }
                  >
                    Deny
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

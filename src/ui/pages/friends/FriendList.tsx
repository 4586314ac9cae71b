// The friends list: online first, with what each is doing; invite an online friend to your
// friend room, open theirs when it waits, or remove a friend (after a confirmation).
import { useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';

import { publicProfilePath } from '../../../domain/nav/routes';
import { Button } from '../../components/Button';
import { Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { refreshFriends, sendSocial, socialBus } from '../../notifications/socialLink';
import { getAppSession, useSession } from '../../stores/sessionStore';
import { act, api, friendEndpoints, type SectionProps } from './friendActions';
import styles from './Friends.module.css';
import { friendViews, statusText, TYPE_LABELS, type FriendView } from './friendsModel';

export function FriendList(props: SectionProps) {
  const [table, reload] = useApiGet(friendEndpoints.friends, {
    query: { games: '1' },
  });
  const [, navigate] = useLocation();
  const me = useSession((s) => s.user.username);
  const [confirming, setConfirming] = useState<number | null>(null);

  useEffect(() => reload(), [props.version, reload]);
  useEffect(() => {
    if (table.status === 'ready') getAppSession().store.setState({ friends: table.data });
  }, [table]);
  // Someone accepted or asked: the list is fetched again.
  useEffect(() => {
    const onFriends = () => reload();
    socialBus.on('friends', onFriends);
    return () => socialBus.off('friends', onFriends);
  }, [reload]);

  const invite = (friend: FriendView) => {
    const sent = sendSocial({
      channel: 'player-notifications',
      type: 'race-invites',
      data: { userIDs: [friend.userID] },
    });
    if (!sent) return props.failed(new Error('offline'));
    props.changed(`Invite sent to ${friend.displayName}. Opening your race…`);
    navigate(`/race/${encodeURIComponent(me)}`);
  };

  const remove = (friend: FriendView) =>
    act(
      async () => {
        await api.call(friendEndpoints.deleteFriend, { params: { id: friend.userID } });
        setConfirming(null);
        void refreshFriends();
      },
      `${friend.displayName} is no longer your friend.`,
      props,
    );

  return (
    <Panel labelledBy="friends-title">
      <h2 id="friends-title" className={styles.panelTitle}>
        Your friends
      </h2>
      {table.status === 'loading' && <Loading label="Loading your friends…" />}
      {table.status === 'failed' && <LoadError message={table.message} onRetry={reload} />}
      {table.status === 'ready' &&
        (table.data.values.length === 0 ? (
          <Empty title="No friends yet">
            Search for a racer below and send a friend request. Teammates and classmates show up
            here by themselves.
          </Empty>
        ) : (
          <ul className={styles.list}>
            {friendViews(table.data).map((friend) => (
              <li
                key={friend.userID}
                className={[styles.row, friend.online ? styles.online : ''].join(' ')}
              >
                <div className={styles.who}>
                  <Link href={publicProfilePath(friend.username)} className={styles.name}>
                    {friend.displayName}
                  </Link>
                  <span className={styles.meta}>
                    <span className={styles.dot} aria-hidden="true" />
                    {statusText(friend)} · {TYPE_LABELS[friend.friendType]} · Level {friend.level}
                  </span>
                </div>
                <div className={styles.actions}>
                  {friend.online > 0 && (
                    <Button size="sm" onClick={() => invite(friend)}>
                      Invite to race
                    </Button>
                  )}
                  {friend.openGame && (
                    <Button
                      size="sm"
                      variant="accent"
                      onClick={() => navigate(`/race/${encodeURIComponent(friend.username)}`)}
                    >
                      Join their race
                    </Button>
                  )}
                  {friend.friendType === 'friend' &&
                    (confirming === friend.userID ? (
                      <>
                        <Button size="sm" variant="danger" onClick={() => void remove(friend)}>
                          Remove {friend.displayName}?
                        </Button>
                        <Button size="sm" variant="ghost" onClick={() => setConfirming(null)}>
                          Keep
                        </Button>
                      </>
                    ) : (
                      <Button
                        size="sm"
                        variant="ghost"
                        aria-label={`Remove ${friend.displayName}`}
                        onClick={() => setConfirming(friend.userID)}
                      >
                        Remove
                      </Button>
                    ))}
                </div>
              </li>
            ))}
          </ul>
        ))}
    </Panel>
  );
}

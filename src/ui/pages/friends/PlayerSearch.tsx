// Find a racer by the start of their name and send a friend request (POST /players/search).
import { useEffect, useRef, useState, type FormEvent } from 'react';

import type { ResultsOf } from '../../../domain/contracts/contract';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { refreshFriends, socialBus } from '../../notifications/socialLink';
import { act, api, friendEndpoints, messageOf, type SectionProps } from './friendActions';
import styles from './Friends.module.css';

type Found = ResultsOf<typeof friendEndpoints.playerSearch>['players'];

export function PlayerSearch(props: SectionProps) {
  const [term, setTerm] = useState('');
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  /** The term of the results shown. */
  const searched = useRef('');
  const lookUp = async (value: string) => {
    setBusy(true);
    try {
      const results = await api.call(friendEndpoints.playerSearch, { body: { term: value } });
      setFound(results.players);
      setError(null);
      searched.current = value;
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const search = async (event?: FormEvent) => {
    event?.preventDefault();
    const value = term.trim();
    if (value.length < 2) return setError('Type at least 2 letters of a name.');
    await lookUp(value);
  };

  // The shown results say "Request sent" until asked again: when the friends list changes (the
  // racer accepted, or a request arrived), the last search is run again so the row says Friend.
  const lastLookUp = useRef(lookUp);
  lastLookUp.current = lookUp;
  const shown = found !== null;
  useEffect(() => {
    if (!shown) return;
    const again = () => void lastLookUp.current(searched.current);
    socialBus.on('friends', again);
    return () => socialBus.off('friends', again);
  }, [shown]);

  const add = (userID: number, name: string) =>
    act(
      async () => {
        const answer = await api.call(friendEndpoints.requestFriend, { params: { id: userID } });
        if (answer.status === 'accepted') void refreshFriends();
        await lookUp(searched.current);
      },
      `Friend request sent to ${name}.`,
      props,
    );

  return (
    <Panel labelledBy="search-title">
      <h2 id="search-title" className={styles.panelTitle}>
        Add a friend
      </h2>
      <form className={styles.search} onSubmit={(e) => void search(e)} role="search">
        <TextField
          label="Racer name"
          name="term"
          value={term}
          maxLength={20}
          autoComplete="off"
          onChange={(e) => setTerm(e.target.value)}
          error={error}
        />
        <Button type="submit" disabled={busy}>
          Search
        </Button>
      </form>
      {found && found.length === 0 && (
        <p className={styles.note}>No racer’s name starts with “{term.trim()}”.</p>
      )}
      {found && found.length > 0 && (
        <ul className={styles.list} aria-label="Search results">
          {found.map((player) => {
            const name = player.displayName || player.username;
            return (
              <li key={player.userID} className={styles.row}>
                <div className={styles.who}>
                  <span className={styles.name}>{name}</span>
                  <span className={styles.meta}>
                    @{player.username}
                    {player.level !== null ? ` · Level ${player.level}` : ''}
                  </span>
                </div>
                <div className={styles.actions}>
                  {player.relation === 'none' && player.acceptsRequests && (
                    <Button
                      size="sm"
                      aria-label={`Add ${name} as a friend`}
                      onClick={() => void add(player.userID, name)}
                    >
                      Add friend
                    </Button>
                  )}
                  {player.relation === 'requested-you' && (
                    <Button size="sm" onClick={() => void add(player.userID, name)}>
                      Accept request
                    </Button>
                  )}
                  {player.relation === 'none' && !player.acceptsRequests && (
                    <span className={styles.meta}>Not taking requests</span>
                  )}
                  {player.relation === 'requested' && (
                    <span className={styles.meta}>Request sent</span>
                  )}
                  {player.relation === 'friend' && <span className={styles.meta}>Friend</span>}
                  {player.relation === 'self' && <span className={styles.meta}>You</span>}
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Panel>
  );
}

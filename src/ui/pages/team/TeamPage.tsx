// /team (SPEC §2): the player's own team (members and roles, message of the day, applications for
// officers, stats, the team leaderboard); without a team, the invites they have, a search of the
// teams to join, and founding one for its cost. Opening one's own team marks its new members and
// message of the day seen (the Team badge).
import { useEffect, useState } from 'react';

import { teamEndpoints as api } from '../../../domain/contracts/teamEndpoints';
import { formatMoney } from '../../../domain/shop/money';
import { speedUnit } from '../../../domain/stats/ranking';
import { TEAM_CREATE_COST, TAG_MAX, TEAM_PASSWORD_MIN } from '../../../domain/teams/teamRules';
import { teamSeen } from '../../../domain/teams/teamRules';
import type { User } from '../../../domain/user';
import { api as client } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { LoginPrompt } from '../../components/LoginPrompt';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import { ActionButton } from './ActionButton';
import styles from './Team.module.css';
import { TeamSettingsFields, type TeamSettingsDraft } from './TeamForm';
import { TeamTag } from './TeamTag';
import { TeamView } from './TeamView';
import { useTeamAction } from './useTeamAction';

export function TeamPage() {
  const user = useSession((state) => state.user);
  if (!user.loggedIn) {
    return (
      <LoginPrompt title="Team" subtitle="Race together." heading="Log in to join a team">
        Teams race under one tag, share a message of the day and climb the boards together.
      </LoginPrompt>
    );
  }
  return user.teamID === null ? (
    <NoTeam user={user} />
  ) : (
    <MyTeam user={user} teamID={user.teamID} />
  );
}

function MyTeam({ user, teamID }: { user: User; teamID: number }) {
  const [resource, reload] = useApiGet(api.team, {
    params: { id: String(teamID) },
    query: { isMember: '1' },
  });
  const refreshUser = useSession((state) => state.refreshUser);
  const action = useTeamAction(reload);
  const seen = resource.status === 'ready' && resource.data.team?.viewer.isMember === true;
  // The server marked the news seen on this load: the badge follows without another call.
  useEffect(() => {
    if (seen && (user.newTeamMembers > 0 || user.motdNotification)) refreshUser(teamSeen(user));
  }, [seen, user, refreshUser]);
  return (
    <Page title="My Team" subtitle={user.tag ? `[${user.tag}] ${user.teamName ?? ''}` : undefined}>
      {resource.status === 'loading' && <Loading label="Loading your team…" />}
      {resource.status === 'failed' && <LoadError message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && resource.data.team && (
        <TeamView team={resource.data.team} action={action} />
      )}
      {resource.status === 'ready' && !resource.data.team && (
        <Empty title="Your team is gone">It was disbanded. Reload to find another.</Empty>
      )}
    </Page>
  );
}

function NoTeam({ user }: { user: User }) {
  const site = useSite();
  const [term, setTerm] = useState('');
  const [query, setQuery] = useState('');
  const [eligible, setEligible] = useState(false);
  const body = {
    invites: false,
    ...(query ? { term: query } : {}),
    ...(eligible ? { racesPlayed: user.racesPlayed, speed: user.avgSpeed } : {}),
  };
  const [invites, reloadInvites] = useSearch({ invites: true });
  const [found, reloadFound] = useSearch(body);
  const action = useTeamAction(() => {
    reloadInvites();
    reloadFound();
  });
  return (
    <Page title="Teams" subtitle="Join a team, or found your own.">
      <div className={styles.stack}>
        {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
        {action.notice && <FormMessage tone="success">{action.notice}</FormMessage>}
        <Panel labelledBy="invites-heading">
          <h2 id="invites-heading" className={styles.panelTitle}>
            Your invites
          </h2>
          {invites.status === 'ready' && invites.teams.length === 0 && (
            <p className={styles.note}>No invites right now.</p>
          )}
          {invites.status === 'failed' && (
            <LoadError message={invites.message} onRetry={reloadInvites} />
          )}
          {invites.status === 'ready' && invites.teams.length > 0 && (
            <ul className={styles.list}>
              {invites.teams.map((t) => (
                <li key={t.teamID} className={styles.row}>
                  <span className={styles.rowMain}>
                    <span>
                      <TeamTag tag={t.tag} color={t.tagColor} /> {t.name}
                    </span>
                    <span className={styles.muted}>{t.members} members</span>
                  </span>
                  <span className={styles.actions}>
                    <ActionButton
                      action={action}
                      size="sm"
                      about={t.tag}
                      call={() =>
                        client.call(api.teamAcceptInvite, { params: { id: t.teamID }, body: {} })
                      }
                      done={`You joined [${t.tag}].`}
                    >
                      Accept
                    </ActionButton>
                    <ActionButton
                      action={action}
                      size="sm"
                      variant="ghost"
                      about={t.tag}
                      call={() =>
                        client.call(api.teamIgnoreInvite, { params: { id: t.teamID }, body: {} })
                      }
                      done="Invite ignored."
                    >
                      Ignore
                    </ActionButton>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <Panel labelledBy="find-heading">
          <h2 id="find-heading" className={styles.panelTitle}>
            Find a team
          </h2>
          <form
            className={styles.form}
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              setQuery(term.trim());
            }}
          >
            <div className={styles.formRow}>
              <TextField
                label="Tag or name"
                value={term}
                maxLength={30}
                onChange={(e) => setTerm(e.target.value)}
              />
            </div>
            <label className={styles.muted}>
              <input
                type="checkbox"
                checked={eligible}
                onChange={(e) => setEligible(e.target.checked)}
              />{' '}
              Only teams whose requirements I meet
            </label>
            <div>
              <Button type="submit">Search</Button>
            </div>
          </form>
          {found.status === 'loading' && <Loading label="Looking for teams…" />}
          {found.status === 'failed' && <LoadError message={found.message} onRetry={reloadFound} />}
          {found.status === 'ready' && found.teams.length === 0 && (
            <Empty title={query || eligible ? 'No teams found' : 'No teams yet'}>
              {query || eligible
                ? 'Try another tag, or found your own below.'
                : 'Be the first: found a team below.'}
            </Empty>
          )}
          {found.status === 'ready' && found.teams.length > 0 && (
            <ul className={styles.list} aria-label="Teams">
              {found.teams.map((t) => (
                <li key={t.teamID} className={styles.row}>
                  <span className={styles.rowMain}>
                    <span>
                      <TeamTag tag={t.tag} color={t.tagColor} /> {t.name}
                    </span>
                    <span className={styles.muted}>
                      {t.members} members · {t.minRaces} races · {t.minSpeed} {speedUnit(site.id)}
                    </span>
                  </span>
                  <ButtonLink size="sm" variant="ghost" href={`/team/${encodeURIComponent(t.tag)}`}>
                    View<span className="visually-hidden"> {t.tag}</span>
                  </ButtonLink>
                </li>
              ))}
            </ul>
          )}
        </Panel>
        <CreateTeam user={user} speed={speedUnit(site.id)} />
      </div>
    </Page>
  );
}

type SearchState =
  | { status: 'loading' }
  | {
      status: 'ready';
      teams: {
        teamID: number;
        tag: string;
        name: string;
        tagColor: string;
        members: number;
        minRaces: number;
        minSpeed: number;
      }[];
    }
  | { status: 'failed'; message: string };

function useSearch(body: {
  invites: boolean;
  term?: string;
  racesPlayed?: number;
  speed?: number;
}): [SearchState, () => void] {
  const key = JSON.stringify(body);
  const [state, setState] = useState<SearchState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    client
      .call(api.teamSearch, { body: JSON.parse(key) as typeof body })
      .then(({ teams }) => live && setState({ status: 'ready', teams }))
      .catch(
        (err: unknown) =>
          live &&
          setState({
            status: 'failed',
            message: err instanceof Error ? err.message : 'Search failed.',
          }),
      );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  return [state, () => setAttempt((n) => n + 1)];
}

function CreateTeam({ user, speed }: { user: User; speed: string }) {
  const [tag, setTag] = useState('');
  const [password, setPassword] = useState('');
  const [draft, setDraft] = useState<TeamSettingsDraft>({
    name: '',
    tagColor: '#e63946',
    enrollment: 'application',
    minRaces: 0,
    minSpeed: 0,
    otherRequirements: '',
    autoRemove: false,
  });
  const action = useTeamAction(() => undefined);
  const short = user.money < TEAM_CREATE_COST;
  return (
    <Panel labelledBy="create-heading">
      <h2 id="create-heading" className={styles.panelTitle}>
        Found a team
      </h2>
      <p className={styles.lead}>
        Founding a team costs <strong>{formatMoney(TEAM_CREATE_COST)}</strong>. You have{' '}
        {formatMoney(user.money)}. You become its officer.
      </p>
      {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() =>
            client.call(api.teamCreate, { body: { ...draft, tag: tag.trim(), password } }),
          );
        }}
      >
        <div className={styles.formRow}>
          <TextField
            label="Tag"
            hint="2 to 6 letters and digits"
            value={tag}
            required
            minLength={2}
            maxLength={TAG_MAX}
            pattern="[A-Za-z0-9]*[A-Za-z][A-Za-z0-9]*"
            autoComplete="off"
            onChange={(e) => setTag(e.target.value)}
          />
          <TextField
            label="Team password"
            hint={`Needed to disband the team; at least ${TEAM_PASSWORD_MIN} characters`}
            type="password"
            autoComplete="new-password"
            required
            minLength={TEAM_PASSWORD_MIN}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
        </div>
        <TeamSettingsFields draft={draft} onChange={setDraft} speedUnit={speed} />
        <div>
          <Button type="submit" disabled={action.busy || short}>
            Found team for {formatMoney(TEAM_CREATE_COST)}
          </Button>
        </div>
        {short && <p className={styles.note}>Race to earn the rest of the cash.</p>}
      </form>
    </Panel>
  );
}

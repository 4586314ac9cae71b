// One team, as its page shows it: the tag and name, requirements, stats, the message of the day
// (members), the roster with roles (officers promote, demote, kick), the team leaderboard, and
// for officers the applications (accept, deny, accept all, deny all), invites and settings.
// Every name and message is rendered as text.
import { useState } from 'react';
import { Link } from 'wouter';

import type { ResultsOf } from '../../../domain/contracts/contract';
import { statsEndpoints } from '../../../domain/contracts/statsEndpoints';
import { teamEndpoints as api } from '../../../domain/contracts/teamEndpoints';
import { publicProfilePath } from '../../../domain/nav/routes';
import { MOTD_BOOSTS, MOTD_MAX } from '../../../domain/teams/teamRules';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { FormMessage, TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { useSession } from '../../stores/sessionStore';
import styles from './Team.module.css';
import { Applications } from './TeamApplications';
import { TeamSeasonFact } from './TeamSeason';
import { TeamSettings } from './TeamSettings';
import { TeamTag } from './TeamTag';
import type { TeamAction } from './useTeamAction';

export type TeamData = NonNullable<ResultsOf<typeof api.team>['team']>;

const ENROLLMENT_LABELS = {
  open: 'Open: anyone who meets the requirements joins',
  application: 'By application: an officer accepts',
  'invite-only': 'Invite only',
} as const;

export function TeamView({ team, action }: { team: TeamData; action: TeamAction }) {
  const { info, viewer } = team;
  const officer = viewer.role === 'officer';
  return (
    <div className={styles.stack}>
      {action.error && <FormMessage tone="error">{action.error}</FormMessage>}
      {action.notice && <FormMessage tone="success">{action.notice}</FormMessage>}
      <Panel labelledBy="team-heading">
        <h2 id="team-heading" className={styles.teamHead}>
          <TeamTag tag={info.tag} color={info.tagColor} /> <span>{info.name}</span>
        </h2>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <dt>Members</dt>
            <dd>{info.members}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Enrollment</dt>
            <dd>{ENROLLMENT_LABELS[info.enrollment]}</dd>
          </div>
          <div className={styles.fact}>
            <dt>Requirements</dt>
            <dd>
              {info.minRaces} races · {info.minSpeed} {team.stats.speedUnit}
            </dd>
          </div>
          <div className={styles.fact}>
            <dt>This week</dt>
            <dd>
              {team.stats.races} races · {team.stats.avgSpeed} {team.stats.speedUnit}
            </dd>
          </div>
          <TeamSeasonFact season={team.season} />
        </dl>
        {info.otherRequirements && <p className={styles.note}>{info.otherRequirements}</p>}
      </Panel>
      {viewer.isMember && <Motd team={team} action={action} officer={officer} />}
      <div className={styles.columns}>
        <Roster team={team} action={action} officer={officer} />
        <Leaderboard team={team} />
      </div>
      {officer && <Applications team={team} action={action} />}
      {officer && <Invite team={team} action={action} />}
      {officer && <TeamSettings team={team} action={action} />}
      {viewer.isMember && <LeaveTeam action={action} />}
    </div>
  );
}

function Motd({ team, action, officer }: { team: TeamData; action: TeamAction; officer: boolean }) {
  const [draft, setDraft] = useState(team.motd?.message ?? '');
  const motd = team.motd;
  return (
    <Panel labelledBy="motd-heading">
      <h2 id="motd-heading" className={styles.panelTitle}>
        Message of the day
      </h2>
      {motd ? (
        <>
          <p className={styles.motd} data-testid="team-motd">
            {motd.message}
          </p>
          {motd.username && <p className={styles.note}>— {motd.username}</p>}
          <div className={styles.actions} role="group" aria-label="Boost the message">
            {MOTD_BOOSTS.map((b) => {
              const count = motd.boosts.find((x) => x.boostID === b.boostID)?.count ?? 0;
              return (
                <Button
                  key={b.boostID}
                  size="sm"
                  variant={motd.myBoost === b.boostID ? 'accent' : 'ghost'}
                  aria-pressed={motd.myBoost === b.boostID}
                  disabled={action.busy}
                  onClick={() =>
                    void action.run(() =>
                      client.call(api.teamBoost, {
                        body: { boostID: b.boostID, teamMotdID: motd.motdID },
                      }),
                    )
                  }
                >
                  {b.label} {count > 0 ? `(${count})` : ''}
                </Button>
              );
            })}
          </div>
        </>
      ) : (
        <p className={styles.note}>No message of the day.</p>
      )}
      {officer && (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void action.run(
              () => client.call(api.teamMotd, { body: { message: draft } }),
              'Message of the day saved.',
            );
          }}
        >
          <TextField
            label="New message of the day"
            value={draft}
            maxLength={MOTD_MAX}
            onChange={(event) => setDraft(event.target.value)}
            hint={`Up to ${MOTD_MAX} characters; empty clears it.`}
          />
          <div>
            <Button type="submit" disabled={action.busy}>
              Post message
            </Button>
          </div>
        </form>
      )}
    </Panel>
  );
}

function Roster({
  team,
  action,
  officer,
}: {
  team: TeamData;
  action: TeamAction;
  officer: boolean;
}) {
  const meID = useSession((state) => state.user.userID);
  const act = (
    path: 'teamMemberPromote' | 'teamMemberDemote' | 'teamMemberKick',
    userID: number,
    done: string,
  ) => void action.run(() => client.call(api[path], { params: { userID }, body: {} }), done);
  return (
    <Panel labelledBy="roster-heading">
      <h2 id="roster-heading" className={styles.panelTitle}>
        Members
      </h2>
      <ul className={styles.list}>
        {team.members.map((m) => (
          <li key={m.userID} className={styles.row}>
            <span className={styles.rowMain}>
              <Link href={publicProfilePath(m.username)} className={styles.link}>
                {m.displayName}
              </Link>
              <span className={styles.muted}>
                {m.racesPlayed} races · {m.avgSpeed} {team.stats.speedUnit}
              </span>
            </span>
            <span className={styles.role}>{m.role}</span>
            {officer && (
              <span className={styles.actions}>
                {m.role === 'member' ? (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={action.busy}
                    onClick={() =>
                      act('teamMemberPromote', m.userID, `${m.displayName} is now an officer.`)
                    }
                  >
                    Promote<span className="visually-hidden"> {m.displayName}</span>
                  </Button>
                ) : (
                  <Button
                    size="sm"
                    variant="ghost"
                    disabled={action.busy}
                    onClick={() =>
                      act('teamMemberDemote', m.userID, `${m.displayName} is now a member.`)
                    }
                  >
                    Demote<span className="visually-hidden"> {m.displayName}</span>
                  </Button>
                )}
                {m.userID !== meID && (
                  <Button
                    size="sm"
                    variant="danger"
                    disabled={action.busy}
                    onClick={() => act('teamMemberKick', m.userID, `${m.displayName} was removed.`)}
                  >
                    Remove<span className="visually-hidden"> {m.displayName}</span>
                  </Button>
                )}
              </span>
            )}
          </li>
        ))}
      </ul>
    </Panel>
  );
}

function Leaderboard({ team }: { team: TeamData }) {
  return (
    <Panel labelledBy="team-board-heading">
      <h2 id="team-board-heading" className={styles.panelTitle}>
        Team leaderboard
      </h2>
      {team.leaderboard.length === 0 ? (
        <p className={styles.note}>Nobody on the team has raced this week yet.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption className={styles.muted}>This week, by points</caption>
            <thead>
              <tr>
                <th scope="col">#</th>
                <th scope="col">Racer</th>
                <th scope="col" className={styles.num}>
                  Points
                </th>
              </tr>
            </thead>
            <tbody>
              {team.leaderboard.map((r) => (
                <tr key={r.userID}>
                  <td>{r.rank}</td>
                  <td>{r.displayName}</td>
                  <td className={styles.num}>{r.points.toLocaleString('en-US')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Panel>
  );
}

function Invite({ team, action }: { team: TeamData; action: TeamAction }) {
  const [username, setUsername] = useState('');
  const invite = async () => {
    const { racer } = await client.call(statsEndpoints.racerProfile, {
      params: { username: username.trim() },
    });
    if (!racer) throw new Error('No racer goes by that name.');
    return client.call(api.teamInvite, {
      params: { id: team.info.teamID },
      body: { userID: racer.userID },
    });
  };
  return (
    <Panel labelledBy="invite-heading">
      <h2 id="invite-heading" className={styles.panelTitle}>
        Invite a racer
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          if (username.trim())
            void action
              .run(invite, `Invite sent to ${username.trim()}.`)
              .then((ok) => ok && setUsername(''));
        }}
      >
        <TextField
          label="Username"
          value={username}
          maxLength={20}
          autoComplete="off"
          onChange={(e) => setUsername(e.target.value)}
        />
        <div>
          <Button type="submit" disabled={action.busy || !username.trim()}>
            Send invite
          </Button>
        </div>
      </form>
      {team.sentInvites && team.sentInvites.length > 0 && (
        <p className={styles.note}>
          Waiting for: {team.sentInvites.map((i) => i.username).join(', ')}
        </p>
      )}
    </Panel>
  );
}

function LeaveTeam({ action }: { action: TeamAction }) {
  const [confirming, setConfirming] = useState(false);
  return (
    <Panel labelledBy="leave-heading">
      <h2 id="leave-heading" className={styles.panelTitle}>
        Leave the team
      </h2>
      {confirming ? (
        <div className={styles.actions}>
          <Button
            variant="danger"
            disabled={action.busy}
            onClick={() =>
              void action.run(() => client.call(api.teamLeave, { body: {} }), 'You left the team.')
            }
          >
            Yes, leave
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Stay
          </Button>
        </div>
      ) : (
        <Button variant="ghost" onClick={() => setConfirming(true)}>
          Leave team…
        </Button>
      )}
    </Panel>
  );
}

// /team/{tag} (SPEC §2): a team's public page: who is in it, its requirements and stats, and for a
// logged-in racer without a team, Join (open team, or invited) or Apply. An unknown tag gets a
// clean page that leads back to the team search.
import { teamEndpoints as api } from '../../../domain/contracts/teamEndpoints';
import { api as client } from '../../api';
import { Button, ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { Empty, LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { useSession } from '../../stores/sessionStore';
import styles from './Team.module.css';
import { TeamView, type TeamData } from './TeamView';
import { useTeamAction, type TeamAction } from './useTeamAction';

export function PublicTeamPage({ tag }: { tag: string }) {
  const [resource, reload] = useApiGet(api.team, { params: { id: tag } });
  const action = useTeamAction(reload);
  const team = resource.status === 'ready' ? resource.data.team : null;
  return (
    <Page
      title="Team"
      documentTitle={team ? `[${team.info.tag}] ${team.info.name}` : 'Team'}
      subtitle={team ? 'Who races under this tag, and how to join.' : undefined}
    >
      {resource.status === 'loading' && <Loading label="Loading the team…" />}
      {resource.status === 'failed' && <LoadError message={resource.message} onRetry={reload} />}
      {resource.status === 'ready' && !team && (
        <Panel>
          <Empty title="No team goes by that tag">It may have been disbanded or renamed.</Empty>
          <div className={styles.actions}>
            <ButtonLink href="/team">Find a team</ButtonLink>
          </div>
        </Panel>
      )}
      {team && (
        <div className={styles.stack}>
          <JoinPanel team={team} action={action} />
          <TeamView team={team} action={action} />
        </div>
      )}
    </Page>
  );
}

function JoinPanel({ team, action }: { team: TeamData; action: TeamAction }) {
  const user = useSession((state) => state.user);
  const { viewer, info } = team;
  if (viewer.isMember) {
    return (
      <Panel>
        <p className={styles.joinNote}>This is your team.</p>
        <div className={styles.actions}>
          <ButtonLink href="/team">Open My Team</ButtonLink>
        </div>
      </Panel>
    );
  }
  if (!user.loggedIn) {
    return (
      <Panel>
        <p className={styles.joinNote}>Log in to join or apply to this team.</p>
        <div className={styles.actions}>
          <ButtonLink href="/login">Log In</ButtonLink>
        </div>
      </Panel>
    );
  }
  if (user.teamID !== null) {
    return (
      <Panel>
        <p className={styles.joinNote}>You are in another team. Leave it to join this one.</p>
      </Panel>
    );
  }
  const joins = viewer.invited || info.enrollment === 'open';
  const unmet = viewer.unmet.length > 0 && !viewer.invited;
  const closed = info.enrollment === 'invite-only' && !viewer.invited;
  return (
    <Panel>
      {viewer.applied ? (
        <p className={styles.joinNote} role="status">
          Your application is waiting for an officer.
        </p>
      ) : unmet ? (
        <p className={styles.joinNote}>
          You need {info.minRaces} races and {info.minSpeed} {team.stats.speedUnit} on average to
          join.
        </p>
      ) : closed ? (
        <p className={styles.joinNote}>This team takes members by invitation only.</p>
      ) : (
        <div className={styles.actions}>
          <Button
            disabled={action.busy}
            onClick={() =>
              void action.run(
                () =>
                  viewer.invited
                    ? client.call(api.teamAcceptInvite, { params: { id: info.teamID }, body: {} })
                    : client.call(api.teamApply, { params: { id: info.teamID }, body: {} }),
                joins ? `Welcome to [${info.tag}]!` : 'Application sent.',
              )
            }
          >
            {joins ? 'Join team' : 'Apply to join'}
          </Button>
        </div>
      )}
    </Panel>
  );
}

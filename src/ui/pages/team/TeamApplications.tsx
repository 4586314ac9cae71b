// The officers' applications panel: each applicant with Accept and Deny, then Accept all and
// Deny all. Names are rendered as text.
import { teamEndpoints as api } from '../../../domain/contracts/teamEndpoints';
import { api as client } from '../../api';
import { Panel } from '../../components/Page';
import { ActionButton } from './ActionButton';
import styles from './Team.module.css';
import type { TeamData } from './TeamView';
import type { TeamAction } from './useTeamAction';

export function Applications({ team, action }: { team: TeamData; action: TeamAction }) {
  const list = team.applications ?? [];
  return (
    <Panel labelledBy="applications-heading">
      <h2 id="applications-heading" className={styles.panelTitle}>
        Applications ({list.length})
      </h2>
      {list.length === 0 ? (
        <p className={styles.note}>No applications waiting.</p>
      ) : (
        <>
          <ul className={styles.list}>
            {list.map((a) => (
              <li key={a.userID} className={styles.row}>
                <span className={styles.rowMain}>
                  <strong>{a.displayName}</strong>
                  <span className={styles.muted}>
                    {a.racesPlayed} races · {a.avgSpeed} {team.stats.speedUnit}
                  </span>
                </span>
                <span className={styles.actions}>
                  <ActionButton
                    action={action}
                    size="sm"
                    about={a.displayName}
                    call={() =>
                      client.call(api.teamApplicationAccept, {
                        params: { userID: a.userID },
                        body: {},
                      })
                    }
                    done={`${a.displayName} joined the team.`}
                  >
                    Accept
                  </ActionButton>
                  <ActionButton
                    action={action}
                    size="sm"
                    variant="ghost"
                    about={a.displayName}
                    call={() =>
                      client.call(api.teamApplicationDeny, {
                        params: { userID: a.userID },
                        body: {},
                      })
                    }
                    done="Application denied."
                  >
                    Deny
                  </ActionButton>
                </span>
              </li>
            ))}
          </ul>
          <div className={styles.actions}>
            <ActionButton
              action={action}
              variant="accent"
              call={() => client.call(api.teamApplicationsAcceptAll, { body: {} })}
              done="Applications accepted."
            >
              Accept all
            </ActionButton>
            <ActionButton
              action={action}
              variant="ghost"
              call={() => client.call(api.teamApplicationsDenyAll, { body: {} })}
              done="Applications denied."
            >
              Deny all
            </ActionButton>
          </div>
        </>
      )}
    </Panel>
  );
}

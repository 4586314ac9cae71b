// Officers change their team's settings, and may disband it with the team password.
import { useState } from 'react';

import { teamEndpoints as api } from '../../../domain/contracts/teamEndpoints';
import { api as client } from '../../api';
import { Button } from '../../components/Button';
import { TextField } from '../../components/Field';
import { Panel } from '../../components/Page';
import styles from './Team.module.css';
import { TeamSettingsFields, type TeamSettingsDraft } from './TeamForm';
import type { TeamData } from './TeamView';
import type { TeamAction } from './useTeamAction';

export function TeamSettings({ team, action }: { team: TeamData; action: TeamAction }) {
  const { info } = team;
  const [draft, setDraft] = useState<TeamSettingsDraft>({
    name: info.name,
    tagColor: info.tagColor,
    enrollment: info.enrollment,
    minRaces: info.minRaces,
    minSpeed: info.minSpeed,
    otherRequirements: info.otherRequirements,
    autoRemove: info.autoRemove,
  });
  const [password, setPassword] = useState('');
  return (
    <Panel labelledBy="settings-heading">
      <h2 id="settings-heading" className={styles.panelTitle}>
        Team settings
      </h2>
      <form
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(() => client.call(api.teamUpdate, { body: draft }), 'Team saved.');
        }}
      >
        <TeamSettingsFields draft={draft} onChange={setDraft} speedUnit={team.stats.speedUnit} />
        <div>
          <Button type="submit" disabled={action.busy}>
            Save settings
          </Button>
        </div>
      </form>
      <form
        className={[styles.form, styles.separated].join(' ')}
        onSubmit={(event) => {
          event.preventDefault();
          void action.run(
            () => client.call(api.teamDisband, { body: { password } }),
            'The team was disbanded.',
          );
        }}
      >
        <h3 className={styles.subTitle}>Disband the team</h3>
        <p className={styles.note}>Everyone leaves the team and its tag becomes free.</p>
        <TextField
          label="Team password"
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        <div>
          <Button type="submit" variant="danger" disabled={action.busy || password.length === 0}>
            Disband team
          </Button>
        </div>
      </form>
    </Panel>
  );
}

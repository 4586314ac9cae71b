// Social tab (SPEC §7 /settings/social {offline, allowFriendRequests, lookingForTeam}): the call
// the friends page uses too (friendEndpoints.socialSettings), saved as each box changes.
import { friendEndpoints } from '../../../domain/contracts/friendEndpoints';
import { z } from '../../../domain/zodMini';
import { api } from '../../api';
import { CheckboxField } from '../../components/Field';
import { Panel } from '../../components/Page';
import { getSession } from '../../stores/sessionStore';
import styles from './Profile.module.css';
import { useSettingsForm, type TabProps } from './settingsForm';
import { FormMessages } from './SettingsFormParts';

type SocialChange = Partial<Record<'offline' | 'allowFriendRequests' | 'lookingForTeam', boolean>>;

export function SocialTab({ settings, onSaved }: TabProps) {
  const form = useSettingsForm();
  const save = (change: SocialChange) =>
    void form.submit(
      z.unknown(),
      change,
      async () => {
        const next = await api.call(friendEndpoints.socialSettings, { body: change });
        const session = getSession();
        session.refreshUser({ ...session.user, ...next });
        onSaved({ ...settings, ...next });
      },
      'Saved.',
    );
  return (
    <Panel labelledBy="social-title">
      <h2 id="social-title" className={styles.sectionTitle}>
        Social
      </h2>
      <div className={styles.form}>
        <FormMessages form={form} />
        <CheckboxField
          label="Appear offline to friends"
          checked={settings.offline}
          onChange={(e) => save({ offline: e.target.checked })}
        />
        <CheckboxField
          label="Accept friend requests (turning this off declines the waiting ones)"
          checked={settings.allowFriendRequests}
          onChange={(e) => save({ allowFriendRequests: e.target.checked })}
        />
        <CheckboxField
          label="I am looking for a team"
          checked={settings.lookingForTeam}
          onChange={(e) => save({ lookingForTeam: e.target.checked })}
        />
      </div>
    </Panel>
  );
}

// SPEC §7 POST /settings/social: appear offline to friends, and take friend requests (turning
// them off drops the pending ones).
import { CheckboxField } from '../../components/Field';
import { getAppSession, useSession } from '../../stores/sessionStore';
import { act, api, friendEndpoints, type SectionProps } from './friendActions';
import styles from './Friends.module.css';

export function SocialSettings(props: Pick<SectionProps, 'changed' | 'failed'>) {
  const user = useSession((s) => s.user);
  const save = (changes: { offline?: boolean; allowFriendRequests?: boolean }) =>
    act(
      async () => {
        const saved = await api.call(friendEndpoints.socialSettings, { body: changes });
        const store = getAppSession().store;
        store.setState({ user: { ...store.getState().user, ...saved } });
      },
      'Settings saved.',
      props,
    );
  return (
    <div className={styles.settings}>
      <CheckboxField
        label="Appear offline to friends"
        checked={user.offline}
        onChange={(e) => void save({ offline: e.target.checked })}
      />
      <CheckboxField
        label="Accept friend requests"
        checked={user.allowFriendRequests}
        onChange={(e) => void save({ allowFriendRequests: e.target.checked })}
      />
    </div>
  );
}

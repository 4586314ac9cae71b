// Single sign-on tab (SPEC §2 "single sign-on removal"): the providers linked to the account.
// Linking arrives with the single sign-on feature; until then no account has any, and the tab
// says so instead of offering a removal that could not do anything.
import { Panel } from '../../components/Page';
import { Empty } from '../../components/Status';
import styles from './Profile.module.css';
import type { TabProps } from './settingsForm';

export function SsoTab({ settings }: Pick<TabProps, 'settings'>) {
  return (
    <Panel labelledBy="sso-title">
      <h2 id="sso-title" className={styles.sectionTitle}>
        Single sign-on
      </h2>
      {settings.sso.length === 0 ? (
        <Empty title="No single sign-on linked">
          You log in with your username and password. Signing in with another account is not
          available yet.
        </Empty>
      ) : (
        <ul>
          {settings.sso.map((link) => (
            <li key={link.provider}>{link.provider}</li>
          ))}
        </ul>
      )}
    </Panel>
  );
}

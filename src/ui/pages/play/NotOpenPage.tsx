// Routes of features that arrive in later updates. They exist so links and bookmarks work and
// say honestly that the feature is not open yet.
import { logoTarget, PATHS } from '../../../domain/nav/routes';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from './Play.module.css';

export function NotOpenPage({ feature }: { feature: string }) {
  const site = useSite();
  const loggedIn = useSession((state) => state.user.loggedIn);
  return (
    <Page title={feature}>
      <Panel className={styles.welcome}>
        <h2>Not open yet</h2>
        <p>
          {feature} isn’t part of {site.productName} yet. It arrives in a coming update; the News
          and Updates pages will say when.
        </p>
        <div className={styles.actions}>
          <ButtonLink href={logoTarget(loggedIn)} size="lg">
            {loggedIn ? 'My Garage' : 'Home'}
          </ButtonLink>
          <ButtonLink href={PATHS.updates} variant="ghost" size="lg">
            Updates
          </ButtonLink>
        </div>
      </Panel>
    </Page>
  );
}

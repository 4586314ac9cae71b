// /race and /play (and friend races below them): the track is not open yet, and the page says so
// plainly instead of pretending.
import { PATHS } from '../../../domain/nav/routes';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { RaceButton } from '../../components/RaceButton';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import styles from './Play.module.css';

export function RacePage({ friend }: { friend?: string }) {
  const site = useSite();
  const loggedIn = useSession((state) => state.user.loggedIn);
  const title = friend ? `Race ${friend}` : site.raceButton === 'Play Now' ? 'Play' : 'Race';
  return (
    <Page title={title}>
      <Panel className={styles.welcome}>
        <h2>Racing opens in the next update.</h2>
        <p>
          {friend
            ? 'Friend races open then too. Until then, catch up on what is coming.'
            : 'Until then, catch up on what is coming.'}
        </p>
        <div className={styles.actions}>
          <RaceButton disabled reason="Racing opens in the next update." />
          <ButtonLink href={PATHS.news} variant="ghost" size="lg">
            Read the News
          </ButtonLink>
          {loggedIn && (
            <ButtonLink href={PATHS.garage} variant="ghost" size="lg">
              My Garage
            </ButtonLink>
          )}
        </div>
      </Panel>
    </Page>
  );
}

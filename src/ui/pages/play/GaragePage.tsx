// /garage: the logged-in racer's home. For now a welcome panel with their name, level and cash
// and the race button; the car showroom arrives with the garage feature.
import { PATHS } from '../../../domain/nav/routes';
import { hasFullAccess, nameShown } from '../../../domain/user';
import { Button, ButtonLink } from '../../components/Button';
import { LogoMark } from '../../components/Logo';
import { Page, Panel } from '../../components/Page';
import { RaceButton } from '../../components/RaceButton';
import { formatCount, formatMoney } from '../../content/format';
import { useSite } from '../../site';
import { useAuthOverlay } from '../../stores/authOverlay';
import { useSession } from '../../stores/sessionStore';
import styles from './Play.module.css';

export function GaragePage() {
  const site = useSite();
  const user = useSession((state) => state.user);
  const showOverlay = useAuthOverlay((state) => state.show);

  if (!user.loggedIn) {
    return (
      <Page title="Garage" subtitle="Your cars, your cash, your stats.">
        <Panel className={styles.welcome}>
          <h2>Log in to open your garage</h2>
          <p>Your garage keeps your cars, cash and progress. Log in or create a free account.</p>
          <div className={styles.actions}>
            <ButtonLink href={PATHS.login} size="lg">
              Log In
            </ButtonLink>
            <Button variant="accent" size="lg" onClick={() => showOverlay('register')}>
              Create Account
            </Button>
          </div>
        </Panel>
      </Page>
    );
  }

  const stats = [
    { label: 'Level', value: formatCount(user.level) },
    { label: 'Cash', value: formatMoney(user.money) },
    { label: 'Cars', value: formatCount(user.totalCars) },
    { label: 'Races', value: formatCount(user.racesPlayed) },
  ];

  return (
    <Page title="Garage" documentTitle="Garage">
      <Panel className={styles.welcome} labelledBy="garage-welcome">
        <div className={styles.identity}>
          <LogoMark className={styles.car} />
          <div>
            <p className={styles.racerTitle}>{user.title}</p>
            <h2 id="garage-welcome" className={styles.racerName}>
              Welcome back, {nameShown(user)}!
            </h2>
          </div>
        </div>
        <dl className={styles.stats}>
          {stats.map((stat) => (
            <div key={stat.label} className={styles.stat}>
              <dt>{stat.label}</dt>
              <dd>{stat.value}</dd>
            </div>
          ))}
        </dl>
        {!hasFullAccess(user, site) && (
          <p className={styles.notice}>
            Complete your qualifying race to unlock the shop, friends, teams and the rest of the
            site.
          </p>
        )}
        <div className={styles.actions}>
          <RaceButton disabled reason="Racing opens in the next update." />
          <p className={styles.soon}>Racing opens in the next update.</p>
        </div>
      </Panel>
    </Page>
  );
}

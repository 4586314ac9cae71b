// /racer/{username} (SPEC §2): a racer's public profile: their car in its paint, title, level,
// team tag and figures on this site. A name nobody holds, or a racer who set `offline`, gets the
// same clean page (the server answers both alike, so the page cannot tell them apart either).
import { Link } from 'wouter';

import { statsEndpoints } from '../../../domain/contracts/statsEndpoints';
import { PATHS } from '../../../domain/nav/routes';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { LoadError, Loading } from '../../components/Status';
import { useApiGet } from '../../hooks/useApiGet';
import { ReportPlayerButton } from '../../players/ReportPlayerButton';
import { SendCashForm } from '../../players/SendCashForm';
import { useSite } from '../../site';
import { useSession } from '../../stores/sessionStore';
import { CarArt } from '../garage/CarArt';
import { TeamTag } from '../team/TeamTag';
import { FigureTiles } from './FigureTiles';
import styles from './Stats.module.css';
import { figureTiles, formatDate } from './statsFormat';

export function RacerProfilePage({ username }: { username: string }) {
  const site = useSite();
  const me = useSession((state) => (state.user.loggedIn ? state.user.username : null));
  const loggedIn = useSession((state) => state.user.loggedIn);
  const [profile, reload] = useApiGet(statsEndpoints.racerProfile, { params: { username } });

  if (profile.status === 'loading') {
    return (
      <Page title="Racer" documentTitle={username}>
        <Loading label="Finding that racer…" />
      </Page>
    );
  }
  if (profile.status === 'failed') {
    return (
      <Page title="Racer" documentTitle={username}>
        <LoadError message={profile.message} onRetry={reload} />
      </Page>
    );
  }
  const racer = profile.data.racer;
  if (!racer) {
    return (
      <Page title="Racer not found" documentTitle="Racer not found">
        <Panel className={styles.missing}>
          <h2 className={styles.panelTitle}>No public profile here</h2>
          <p>
            There is no racer called <strong>{username}</strong>, or they keep their profile
            private.
          </p>
          <div className={styles.actions}>
            <ButtonLink href={PATHS.leaderboards}>See the leaderboards</ButtonLink>
            <ButtonLink href={site.racePath} variant="ghost">
              {site.raceButton}
            </ButtonLink>
          </div>
        </Panel>
      </Page>
    );
  }

  const own = me !== null && me.toLowerCase() === racer.username.toLowerCase();
  return (
    <Page
      title={racer.displayName}
      subtitle={
        racer.tag ? (
          <>
            <Link href={`/team/${encodeURIComponent(racer.tag)}`}>
              <TeamTag tag={racer.tag} color={racer.tagColor} />
            </Link>{' '}
            {racer.title}
          </>
        ) : (
          racer.title
        )
      }
      documentTitle={`${racer.displayName} (${racer.username})`}
    >
      <div className={styles.stack}>
        <Panel className={styles.profileCard} labelledBy="racer-heading">
          <div className={styles.carStage}>
            <CarArt
              src={racer.car.src}
              name={`${racer.displayName}’s car: ${racer.car.name}`}
              hueAngle={racer.car.hueAngle}
              className={styles.profileCar}
            />
          </div>
          <div className={styles.identity}>
            <h2 id="racer-heading" className={styles.carName}>
              Drives the {racer.car.name}
            </h2>
            <ul className={styles.badges} aria-label="About this racer">
              <li className={styles.badge}>Level {racer.level}</li>
              {racer.membership === 'gold' && (
                <li className={`${styles.badge} ${styles.gold}`}>Gold member</li>
              )}
              <li className={styles.badge}>@{racer.username}</li>
              <li className={styles.badge}>Racing since {formatDate(racer.createdStamp)}</li>
            </ul>
            {own && (
              <p className={styles.note}>
                This is how others see you. <Link href={PATHS.stats}>My Stats</Link>
              </p>
            )}
            {loggedIn && !own && (
              <div className={styles.actions}>
                <ReportPlayerButton targetID={racer.userID} targetName={racer.displayName} />
              </div>
            )}
          </div>
        </Panel>
        {loggedIn && !own && (
          <Panel labelledBy="racer-send-cash">
            <h2 id="racer-send-cash" className={styles.panelTitle}>
              Send cash
            </h2>
            <SendCashForm toUserID={racer.userID} toName={racer.displayName} />
          </Panel>
        )}
        <Panel labelledBy="racer-figures">
          <h2 id="racer-figures" className={styles.panelTitle}>
            On {site.productName}
          </h2>
          {racer.allTime.races === 0 ? (
            <p className={styles.note}>No races on {site.productName} yet.</p>
          ) : (
            <FigureTiles label="All time" tiles={figureTiles(racer.allTime, racer.speedUnit)} />
          )}
        </Panel>
        <Panel labelledBy="racer-achievements">
          <h2 id="racer-achievements" className={styles.panelTitle}>
            Achievements
          </h2>
          {racer.achievements.count === 0 ? (
            <p className={styles.note}>No achievements claimed yet.</p>
          ) : (
            <>
              <p className={styles.achievementTotals}>
                {racer.achievements.count} claimed · {racer.achievements.points} points
              </p>
              <ul className={styles.badges} aria-label="Latest achievements">
                {racer.achievements.recent.map((a) => (
                  <li key={a.achievementID} className={styles.badge}>
                    {a.name}
                  </li>
                ))}
              </ul>
            </>
          )}
        </Panel>
      </div>
    </Page>
  );
}

// The home page for visitors (logo target when logged out): what the game is, why it's fun, and
// the way onto the track.
import { PATHS } from '../../domain/nav/routes';
import type { SiteId } from '../../domain/site';
import { Button, ButtonLink } from '../components/Button';
import { HeroArt } from '../components/HeroArt';
import { usePageTitle } from '../components/Page';
import { RaceButton } from '../components/RaceButton';
import { useSite } from '../site';
import { useAuthOverlay } from '../stores/authOverlay';
import { useSession } from '../stores/sessionStore';
import { FeatureIcon } from './FeatureIcon';
import styles from './HomePage.module.css';

const COPY: Record<SiteId, { lead: string; steps: [string, string, string] }> = {
  typing: {
    lead: 'A racing game you drive with your keyboard. Every word you type pushes your car down the track, so the faster and cleaner you type, the faster you go.',
    steps: [
      'Hit the race button and line up against other racers.',
      'Type the passage as it lights up. Mistakes stall your car until you fix them.',
      'Cross the line to earn cash and experience for new cars.',
    ],
  },
  math: {
    lead: 'A racing game you drive with your brain. Every sum you solve pushes your car down the track, so the faster you answer, the faster you go.',
    steps: [
      'Pick a problem type and line up against other racers.',
      'Answer each problem as it appears. A wrong answer costs you a moment.',
      'Cross the line to earn cash and experience for new cars.',
    ],
  },
};

const FEATURES = [
  {
    icon: 'race',
    title: 'Race real people',
    text: 'Go head to head with racers from everywhere, or challenge a friend to a private race.',
  },
  {
    icon: 'garage',
    title: 'Build your garage',
    text: 'Win cash, level up and unlock cars from a cheerful little hatchback to open-wheel rockets.',
  },
  {
    icon: 'team',
    title: 'Play together',
    text: 'Join a team, make friends and race with your class. Teachers get their own portal.',
  },
] as const;

export function HomePage() {
  const site = useSite();
  const loggedIn = useSession((state) => state.user.loggedIn);
  const showOverlay = useAuthOverlay((state) => state.show);
  const copy = COPY[site.id];
  usePageTitle(null);

  return (
    <div className={styles.home}>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={styles.heroText}>
          <p className={styles.kicker}>Free to play · In your browser</p>
          <h1 id="home-title" className={styles.title}>
            {site.tagline}
          </h1>
          <p className={styles.lead}>{copy.lead}</p>
          <div className={styles.heroActions}>
            <RaceButton />
            {loggedIn ? (
              <ButtonLink href={PATHS.garage} variant="ghost" size="lg">
                My Garage
              </ButtonLink>
            ) : (
              <Button variant="ghost" size="lg" onClick={() => showOverlay('register')}>
                Create Account
              </Button>
            )}
          </div>
        </div>
        <div className={styles.heroArt}>
          <HeroArt site={site.id} />
        </div>
      </section>

      <section className={styles.section} aria-labelledby="how-title">
        <h2 id="how-title" className={styles.sectionTitle}>
          How a race works
        </h2>
        <ol className={styles.steps}>
          {copy.steps.map((step, index) => (
            <li key={step} className={styles.step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              <p>{step}</p>
            </li>
          ))}
        </ol>
      </section>

      <section className={styles.section} aria-labelledby="features-title">
        <h2 id="features-title" className={styles.sectionTitle}>
          Why racers keep coming back
        </h2>
        <ul className={styles.features}>
          {FEATURES.map((feature) => (
            <li key={feature.title} className={styles.feature}>
              <FeatureIcon name={feature.icon} />
              <h3>{feature.title}</h3>
              <p>{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      {!loggedIn && (
        <section className={styles.cta} aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title" className={styles.ctaTitle}>
              Ready for the green light?
            </h2>
            <p>Create a free account to keep your cars, cash and stats, and race your friends.</p>
          </div>
          <Button variant="accent" size="lg" onClick={() => showOverlay('register')}>
            Sign Up Free
          </Button>
        </section>
      )}
    </div>
  );
}

// /about: who makes the game and why.
import { PATHS } from '../../../domain/nav/routes';
import { SITES } from '../../../domain/site';
import { COMPANY } from '../../company';
import { ButtonLink } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { useSite } from '../../site';
import styles from './Info.module.css';

export function AboutPage() {
  const site = useSite();
  return (
    <Page title="About Us" subtitle="We make practice feel like a race.">
      <div className={styles.split}>
        <Panel prose>
          <h2>Why we built it</h2>
          <p>
            Typing and quick mental maths are skills you use every day, and the best way to get
            better at them is lots of practice. Drills are dull; races are not.{' '}
            {SITES.typing.productName} turns every passage you type into a race against real people,
            and {SITES.math.productName} does the same for arithmetic.
          </p>
          <h2>Who we are</h2>
          <p>
            {COMPANY.name} is a small, independent game studio. We build for racers of every age,
            from students typing their first sentences to speed demons chasing a personal best, and
            we work with schools to keep the game safe and useful in the classroom.
          </p>
          <h2>What we believe</h2>
          <ul>
            <li>Practice should be fun enough that you want to come back tomorrow.</li>
            <li>Every race should be fair, and every racer should feel welcome.</li>
            <li>Your data is yours: we collect little and never sell it.</li>
          </ul>
        </Panel>
        <aside className={styles.card} aria-label="Get in touch">
          <h2>Say hello</h2>
          <p>Questions, ideas or a school that wants to race? We’d love to hear from you.</p>
          <ButtonLink href={PATHS.contact} variant="accent" block>
            Contact Us
          </ButtonLink>
          <p className={styles.small}>
            Already racing on {site.productName}? Read the latest on the News page.
          </p>
          <ButtonLink href={PATHS.news} variant="ghost" block>
            Latest News
          </ButtonLink>
        </aside>
      </div>
    </Page>
  );
}

// /contact: how to reach the team, by topic.
import { Link } from 'wouter';

import { PATHS } from '../../../domain/nav/routes';
import { COMPANY } from '../../company';
import { Page } from '../../components/Page';
import styles from './Info.module.css';

export function ContactPage() {
  return (
    <Page title="Contact" subtitle="Pick the right lane and we’ll get back to you quickly.">
      <ul className={styles.tiles}>
        <li className={styles.tile}>
          <h2>Found a bug?</h2>
          <p>The fastest way to get it fixed is the bug report form. Every report is read.</p>
          <Link href={PATHS.reportBug}>Report a bug →</Link>
        </li>
        <li className={styles.tile}>
          <h2>Account help</h2>
          <p>Login trouble, username questions or anything about your account.</p>
          <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>
        </li>
        <li className={styles.tile}>
          <h2>Schools and teachers</h2>
          <p>Using the game with a class, or questions about the Teacher Portal?</p>
          <a href={`mailto:${COMPANY.schoolsEmail}`}>{COMPANY.schoolsEmail}</a>
        </li>
        <li className={styles.tile}>
          <h2>Privacy</h2>
          <p>Requests to see, correct or delete personal data, from racers or parents.</p>
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a>
        </li>
        <li className={styles.tile}>
          <h2>Security</h2>
          <p>Found a way to cheat or a hole in the site? Tell us privately, not in public.</p>
          <a href={`mailto:${COMPANY.securityEmail}`}>{COMPANY.securityEmail}</a>
        </li>
      </ul>
      <section className={styles.postal} aria-labelledby="postal-title">
        <h2 id="postal-title">By post</h2>
        <address>
          {COMPANY.name}
          <br />
          {COMPANY.street}
          <br />
          {COMPANY.city}
          <br />
          {COMPANY.country}
        </address>
      </section>
    </Page>
  );
}

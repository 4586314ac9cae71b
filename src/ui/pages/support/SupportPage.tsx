// /support: answers to common questions and the bug report form (#report-bug).
import { useEffect, useRef } from 'react';
import { Link } from 'wouter';

import { PATHS } from '../../../domain/nav/routes';
import { COMPANY } from '../../company';
import { Button } from '../../components/Button';
import { Page, Panel } from '../../components/Page';
import { useHash } from '../../hooks/useHash';
import { useSite } from '../../site';
import { useAuthOverlay } from '../../stores/authOverlay';
import { BugReportForm } from './BugReportForm';
import styles from './Support.module.css';

export const REPORT_BUG_ID = 'report-bug';

export function SupportPage() {
  const site = useSite();
  const hash = useHash();
  const showOverlay = useAuthOverlay((state) => state.show);
  const reportHeading = useRef<HTMLHeadingElement>(null);
  const drives = site.id === 'math' ? 'answer each problem' : 'type each passage';

  useEffect(() => {
    if (hash !== `#${REPORT_BUG_ID}`) return;
    const section = document.getElementById(REPORT_BUG_ID);
    const smooth = !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    section?.scrollIntoView?.({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
    reportHeading.current?.focus({ preventScroll: true });
  }, [hash]);

  return (
    <Page title="Support" subtitle="Stuck in the pit lane? Here’s how to get back on track.">
      <div className={styles.layout}>
        <Panel labelledBy="faq-title">
          <h2 id="faq-title">Common questions</h2>
          <div className={styles.faq}>
            <details>
              <summary>How do I race?</summary>
              <p>
                Press <strong>{site.raceButton}</strong>, wait for the green light, then {drives} as
                fast and accurately as you can. Your car moves with every correct answer; the first
                car over the line wins.
              </p>
            </details>
            {site.requiresQualifying && (
              <details>
                <summary>What is the qualifying race?</summary>
                <p>
                  A short solo race every new account completes once. It measures your starting
                  speed and accuracy so you’re matched with racers at your level, and it unlocks the
                  garage, shop, friends and teams.
                </p>
              </details>
            )}
            {site.id === 'typing' && (
              <details>
                <summary>How is my speed worked out?</summary>
                <p>
                  In words per minute, where every five characters (spaces included) count as one
                  word. Accuracy is the share of keys you pressed correctly the first time.
                </p>
              </details>
            )}
            <details>
              <summary>I forgot my password.</summary>
              <p>
                Use <em>Forgot your password?</em> on the log in screen and we’ll e-mail you a link
                to choose a new one. It only works if your account has an e-mail address.
              </p>
              <Button variant="ghost" size="sm" onClick={() => showOverlay('forgot')}>
                Reset My Password
              </Button>
            </details>
            <details>
              <summary>Is {site.productName} free?</summary>
              <p>
                Yes. Racing, cars earned with race cash, friends and teams are free. Nitro Gold is
                an optional membership with extras such as double cash per race and no ads.
              </p>
            </details>
            <details>
              <summary>I’m a teacher. Can my class use it?</summary>
              <p>
                Yes. Open the Teacher Portal (the button at the top of the page, or{' '}
                <a href="/teachers">/teachers</a>), create a class and share its 7-digit code or
                join link. You approve each student, follow their races, speed and accuracy, switch
                off what your class should not use, and post a class message. Questions:{' '}
                <a href={`mailto:${COMPANY.schoolsEmail}`}>{COMPANY.schoolsEmail}</a>.
              </p>
            </details>
            <details>
              <summary>Someone is cheating or being unkind.</summary>
              <p>
                Tell us with the form below (choose “Something else”) and include the racer’s name
                and roughly when it happened. Every report is read by a person.
              </p>
            </details>
          </div>
          <p className={styles.more}>
            Still stuck? See the <Link href={PATHS.contact}>contact page</Link> or browse the{' '}
            <Link href={PATHS.sitemap}>site map</Link>.
          </p>
        </Panel>

        <Panel id={REPORT_BUG_ID} labelledBy="report-title" className={styles.report}>
          <h2 id="report-title" ref={reportHeading} tabIndex={-1}>
            Report a bug
          </h2>
          <p className={styles.intro}>
            Found something broken? Tell us what happened and we’ll take a look.
          </p>
          <BugReportForm />
        </Panel>
      </div>
    </Page>
  );
}

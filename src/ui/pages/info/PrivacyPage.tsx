// /support/privacy: what we collect, why, and the choices racers, parents and schools have.
import { Link } from 'wouter';

import { PATHS } from '../../../domain/nav/routes';
import { COMPANY, POSTAL_ADDRESS } from '../../company';
import { Page, Panel } from '../../components/Page';
import { useSite } from '../../site';

export const PRIVACY_UPDATED = 'June 1, 2025';

export function PrivacyPage() {
  const site = useSite();
  const product = site.productName;
  return (
    <Page title="Privacy Policy" subtitle={`Last updated ${PRIVACY_UPDATED}`} reading>
      <Panel prose>
        <p>
          Many {product} racers are students, so we collect as little as we can, use it only to run
          the game, and never sell it. This policy covers {product} and its sibling sites, operated
          by {COMPANY.name}.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your username, display name and password (stored only
            as a secure hash). An e-mail address is optional and used for password resets, and for
            news only if you ask for it.
          </li>
          <li>
            <strong>Game data:</strong> your races (speed, accuracy, results), cars, items,
            achievements, friends and team.
          </li>
          <li>
            <strong>Technical data:</strong> your time zone, browser type and IP address, used to
            keep the service secure (for example, to slow down password guessing) and to fix bugs.
          </li>
          <li>
            <strong>What you send us:</strong> bug reports and messages to support.
          </li>
        </ul>

        <h2>Cookies and local storage</h2>
        <p>
          We use a cookie to recognise a guest between races and your browser’s local storage to
          keep you logged in and remember your game state. We do not use them to track you across
          other websites.
        </p>

        <h2>Who can see what</h2>
        <p>
          Other racers see your username, display name, cars, team and race results. Your e-mail
          address and password are never shown. Teachers see the progress of students in their
          class. We share data only with service providers who help us run the game (such as hosting
          and e-mail), under contracts that protect it, or when the law requires it.
        </p>

        <h2>Children and schools</h2>
        <p>
          Racers can play without giving an e-mail address. When a school uses {product}, it decides
          which students take part and acts on behalf of parents for that educational use; student
          data is used only to provide the service to the school and is deleted when the school
          asks. Parents can ask to see or delete their child’s information at any time.
        </p>

        <h2>How long we keep it</h2>
        <p>
          We keep account data while the account is active. Guest data and logs are kept only as
          long as needed for security and troubleshooting. When an account is deleted, its personal
          data is removed within 30 days.
        </p>

        <h2>Your choices</h2>
        <p>
          You can ask us for a copy of your data, to correct it or to delete your account, and you
          can turn off news e-mails at any time. Write to{' '}
          <a href={`mailto:${COMPANY.privacyEmail}`}>{COMPANY.privacyEmail}</a> or to {COMPANY.name}
          , {POSTAL_ADDRESS}.
        </p>

        <h2>Changes</h2>
        <p>
          If we change this policy in a way that matters, we will announce it on the News page
          before it applies. See also our <Link href={PATHS.tos}>Terms of Service</Link>.
        </p>
      </Panel>
    </Page>
  );
}

// /support/tos: the Terms of Service, short and readable by the students who agree to them.
import { Link } from 'wouter';

import { PATHS } from '../../../domain/nav/routes';
import { COMPANY } from '../../company';
import { Page, Panel } from '../../components/Page';
import { useSite } from '../../site';

export const TERMS_UPDATED = 'June 1, 2025';

export function TosPage() {
  const site = useSite();
  const product = site.productName;
  return (
    <Page title="Terms of Service" subtitle={`Last updated ${TERMS_UPDATED}`} reading>
      <Panel prose>
        <p>
          These terms are the rules for using {product} and its sibling sites, run by {COMPANY.name}{' '}
          (“we”). By creating an account or racing as a guest you agree to them. If you are under
          18, please read them with a parent, guardian or teacher.
        </p>

        <h2>1. Your account</h2>
        <ul>
          <li>
            Choose a username that is suitable for a classroom. We may change names that are not.
          </li>
          <li>
            Keep your password to yourself. You are responsible for what happens on your account.
          </li>
          <li>
            One person per account. Don’t race on someone else’s account or let them race on yours.
          </li>
          <li>
            Students who join through a school use their account under their school’s direction.
          </li>
        </ul>

        <h2>2. Fair play</h2>
        <p>
          Race with your own hands. Scripts, macros, auto-typers, bots and anything else that plays
          for you are not allowed, and neither is exploiting a bug for an advantage. Races found to
          be unfair are disqualified; repeated cheating can lead to captcha checks and a closed
          account.
        </p>

        <h2>3. Be kind</h2>
        <p>
          No bullying, harassment, hateful or sexual content, threats or spam, whether in names,
          team profiles or messages. Don’t share personal details such as your address, phone number
          or school name with other racers.
        </p>

        <h2>4. Virtual items and Nitro Gold</h2>
        <p>
          Cash, cars and other items in the game are a licence to use them in the game. They have no
          value in real money and cannot be exchanged for it. Nitro Gold is an optional paid
          membership; purchases are handled under the terms shown at checkout, and purchases by a
          minor need a parent or guardian’s permission.
        </p>

        <h2>5. Our service</h2>
        <p>
          We work hard to keep {product} running, but we provide it “as is” and may change, pause or
          end features. We may suspend or close accounts that break these terms. You can stop using
          the game and ask us to delete your account at any time.
        </p>

        <h2>6. Changes and contact</h2>
        <p>
          If we change these terms in a way that matters, we will say so on the News page before the
          change applies. Questions? Visit <Link href={PATHS.contact}>Contact</Link> or write to{' '}
          <a href={`mailto:${COMPANY.supportEmail}`}>{COMPANY.supportEmail}</a>. How we handle
          personal information is explained in our <Link href={PATHS.privacy}>Privacy Policy</Link>.
        </p>
      </Panel>
    </Page>
  );
}

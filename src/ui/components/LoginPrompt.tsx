// What a page for players shows a visitor: why to log in, Log In, and Create Account (which opens
// the registration overlay).
import type { ReactNode } from 'react';

import { PATHS } from '../../domain/nav/routes';
import { useAuthOverlay } from '../stores/authOverlay';
import { Button, ButtonLink } from './Button';
import styles from './LoginPrompt.module.css';
import { Page, Panel } from './Page';

export function LoginPrompt(props: {
  title: string;
  subtitle: string;
  heading: string;
  children: ReactNode;
}) {
  const showOverlay = useAuthOverlay((state) => state.show);
  return (
    <Page title={props.title} subtitle={props.subtitle}>
      <Panel className={styles.prompt}>
        <h2>{props.heading}</h2>
        <p>{props.children}</p>
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

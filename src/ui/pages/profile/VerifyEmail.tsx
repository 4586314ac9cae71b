// The e-mailed verification link lands on /profile?verifyEmail=1&uid=…&hash=… (mailed by
// settings/emailVerificationService.ts). Opening it posts the link's fields once (SPEC §7 POST
// /auth/validate-email {hash, userID}); it works logged in or not, since the link is the proof.
import { useEffect, useRef, useState } from 'react';

import { settingsEndpoints } from '../../../domain/contracts/settingsEndpoints';
import { ApiError } from '../../../net/apiError';
import { api } from '../../api';
import { FormMessage } from '../../components/Field';
import { Panel } from '../../components/Page';
import { getSession } from '../../stores/sessionStore';
import styles from './Profile.module.css';

/** The link's fields from the address, or null when this is no verification link. */
export function verificationLink(search: string): { userID: number; hash: string } | null {
  const query = new URLSearchParams(search);
  if (query.get('verifyEmail') !== '1') return null;
  const userID = Number(query.get('uid'));
  const hash = query.get('hash') ?? '';
  return Number.isInteger(userID) && userID > 0 && hash ? { userID, hash } : null;
}

export function VerifyEmail({
  link,
  onVerified,
}: {
  link: { userID: number; hash: string } | null;
  onVerified(): void;
}) {
  const [state, setState] = useState<'checking' | 'ok' | { error: string }>('checking');
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    if (!link) {
      setState({ error: 'This verification link is incomplete. Please send a new one.' });
      return;
    }
    api
      .call(settingsEndpoints.validateEmail, { body: link })
      .then(() => {
        setState('ok');
        const session = getSession();
        if (session.user.userID === link.userID) {
          session.refreshUser({ ...session.user, validEmail: true });
        }
        onVerified();
      })
      .catch((error: unknown) =>
        setState({
          error:
            error instanceof ApiError ? error.message : 'Something went wrong. Please try again.',
        }),
      );
  }, [link, onVerified]);

  return (
    <Panel labelledBy="verify-link-title">
      <h2 id="verify-link-title" className={styles.sectionTitle}>
        E-mail verification
      </h2>
      {state === 'checking' ? (
        <FormMessage tone="info">Checking your link…</FormMessage>
      ) : state === 'ok' ? (
        <FormMessage tone="success">Your e-mail address is verified. Thank you!</FormMessage>
      ) : (
        <FormMessage tone="error">{state.error}</FormMessage>
      )}
    </Panel>
  );
}

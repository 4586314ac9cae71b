import { Button, ButtonLink } from '../../components/Button';
import { ErrorScreen } from '../../components/ErrorScreen';

/** The generic error page (SPEC §2): something broke while showing this page. */
export function ErrorPage({ onRetry }: { onRetry: () => void }) {
  return (
    <ErrorScreen
      title="Something went wrong"
      actions={
        <>
          <Button size="lg" onClick={onRetry}>
            Try Again
          </Button>
          <ButtonLink href="/support#report-bug" variant="ghost" size="lg">
            Report a Bug
          </ButtonLink>
        </>
      }
    >
      <p>This page spun out. Try again, and if it keeps happening, tell us what you were doing.</p>
    </ErrorScreen>
  );
}

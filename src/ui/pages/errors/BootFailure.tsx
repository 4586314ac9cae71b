import { Button } from '../../components/Button';
import { ErrorScreen } from '../../components/ErrorScreen';

/** The page could not start (SPEC §2 bootstrap failure); Try Again reloads it. */
export function BootFailure({ detail }: { detail?: string | null }) {
  return (
    <ErrorScreen
      fullScreen
      title="Error Loading Page"
      actions={
        <Button size="lg" onClick={() => window.location.reload()}>
          Try Again
        </Button>
      }
    >
      <p>We couldn’t get the game started. Check your connection and try again.</p>
      {detail && <p>Details: {detail}</p>}
    </ErrorScreen>
  );
}

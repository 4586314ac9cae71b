import { ButtonLink } from '../../components/Button';
import { ErrorScreen } from '../../components/ErrorScreen';

export function NotFoundPage() {
  return (
    <ErrorScreen
      title="Oops! Are you lost, racer?"
      actions={
        <ButtonLink href="/" size="lg">
          Back To Homepage
        </ButtonLink>
      }
    >
      <p>This road doesn’t lead anywhere. The page may have moved, or the link has a typo.</p>
    </ErrorScreen>
  );
}

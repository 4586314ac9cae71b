import { Button } from '../../components/Button';
import { ErrorScreen } from '../../components/ErrorScreen';
import { useSession } from '../../stores/sessionStore';

/** Shown after repeated errors, once the saved session was reset: a fresh login fixes it. */
export function InternalErrorPage() {
  const logout = useSession((state) => state.logout);
  return (
    <ErrorScreen
      title="We hit an internal error"
      actions={
        <Button size="lg" onClick={() => void logout()}>
          Log Out
        </Button>
      }
    >
      <p>
        Something inside the game keeps going wrong. Please log out and log back in; that gives you
        a fresh start and usually fixes it.
      </p>
    </ErrorScreen>
  );
}

// SPEC §2: the warning raised 300 s before the token expires. Reloading fetches the session again,
// which hands back a fresh token while the old one is still valid.
import { Button } from '../components/Button';
import { Modal } from '../components/Modal';
import { useSession } from '../stores/sessionStore';

export function LogoutWarning() {
  const warning = useSession((state) => state.autologoutWarning);
  const dismiss = useSession((state) => state.dismissAutologoutWarning);
  if (!warning) return null;
  return (
    <Modal title="Still there?" onClose={dismiss}>
      <p>Your session will expire soon. Do you want to stay logged in?</p>
      <Button block size="lg" onClick={() => window.location.reload()}>
        Yes, I'm here!
      </Button>
    </Modal>
  );
}

// The login, registration and forgot-password overlays, opened from anywhere through
// useAuthOverlay. Only one shows at a time.
import { lazy, Suspense } from 'react';
import { useLocation } from 'wouter';

import { PATHS } from '../../domain/nav/routes';
import { Modal } from '../components/Modal';
import { Loading } from '../components/Status';
import { useAuthOverlay } from '../stores/authOverlay';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

// Rarely opened: loaded when asked for (the login and registration forms are on the race page).
const ForgotPasswordForm = lazy(() =>
  import('./ForgotPasswordForm').then((m) => ({ default: m.ForgotPasswordForm })),
);
export function AuthOverlays() {
  const open = useAuthOverlay((state) => state.open);
  const show = useAuthOverlay((state) => state.show);
  const close = useAuthOverlay((state) => state.close);
  const [, navigate] = useLocation();

  const enterGarage = () => {
    close();
    navigate(PATHS.garage);
  };

  if (open === 'login') {
    return (
      <Modal title="Log In" onClose={close}>
        <LoginForm
          onLoggedIn={enterGarage}
          onForgotPassword={() => show('forgot')}
          onRegister={() => show('register')}
        />
      </Modal>
    );
  }
  if (open === 'register') {
    return (
      <Modal title="Create Account" onClose={close} wide>
        <RegisterForm onRegistered={enterGarage} onLogin={() => show('login')} />
      </Modal>
    );
  }
  if (open === 'forgot') {
    return (
      <Modal title="Forgot Password" onClose={close}>
        <Suspense fallback={<Loading />}>
          <ForgotPasswordForm onBackToLogin={() => show('login')} />
        </Suspense>
      </Modal>
    );
  }
  return null;
}

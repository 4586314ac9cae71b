// The login, registration and forgot-password overlays, opened from anywhere through
// useAuthOverlay. Only one shows at a time.
import { useLocation } from 'wouter';
import { PATHS } from '../../domain/nav/routes';
import { Modal } from '../components/Modal';
import { useAuthOverlay } from '../stores/authOverlay';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { LoginForm } from './LoginForm';
import { RegisterForm } from './RegisterForm';

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
        <ForgotPasswordForm onBackToLogin={() => show('login')} />
      </Modal>
    );
  }
  return null;
}

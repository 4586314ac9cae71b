// Login, registration, forgot password and the bug report, driven through the real session and
// API client with a fake fetch standing in for the server.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { SITES } from '../../../../src/domain/site';
import { ForgotPasswordForm } from '../../../../src/ui/auth/ForgotPasswordForm';
import { LoginForm } from '../../../../src/ui/auth/LoginForm';
import { RegisterForm } from '../../../../src/ui/auth/RegisterForm';
import { LoginPage } from '../../../../src/ui/pages/LoginPage';
import { BugReportForm } from '../../../../src/ui/pages/support/BugReportForm';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';

// The widget stays a plain element: tests play its 'verified' event themselves (the real one,
// upgraded in jsdom, resets its own state).
// The widget's build, worker and styles (Captcha.tsx): the real widget, loaded in jsdom, resets
// its own state, so the tests play its events themselves.
vi.mock('altcha/external', () => {
  (globalThis as { $altcha?: unknown }).$altcha = { algorithms: new Map() };
  return {};
});
vi.mock('altcha/workers/sha?worker', () => ({ default: class {} }));
vi.mock('altcha/altcha.css', () => ({}));

type Reply = { status: number; body: unknown };
let replies: Reply[];
const calls: { url: string; init: RequestInit }[] = [];

const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  calls.push({ url, init });
  const reply = replies.shift() ?? {
    status: 500,
    body: { status: 'FAIL', results: 'No reply', code: 'X' },
  };
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
});

function renderWithApp(element: ReactNode, path = '/') {
  const { hook } = memoryLocation({ path });
  return render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>{element}</Router>
    </SiteProvider>,
  );
}

const fill = (label: RegExp | string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => {
  replies = [];
  fetchMock.mockClear();
  calls.length = 0;
  setAppSession(
    createSession({
      storage: null,
      document: null,
      fetch: fetchMock,
      navigate: vi.fn(),
      alert: vi.fn(),
    }),
  );
});

afterEach(() => {
  cleanup();
  setAppSession(null);
  window.location.hash = '';
});

describe('LoginForm', () => {
  it('checks required fields before calling the server', () => {
    renderWithApp(
      <LoginForm onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} onRegister={vi.fn()} />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Username is required.')).toBeTruthy();
    expect(screen.getByText('Password is required.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("shows the server's message for a wrong password", async () => {
    replies.push({
      status: 401,
      body: { status: 'FAIL', results: 'Incorrect username or password.', code: 'BAD_CREDENTIALS' },
    });
    renderWithApp(
      <LoginForm onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} onRegister={vi.fn()} />,
    );
    fill('Username', 'speedy');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect username or password.');
    expect(calls[0]?.url).toBe('/api/v2/auth/login/username');
    expect(JSON.parse(String(calls[0]?.init.body))).toMatchObject({
      username: 'speedy',
      password: 'wrong-password',
    });
  });

  it('brings up the captcha when the server asks for one', async () => {
    replies.push({
      status: 403,
      body: {
        status: 'FAIL',
        results: 'Please complete the captcha.',
        code: 'CAPTCHA_REQUIRED',
        fields: { captchaStatus: 'password' },
      },
    });
    const { container } = renderWithApp(
      <LoginForm onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} onRegister={vi.fn()} />,
    );
    fill('Username', 'speedy');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Please complete the captcha.');
    const widget = container.querySelector('altcha-widget');
    // The challenge priced for this username (the server raises it with each wrong password).
    expect(widget?.getAttribute('challenge')).toBe(
      '/api/v2/auth/captcha-challenge?username=speedy',
    );

    // Resending without solving it is stopped in the browser.
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please tick the captcha box first.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
  it("shows the server's message for a delay and for a lock", async () => {
    const refusals = [
      ['LOGIN_DELAYED', 'Too many wrong passwords. Please wait 4 seconds and try again.'],
      ['ACCOUNT_LOCKED', 'This account is locked after too many wrong passwords.'],
    ];
    for (const [code, message] of refusals) {
      replies.push({
        status: 429,
        body: { status: 'FAIL', results: message, code, fields: { retryAfter: '4' } },
      });
    }
    renderWithApp(
      <LoginForm onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} onRegister={vi.fn()} />,
    );
    fill('Username', 'speedy');
    fill('Password', 'a-password');
    for (const [, message] of refusals) {
      fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
      await waitFor(() => expect(screen.getByRole('alert').textContent).toBe(message));
    }
  });

  it('sends each captcha solution once: after a failed try the widget starts over', async () => {
    replies.push({
      status: 403,
      body: {
        status: 'FAIL',
        results: 'Please confirm you are human to continue.',
        code: 'CAPTCHA_REQUIRED',
        fields: { captchaStatus: 'password', captchaCost: '2' },
      },
    });
    replies.push({
      status: 401,
      body: { status: 'FAIL', results: 'Incorrect username or password.', code: 'BAD_CREDENTIALS' },
    });
    const { container } = renderWithApp(
      <LoginForm onLoggedIn={vi.fn()} onForgotPassword={vi.fn()} onRegister={vi.fn()} />,
    );
    fill('Username', 'speedy');
    fill('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Please confirm you are human to continue.');
    const widget = container.querySelector('altcha-widget')!;
    act(() => {
      widget.dispatchEvent(new CustomEvent('verified', { detail: { payload: 'solved-once' } }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    await screen.findByText('Incorrect username or password.');
    expect(JSON.parse(String(calls[1]?.init.body))).toMatchObject({ captchaToken: 'solved-once' });

    // A new widget (a new, possibly costlier challenge), and no resend of the spent solution.
    expect(container.querySelector('altcha-widget')).not.toBe(widget);
    fireEvent.click(screen.getByRole('button', { name: 'Log In' }));
    expect(screen.getByText('Please tick the captcha box first.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('RegisterForm', () => {
  it('requires the policy checkbox and links the terms and privacy policy', () => {
    renderWithApp(<RegisterForm onRegistered={vi.fn()} onLogin={vi.fn()} />);
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe(
      '/support/tos',
    );
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe(
      '/support/privacy',
    );
    fill('Username', 'new_racer');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      screen.getByText('You must accept the Terms of Service and Privacy Policy.'),
    ).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends acceptPolicy "on" and an empty receiveContact, and shows field errors', async () => {
    replies.push({
      status: 400,
      body: {
        status: 'FAIL',
        results: 'That username is already taken.',
        code: 'USERNAME_TAKEN',
        fields: { username: 'That username is already taken.' },
      },
    });
    renderWithApp(<RegisterForm onRegistered={vi.fn()} onLogin={vi.fn()} />);
    fill('Username', 'new_racer');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await waitFor(() =>
      expect(screen.getAllByText('That username is already taken.')).toHaveLength(2),
    );
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
    const body = JSON.parse(String(calls[0]?.init.body));
    expect(body).toMatchObject({
      username: 'new_racer',
      acceptPolicy: 'on',
      receiveContact: '',
      email: '',
    });
    expect(calls[0]?.url).toBe('/api/v2/auth/register/username');
  });

  it('brings up the captcha past the per-address rate and sends its solution', async () => {
    replies.push({
      status: 403,
      body: {
        status: 'FAIL',
        results: 'Please confirm you are human to continue.',
        code: 'CAPTCHA_REQUIRED',
        fields: { captchaStatus: 'login-rate', captchaCost: '2' },
      },
    });
    const { container } = renderWithApp(<RegisterForm onRegistered={vi.fn()} onLogin={vi.fn()} />);
    fill('Username', 'new_racer');
    fill('Password', 'secret-password');
    fireEvent.click(screen.getByLabelText(/I accept the/));
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await screen.findByText('Please confirm you are human to continue.');
    const widget = container.querySelector('altcha-widget');
    expect(widget).not.toBeNull();
    // Priced for the address (no username: a registration's rate is counted per address). An
    // upgraded widget keeps it as a property, a plain element as an attribute.
    const challenge =
      widget?.getAttribute('challenge') ?? (widget as unknown as { challenge?: string }).challenge;
    expect(challenge).toBe('/api/v2/auth/captcha-challenge');
    // Resending without solving it is stopped in the browser.
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(screen.getByText('Please tick the captcha box first.')).toBeTruthy();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});

describe('ForgotPasswordForm', () => {
  it('posts the address with the x-email header and confirms without revealing accounts', async () => {
    replies.push({ status: 200, body: { status: 'OK', results: { sent: true } } });
    renderWithApp(<ForgotPasswordForm onBackToLogin={vi.fn()} />);
    fill('E-mail', 'sam@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByText(/If an account uses sam@example.com/)).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v2/auth/reset-password');
    expect((calls[0]?.init.headers as Record<string, string>)['x-email']).toBe('sam@example.com');
  });
});

describe('LoginPage', () => {
  it('explains a forced logout from the #reason fragment', () => {
    window.location.hash = '#expired-session';
    renderWithApp(<LoginPage />, '/login');
    expect(screen.getByRole('status').textContent).toBe(
      'Your session expired. Log in again to get back on the track.',
    );
  });

  it('opens the choose-new-password form from a reset link and posts the change', async () => {
    replies.push({ status: 200, body: { status: 'OK', results: {} } });
    const { hook } = memoryLocation({
      path: '/login',
      searchPath: 'reset=1&uid=12&hash=abcdef123456',
    });
    render(
      <SiteProvider site={SITES.typing}>
        <Router hook={hook} searchHook={hook.searchHook}>
          <LoginPage />
        </Router>
      </SiteProvider>,
    );
    fill('New password', 'brand-new-pass');
    fill('Confirm new password', 'brand-new-pass');
    fireEvent.click(screen.getByRole('button', { name: 'Save New Password' }));
    expect(await screen.findByText(/Your password has been changed/)).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/v2/auth/reset-password/change');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      newPassword: 'brand-new-pass',
      newPassword2: 'brand-new-pass',
      userID: 12,
      hash: 'abcdef123456',
    });
  });
});

describe('BugReportForm', () => {
  it('sends the report and shows its id', async () => {
    replies.push({ status: 200, body: { status: 'OK', results: { id: 314 } } });
    renderWithApp(<BugReportForm />);
    fireEvent.change(screen.getByLabelText('What is it about?'), { target: { value: 'gameplay' } });
    fill('Summary', 'Car stops halfway');
    fill('What happened?', 'My car stopped moving halfway through the race.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect((await screen.findByRole('status')).textContent).toContain('#314');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({
      category: 'gameplay',
      summary: 'Car stops halfway',
      details: 'My car stopped moving halfway through the race.',
      email: '',
    });
  });

  it('asks for a category before sending', () => {
    renderWithApp(<BugReportForm />);
    fill('Summary', 'Car stops halfway');
    fill('What happened?', 'My car stopped moving halfway through the race.');
    fireEvent.click(screen.getByRole('button', { name: 'Send Report' }));
    expect(screen.getByText('Please pick what the problem is about.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

// The bot verification modal (SPEC §2, §5, §8), the way back from captcha 'pending', driven
// through the real session and API client with a fake fetch standing in for the server. The
// ALTCHA widget is replaced by a box that hands over a token, as the widget does once solved.
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { defaultUser, type CaptchaStatus } from '../../../../src/domain/user';
import { BotVerification, CAPTCHA_UNKNOWN_ERROR } from '../../../../src/ui/auth/BotVerification';
import { requireCaptcha, useBotVerification } from '../../../../src/ui/stores/botVerification';
import {
  createSession,
  getAppSession,
  setAppSession,
} from '../../../../src/ui/stores/sessionStore';

vi.mock('../../../../src/ui/auth/Captcha', () => ({
  Captcha: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-token')}>
      I am human
    </button>
  ),
}));

type Reply = { status: number; body: unknown } | 'network-down';
let replies: Reply[];
const calls: { url: string; body: unknown }[] = [];
const fetchMock = vi.fn(async (url: string, init: RequestInit) => {
  calls.push({ url, body: JSON.parse(String(init.body ?? 'null')) });
  const reply = replies.shift() ?? 'network-down';
  if (reply === 'network-down') throw new TypeError('Failed to fetch');
  return new Response(JSON.stringify(reply.body), {
    status: reply.status,
    headers: { 'content-type': 'application/json' },
  });
});
const reload = vi.fn();

function player(captchaStatus: CaptchaStatus) {
  getAppSession().store.setState({
    user: { ...defaultUser(), loggedIn: true, userID: 7, username: 'racer', captchaStatus },
    token: 'session-token',
  });
}

beforeEach(() => {
  replies = [];
  calls.length = 0;
  reload.mockClear();
  vi.stubGlobal('location', { ...window.location, reload });
  useBotVerification.setState({ dismissed: false });
  setAppSession(
    createSession({ storage: null, document: null, fetch: fetchMock, navigate: vi.fn() }),
  );
});

afterEach(() => {
  cleanup();
  setAppSession(null);
  vi.unstubAllGlobals();
});

describe('BotVerification', () => {
  it('stays away unless the captcha is pending', () => {
    player('passed');
    render(<BotVerification />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('validates the checkbox token, shows Validated, and Continue reloads', async () => {
    player('pending');
    render(<BotVerification />);
    expect(screen.getByRole('dialog', { name: 'Bot Verification' })).toBeTruthy();
    replies.push({ status: 200, body: { status: 'OK', results: { captchaStatus: 'passed' } } });
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await screen.findByText('Validated');
    expect(calls[0]).toEqual({
      url: '/api/v2/auth/validate-captcha',
      body: { token: 'solved-token' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it("shows the server's message inline with the blocker hint, and lets the player retry", async () => {
    player('pending');
    render(<BotVerification />);
    replies.push({
      status: 403,
      body: {
        status: 'FAIL',
        results: 'The captcha could not be verified. Please try again.',
        code: 'CAPTCHA_INVALID',
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await screen.findByText(/The captcha could not be verified/);
    expect(screen.getByText(/blocker may be hiding it/)).toBeTruthy();
    replies.push({ status: 200, body: { status: 'OK', results: { captchaStatus: 'passed' } } });
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await screen.findByText('Validated');
  });

  it("says 'An unknown error occurred. Please try again!' when the server cannot be reached", async () => {
    player('pending');
    render(<BotVerification />);
    replies.push('network-down');
    fireEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await waitFor(() => expect(screen.getByText(CAPTCHA_UNKNOWN_ERROR)).toBeTruthy());
  });

  it('comes back when a join is refused for the captcha after the player closed it', async () => {
    player('passed');
    render(<BotVerification />);
    act(() => requireCaptcha());
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => requireCaptcha());
    expect(screen.getByRole('dialog')).toBeTruthy();
  });
});

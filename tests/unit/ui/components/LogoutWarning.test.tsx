// The session-expiry warning is a real modal: focus moves in, Tab stays in, Escape dismisses.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { LogoutWarning } from '../../../../src/ui/layout/LogoutWarning';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import type { Session } from '../../../../src/ui/stores/sessionStore';

let session: Session;

beforeEach(() => {
  session = createSession({
    storage: null,
    document: null,
    fetch: vi.fn(() => Promise.reject(new Error('no network in this test'))),
    navigate: vi.fn(),
    alert: vi.fn(),
  });
  setAppSession(session);
});

afterEach(() => {
  cleanup();
  setAppSession(null);
});

describe('LogoutWarning', () => {
  it('stays hidden until the session raises the warning', () => {
    render(<LogoutWarning />);
    expect(screen.queryByRole('dialog')).toBeNull();
    act(() => session.store.setState({ autologoutWarning: true }));
    const dialog = screen.getByRole('dialog');
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(dialog.textContent).toContain(
      'Your session will expire soon. Do you want to stay logged in?',
    );
  });

  it('focuses "Yes, I\'m here!", keeps Tab inside, and closes on Escape', () => {
    const opener = document.createElement('button');
    document.body.append(opener);
    opener.focus();
    act(() => session.store.setState({ autologoutWarning: true }));
    render(<LogoutWarning />);

    const yes = screen.getByRole('button', { name: "Yes, I'm here!" });
    const close = screen.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(yes);

    const dialog = screen.getByRole('dialog');
    close.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(yes);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(close);

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(session.store.getState().autologoutWarning).toBe(false);
    expect(document.activeElement).toBe(opener);
    opener.remove();
  });
});

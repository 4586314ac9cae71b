// SPEC §8: the first unhandled error shows the generic error page with a retry; a second within
// 15 s removes the token and stored state, sets the reset flag and shows the internal error page.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';

import { SITES } from '../../../../src/domain/site';
import { TOKEN_STORAGE_KEY } from '../../../../src/net/token';
import { setClockSource } from '../../../../src/ui/clock';
import { ErrorBoundary } from '../../../../src/ui/errors/ErrorBoundary';
import { ERROR_RESET_FLAG, forgetUnhandledErrors } from '../../../../src/ui/errors/errorStreak';
import { SiteProvider } from '../../../../src/ui/site';
import { PERSISTED_STATE_KEY } from '../../../../src/ui/stores/persist';

let now = 1_000_000;
let broken = true;

function Fragile() {
  if (broken) throw new Error('kaboom');
  return <p>All good</p>;
}

function renderBoundary() {
  const { hook } = memoryLocation({ path: '/garage' });
  return render(
    <SiteProvider site={SITES.typing}>
      <Router hook={hook}>
        <ErrorBoundary resetKey="/garage">
          <Fragile />
        </ErrorBoundary>
      </Router>
    </SiteProvider>,
  );
}

beforeEach(() => {
  forgetUnhandledErrors();
  setClockSource(() => now);
  localStorage.setItem(TOKEN_STORAGE_KEY, 'a.b.c');
  localStorage.setItem(PERSISTED_STATE_KEY, '{"version":4}');
  sessionStorage.clear();
  broken = true;
  // React reports caught render errors on the console; keep the test output readable.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  cleanup();
  setClockSource();
  vi.restoreAllMocks();
  localStorage.clear();
});

describe('ErrorBoundary', () => {
  it('shows the generic error page, and Try Again renders the page again', () => {
    renderBoundary();
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a.b.c');

    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeTruthy();
  });

  it('resets the stored session on a second error within 15 seconds', () => {
    renderBoundary();
    now += 10_000;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'We hit an internal error' })).toBeTruthy();
    expect(screen.getByText(/log out and log back in/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(PERSISTED_STATE_KEY)).toBeNull();
    expect(sessionStorage.getItem(ERROR_RESET_FLAG)).toBe('1');
  });

  it('treats an error more than 15 seconds after the last as a first error', () => {
    renderBoundary();
    now += 15_001;
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }));

    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBe('a.b.c');
    expect(sessionStorage.getItem(ERROR_RESET_FLAG)).toBeNull();
  });
});

// The operators' reports queue: the open reports (details shown as text, the race log linked),
// Dismiss and Ban from racing (after a confirmation) call the server and reload the queue;
// a player who is not an operator is told the page is not for them.
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { SITES } from '../../../../src/domain/site';
import { ReportsPage } from '../../../../src/ui/pages/admin/ReportsPage';
import { SiteProvider } from '../../../../src/ui/site';
import { createSession, getSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type RecordedCall } from '../../net/fakeFetch';
import { racer, settle } from '../garage/garageHarness';

afterEach(cleanup);

const report = {
  reportID: 5,
  reporter: { userID: 2, username: 'ann', displayName: 'Ann' },
  target: { userID: 3, username: 'bo', displayName: 'Bo', racingBanned: false, openReports: 2 },
  raceID: 77,
  reason: 'cheating' as const,
  details: '<img src=x onerror=alert(1)>',
  createdStamp: 1_700_000_000,
};

async function mount(answer: (call: RecordedCall) => Response) {
  const { fetch, calls } = fakeFetch(answer);
  setAppSession(
    createSession({
      storage: null,
      document: null,
      fetch,
      clock: createManualClock(1_700_000_000_000),
      navigate: vi.fn(),
      alert: vi.fn(),
    }),
  );
  getSession().refreshUser(racer());
  const view = render(
    <SiteProvider site={SITES.typing}>
      <ReportsPage />
    </SiteProvider>,
  );
  await settle();
  return { calls, view };
}

describe('ReportsPage', () => {
  it('lists open reports as text and resolves them', async () => {
    let open = [report];
    const { calls, view } = await mount((call) => {
      if (call.url.endsWith('/admin/reports')) return ok({ reports: open });
      open = [];
      const action = (call.body as { action: string }).action;
      return ok({ reportID: 5, status: action === 'ban' ? 'banned' : 'dismissed', closed: 1 });
    });
    const card = screen.getByTestId('report-card');
    expect(within(card).getByText('<img src=x onerror=alert(1)>')).toBeTruthy();
    expect(view.container.querySelector('img')).toBeNull();
    expect(within(card).getByRole('link', { name: 'View race log' }).getAttribute('href')).toBe(
      '/stats/race/77',
    );
    fireEvent.click(within(card).getByRole('button', { name: 'Ban from racing' }));
    const dialog = screen.getByRole('dialog', { name: 'Ban from racing?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ban from racing' }));
    await settle();
    const resolve = calls.find((c) => c.url.endsWith('/admin/reports/5/resolve'));
    expect(resolve?.body).toEqual({ action: 'ban' });
    expect(screen.getByText('Bo is banned from racing.')).toBeTruthy();
    expect(screen.getByText('No open reports')).toBeTruthy();
  });

  it('tells a player who is not an operator that the page is not for them', async () => {
    await mount(() => fail(403, 'OPERATORS_ONLY', "This page is for the site's operators."));
    expect(screen.getByRole('heading', { name: 'Operators only' })).toBeTruthy();
  });
});

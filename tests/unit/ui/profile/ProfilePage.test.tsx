// The /profile settings forms in jsdom against a fake server: what each form sends, its pending
// label, the server's FAIL message and field errors, the success line, and which fields it clears.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { fail, ok } from '../../net/fakeFetch';
import { accountSettings, callsTo, deferred, mountProfile, player, routes } from './profileHarness';

afterEach(cleanup);

const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: string, value: string) =>
  fireEvent.change(input(label), { target: { value } });
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const panel = () => screen.getByRole('tabpanel');

describe('ProfilePage settings forms', () => {
  it('loads the settings once, however often the tabs change', async () => {
    const { calls } = mountProfile(routes({ 'GET /settings': () => ok(accountSettings()) }));
    await screen.findByRole('heading', { name: 'Profile' });
    for (const tab of ['Account', 'Password', 'Two-Factor', 'Profile', 'Account']) {
      openTab(tab);
      expect(screen.getByRole('tab', { selected: true }).textContent).toBe(tab);
    }
    expect(callsTo(calls, '/settings')).toHaveLength(1);
  });

  it('shows the pending label, then the server refusal on the field, and keeps the password', async () => {
    const answer = deferred();
    const { calls } = mountProfile(
      routes({
        'GET /settings': () => ok(accountSettings()),
        'POST /settings/profile': () => answer.promise,
      }),
    );
    await screen.findByRole('heading', { name: 'Profile' });
    type('Display name', 'Speedy');
    type('Current password', 'not-it');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    const pending = await screen.findByRole('button', { name: 'Saving…' });
    expect((pending as HTMLButtonElement).disabled).toBe(true);
    // The username was not changed, so it is not sent (it can change only once).
    expect(callsTo(calls, '/settings/profile')[0]?.body).toEqual({
      displayName: 'Speedy',
      password: 'not-it',
    });
    await act(async () => {
      answer.release(
        fail(403, 'BAD_PASSWORD', 'Your current password is incorrect.', {
          password: 'Your current password is incorrect.',
        }),
      );
    });
    const form = panel();
    await waitFor(() =>
      expect(within(form).getAllByText('Your current password is incorrect.')).toHaveLength(2),
    );
    expect(input('Current password').value).toBe('not-it');
    expect(screen.getByRole('button', { name: 'Save Profile' })).toBeTruthy();
  });

  it('saves the profile, says so, clears the password and shows the new name', async () => {
    const saved = accountSettings({ displayName: 'Speedy' });
    const { session } = mountProfile(
      routes({
        'GET /settings': () => ok(accountSettings()),
        'POST /settings/profile': () =>
          ok({ settings: saved, user: player({ displayName: 'Speedy' }) }),
      }),
    );
    await screen.findByRole('heading', { name: 'Profile' });
    type('Display name', 'Speedy');
    type('Current password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Save Profile' }));
    await screen.findByText('Profile saved.');
    expect(input('Current password').value).toBe('');
    expect(input('Display name').value).toBe('Speedy');
    expect(session.store.getState().user.displayName).toBe('Speedy');
  });

  it('checks the account form before sending anything', async () => {
    const { calls } = mountProfile(routes({ 'GET /settings': () => ok(accountSettings()) }));
    await screen.findByRole('heading', { name: 'Profile' });
    openTab('Account');
    type('E-mail', 'not-an-address');
    type('Current password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Save Account' }));
    await waitFor(() => expect(input('E-mail').getAttribute('aria-invalid')).toBe('true'));
    expect(callsTo(calls, '/settings/account')).toHaveLength(0);
  });

  it('changes the password and clears all three fields', async () => {
    const { calls } = mountProfile(
      routes({
        'GET /settings': () => ok(accountSettings()),
        'POST /settings/password': () => ok({ settings: accountSettings(), user: player() }),
      }),
    );
    await screen.findByRole('heading', { name: 'Profile' });
    openTab('Password');
    type('Current password', 'correct-horse');
    type('New password', 'brand-new-1');
    type('New password again', 'brand-new-1');
    fireEvent.click(screen.getByRole('button', { name: 'Change Password' }));
    await screen.findByText('Password changed. Your other devices have been logged out.');
    expect(callsTo(calls, '/settings/password')[0]?.body).toEqual({
      password: 'correct-horse',
      newPassword: 'brand-new-1',
      newPassword2: 'brand-new-1',
    });
    for (const label of ['Current password', 'New password', 'New password again']) {
      expect(input(label).value).toBe('');
    }
  });

  it('turns two-factor on: password, then the key and a code, then the backup codes once', async () => {
    const codes = Array.from({ length: 10 }, (_, i) => `abcd-${1000 + i}`);
    mountProfile(
      routes({
        'GET /settings': () => ok(accountSettings()),
        'POST /settings/2fa-setup': () =>
          ok({
            secret: 'SECRETKEY',
            otpauthUrl: 'otpauth://x',
            qrDataUrl: 'data:image/png;base64,',
          }),
        'POST /settings/enable-2fa': () =>
          ok({
            use2FA: true,
            backupCodes: codes,
            settings: accountSettings({ use2FA: true, backupCodesLeft: 10 }),
          }),
      }),
    );
    await screen.findByRole('heading', { name: 'Profile' });
    openTab('Two-Factor');
    type('Current password', 'correct-horse');
    fireEvent.click(screen.getByRole('button', { name: 'Set Up Two-Factor Login' }));
    expect((await screen.findByTestId('totp-secret')).textContent).toBe('SECRETKEY');
    type('Code from the app', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Turn On Two-Factor Login' }));
    const list = await screen.findByTestId('backup-codes');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(codes);
    fireEvent.click(screen.getByRole('button', { name: 'I Saved My Codes' }));
    expect(screen.queryByTestId('backup-codes')).toBeNull();
    expect(screen.getByText('10 of 10 backup codes left.')).toBeTruthy();
  });
});

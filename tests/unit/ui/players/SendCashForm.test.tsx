// The profile's Send cash form: basic members are told gold sends cash (no form); a bad amount is
// caught before any call; the server's refusal is logged as 'Cash sending error' (SPEC §8) and
// shown beside the form; a send updates the session's cash.
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { SendCashForm } from '../../../../src/ui/players/SendCashForm';
import { createSession, getSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type RecordedCall } from '../../net/fakeFetch';
import { racer, settle } from '../garage/garageHarness';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function mount(membership: 'basic' | 'gold', answer: (call: RecordedCall) => Response) {
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
  getSession().refreshUser(racer({ membership, money: 1000 }));
  render(<SendCashForm toUserID={42} toName="Bob" />);
  return calls;
}

const fill = (amount: string, password = 'pw') => {
  fireEvent.change(screen.getByLabelText('Amount ($)'), { target: { value: amount } });
  fireEvent.change(screen.getByLabelText('Your password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Send cash' }));
};

describe('SendCashForm', () => {
  it('shows basic members no form', () => {
    mount('basic', () => ok({}));
    expect(screen.queryByRole('button', { name: 'Send cash' })).toBeNull();
    expect(screen.getByText(/Nitro Gold members can send cash/)).toBeTruthy();
  });

  it('refuses more than the player has without calling the server', async () => {
    const calls = mount('gold', () => ok({}));
    fill('5000');
    await settle();
    expect(screen.getByRole('alert').textContent).toBe('You have $1,000.');
    expect(calls.filter((c) => c.url.includes('send-cash'))).toHaveLength(0);
  });

  it("logs a refusal as 'Cash sending error' and says why beside the form", async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    mount('gold', () => fail(403, 'BAD_PASSWORD', 'That password is not right.'));
    fill('10', 'wrong');
    await settle();
    expect(log).toHaveBeenCalledWith('Cash sending error', expect.anything());
    expect(screen.getByRole('alert').textContent).toBe('That password is not right.');
  });

  it('sends and takes the new cash from the answer', async () => {
    const calls = mount('gold', () =>
      ok({ toUserID: 42, amount: 300, user: racer({ membership: 'gold', money: 700 }) }),
    );
    fill('300');
    await settle();
    const send = calls.find((c) => c.url.endsWith('/players/42/send-cash'));
    expect(send?.body).toEqual({ amount: 300, password: 'pw' });
    expect(screen.getByRole('status').textContent).toBe('Sent $300 to Bob.');
    expect(getSession().user.money).toBe(700);
  });
});

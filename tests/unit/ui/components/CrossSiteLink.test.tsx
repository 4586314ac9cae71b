// GIVEN a logged-in player WHEN they click the link to the sibling site THEN it asks for a handoff
// link and follows it, sending one request however often they click; a refusal is shown.
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import { createMemoryTokenStore } from '../../../../src/net/token';
import { CrossSiteLink } from '../../../../src/ui/components/CrossSiteLink';
import { createSession, setAppSession } from '../../../../src/ui/stores/sessionStore';
import { fail, fakeFetch, ok, type Handler } from '../../net/fakeFetch';

let handler: Handler;
let calls: ReturnType<typeof fakeFetch>['calls'];

beforeEach(() => {
  const fake = fakeFetch((call, init) => handler(call, init));
  calls = fake.calls;
  setAppSession(
    createSession({
      fetch: fake.fetch,
      tokenStore: createMemoryTokenStore(null),
      storage: null,
      navigate: vi.fn(),
      alert: vi.fn(),
      document: null,
    }),
  );
});

afterEach(() => {
  cleanup();
  setAppSession(null);
});

describe('CrossSiteLink', () => {
  it('posts the app and redirect once and navigates to the handoff url', async () => {
    handler = () => ok({ url: 'http://math.example/handoff' });
    const navigate = vi.fn();
    render(
      <CrossSiteLink app="math" redirect="/play" navigate={navigate}>
        Play Nitro Math
      </CrossSiteLink>,
    );
    const link = screen.getByTestId('cross-site-math');
    fireEvent.click(link);
    fireEvent.click(link);
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('http://math.example/handoff'));
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({
      url: '/api/v2/auth/cross-site-token',
      method: 'POST',
      body: { app: 'math', redirect: '/play' },
    });
    expect(link.getAttribute('aria-busy')).toBe('true');
  });

  it("shows the server's message when the handoff is refused", async () => {
    handler = () => fail(401, 'UNAUTHORIZED', 'Please log in again.');
    const navigate = vi.fn();
    render(
      <CrossSiteLink app="typing" redirect="/race" navigate={navigate}>
        Race Nitro
      </CrossSiteLink>,
    );
    fireEvent.click(screen.getByTestId('cross-site-typing'));
    expect((await screen.findByRole('alert')).textContent).toBe('Please log in again.');
    expect(screen.getByTestId('cross-site-typing').getAttribute('aria-busy')).toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });
});

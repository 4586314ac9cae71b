// A token refreshed over the realtime connection ('auth' message) goes through the session's
// acceptToken, under the same rules as a refresh on an API response (SPEC §4, §9).
import { describe, expect, it, vi } from 'vitest';

import { createManualClock } from '../../../../src/domain/clock';
import { createMemoryTokenStore } from '../../../../src/net/token';
import { createSession } from '../../../../src/ui/stores/sessionStore';
import { fakeFetch, ok, userToken } from '../../net/fakeFetch';

const NOW_S = 1_700_000_000;

function session(token: string | null) {
  const { fetch } = fakeFetch(() => ok({}));
  const tokenStore = createMemoryTokenStore(token);
  const navigate = vi.fn();
  const s = createSession({
    fetch,
    tokenStore,
    storage: null,
    document: null,
    navigate,
    alert: vi.fn(),
    clock: createManualClock(NOW_S * 1000),
  });
  return { state: () => s.store.getState(), tokenStore, navigate };
}

describe('acceptToken (realtime auth message)', () => {
  it('takes a newer token for the same player', () => {
    const h = session(userToken(7, NOW_S));
    const newer = userToken(7, NOW_S + 60);
    h.state().acceptToken(newer);
    expect(h.tokenStore.get()).toBe(newer);
    expect(h.state().token).toBe(newer);
  });

  it('ignores one issued within 2 s of the current token', () => {
    const current = userToken(7, NOW_S);
    const h = session(current);
    h.state().acceptToken(userToken(7, NOW_S + 1));
    expect(h.tokenStore.get()).toBe(current);
  });

  it("logs out on another player's token, and a guest keeps no token", async () => {
    const h = session(userToken(7, NOW_S));
    h.state().acceptToken(userToken(8, NOW_S + 60));
    await vi.waitFor(() => expect(h.navigate).toHaveBeenCalledWith('/login#invalid-update-token'));

    const guest = session(null);
    guest.state().acceptToken(userToken(9, NOW_S));
    expect(guest.tokenStore.get()).toBeNull();
  });
});

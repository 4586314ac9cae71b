// The client's social rules: a race invite is shown only when it comes from a friend on the
// player's list (SPEC §5); the server's answers to social frames never reach the overlay queue;
// a check-in answer with another friendsHash fetches the list, and a changed list checks in again.
import { beforeEach, describe, expect, it, vi } from 'vitest';

const state = {
  user: { loggedIn: true },
  friends: { fields: ['userID', 'username'], values: [[7, 'pal']], friendsHash: 'h1' },
};
const call = vi.fn();

vi.mock('../../../../src/ui/stores/sessionStore', () => ({
  getSession: () => state,
  getAppSession: () => ({
    store: {
      setState: (next: Partial<typeof state>) => Object.assign(state, next),
      getState: () => state,
    },
  }),
}));
vi.mock('../../../../src/ui/api', () => ({ api: { call: (...args: unknown[]) => call(...args) } }));

const link = await import('../../../../src/ui/notifications/socialLink');

describe('social link', () => {
  beforeEach(() => {
    state.friends = { fields: ['userID', 'username'], values: [[7, 'pal']], friendsHash: 'h1' };
    call.mockReset();
  });

  it('shows a race invite only from a friend on the list', () => {
    expect(link.onSocialFrame({ type: 'race-invite', data: { userID: 7 } })).toBe(true);
    expect(link.onSocialFrame({ type: 'race-invite', data: { userID: 8 } })).toBe(false);
    expect(link.onSocialFrame({ type: 'race-invite', data: { userID: '7' } })).toBe(false);
    expect(link.onSocialFrame({ type: 'level-up', data: {} })).toBe(true);
  });

  it('keeps answers out of the queue and refetches a list whose hash changed, then checks in', async () => {
    const replies: string[] = [];
    link.socialBus.on('reply', (r) => replies.push(r.type));
    const recheck = vi.fn();
    link.setRecheck(recheck);
    const table = { fields: ['userID'], values: [[7], [9]], friendsHash: 'h2' };
    call.mockResolvedValue(table);
    expect(link.onSocialFrame({ type: 'checkin', data: { ok: true, friendsHash: 'h1' } })).toBe(
      false,
    );
    expect(call).not.toHaveBeenCalled();
    expect(link.onSocialFrame({ type: 'checkin', data: { ok: true, friendsHash: 'h2' } })).toBe(
      false,
    );
    await link.refreshFriends();
    expect(call).toHaveBeenCalledTimes(1);
    expect(state.friends.friendsHash).toBe('h2');
    expect(recheck).toHaveBeenCalledTimes(1);
    expect(link.knownFriendIDs()).toEqual(new Set([7, 9]));
    expect(replies).toEqual(['checkin', 'checkin']);
    link.setRecheck(null);
  });
});

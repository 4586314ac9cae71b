import { describe, expect, it } from 'vitest';

import {
  defaultPersistedState,
  loadPersisted,
  PERSISTED_STATE_VERSION,
  serializePersisted,
  type PersistedState,
} from '../../../src/domain/persistedState';
import { defaultUser } from '../../../src/domain/user';

const friends = { fields: ['userID', 'username'], values: [[5, 'speedy']], friendsHash: 'h1' };

function loggedInState(): PersistedState {
  return {
    user: { ...defaultUser(), loggedIn: true, accountType: 'user', userID: 42, username: 'racer' },
    friends,
    notifications: [
      {
        id: 'captcha',
        type: 'captcha',
        data: { captchaStatus: 'pending' },
        seen: false,
        persist: true,
      },
    ],
  };
}

describe('loadPersisted', () => {
  it('gives defaults when nothing is stored', () => {
    expect(loadPersisted(null)).toEqual(defaultPersistedState());
  });

  it.each([
    ['unparsable JSON', '{"version": 4, "user": '],
    ['JSON null', 'null'],
    ['an array', '[1,2]'],
    ['no version', JSON.stringify({ user: { userID: 1 } })],
    ['a future version', JSON.stringify({ version: 5, user: {} })],
    ['version 0', JSON.stringify({ version: 0, user: {} })],
    ['a user of the wrong type', JSON.stringify({ version: 4, user: 'racer' })],
    ['a field of the wrong type', JSON.stringify({ version: 4, user: { money: 'lots' } })],
    ['an unknown membership', JSON.stringify({ version: 4, user: { membership: 'platinum' } })],
    ['a bad notification', JSON.stringify({ version: 4, user: {}, notifications: [{ id: 1 }] })],
  ])('falls back to defaults for %s', (_, raw) => {
    expect(loadPersisted(raw)).toEqual(defaultPersistedState());
  });

  it('round-trips version 4', () => {
    const state = loggedInState();
    const raw = serializePersisted(state);
    expect(JSON.parse(raw)).toMatchObject({ version: PERSISTED_STATE_VERSION });
    expect(loadPersisted(raw)).toEqual(state);
  });

  it('fills fields added after the store was written and drops unknown ones', () => {
    const raw = JSON.stringify({
      version: 4,
      user: { loggedIn: true, userID: 42, username: 'racer', retiredField: 1 },
    });
    const { user, friends: loadedFriends, notifications } = loadPersisted(raw);
    expect(user).toEqual({ ...defaultUser(), loggedIn: true, userID: 42, username: 'racer' });
    expect(loadedFriends).toEqual({ fields: [], values: [], friendsHash: '' });
    expect(notifications).toEqual([]);
  });

  it('never keeps a token on the user', () => {
    const raw = JSON.stringify({ version: 4, user: { userID: 42, token: 'abc' } });
    expect(loadPersisted(raw).user).not.toHaveProperty('token');
    const withToken = { ...loggedInState(), user: { ...defaultUser(), token: 'abc' } };
    expect(JSON.parse(serializePersisted(withToken)).user).not.toHaveProperty('token');
  });

  it('does not write page-only notifications', () => {
    const state = loggedInState();
    state.notifications.push({ id: 'n2', type: 'growl', data: {}, seen: true, persist: false });
    expect(loadPersisted(serializePersisted(state)).notifications.map((n) => n.id)).toEqual([
      'captcha',
    ]);
  });
});

describe('migrations', () => {
  const v3 = {
    version: 3,
    user: { loggedIn: true, userID: 42, username: 'racer', membership: 'gold', token: 'old' },
    friends,
    notifications: [
      { id: 'n1', type: 'friend-online', data: { userID: 5 }, seen: true, persist: true },
    ],
    garage: { reward: null },
    settings: { sounds: 'none' },
  };

  it('v3 -> v4 drops the garage and settings slices and the token copy', () => {
    const state = loadPersisted(JSON.stringify(v3));
    expect(state.user).toEqual({
      ...defaultUser(),
      loggedIn: true,
      userID: 42,
      username: 'racer',
      membership: 'gold',
    });
    expect(state.friends).toEqual(friends);
    expect(state.notifications).toEqual(v3.notifications);
    expect(state).not.toHaveProperty('garage');
    expect(state).not.toHaveProperty('settings');
  });

  it('v2 -> v3 turns notifications keyed by id with read into an array with seen', () => {
    const v2 = {
      version: 2,
      user: { loggedIn: true, userID: 42 },
      friends,
      notifications: {
        n1: { type: 'friend-online', data: { userID: 5 }, read: true },
        n2: { type: 'team-invite', data: { tag: 'ABC' }, read: false },
      },
    };
    expect(loadPersisted(JSON.stringify(v2)).notifications).toEqual([
      { id: 'n1', type: 'friend-online', data: { userID: 5 }, seen: true, persist: true },
      { id: 'n2', type: 'team-invite', data: { tag: 'ABC' }, seen: false, persist: true },
    ]);
  });

  it('v1 -> v2 renames userId to userID and turns gold into membership, through to v4', () => {
    const v1 = {
      version: 1,
      user: { loggedIn: true, userId: 42, gold: true, username: 'racer', token: 'old' },
      friends,
      notifications: { n1: { type: 'friend-online', data: {}, read: false } },
    };
    const state = loadPersisted(JSON.stringify(v1));
    expect(state.user.userID).toBe(42);
    expect(state.user.membership).toBe('gold');
    expect(state.user).not.toHaveProperty('userId');
    expect(state.user).not.toHaveProperty('gold');
    expect(state.user).not.toHaveProperty('token');
    expect(state.notifications).toEqual([
      { id: 'n1', type: 'friend-online', data: {}, seen: false, persist: true },
    ]);

    const basic = loadPersisted(JSON.stringify({ ...v1, user: { userId: 7, gold: false } }));
    expect(basic.user).toMatchObject({ userID: 7, membership: 'basic' });
  });

  it('falls back to defaults when an old store is corrupt', () => {
    const corrupt = { version: 2, user: { userID: 'forty-two' }, notifications: 'none' };
    expect(loadPersisted(JSON.stringify(corrupt))).toEqual(defaultPersistedState());
  });
});

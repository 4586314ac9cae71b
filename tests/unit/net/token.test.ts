import { describe, expect, it } from 'vitest';

import {
  bearerToken,
  createMemoryTokenStore,
  createStorageTokenStore,
  decodeToken,
  refreshDecision,
} from '../../../src/net/token';
import { makeToken, userToken } from './fakeFetch';

describe('decodeToken', () => {
  it('reads sub, userID, iat and exp from a base64url payload', () => {
    const token = makeToken({ sub: '42', userID: 42, iat: 1000, exp: 4600, name: 'Zoë ✓' });
    expect(decodeToken(token)).toEqual({ sub: '42', userID: 42, iat: 1000, exp: 4600 });
  });

  it('refuses a token without a subject or a numeric userID', () => {
    expect(decodeToken(makeToken({ userID: 42, iat: 1 }))).toBeNull();
    expect(decodeToken(makeToken({ sub: '', userID: 42 }))).toBeNull();
    expect(decodeToken(makeToken({ sub: '42', iat: 1 }))).toBeNull();
    expect(decodeToken(makeToken({ sub: '42', userID: '42' }))).toBeNull();
    expect(decodeToken(makeToken({ sub: '42', userID: 0 }))).toBeNull();
  });

  it('refuses what is not a JWT', () => {
    expect(decodeToken('not-a-token')).toBeNull();
    expect(decodeToken('a.%%%.c')).toBeNull();
    expect(decodeToken(`a.${Buffer.from('[1]').toString('base64url')}.c`)).toBeNull();
  });
});

describe('bearerToken', () => {
  it('takes the token of a Bearer header only', () => {
    expect(bearerToken('Bearer abc.def.ghi')).toBe('abc.def.ghi');
    expect(bearerToken('bearer abc')).toBe('abc');
    expect(bearerToken('Basic abc')).toBeNull();
    expect(bearerToken(null)).toBeNull();
  });
});

describe('refreshDecision', () => {
  const current = userToken(7, 1000);

  it('accepts a token issued 2 s or more after the current one', () => {
    expect(refreshDecision(current, userToken(7, 1002))).toBe('accept');
    expect(refreshDecision(current, userToken(7, 1600))).toBe('accept');
  });

  it('ignores a token issued within 2 s of the current one, or earlier', () => {
    expect(refreshDecision(current, userToken(7, 1001))).toBe('ignore');
    expect(refreshDecision(current, userToken(7, 1000, 9999))).toBe('ignore');
    expect(refreshDecision(current, userToken(7, 900))).toBe('ignore');
    expect(refreshDecision(current, current)).toBe('ignore');
  });

  it('calls a token without sub or userID, or for another user, invalid', () => {
    expect(refreshDecision(current, makeToken({ userID: 7, iat: 2000 }))).toBe('invalid');
    expect(refreshDecision(current, makeToken({ sub: '7', iat: 2000 }))).toBe('invalid');
    expect(refreshDecision(current, userToken(8, 2000))).toBe('invalid');
    expect(refreshDecision(current, 'garbage')).toBe('invalid');
  });
});

describe('token stores', () => {
  it('keeps the token in storage under nitro.token', () => {
    const map = new Map<string, string>();
    const storage = {
      getItem: (k: string) => map.get(k) ?? null,
      setItem: (k: string, v: string) => void map.set(k, v),
      removeItem: (k: string) => void map.delete(k),
    };
    const store = createStorageTokenStore(storage);
    store.set('t1');
    expect(map.get('nitro.token')).toBe('t1');
    // Another tab logging out removes the key; this tab must see it.
    map.delete('nitro.token');
    expect(store.get()).toBeNull();
    store.set('t2');
    store.clear();
    expect(map.has('nitro.token')).toBe(false);
  });

  it('falls back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    };
    const store = createStorageTokenStore(broken);
    store.set('t1');
    expect(store.get()).toBe('t1');
    store.clear();
    expect(store.get()).toBeNull();
    const memory = createMemoryTokenStore('m');
    expect(memory.get()).toBe('m');
  });
});

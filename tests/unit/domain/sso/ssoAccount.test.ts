import { describe, expect, it } from 'vitest';

import { isSsoSubject, ssoEmail, ssoUsername } from '../../../../src/domain/sso/ssoAccount';

describe('ssoUsername', () => {
  it('takes the first claim that makes a valid username', () => {
    expect(ssoUsername({ sub: '1', preferred_username: 'ada.lovelace' })).toBe('ada_lovelace');
    expect(ssoUsername({ sub: '1', preferred_username: 'x', nickname: 'Zoë K' })).toBe('Zoe_K');
    expect(ssoUsername({ sub: '1', email: 'grace@example.org' })).toBe('grace');
  });

  it('falls back to Racer when no claim makes three characters', () => {
    expect(ssoUsername({ sub: '1', name: '李', email: 'a@b.c' })).toBe('Racer');
  });

  it('cuts a long name to leave room for the number it is given', () => {
    const name = ssoUsername({ sub: '1', preferred_username: 'abcdefghijklmnopqrstuvwxyz' }, 4821);
    expect(name).toBe('abcdefghijklmnop4821');
    expect(name).toHaveLength(20);
  });

  it('never yields characters the username rule refuses', () => {
    for (const raw of ['<script>', ' -- a b -- ', '__x__y__', 'ÅÄÖ-åäö', '\u202Eevil']) {
      expect(ssoUsername({ sub: '1', preferred_username: raw })).toMatch(/^[A-Za-z0-9_]{3,20}$/);
    }
  });
});

describe('ssoEmail', () => {
  it('keeps an address, verified only when the provider says so', () => {
    expect(ssoEmail({ sub: '1', email: 'a@b.org', email_verified: true })).toEqual({
      email: 'a@b.org',
      validEmail: true,
    });
    expect(ssoEmail({ sub: '1', email: 'a@b.org', email_verified: 'true' })).toEqual({
      email: 'a@b.org',
      validEmail: false,
    });
    expect(ssoEmail({ sub: '1', email: 'not an address' })).toEqual({
      email: null,
      validEmail: false,
    });
  });
});

describe('isSsoSubject', () => {
  it('keeps 1 to 255 ASCII characters and refuses the rest', () => {
    expect(isSsoSubject('a')).toBe(true);
    expect(isSsoSubject('x'.repeat(255))).toBe(true);
    expect(isSsoSubject('x'.repeat(256))).toBe(false);
    expect(isSsoSubject('')).toBe(false);
    expect(isSsoSubject('ünïcode')).toBe(false);
    expect(isSsoSubject('tab\there')).toBe(false);
    expect(isSsoSubject(42)).toBe(false);
  });
});

describe('ssoEmail with control characters', () => {
  it('keeps no address holding a NUL or another control character', () => {
    const refused = { email: null, validEmail: false };
    expect(ssoEmail({ sub: '1', email: 'a\u0000b@example.org', email_verified: true })).toEqual(
      refused,
    );
    expect(ssoEmail({ sub: '1', email: 'ab@exa\u007fmple.org' })).toEqual(refused);
    expect(ssoEmail({ sub: '1', email: 'ab@example.org', email_verified: true })).toEqual({
      email: 'ab@example.org',
      validEmail: true,
    });
  });
});

import { describe, expect, it } from 'vitest';

import { garageGreeting } from '../../../../src/domain/garage/greeting';

const player = { displayName: '', username: 'speedy', logins: 1, memberDays: 0 };

describe('garageGreeting', () => {
  it('welcomes a brand-new account', () => {
    expect(garageGreeting(player)).toBe('Welcome, speedy!');
  });
  it('welcomes back a player who has logged in again or whose account is older than a day', () => {
    expect(garageGreeting({ ...player, logins: 2 })).toBe('Welcome back, speedy!');
    expect(garageGreeting({ ...player, memberDays: 3 })).toBe('Welcome back, speedy!');
  });
  it('uses the display name when there is one', () => {
    expect(garageGreeting({ ...player, displayName: 'Speedy G', logins: 4 })).toBe(
      'Welcome back, Speedy G!',
    );
  });
});

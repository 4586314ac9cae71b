// SPEC §5 and §7 Settings validation: the bodies the /profile forms and the routes parse.
import { describe, expect, it } from 'vitest';

import {
  accountSettingsBody,
  passwordSettingsBody,
  profileSettingsBody,
  worldSettingsBody,
} from '../../../../src/domain/contracts/settings';

describe('settings bodies', () => {
  it('needs the current password for profile and account changes', () => {
    expect(profileSettingsBody.safeParse({ displayName: 'Sam' }).success).toBe(false);
    expect(profileSettingsBody.safeParse({ displayName: 'Sam', password: 'x' }).success).toBe(true);
    const account = { firstname: 'A', lastname: 'B', email: '', contact: false };
    expect(accountSettingsBody.safeParse(account).success).toBe(false);
    expect(accountSettingsBody.safeParse({ ...account, password: 'x' }).success).toBe(true);
  });

  it("holds display names to 30 letters, digits, spaces and _ . ' -, trimmed", () => {
    const parsed = profileSettingsBody.parse({ displayName: "  Jo O'Neil-2 ", password: 'x' });
    expect(parsed.displayName).toBe("Jo O'Neil-2");
    for (const bad of ['x'.repeat(31), '<b>', 'a\u0000b', 'tab\there']) {
      expect(profileSettingsBody.safeParse({ displayName: bad, password: 'x' }).success, bad).toBe(
        false,
      );
    }
  });

  it('applies the username rules to a new username', () => {
    const body = (username: string) => ({ displayName: '', username, password: 'x' });
    expect(profileSettingsBody.safeParse(body('new_name_1')).success).toBe(true);
    expect(profileSettingsBody.safeParse(body('ab')).success).toBe(false);
    expect(profileSettingsBody.safeParse(body('has space')).success).toBe(false);
  });

  it('wants the new password twice, alike, and long enough', () => {
    const ok = { password: 'old', newPassword: 'secret-1', newPassword2: 'secret-1' };
    expect(passwordSettingsBody.safeParse(ok).success).toBe(true);
    expect(passwordSettingsBody.safeParse({ ...ok, newPassword2: 'secret-2' }).success).toBe(false);
    expect(
      passwordSettingsBody.safeParse({ ...ok, newPassword: 'short', newPassword2: 'short' })
        .success,
    ).toBe(false);
  });

  it('takes a valid e-mail or none, and a listed region only', () => {
    const account = { firstname: '', lastname: '', contact: true, password: 'x' };
    expect(accountSettingsBody.safeParse({ ...account, email: 'a@b.org' }).success).toBe(true);
    expect(accountSettingsBody.safeParse({ ...account, email: 'nope' }).success).toBe(false);
    expect(worldSettingsBody.safeParse({ worldID: 3 }).success).toBe(true);
    expect(worldSettingsBody.safeParse({ worldID: 42 }).success).toBe(false);
    expect(worldSettingsBody.safeParse({ worldID: 3, extra: 1 }).success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';

import { costFromEnvironment, hashPassword, verifyPassword } from './passwords';

describe('the scrypt cost of new password hashes', () => {
  it('is the production cost unless a power of two from 2^10 up to it is asked for', () => {
    expect(costFromEnvironment(undefined)).toBe(1 << 15);
    expect(costFromEnvironment('')).toBe(1 << 15);
    expect(costFromEnvironment('1024')).toBe(1024);
    expect(costFromEnvironment('4096')).toBe(4096);
    // Too weak, above production, not a power of two, not a number: all ignored.
    for (const junk of ['512', '65536', '3000', 'abc', '-1024', '1e3']) {
      expect(costFromEnvironment(junk), junk).toBe(1 << 15);
    }
  });

  it('is stored in the hash, so hashes made at any cost still verify', async () => {
    const cheap = await hashPassword('correct-horse', { N: 1024, r: 8, p: 1 });
    expect(cheap.split('$').slice(0, 4)).toEqual(['scrypt', '1024', '8', '1']);
    expect(await verifyPassword('correct-horse', cheap)).toBe(true);
    expect(await verifyPassword('correct-horsf', cheap)).toBe(false);
  });
});

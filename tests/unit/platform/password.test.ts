/** @jest-environment node */
import { burnPasswordCheck, hashPassword, verifyPassword } from '@/platform/src/modules/accounts/rules/password';

describe('password hashing', () => {
  it('stores scrypt parameters, salt and key in the documented format', async () => {
    const stored = await hashPassword('Demo@2026');
    const [scheme, n, r, p, salt, key] = stored.split('$');
    expect([scheme, n, r, p]).toEqual(['scrypt', '16384', '8', '1']);
    expect(Buffer.from(salt, 'base64')).toHaveLength(16);
    expect(Buffer.from(key, 'base64')).toHaveLength(64);
  });

  it('verifies the right password and rejects a wrong one', async () => {
    const stored = await hashPassword('Demo@2026');
    await expect(verifyPassword('Demo@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo@2026', stored)).resolves.toBe(false);
  });

  it('salts every hash differently', async () => {
    expect(await hashPassword('same')).not.toBe(await hashPassword('same'));
  });

  it('rejects malformed stored hashes instead of throwing', async () => {
    for (const stored of ['', 'plain', 'scrypt$x$8$1$AA==$AA==', 'bcrypt$16384$8$1$AA==$AA==', 'scrypt$16384$8$1$AA==$']) {
      await expect(verifyPassword('anything', stored)).resolves.toBe(false);
    }
  });

  it('spends scrypt time for unknown accounts without failing', async () => {
    await expect(burnPasswordCheck('whatever')).resolves.toBeUndefined();
  });
});

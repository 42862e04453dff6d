import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.js';

describe('password hashing (scrypt, OWASP parameters)', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const hash = await hashPassword('Cliente#Demo2026');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(await verifyPassword('Cliente#Demo2026', hash)).toBe(true);
    expect(await verifyPassword('cliente#Demo2026', hash)).toBe(false);
    expect(await hashPassword('Cliente#Demo2026')).not.toBe(hash);
    expect(await verifyPassword('x', 'not-a-hash')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('stores scrypt parameters, a random salt and the hash; verifies only the right password', async () => {
    const a = await hashPassword('raiz-demo-1');
    const b = await hashPassword('raiz-demo-1');
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('raiz-demo-1');
    expect(await verifyPassword('raiz-demo-1', a)).toBe(true);
    expect(await verifyPassword('raiz-demo-2', a)).toBe(false);
    expect(await verifyPassword('raiz-demo-1', 'bcrypt$qualquer')).toBe(false);
  });
});

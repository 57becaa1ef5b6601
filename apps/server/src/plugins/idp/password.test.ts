import { afterEach, describe, expect, it, vi } from 'vitest';
import { hashPassword, PASSWORD_HASH_PARAMS, useCheapPasswordHashingInTests, verifyPassword } from './password.ts';

describe('password hashing', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('stores scrypt parameters, a random salt and the hash; verifies only the right password', async () => {
    // Production's cost (the test run hashes more cheaply, see src/test/setup.ts).
    const a = await hashPassword('raiz-demo-1', PASSWORD_HASH_PARAMS);
    const b = await hashPassword('raiz-demo-1', PASSWORD_HASH_PARAMS);
    expect(a).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('raiz-demo-1');
    expect(await verifyPassword('raiz-demo-1', a)).toBe(true);
    expect(await verifyPassword('raiz-demo-2', a)).toBe(false);
    expect(await verifyPassword('raiz-demo-1', 'bcrypt$qualquer')).toBe(false);
  });

  it('hashes cheaply only under the test runner, and those hashes verify too', async () => {
    const cheap = await hashPassword('raiz-demo-1');
    expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
    expect(await verifyPassword('raiz-demo-1', cheap)).toBe(true);
    vi.stubEnv('NODE_ENV', 'production');
    expect(() => useCheapPasswordHashingInTests()).toThrow('Cheap password hashing is for the test runner only.');
    vi.stubEnv('NODE_ENV', 'test');
    vi.stubEnv('VITEST', undefined);
    expect(() => useCheapPasswordHashingInTests()).toThrow('Cheap password hashing is for the test runner only.');
  });
});

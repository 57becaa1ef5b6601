import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { createTestDatabase } from '../../test/test-app.ts';
import { createIdpAdapter } from './adapter.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('IdP storage adapter', () => {
  it("revokes a grant's rows of its own model only: an interaction carrying that grant id survives", async () => {
    const Adapter = createIdpAdapter(database.db);
    const [tokens, codes, interactions] = [new Adapter('AccessToken'), new Adapter('AuthorizationCode'), new Adapter('Interaction')];
    await tokens.upsert('at-1', { grantId: 'g-1' }, 600);
    await codes.upsert('code-1', { grantId: 'g-1' }, 60);
    await interactions.upsert('uid-1', { grantId: 'g-1', uid: 'uid-1' }, 1800);

    await tokens.revokeByGrantId('g-1');
    expect(await tokens.find('at-1')).toBeUndefined();
    expect(await codes.find('code-1')).toMatchObject({ grantId: 'g-1' });
    expect(await interactions.find('uid-1')).toMatchObject({ uid: 'uid-1' });
  });
});

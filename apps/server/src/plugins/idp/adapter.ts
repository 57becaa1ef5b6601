import { and, eq, gt, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Db } from '../../db/client.ts';
import { idpStorage } from '../../db/schema/index.ts';

/** oidc-provider's storage (sessions, interactions, codes, grants…) in the project's database, table idp_storage. */
export function createIdpAdapter(db: Db) {
  const notExpired = or(isNull(idpStorage.expiresAt), gt(idpStorage.expiresAt, sql`now()`));

  function toPayload(row: { payload: unknown; consumedAt: string | null } | undefined): AdapterPayload | undefined {
    if (!row) return undefined;
    const payload = row.payload as AdapterPayload;
    return row.consumedAt ? { ...payload, consumed: Math.floor(Date.parse(row.consumedAt) / 1000) } : payload;
  }

  async function findLive(model: string, condition: SQL): Promise<AdapterPayload | undefined> {
    const [row] = await db
      .select({ payload: idpStorage.payload, consumedAt: idpStorage.consumedAt })
      .from(idpStorage)
      .where(and(eq(idpStorage.model, model), condition, notExpired))
      .limit(1);
    return toPayload(row);
  }

  return class DbAdapter implements Adapter {
    constructor(readonly model: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      const expiresAt = expiresIn ? new Date(Date.now() + expiresIn * 1000).toISOString() : null;
      const row = {
        model: this.model,
        id,
        payload,
        grantId: payload.grantId ?? null,
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt,
      };
      await db
        .insert(idpStorage)
        .values(row)
        .onConflictDoUpdate({ target: [idpStorage.model, idpStorage.id], set: { ...row, consumedAt: null } });
    }

    async find(id: string): Promise<AdapterPayload | undefined> {
      return findLive(this.model, eq(idpStorage.id, id));
    }

    async findByUid(uid: string): Promise<AdapterPayload | undefined> {
      return findLive(this.model, eq(idpStorage.uid, uid));
    }

    async findByUserCode(userCode: string): Promise<AdapterPayload | undefined> {
      return findLive(this.model, eq(idpStorage.userCode, userCode));
    }

    async consume(id: string): Promise<void> {
      await db
        .update(idpStorage)
        .set({ consumedAt: sql`now()` })
        .where(and(eq(idpStorage.model, this.model), eq(idpStorage.id, id)));
    }

    async destroy(id: string): Promise<void> {
      await db.delete(idpStorage).where(and(eq(idpStorage.model, this.model), eq(idpStorage.id, id)));
    }

    async revokeByGrantId(grantId: string): Promise<void> {
      // oidc-provider calls this once per token model. Only this model's rows go: an in-flight Interaction carries the
      // grantId of the session it may end, and deleting it with the tokens broke logging in as another account.
      await db.delete(idpStorage).where(and(eq(idpStorage.model, this.model), eq(idpStorage.grantId, grantId)));
    }
  };
}

/** Drops expired rows; oidc-provider never deletes what simply times out. */
export async function deleteExpiredIdpRows(db: Db): Promise<void> {
  await db.delete(idpStorage).where(lt(idpStorage.expiresAt, sql`now()`));
}

import { eq } from 'drizzle-orm';
import { cpfTakenMessage, type Me, type UpdateMeInput } from '@raiz/domain';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import type { Db } from '../../db/client.ts';
import { dataTableA, users } from '../../db/schema/index.ts';
import { conflict } from '@raiz/server-kit/app-error';
import { setHashedCpf } from '../auth/login-user.ts';
import { readUserWallet } from '../wallet/wallet.service.ts';

const cpfAlreadySet = 'O CPF já foi informado e não pode ser alterado.';

/** The signed-in user and its data table A row (hashes only: the raw CPF is never stored here). */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const { user, dataTableA: table } = await readUserWallet(db, userId);
  return {
    user: { id: user.id, username: user.username, email: user.email, name: user.name, roles: user.roles },
    dataTableA: table,
    hasCpf: table.hashed_cpf !== null,
  };
}

/**
 * Changes the display name, the username and, once, the CPF (the wallet key is derived from its hash, so it can never
 * change; and a CPF belongs to one account). Nothing is changed when any part is refused.
 */
export async function updateMe(db: Db, userId: string, input: UpdateMeInput): Promise<Me> {
  // All of the change or none of it, also when the database fails halfway.
  return db.transaction((tx) => applyMeUpdate(tx, userId, input));
}

async function applyMeUpdate(db: Db, userId: string, input: UpdateMeInput): Promise<Me> {
  const current = await getMe(db, userId);
  const profile = {
    ...(input.name !== undefined && input.name !== current.user.name ? { name: input.name } : {}),
    ...(input.username !== undefined && input.username !== current.user.username ? { username: input.username } : {}),
  };
  await db.transaction(async (tx) => {
    if (input.cpf !== undefined) {
      if (current.hasCpf) throw conflict(cpfAlreadySet);
      await tx.insert(dataTableA).values({ userId, hashedAuthProviderId: current.dataTableA.hashed_auth_provider_id }).onConflictDoNothing();
      if (!(await setHashedCpf(tx, userId, hashCpf(input.cpf)))) {
        // Set meanwhile by a concurrent request of this user, or held by another user.
        const [row] = await tx.select({ hashedCpf: dataTableA.hashedCpf }).from(dataTableA).where(eq(dataTableA.userId, userId));
        throw row?.hashedCpf ? conflict(cpfAlreadySet) : conflict(cpfTakenMessage, { cpf: cpfTakenMessage });
      }
    }
    if (Object.keys(profile).length > 0) {
      await tx.update(users).set({ ...profile, updatedAt: new Date().toISOString() }).where(eq(users.id, userId));
    }
  });
  return getMe(db, userId);
}

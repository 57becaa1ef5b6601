import { eq, isNull } from 'drizzle-orm';
import { cpfDigits, type Me, type UpdateMeInput } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { dataTableA, users } from '../../db/schema/index.ts';
import { conflict, unauthorized } from '../../app-error.ts';
import { identityHashes, sha256hex } from '../auth/login-user.ts';

export const cpfAlreadySet = 'O CPF já foi informado e não pode ser alterado.';

/** The signed-in user and its data table A row (hashes only: the raw CPF is never stored here). */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const [row] = await db
    .select({ user: users, table: dataTableA })
    .from(users)
    .leftJoin(dataTableA, eq(dataTableA.userId, users.id))
    .where(eq(users.id, userId));
  // A valid token for a user that no longer exists: the session is over.
  if (!row) throw unauthorized('Sua sessão terminou. Entre novamente.');
  const { user, table } = row;
  const hashedCpf = table?.hashedCpf ?? null;
  return {
    user: { id: user.id, username: user.username, email: user.email, name: user.name, roles: user.roles },
    dataTableA: {
      hashed_auth_provider_id: table?.hashedAuthProviderId ?? identityHashes(user.issuer, user.subject).hashedAuthProviderId,
      hashed_cpf: hashedCpf,
      evm_address: table?.evmAddress ?? null,
    },
    hasCpf: hashedCpf !== null,
  };
}

/** Changes the username and, once, the CPF (the wallet key is derived from its hash, so it can never change). */
export async function updateMe(db: Db, userId: string, input: UpdateMeInput): Promise<Me> {
  const current = await getMe(db, userId);
  if (input.cpf !== undefined) {
    if (current.hasCpf) throw conflict(cpfAlreadySet);
    const hashedCpf = sha256hex(cpfDigits(input.cpf));
    const now = new Date().toISOString();
    const [written] = await db
      .insert(dataTableA)
      .values({ userId, hashedAuthProviderId: current.dataTableA.hashed_auth_provider_id, hashedCpf, updatedAt: now })
      .onConflictDoUpdate({
        target: dataTableA.userId,
        set: { hashedCpf, updatedAt: now },
        // Only while still empty: two concurrent requests cannot both set it.
        setWhere: isNull(dataTableA.hashedCpf),
      })
      .returning({ userId: dataTableA.userId });
    if (!written) throw conflict(cpfAlreadySet);
  }
  if (input.username !== undefined && input.username !== current.user.username) {
    await db
      .update(users)
      .set({ username: input.username, updatedAt: new Date().toISOString() })
      .where(eq(users.id, userId));
  }
  return getMe(db, userId);
}

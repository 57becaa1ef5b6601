import { and, eq, isNull } from 'drizzle-orm';
import { cpfTakenMessage, usernameTakenMessage, type Me, type UpdateMeInput } from '@raiz/domain';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/is-unique-violation.ts';
import { dataTableA, users } from '../../db/schema/index.ts';
import { contentResources } from '../content-common/manifest.ts';
import { deleteAccount as deleteIdpAccount } from '../../plugins/idp/accounts.ts';
import { conflict } from '@raiz/server-kit/app-error';
import { setHashedCpf } from '../auth/login-user.ts';
import { forgetRewardsOf } from '../chain/rewards.service.ts';
import { withdrawCertificatesOf } from '../certificates/certificates.service.ts';
import { forgetPersonInHistory } from '../organizations/history.service.ts';
import { releaseOrganizationsOf } from '../organizations/organizations.service.ts';
import { readUserWallet } from '../wallet/wallet.service.ts';
import { forgetPersonInVerifications } from '../verifications/verifications.service.ts';

const cpfAlreadySet = 'O CPF já foi informado e não pode ser alterado.';
const usernameIndex = 'users_username_lower_idx';

/** The signed-in user, its data table A row without the CPF's hash, and whether a CPF is set. */
export async function getMe(db: Db, userId: string): Promise<Me> {
  const { user, dataTableA: table } = await readUserWallet(db, userId);
  return {
    user: { id: user.id, username: user.username, email: user.email, name: user.name, roles: user.roles },
    dataTableA: { hashed_auth_provider_id: table.hashed_auth_provider_id, evm_address: table.evm_address },
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
      await tx
        .insert(dataTableA)
        .values({ userId, hashedAuthProviderId: current.dataTableA.hashed_auth_provider_id })
        .onConflictDoNothing();
      if (!(await setHashedCpf(tx, userId, hashCpf(input.cpf)))) {
        // Set meanwhile by a concurrent request of this user, or held by another user.
        const [row] = await tx
          .select({ hashedCpf: dataTableA.hashedCpf })
          .from(dataTableA)
          .where(eq(dataTableA.userId, userId));
        throw row?.hashedCpf ? conflict(cpfAlreadySet) : conflict(cpfTakenMessage, { cpf: cpfTakenMessage });
      }
    }
    if (Object.keys(profile).length > 0) {
      try {
        await tx
          .update(users)
          .set({ ...profile, updatedAt: new Date().toISOString() })
          .where(eq(users.id, userId));
      } catch (err) {
        // Another person has this username in some case ("Ana" for "ana"): the index decides, so a race cannot pass.
        if (violatedUniqueConstraint(err) === usernameIndex) {
          throw conflict(usernameTakenMessage, { username: usernameTakenMessage });
        }
        throw err;
      }
    }
  });
  return getMe(db, userId);
}

export interface DeletePersonInput {
  userId: string;
  /** The issuer of the bundled IdP when it runs here: the person's account in it is deleted too. Null otherwise. */
  bundledIssuer: string | null;
  /** Forgets the person's salt and PIN backup in the recovery API (its own database). Must be safe to repeat. */
  forgetRecoveryData: () => Promise<void>;
}

/**
 * Removes a person (docs/product.md#excluir-minha-conta): their personal space, their certificates withdrawn, their
 * profile and identity hashes, sessions and refresh tokens, their account in the bundled IdP, and their salt and PIN
 * backup in the recovery API. Logging in again afterwards creates a new, empty account.
 *
 * One transaction in the main database, with the recovery API last before the commit: if the recovery API fails, the
 * transaction rolls back and the account is whole, so the person simply tries again; the recovery deletion is
 * idempotent, so the rare commit failure after it leaves an account that the next attempt finishes deleting. The
 * person's sessions cascade away with them, so their access tokens get 401 at the next request (docs/design.md §3.6).
 */
export async function deletePerson(db: Db, input: DeletePersonInput): Promise<void> {
  await db.transaction(async (tx) => {
    const [user] = await tx
      .select({ issuer: users.issuer, subject: users.subject, email: users.email })
      .from(users)
      .where(eq(users.id, input.userId))
      .for('update');
    if (user) {
      // Refused (409) before anything changes when the person is the sole proprietário of an organisation; otherwise
      // what they own in organisations passes to an owner of each, so it outlives them (docs/organizations.md).
      await releaseOrganizationsOf(tx, { id: input.userId, email: user.email });
      await forgetPersonInHistory(tx, input.userId);
      await forgetPersonInVerifications(tx, input.userId);
      await withdrawCertificatesOf(tx, input.userId);
      await deletePersonalSpace(tx, input.userId);
      const [wallet] = await tx
        .select({ address: dataTableA.evmAddress })
        .from(dataTableA)
        .where(eq(dataTableA.userId, input.userId));
      await forgetRewardsOf(tx, wallet?.address ?? null);
      if (input.bundledIssuer !== null && user.issuer === input.bundledIssuer) await deleteIdpAccount(tx, user.subject);
      // Cascades to the rows keyed by the person: data_table_a (identity hashes, wallet address), wallet_challenges and
      // sessions and refresh_tokens (every login: its access tokens are refused from the next request on).
      await tx.delete(users).where(eq(users.id, input.userId));
    }
    await input.forgetRecoveryData();
  });
}

/**
 * The person's own rows of every content resource (manifest.ts), in their personal space (organisations keep theirs):
 * a project's rows first, then the top-level ones. What others wrote in the person's projects goes with them (a
 * project's rows cascade with it; a report stays with its author, without the project).
 */
async function deletePersonalSpace(db: Db, userId: string): Promise<void> {
  const depth = { project: 0, 'optional-project': 1, none: 2 } as const;
  for (const { table } of [...contentResources].sort((a, b) => depth[a.parent] - depth[b.parent])) {
    await db.delete(table).where(and(eq(table.ownerId, userId), isNull(table.organizationId)));
  }
}

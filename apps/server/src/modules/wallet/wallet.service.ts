import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { getAddress } from 'ethers';
import { hashAuthProviderId } from '@raiz/domain/wallet/identity-hashes';
import { recoverMessageSigner } from '@raiz/domain/wallet/sign-message';
import type { BindWalletAddressInput, DataTableA, WalletChallenge } from '@raiz/domain/wallet/wallet-schemas';
import { badRequest, conflict, unauthorized } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/is-unique-violation.ts';
import { dataTableA, users, walletChallenges } from '../../db/schema/index.ts';

const CHALLENGE_TTL_MS = 5 * 60 * 1000;
/** 100 RDX (6 decimals) for a newly activated wallet (docs/design.md §4). */
/** The reward of a first wallet activation: 100 RDX (6 decimals). */
export const ACTIVATION_REWARD = 100_000_000n;

export const walletMessages = {
  cpfRequired: 'Informe seu CPF em Conta antes de ativar a carteira.',
  invalidAddress: 'Endereço inválido: confira as letras maiúsculas e minúsculas (EIP-55).',
  challengeNotFound: 'Desafio não encontrado. Gere um novo e assine de novo.',
  challengeUsed: 'Este desafio já foi usado. Gere um novo e assine de novo.',
  challengeExpired: 'O desafio expirou. Gere um novo e assine de novo.',
  invalidSignature: 'Assinatura inválida.',
  signatureMismatch: 'A assinatura não corresponde ao endereço informado.',
  otherWalletBound: 'Sua conta já tem outra carteira vinculada.',
  addressTaken: 'Este endereço já está vinculado a outra conta.',
} as const;

/**
 * A user and their data table A: the one read of that table. A user without a row yet (logged in before it existed)
 * gets its computable part; a user that no longer exists has no session.
 */
export async function readUserWallet(
  db: Db,
  userId: string,
): Promise<{ user: typeof users.$inferSelect; dataTableA: DataTableA }> {
  const [row] = await db
    .select({ user: users, table: dataTableA })
    .from(users)
    .leftJoin(dataTableA, eq(dataTableA.userId, users.id))
    .where(eq(users.id, userId));
  if (!row) throw unauthorized('Sua sessão terminou. Entre novamente.');
  const { user, table } = row;
  return {
    user,
    dataTableA: {
      hashed_auth_provider_id: table?.hashedAuthProviderId ?? hashAuthProviderId(user.issuer, user.subject),
      hashed_cpf: table?.hashedCpf ?? null,
      evm_address: table?.evmAddress ?? null,
    },
  };
}

/** The caller's data table A. */
export async function getWalletData(db: Db, userId: string): Promise<DataTableA> {
  return (await readUserWallet(db, userId)).dataTableA;
}

/** The address of the person's bound wallet, or null before one is bound. */
export async function boundWalletAddress(db: Db, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ address: dataTableA.evmAddress })
    .from(dataTableA)
    .where(eq(dataTableA.userId, userId));
  return row?.address ?? null;
}

/** A one-use message with a random nonce, valid 5 minutes, that the wallet signs to prove it holds its key. */
export async function createWalletChallenge(
  db: Db,
  user: { id: string; username: string },
  now = new Date(),
): Promise<WalletChallenge> {
  // The user's spent challenges are of no further use: drop them so the table does not grow.
  await db
    .delete(walletChallenges)
    .where(
      and(
        eq(walletChallenges.userId, user.id),
        or(isNotNull(walletChallenges.usedAt), lte(walletChallenges.expiresAt, now.toISOString())),
      ),
    );
  const expiresAt = new Date(now.getTime() + CHALLENGE_TTL_MS).toISOString();
  const message = [
    'Raiz — ativação de carteira',
    `Assine para provar que esta carteira é sua e vinculá-la à conta ${user.username}.`,
    `Código: ${randomBytes(16).toString('hex')}`,
    `Válido até: ${expiresAt}`,
  ].join('\n');
  const [row] = await db.insert(walletChallenges).values({ userId: user.id, message, expiresAt }).returning();
  return { challengeId: row!.id, message, expiresAt };
}

/** Uses up the challenge (one use, even when the signature then fails) and answers its message. */
async function consumeChallenge(db: Db, userId: string, challengeId: string): Promise<string> {
  const [used] = await db
    .update(walletChallenges)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(walletChallenges.id, challengeId),
        eq(walletChallenges.userId, userId),
        isNull(walletChallenges.usedAt),
        gt(walletChallenges.expiresAt, sql`now()`),
      ),
    )
    .returning({ message: walletChallenges.message });
  if (used) return used.message;
  const [found] = await db
    .select()
    .from(walletChallenges)
    .where(and(eq(walletChallenges.id, challengeId), eq(walletChallenges.userId, userId)));
  if (!found) throw badRequest(walletMessages.challengeNotFound);
  throw badRequest(found.usedAt ? walletMessages.challengeUsed : walletMessages.challengeExpired);
}

export interface BindWalletAddressOutcome {
  dataTableA: DataTableA;
  /** True only the first time this address is bound: the activation reward is due. */
  newlyBound: boolean;
}

/**
 * Binds the wallet address after checking the signature over the user's challenge (docs/design.md §4). The key is derived
 * from hashed_cpf, so a CPF must be set first. Binding the same address again is a harmless no-op; another one is 409.
 */
export async function bindWalletAddress(
  db: Db,
  userId: string,
  input: BindWalletAddressInput,
): Promise<BindWalletAddressOutcome> {
  const current = await getWalletData(db, userId);
  if (!current.hashed_cpf) throw badRequest(walletMessages.cpfRequired);

  let address: string;
  try {
    address = getAddress(input.address);
  } catch {
    throw badRequest(walletMessages.invalidAddress, { address: walletMessages.invalidAddress });
  }

  const message = await consumeChallenge(db, userId, input.challengeId);
  const signer = recoverMessageSigner(message, input.signature);
  if (!signer) throw badRequest(walletMessages.invalidSignature, { signature: walletMessages.invalidSignature });
  if (signer !== address)
    throw badRequest(walletMessages.signatureMismatch, { signature: walletMessages.signatureMismatch });

  const answer = (evmAddress: string | null, newlyBound: boolean): BindWalletAddressOutcome => {
    if (evmAddress !== address) throw conflict(walletMessages.otherWalletBound);
    return { dataTableA: { ...current, evm_address: evmAddress }, newlyBound };
  };
  if (current.evm_address) return answer(current.evm_address, false);

  let updated: { evmAddress: string | null } | undefined;
  try {
    [updated] = await db
      .update(dataTableA)
      .set({ evmAddress: address, updatedAt: sql`now()` })
      .where(and(eq(dataTableA.userId, userId), isNull(dataTableA.evmAddress)))
      .returning({ evmAddress: dataTableA.evmAddress });
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(walletMessages.addressTaken);
    throw err;
  }
  if (updated) return answer(updated.evmAddress, true);
  // Another request bound an address in between: same rules as above.
  return answer((await getWalletData(db, userId)).evm_address, false);
}

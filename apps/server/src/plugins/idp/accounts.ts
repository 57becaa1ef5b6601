import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { cpfSchema, personNameSchema } from '@raiz/domain';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import type { Db } from '../../db/client.ts';
import { dataTableA, idpAccounts, idpStorage } from '../../db/schema/index.ts';
import { hashPassword, timingDummyHash, verifyPassword, type ScryptParams } from './password.ts';

export type IdpAccount = typeof idpAccounts.$inferSelect;

export const PASSWORD_MIN = 10;
export const duplicateEmailMessage = 'Este e-mail já está cadastrado.';

export const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** The sign-up form of the bundled IdP; messages appear next to each field. */
export const signUpSchema = z
  .object({
    name: personNameSchema,
    email: z.string().trim().max(254, 'Informe um e-mail válido.').pipe(z.email('Informe um e-mail válido.')),
    cpf: cpfSchema,
    password: z
      .string()
      .min(PASSWORD_MIN, `A senha deve ter pelo menos ${PASSWORD_MIN} caracteres.`)
      .max(200, 'Use no máximo 200 caracteres.'),
    passwordConfirmation: z.string(),
  })
  .refine((v) => v.password === v.passwordConfirmation, {
    path: ['passwordConfirmation'],
    message: 'As senhas não conferem.',
  });
export type SignUpInput = z.infer<typeof signUpSchema>;

export async function findAccountById(db: Db, id: string): Promise<IdpAccount | undefined> {
  if (!z.uuid().safeParse(id).success) return undefined;
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.id, id));
  return account;
}

export async function findAccountByEmail(db: Db, email: string): Promise<IdpAccount | undefined> {
  const [account] = await db
    .select()
    .from(idpAccounts)
    .where(eq(idpAccounts.email, normalizeEmail(email)));
  return account;
}

/** The account whose password matches, else undefined; an unknown e-mail costs the same scrypt time. */
export async function authenticate(db: Db, email: string, password: string): Promise<IdpAccount | undefined> {
  const account = await findAccountByEmail(db, email);
  if (!account) {
    await verifyPassword(password, await timingDummyHash());
    return undefined;
  }
  return (await verifyPassword(password, account.passwordHash)) ? account : undefined;
}

/**
 * Whether an account of this IdP not yet logged in, or any user of the app, already has this CPF (one person, one
 * account): both hold only its hash.
 */
async function isCpfTaken(db: Db, cpf: string): Promise<boolean> {
  const hashed = hashCpf(cpf);
  const [account] = await db
    .select({ id: idpAccounts.id })
    .from(idpAccounts)
    .where(eq(idpAccounts.pendingHashedCpf, hashed))
    .limit(1);
  if (account) return true;
  const [user] = await db
    .select({ id: dataTableA.userId })
    .from(dataTableA)
    .where(eq(dataTableA.hashedCpf, hashed))
    .limit(1);
  return user !== undefined;
}

/**
 * After the account's login has handed its CPF hash to the app (data table A), the provider forgets it
 * (docs/design.md#cpf-in-the-bundled-provider).
 */
export async function forgetPendingCpf(db: Db, accountId: string): Promise<void> {
  if (!z.uuid().safeParse(accountId).success) return;
  await db.update(idpAccounts).set({ pendingHashedCpf: null }).where(eq(idpAccounts.id, accountId));
}

export type CreateAccountResult = { account: IdpAccount } | { taken: 'email' | 'cpf' };

/**
 * A self sign-up: e-mail unverified (nothing is mailed), the CPF kept only as the hash its first login hands to the app;
 * refused when the e-mail or CPF is taken. `passwordHashCost` is for the end-to-end run's people factory only
 * (src/test/people-factory.ts); the sign-up page never passes it.
 */
export async function createAccount(
  db: Db,
  input: SignUpInput,
  options: { passwordHashCost?: ScryptParams } = {},
): Promise<CreateAccountResult> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(db, email)) return { taken: 'email' };
  if (await isCpfTaken(db, input.cpf)) return { taken: 'cpf' };
  const [account] = await db
    .insert(idpAccounts)
    .values({
      email,
      name: input.name,
      pendingHashedCpf: hashCpf(input.cpf),
      passwordHash: await hashPassword(input.password, options.passwordHashCost),
      roles: ['user'],
      emailVerified: false,
    })
    .onConflictDoNothing()
    .returning();
  if (account) return { account };
  // A concurrent sign-up took the e-mail or the CPF between the checks and the insert.
  return { taken: (await findAccountByEmail(db, email)) ? 'email' : 'cpf' };
}

/**
 * Deletes an account and whatever the provider stored about it (sessions, grants, codes, interactions: any record whose
 * payload names the account), so the same e-mail and password no longer sign in and a new sign-up starts afresh.
 */
export async function deleteAccount(db: Db, id: string): Promise<void> {
  if (!z.uuid().safeParse(id).success) return;
  await deleteProviderRecordsOf(db, id);
  await db.delete(idpAccounts).where(eq(idpAccounts.id, id));
}

/** The provider's sessions, grants, codes and interactions of an account: any record whose payload names it. */
export async function deleteProviderRecordsOf(db: Db, accountId: string): Promise<void> {
  await db
    .delete(idpStorage)
    .where(
      sql`jsonb_path_exists(${idpStorage.payload}, '$.** ? (@ == $id)', jsonb_build_object('id', ${accountId}::text))`,
    );
}

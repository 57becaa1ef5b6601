import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { cpfDigits, isValidCpf } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { idpAccounts } from '../../db/schema/index.ts';
import { hashPassword, timingDummyHash, verifyPassword } from './password.ts';

export type IdpAccount = typeof idpAccounts.$inferSelect;

export const PASSWORD_MIN = 10;
export const duplicateEmailMessage = 'Este e-mail já está cadastrado.';

const normalizeEmail = (value: string) => value.trim().toLowerCase();

/** The sign-up form of the bundled IdP; messages appear next to each field. */
export const signUpSchema = z
  .object({
    name: z.string().trim().min(3, 'Informe seu nome completo.').max(120, 'Use no máximo 120 caracteres.'),
    email: z.string().trim().max(254, 'Informe um e-mail válido.').pipe(z.email('Informe um e-mail válido.')),
    cpf: z.string().trim().refine(isValidCpf, 'CPF inválido.'),
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
  const [account] = await db.select().from(idpAccounts).where(eq(idpAccounts.email, normalizeEmail(email)));
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

/** A self sign-up: e-mail unverified (nothing is mailed), CPF stored as digits. Undefined when the e-mail is taken. */
export async function createAccount(db: Db, input: SignUpInput): Promise<IdpAccount | undefined> {
  const email = normalizeEmail(input.email);
  if (await findAccountByEmail(db, email)) return undefined;
  const [account] = await db
    .insert(idpAccounts)
    .values({
      email,
      name: input.name,
      cpf: cpfDigits(input.cpf),
      passwordHash: await hashPassword(input.password),
      roles: ['user'],
      emailVerified: false,
    })
    .onConflictDoNothing({ target: idpAccounts.email })
    .returning();
  return account;
}

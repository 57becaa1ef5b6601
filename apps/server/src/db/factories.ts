import { randomInt, randomUUID } from 'node:crypto';
import { cpfCheckDigits } from '@raiz/domain';
import { identityHashes } from '@raiz/domain/wallet/identity-hashes';
import type { Db } from './client.ts';
import { dataTableA, users } from './schema/index.ts';
import { freeUsername } from './usernames.ts';

export interface UserInput {
  email?: string;
  username?: string;
  name?: string;
  roles?: string[];
  issuer?: string;
  subject?: string;
  cpf?: string | null;
}

/** A valid CPF no one else has (a CPF belongs to one account): nine random digits and their check digits. */
export function uniqueCpf(): string {
  const firstNine = String(randomInt(100_000_000, 1_000_000_000));
  return firstNine + cpfCheckDigits(firstNine);
}

/** A user and its data table A row, as a login would leave them. Shared by tests and the seed script. */
export async function createUser(db: Db, input: UserInput = {}) {
  const subject = input.subject ?? randomUUID();
  const issuer = input.issuer ?? 'http://localhost:3000/idp';
  const email = input.email ?? `pessoa-${subject.slice(0, 8)}@exemplo.com.br`;
  const [user] = await db
    .insert(users)
    .values({
      issuer,
      subject,
      email,
      username: input.username ?? (await freeUsername(db, email, subject)),
      name: input.name ?? 'Pessoa de Teste',
      roles: input.roles ?? ['user'],
    })
    .returning();
  await db.insert(dataTableA).values({ userId: user!.id, ...identityHashes(issuer, subject, input.cpf) });
  return user!;
}

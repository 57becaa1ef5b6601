import { createHash, randomUUID } from 'node:crypto';
import type { Db } from './client.ts';
import { dataTableA, users } from './schema/index.ts';

const sha256hex = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

export interface UserInput {
  email?: string;
  username?: string;
  name?: string;
  roles?: string[];
  issuer?: string;
  subject?: string;
  cpf?: string | null;
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
      username: input.username ?? email.split('@')[0]!,
      name: input.name ?? 'Pessoa de Teste',
      roles: input.roles ?? ['user'],
    })
    .returning();
  await db.insert(dataTableA).values({
    userId: user!.id,
    hashedAuthProviderId: sha256hex(`${issuer}|${subject}`),
    hashedCpf: input.cpf ? sha256hex(input.cpf) : null,
  });
  return user!;
}

import { randomInt } from 'node:crypto';
import { expect } from 'vitest';
import { cnpjCheckDigits, type CreateOrganizationInput, type Organization, type OrganizationRole } from '@raiz/domain';
import { uniqueCpf } from '../db/factories.ts';
import { memberships } from '../db/schema/index.ts';
import { signIn, type Session, type TestApp } from './test-app.ts';

// What the organisation tests share: valid bodies, and an organisation with one member of each role.

/** A valid CNPJ no other organisation has: twelve random digits and their check digits. */
export function uniqueCnpj(): string {
  const firstTwelve = String(randomInt(10 ** 11, 10 ** 12 - 1)).padStart(12, '0');
  return firstTwelve + cnpjCheckDigits(firstTwelve);
}

export const organizationInput = (overrides: Partial<CreateOrganizationInput> = {}): CreateOrganizationInput => ({
  name: 'Instituto Mata Viva',
  type: 'ngo',
  municipality: 'Governador Valadares',
  state: 'MG',
  description: 'Restauração de matas ciliares no Vale do Rio Doce.',
  website: 'https://matava.org.br',
  ...overrides,
});

export async function createOrganization(
  t: TestApp,
  who: Session,
  body: object = organizationInput(),
): Promise<Organization> {
  const res = await t.app.inject({ method: 'POST', url: '/v1/organizations', headers: who.headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
}

export type Team = Record<OrganizationRole, Session> & { organization: Organization };

/** An organisation created by its owner, with an admin, an editor and a viewer put in directly. */
export async function createTeam(t: TestApp, name = 'Cooperativa Teste'): Promise<Team> {
  // The owner has a CPF, so they can activate a wallet and certify.
  const owner = await signIn(t, { name: `Dona ${name}`, cpf: uniqueCpf() });
  const organization = await createOrganization(t, owner, organizationInput({ name }));
  const others = {} as Record<Exclude<OrganizationRole, 'owner'>, Session>;
  for (const role of ['admin', 'editor', 'viewer'] as const) {
    others[role] = await signIn(t, { name: `${role} de ${name}` });
    await t.app.db.insert(memberships).values({ organizationId: organization.id, userId: others[role].user.id, role });
  }
  return { organization, owner, ...others };
}

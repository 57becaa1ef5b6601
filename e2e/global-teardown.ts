import fs from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { createdPeopleFile, readCreatedPeople } from './fixtures/created-people';

/**
 * Deletes every person the fixtures signed up (fixtures/created-people.ts) through DELETE /v1/me with their own session,
 * while the server is still up (Playwright stops its webServer after the global teardown). A person a test already
 * deleted answers ok again. Fails the run when a deletion fails, so a broken "Excluir minha conta" cannot go unseen.
 */
export default async function globalTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const people = readCreatedPeople();
  if (!baseURL || people.length === 0) return;
  const failures: string[] = [];
  for (const { email, accessToken } of people) {
    const res = await fetch(new URL('/v1/me', baseURL), {
      method: 'DELETE',
      headers: { cookie: `accessToken=${accessToken}`, origin: new URL(baseURL).origin },
    }).catch((err: unknown) => ({ ok: false, status: String(err) }) as const);
    if (!res.ok) failures.push(`${email}: ${res.status}`);
  }
  fs.rmSync(createdPeopleFile(), { force: true });
  console.log(
    `e2e: ${people.length - failures.length} de ${people.length} pessoas criadas pelos testes foram excluídas.`,
  );
  if (failures.length > 0) throw new Error(`DELETE /v1/me falhou ao limpar:\n${failures.join('\n')}`);
}

import fs from 'node:fs';
import { request, type FullConfig } from '@playwright/test';
import { createdPeopleFile, readCreatedPeople, type CreatedPerson } from './fixtures/created-people';

/**
 * Deletes every person the fixtures signed up (fixtures/created-people.ts) through DELETE /v1/me with their own session,
 * while the server is still up (Playwright stops its webServer after the global teardown). A session a test ended (Sair,
 * or the account deleted) answers 401 from then on (docs/design.md §3.6): the person signs in again with their password,
 * and one whose sign-in is refused was already deleted. Fails the run when a deletion fails, so a broken "Excluir minha
 * conta" cannot go unseen.
 */

/** A live access token of the person: the noted one while its session lasts, else a new sign-in; undefined when gone. */
async function liveToken(baseURL: string, person: CreatedPerson): Promise<string | undefined> {
  const me = await fetch(new URL('/v1/me', baseURL), { headers: { authorization: `Bearer ${person.accessToken}` } });
  if (me.status !== 401) return person.accessToken;
  const browser = await request.newContext({ baseURL });
  try {
    const page = await browser.get('/v1/auth/login');
    const uid = /\/idp\/interaction\/([^/?#]+)/.exec(page.url())?.[1];
    if (!uid) return undefined;
    const signedIn = await browser.post(`/idp/interaction/${uid}/login`, {
      form: { email: person.email, password: person.password },
      headers: { origin: new URL(baseURL).origin },
    });
    return new URL(signedIn.url()).searchParams.get('accessToken') ?? undefined;
  } finally {
    await browser.dispose();
  }
}
/**
 * DELETE /v1/me as that person. The route allows 10 calls a minute from one address, and a run creates more people than
 * that: a 429 is waited out as its Retry-After says (in seconds), as a well-behaved client does, up to 5 tries.
 */
async function deleteWithin(baseURL: string, accessToken: string): Promise<{ ok: boolean; status: number | string }> {
  for (let attempt = 1; ; attempt++) {
    const res = await fetch(new URL('/v1/me', baseURL), {
      method: 'DELETE',
      headers: { cookie: `accessToken=${accessToken}`, origin: new URL(baseURL).origin },
    }).catch((err: unknown) => ({ ok: false, status: String(err), headers: new Headers() }) as const);
    if (res.status !== 429 || attempt === 5) return res;
    const wait = Number(res.headers.get('retry-after') ?? 60);
    await new Promise((resolve) => setTimeout(resolve, (Number.isFinite(wait) ? wait + 1 : 61) * 1000));
  }
}

/**
 * Deletes the organisations the person owns: the only proprietário of an organisation cannot delete their account
 * (409), as on /conta, where they would hand it over or delete it first.
 */
async function deleteOwnedOrganizations(baseURL: string, accessToken: string): Promise<string[]> {
  const headers = { cookie: `accessToken=${accessToken}`, origin: new URL(baseURL).origin };
  const res = await fetch(new URL('/v1/organizations?pageSize=100', baseURL), { headers });
  if (!res.ok) return res.status === 401 ? [] : [`GET /v1/organizations: ${res.status}`];
  const { data } = (await res.json()) as { data: { items: { id: string; myRole: string | null }[] } };
  const failures: string[] = [];
  for (const { id } of data.items.filter((organization) => organization.myRole === 'owner')) {
    const deleted = await fetch(new URL(`/v1/organizations/${id}`, baseURL), { method: 'DELETE', headers });
    if (!deleted.ok && deleted.status !== 404) failures.push(`DELETE /v1/organizations/${id}: ${deleted.status}`);
  }
  return failures;
}

export default async function globalTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const people = readCreatedPeople();
  if (!baseURL || people.length === 0) return;
  const failures: string[] = [];
  const live: { email: string; accessToken: string }[] = [];
  for (const person of people) {
    const accessToken = await liveToken(baseURL, person);
    if (accessToken) live.push({ email: person.email, accessToken });
  }
  for (const { email, accessToken } of live) {
    for (const failure of await deleteOwnedOrganizations(baseURL, accessToken)) failures.push(`${email}: ${failure}`);
  }
  for (const { email, accessToken } of live) {
    const res = await deleteWithin(baseURL, accessToken);
    if (!res.ok) failures.push(`${email}: ${res.status}`);
  }
  fs.rmSync(createdPeopleFile(), { force: true });
  console.log(
    `e2e: ${people.length - failures.length} de ${people.length} pessoas criadas pelos testes foram excluídas.`,
  );
  if (failures.length > 0) throw new Error(`DELETE /v1/me falhou ao limpar:\n${failures.join('\n')}`);
}

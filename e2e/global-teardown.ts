import fs from 'node:fs';
import http from 'node:http';
import { request as playwrightRequest, type FullConfig } from '@playwright/test';
import { createdPeopleFile, readCreatedPeople, type CreatedPerson } from './fixtures/created-people';

/**
 * The route allows 10 calls a minute from one address, and a run creates more people than that. Rather than wait the
 * limit out (~3 minutes a run), each person is deleted from an address of their own batch of 9: the whole of
 * 127.0.0.0/8 is this machine, and the server (listening on 127.0.0.1, no proxy trusted) counts each source address
 * apart, as it would different people's devices. The limit itself is tested in apps/server/src/plugins/rate-limit.test.ts.
 */
function addressFor(index: number): string {
  return `127.0.0.${2 + Math.floor(index / 9)}`;
}

/** One request to the e2e server from `localAddress`, with the person's session. */
function request(
  baseURL: string,
  localAddress: string,
  accessToken: string,
  method: 'GET' | 'DELETE',
  pathname: string,
): Promise<{ status: number | string; body: string }> {
  const url = new URL(pathname, baseURL);
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: url.port,
        path: `${url.pathname}${url.search}`,
        method,
        localAddress,
        headers: { host: url.host, cookie: `accessToken=${accessToken}`, origin: url.origin },
      },
      (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (body += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', (err) => resolve({ status: String(err), body: '' }));
    req.end();
  });
}

const ok = (status: number | string) => typeof status === 'number' && status >= 200 && status < 300;

/**
 * Deletes the organisations the person owns: the only proprietário of an organisation cannot delete their account
 * (409), as on /conta, where they would hand it over or delete it first.
 */
async function deleteOwnedOrganizations(baseURL: string, from: string, accessToken: string): Promise<string[]> {
  const res = await request(baseURL, from, accessToken, 'GET', '/v1/organizations?pageSize=100');
  if (!ok(res.status)) return res.status === 401 ? [] : [`GET /v1/organizations: ${res.status}`];
  const { data } = JSON.parse(res.body) as { data: { items: { id: string; myRole: string | null }[] } };
  const failures: string[] = [];
  for (const { id } of data.items.filter((organization) => organization.myRole === 'owner')) {
    const deleted = await request(baseURL, from, accessToken, 'DELETE', `/v1/organizations/${id}`);
    if (!ok(deleted.status) && deleted.status !== 404)
      failures.push(`DELETE /v1/organizations/${id}: ${deleted.status}`);
  }
  return failures;
}

/** A live access token of the person: the noted one while its session lasts, else a new sign-in; undefined when gone. */
async function liveToken(baseURL: string, person: CreatedPerson): Promise<string | undefined> {
  const me = await fetch(new URL('/v1/me', baseURL), { headers: { authorization: `Bearer ${person.accessToken}` } });
  if (me.status !== 401) return person.accessToken;
  const browser = await playwrightRequest.newContext({ baseURL });
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
 * Deletes every person the fixtures made (fixtures/created-people.ts), all at once, through DELETE /v1/me with their own session,
 * while the server is still up (Playwright stops its webServer after the global teardown). A session a test ended (Sair,
 * or the account deleted) answers 401 from then on (docs/design.md §3.6): the person signs in again with their password,
 * and one whose sign-in is refused was already deleted. Fails the run when a deletion fails, so a broken "Excluir minha
 * conta" cannot go unseen.
 */
export default async function globalTeardown(config: FullConfig): Promise<void> {
  const baseURL = config.projects[0]?.use.baseURL;
  const people = readCreatedPeople();
  if (!baseURL || people.length === 0) return;
  const started = Date.now();
  // Everyone at once: each from the address of their batch, so no limit is waited out.
  const failures = (
    await Promise.all(
      people.map(async (person, index) => {
        const accessToken = await liveToken(baseURL, person);
        if (!accessToken) return [];
        const from = addressFor(index);
        const problems = await deleteOwnedOrganizations(baseURL, from, accessToken);
        const res = await request(baseURL, from, accessToken, 'DELETE', '/v1/me');
        if (!ok(res.status)) problems.push(`DELETE /v1/me: ${res.status}`);
        return problems.map((problem) => `${person.email}: ${problem}`);
      }),
    )
  ).flat();
  fs.rmSync(createdPeopleFile(), { force: true });
  console.log(
    `e2e: ${people.length - failures.length} de ${people.length} pessoas criadas pelos testes foram excluídas ` +
      `em ${((Date.now() - started) / 1000).toFixed(1)} s.`,
  );
  if (failures.length > 0) throw new Error(`A limpeza falhou:\n${failures.join('\n')}`);
}

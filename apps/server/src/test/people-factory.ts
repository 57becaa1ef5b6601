// The end-to-end run's people factory (docs/ARCHITECTURE.md#tests): the specs need a fresh person each, and signing each
// up through the bundled IdP's pages costs several page loads and a production-cost password hash. Only the e2e server
// (src/test/e2e-server.ts, started by e2e/playwright.config.ts) runs it, and only under peopleFactoryRefusal's
// conditions. It is no route of the app: it listens on a loopback port of its own, with a random token, both written
// into the run's data directory for the Playwright workers (e2e/fixtures/people.ts), and it makes accounts with the
// IdP's own createAccount, as its sign-up page does, at the test runs' hash cost.
import { randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';
import { isLoopbackUrl, type Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { createAccount, signUpSchema } from '../plugins/idp/accounts.ts';
import { TEST_PASSWORD_HASH_PARAMS } from '../plugins/idp/password.ts';

/** The one switch: nothing else turns the factory on. */
export const PEOPLE_FACTORY_ENV = 'RAIZ_E2E_PEOPLE_FACTORY';
/** Where, in the data directory, the factory says its address and token (readable by this user only). */
export const PEOPLE_FACTORY_FILE = 'e2e-people-factory.json';

export interface PeopleFactoryAddress {
  url: string;
  token: string;
}

const loopbackHost = (host: string) => host === 'localhost' || host === '::1' || /^127(\.\d{1,3}){3}$/.test(host);

/**
 * Why the factory must not run here (in Portuguese, for whoever starts it), or undefined when it may: it needs
 * RAIZ_E2E_PEOPLE_FACTORY=on, demo mode (whose passwords are published anyway), and a server only this machine reaches
 * (PUBLIC_URL and the listening address on loopback), on its own embedded database (not cluster mode), with the bundled
 * IdP. A real deployment fails at least the loopback conditions.
 */
export function peopleFactoryRefusal(config: Config, env: NodeJS.ProcessEnv): string | undefined {
  if (env[PEOPLE_FACTORY_ENV] !== 'on') return `${PEOPLE_FACTORY_ENV}=on não está definido`;
  if (!config.demo) return 'o modo de demonstração está desligado';
  if (!isLoopbackUrl(config.publicUrl)) return `PUBLIC_URL ${config.publicUrl} não é um endereço local (loopback)`;
  if (!loopbackHost(config.host)) return `HOST ${config.host} não é um endereço local (loopback)`;
  if (config.databaseUrl) return 'DATABASE_URL está definido (modo cluster)';
  if (!config.oidc.bundled) return 'o provedor de identidade embutido está desligado (OIDC_ISSUER está definido)';
  return undefined;
}

const newPersonSchema = z.object({
  name: z.string(),
  email: z.string(),
  cpf: z.string(),
  password: z.string(),
});

function answer(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      body += chunk;
      if (body.length > 10_000) req.destroy(new Error('body too large'));
    });
    req.on('end', () => resolve(body));
    req.on('error', reject);
  });
}

/**
 * Listens on 127.0.0.1 (a free port) for `POST /people` {name, email, cpf, password} with the token as a Bearer: creates
 * the IdP account (201 {id}; 409 {taken: 'email' | 'cpf'}; 400 with the sign-up form's message). Writes its address
 * and token to DATA_DIR/e2e-people-factory.json before answering; answers the server, closed by the caller.
 */
export async function startPeopleFactory(db: Db, dataDir: string): Promise<http.Server> {
  const token = randomBytes(32).toString('base64url');
  const expected = Buffer.from(`Bearer ${token}`);
  const server = http.createServer((req, res) => {
    const given = Buffer.from(req.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return answer(res, 401, {});
    if (req.method !== 'POST' || req.url !== '/people') return answer(res, 404, {});
    readBody(req)
      .then(async (body) => {
        const person = newPersonSchema.parse(JSON.parse(body));
        const input = signUpSchema.safeParse({ ...person, passwordConfirmation: person.password });
        if (!input.success) return answer(res, 400, { message: input.error.issues[0]?.message });
        const result = await createAccount(db, input.data, { passwordHashCost: TEST_PASSWORD_HASH_PARAMS });
        if ('taken' in result) return answer(res, 409, { taken: result.taken });
        return answer(res, 201, { id: result.account.id });
      })
      .catch((err: unknown) => answer(res, 500, { message: String(err) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const address: PeopleFactoryAddress = { url: `http://127.0.0.1:${port}`, token };
  fs.writeFileSync(path.join(dataDir, PEOPLE_FACTORY_FILE), JSON.stringify(address), { mode: 0o600 });
  return server;
}

import fs from 'node:fs';
import type http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.ts';
import { logInThroughIdp } from './people.ts';
import {
  PEOPLE_FACTORY_ENV,
  PEOPLE_FACTORY_FILE,
  peopleFactoryRefusal,
  startPeopleFactory,
  type PeopleFactoryAddress,
} from './people-factory.ts';
import { createTestApp, type TestApp } from './test-app.ts';

const on = { [PEOPLE_FACTORY_ENV]: 'on' };

describe('when the end-to-end people factory may run', () => {
  it('runs only with its switch, in demo mode, on loopback, embedded database and bundled provider', () => {
    expect(peopleFactoryRefusal(testConfig(), on)).toBeUndefined();
    expect(peopleFactoryRefusal(testConfig({ HOST: '127.0.0.1' }), on)).toBeUndefined();
    expect(peopleFactoryRefusal(testConfig(), {})).toMatch(/RAIZ_E2E_PEOPLE_FACTORY=on não está definido/);
    expect(peopleFactoryRefusal(testConfig(), { [PEOPLE_FACTORY_ENV]: '1' })).toMatch(/não está definido/);
    expect(peopleFactoryRefusal(testConfig({ DEMO: 'off' }), on)).toMatch(/modo de demonstração está desligado/);
    // A deployment: its public address, listening on every interface.
    expect(peopleFactoryRefusal(testConfig({ PUBLIC_URL: 'https://raiz.exemplo.org' }), on)).toMatch(
      /modo de demonstração/,
    );
    expect(peopleFactoryRefusal(testConfig({ HOST: '0.0.0.0' }), on)).toMatch(
      /HOST 0\.0\.0\.0 não é um endereço local/,
    );
    expect(
      peopleFactoryRefusal(
        testConfig({
          DATABASE_URL: 'postgres://127.0.0.1:5432/raiz',
          REDIS_URL: 'redis://127.0.0.1:6379',
          RECOVERY_API_URL: 'http://127.0.0.1:3001',
        }),
        on,
      ),
    ).toMatch(/modo cluster/);
    expect(
      peopleFactoryRefusal(testConfig({ OIDC_ISSUER: 'https://sso.exemplo.org', OIDC_CLIENT_ID: 'raiz' }), on),
    ).toMatch(/provedor de identidade embutido/);
  });
});

describe('the end-to-end people factory', () => {
  let t: TestApp;
  let factory: http.Server;
  let address: PeopleFactoryAddress;
  beforeAll(async () => {
    t = await createTestApp();
    fs.mkdirSync(t.config.dataDir, { recursive: true });
    factory = await startPeopleFactory(t.app.db, t.config.dataDir);
    address = JSON.parse(fs.readFileSync(`${t.config.dataDir}/${PEOPLE_FACTORY_FILE}`, 'utf8')) as PeopleFactoryAddress;
  });
  afterAll(async () => {
    await new Promise((resolve) => factory.close(resolve));
    await t.close();
  });

  const post = (body: unknown, token = address.token) =>
    fetch(`${address.url}/people`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const person = {
    name: 'Fábio Fábrica',
    email: 'fabio@exemplo.com.br',
    cpf: '987.654.321-00',
    password: 'senha-da-fabrica',
  };

  it('keeps its address and token readable by this user only', () => {
    expect(address.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(fs.statSync(`${t.config.dataDir}/${PEOPLE_FACTORY_FILE}`).mode & 0o077).toBe(0);
  });

  it('makes an account that signs in on the provider page, at the cheap hash cost', async () => {
    const res = await post(person);
    expect(res.status).toBe(201);
    expect((await logInThroughIdp(t, person.email, person.password)).statusCode).toBe(302);
    expect((await logInThroughIdp(t, person.email, 'outra-senha-qualquer')).statusCode).not.toBe(302);
    const [account] = await t.app.db.query.idpAccounts.findMany({ where: (a, { eq }) => eq(a.email, person.email) });
    expect(account?.passwordHash).toMatch(/^scrypt\$1024\$8\$1\$/);
  });

  it('refuses a taken e-mail, a form the sign-up page refuses, and a caller without the token', async () => {
    expect(await (await post({ ...person, cpf: '123.456.789-09' })).json()).toEqual({ taken: 'email' });
    const invalid = await post({ ...person, email: 'outra@exemplo.com.br', cpf: '123.456.789-00' });
    expect(invalid.status).toBe(400);
    expect(await invalid.json()).toEqual({ message: 'CPF inválido.' });
    expect((await post({ ...person, email: 'terceira@exemplo.com.br' }, 'x'.repeat(43))).status).toBe(401);
  });
});

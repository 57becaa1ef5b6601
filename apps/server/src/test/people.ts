import { decodeJwt } from 'jose';
import { expect } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { encryptPinBackup } from '@raiz/domain/wallet/pin-backup';
import { interactionUid, TestBrowser } from '../modules/auth/test-browser.ts';
import type { ProjectChildCollection } from '@raiz/domain';
import { projectChildInputs, projectInput, reportInput } from '../modules/content-common/content-factories.ts';
import { contentResources } from '../modules/content-common/manifest.ts';
import type { TestApp } from './test-app.ts';
import { activateWallet, certifyReport } from './wallet-helpers.ts';

// People as they really come to Raiz, for the tests of what the app keeps about a person (export, deletion): signed up
// through the bundled IdP's pages, with a whole personal space, a wallet, a certificate and a PIN backup.

type Headers = Record<string, string>;

export const PERSON_PASSWORD = 'senha-longa-da-pessoa';
export const PERSON_PIN = '135790';
export const PERSON_RECOVERY_PASSWORD = 'senha de recuperação 1';

/**
 * Opens the bundled IdP's sign-in in this browser and sends its sign-up form, the password typed twice; answers the
 * form post (302 once the account is made).
 */
export async function submitSignUp(
  browser: TestBrowser,
  person: { name: string; email: string; cpf: string; password: string },
) {
  expect((await browser.navigate('/v1/auth/login')).statusCode).toBe(200);
  const uid = interactionUid(browser.currentUrl);
  return browser.submit(`/idp/interaction/${uid}/cadastro`, { ...person, passwordConfirmation: person.password });
}

/** Signs up through the bundled IdP's pages, as a person does; answers the browser (its cookies) and the session. */
export async function signUpThroughIdp(t: TestApp, email: string, cpf: string, name: string) {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  expect((await submitSignUp(browser, { name, email, cpf, password: PERSON_PASSWORD })).statusCode).toBe(302);
  const back = new URL(browser.lastLocation!).searchParams;
  const token = back.get('accessToken')!;
  return {
    browser,
    token,
    isNewUser: back.get('isNewUser'),
    userId: String(decodeJwt(token).sub),
    headers: { authorization: `Bearer ${token}` },
  };
}

/** Logs in through the bundled IdP's sign-in page; answers the status of the form post (302 in, 401 refused). */
export async function logInThroughIdp(t: TestApp, email: string, password: string) {
  const browser = new TestBrowser(t.app, t.config.publicUrl);
  await browser.navigate('/v1/auth/login');
  return browser.submit(`/idp/interaction/${interactionUid(browser.currentUrl)}/login`, { email, password });
}

/** POSTs and expects 201; answers the created row. */
export async function createAs(t: TestApp, headers: Headers, url: string, body: object) {
  const res = await t.app.inject({ method: 'POST', url, headers, payload: body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

/**
 * A whole personal space: a project with a row of each resource under a project (posts, events, products: the
 * manifest's), a published report certified, a PIN backup. `rows` holds one row of every content resource by its key.
 */
export async function fillPersonalSpace(t: TestApp, headers: Headers, marker: string) {
  const project = await createAs(t, headers, '/v1/projects', projectInput({ name: `Projeto ${marker}` }));
  const children: Record<string, { id: string }> = {};
  for (const { key, parent } of contentResources) {
    if (parent !== 'project') continue;
    const input = projectChildInputs[key as ProjectChildCollection];
    if (!input) throw new Error(`Sem fábrica de ${key} em content-factories.ts (projectChildInputs).`);
    children[key] = await createAs(t, headers, `/v1/projects/${project.id}/${key}`, input(marker));
  }
  const { posts: post, events: event, products: product } = children as Record<ProjectChildCollection, { id: string }>;
  const report = await createAs(
    t,
    headers,
    '/v1/reports',
    reportInput({ title: `Relatório ${marker}`, projectId: project.id, status: 'published' }),
  );
  const rows: Record<string, { id: string }> = { projects: project, reports: report, ...children };
  const { wallet, salt } = await activateWallet(t, headers, PERSON_PIN);
  const certificate = await certifyReport(t, headers, wallet.privateKey, report.id);
  const encryptedPin = await encryptPinBackup(PERSON_PIN, PERSON_RECOVERY_PASSWORD);
  const backup = await t.app.inject({
    method: 'PUT',
    url: '/v1/recovery/pin-backup',
    headers,
    payload: {
      hashed_user_id_unsalted: hashUserId(decodeJwt(headers.authorization!.slice(7)).sub!),
      encrypted_pin: encryptedPin,
    },
  });
  expect(backup.statusCode).toBe(200);
  return { project, post, event, product, report, rows, certificate, wallet, salt, encryptedPin };
}

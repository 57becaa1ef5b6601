import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, describe, expect, it } from 'vitest';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { projectChildInputs, projectInput, reportInput } from '../modules/content-common/content-factories.ts';
import { buildRequest, checkAnswer, hashOf, operationsOf, seededRandom, type Pools } from './openapi-fuzz.ts';
import { createTestApp, signIn } from './test-app.ts';

// Malformed requests to every operation of the OpenAPI document, as a signed-in person with real data, through the
// real app (dev chain included). `npm run test:fuzz` sends 200 per operation; the normal suite FUZZ_RUNS (20).
// A failure prints the seed: FUZZ_SEED=<seed> repeats the run exactly.
const runs = Number(process.env.FUZZ_RUNS ?? 20);
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));
console.log(`API fuzz: seed ${seed} (FUZZ_SEED=${seed} repeats it), ${runs} requests per operation`);

const t = await createTestApp({ DEV_CHAIN: 'on' });
afterAll(() => t.close());

const person = await signIn(t);
async function create(url: string, payload: object): Promise<string> {
  const res = await t.app.inject({ method: 'POST', url, headers: person.headers, payload });
  if (res.statusCode !== 201) throw new Error(`fixture ${url}: ${res.statusCode} ${res.body}`);
  return res.json().data.id;
}
const projectId = await create('/v1/projects', projectInput());
const reportId = await create('/v1/reports', reportInput({ projectId, status: 'published' }));
const organizationId = await create('/v1/organizations', { name: 'Organização do Fuzz', type: 'ngo' });
const invitation = await t.app.inject({
  method: 'POST',
  url: `/v1/organizations/${organizationId}/invitations`,
  headers: person.headers,
  payload: { email: 'convidada@exemplo.com.br', role: 'editor' },
});
if (invitation.statusCode !== 201) throw new Error(`fixture invitation: ${invitation.statusCode} ${invitation.body}`);
const idsByCollection: Record<string, string> = {
  organizations: organizationId,
  projects: projectId,
  reports: reportId,
};
for (const [key, input] of Object.entries(projectChildInputs)) {
  idsByCollection[key] = await create(`/v1/projects/${projectId}/${key}`, input('do fuzz'));
}
const pools: Pools = {
  projectId: [projectId],
  reportId: [reportId],
  hashed_user_id_unsalted: [hashUserId(person.user.id)],
  version: [1],
  userId: [person.user.id],
  invitationId: [invitation.json().data.id],
  token: [String(invitation.json().data.url).split('/').pop()],
  redirect: ['/painel', `${t.config.publicUrl}/auth`],
};

// Deleting the account (DELETE /v1/me) and logging out (which ends the session of the token it is sent with) are
// fuzzed as someone else: the person above and their session must outlive them.
const leaving = await signIn(t);
const loggingOut = await signIn(t);
const tokenFor = (op: { method: string; path: string }) =>
  (op.method === 'DELETE' && op.path === '/v1/me'
    ? leaving
    : op.method === 'POST' && op.path === '/v1/auth/logout'
      ? loggingOut
      : person
  ).token;

// With each `$ref` replaced by the component it names, so requests and answers are built and checked from the schemas.
const document = (await t.app.inject('/docs/json')).json();
await SwaggerParser.dereference(document); // in place
const operations = operationsOf(document);
const tally = { requests: 0, byStatus: new Map<number, number>() };

describe('API fuzz: every operation of the OpenAPI document', () => {
  afterAll(() => {
    const statuses = [...tally.byStatus].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
    console.log(
      `API fuzz: ${tally.requests} requests over ${operations.length} operations, seed ${seed}: ${statuses.join(' ')}`,
    );
  });

  it('finds operations to fuzz', () => expect(operations.length).toBeGreaterThan(40));

  for (const op of operations) {
    it(`${op.method} ${op.path}`, { timeout: 30_000 + runs * 1_000 }, async () => {
      const r = seededRandom(seed ^ hashOf(`${op.method} ${op.path}`));
      // The id of the collection the path names just before `{id}` (a project, a report, a post…).
      const collection = /\/([\w-]+)\/\{id\}/.exec(op.path)?.[1];
      const opPools = {
        ...pools,
        ...(collection && idsByCollection[collection] ? { id: [idsByCollection[collection]] } : {}),
      };
      const failures: string[] = [];
      for (let i = 0; i < runs; i++) {
        const request = buildRequest(op, r, opPools, { token: tokenFor(op), origin: t.config.publicUrl });
        const res = await t.app.inject(request.options);
        tally.requests += 1;
        tally.byStatus.set(res.statusCode, (tally.byStatus.get(res.statusCode) ?? 0) + 1);
        const problem = checkAnswer(op, res);
        if (problem) {
          const payload = String(request.options.payload ?? '');
          failures.push(
            `#${i} ${request.kind} ${String(request.options.url).slice(0, 160)} ` +
              `[${String((request.options.headers as Record<string, string>)['content-type'] ?? '-')}] ` +
              `${payload.slice(0, 120)}${payload.length > 120 ? `…(${payload.length})` : ''}\n    → ${problem}`,
          );
        }
      }
      expect(failures, `seed ${seed}`).toEqual([]);
    });
  }
});

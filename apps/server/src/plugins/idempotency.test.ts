import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { idempotencyMessages } from '@raiz/domain';
import { canonicalSha256 } from '@raiz/domain/wallet/canonical-hash';
import { idempotencyKeys, organizations, posts, projects, reports } from '../db/schema/index.ts';
import {
  postInput,
  projectChildInputs,
  projectInput,
  reportInput,
} from '../modules/content-common/content-factories.ts';
import { organizationInput } from '../test/organization-helpers.ts';
import { signIn, useTestApp, type Session } from '../test/test-app.ts';

// A create sent again with the same Idempotency-Key answers what the first one did and creates nothing more (a device's
// outbox retrying after a lost answer, docs/design.md §6.1): for every create of the API.

const t = useTestApp();
let ana: Session;
let projectId: string;
let organizationId: string;
beforeAll(async () => {
  ana = await signIn(t);
  projectId = (await post(ana, '/v1/projects', projectInput())).json().data.id;
  organizationId = (await post(ana, '/v1/organizations', organizationInput())).json().data.id;
});

let next = 0;
const newKey = () => `chave-${Date.now()}-${next++}`;

function post(who: Session, url: string, payload: object, key?: string) {
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...who.headers, ...(key ? { 'idempotency-key': key } : {}) },
    payload,
  });
}

const creates: { name: string; url: () => string; body: () => object }[] = [
  { name: 'a project', url: () => '/v1/projects', body: () => projectInput({ name: 'Mata ciliar' }) },
  { name: 'a report', url: () => '/v1/reports', body: () => reportInput({ projectId }) },
  // Each resource under a project, from the factories' table: a new one is covered as soon as it has a factory.
  ...Object.entries(projectChildInputs).map(([key, input]) => ({
    name: `a row of ${key}`,
    url: () => `/v1/projects/${projectId}/${key}`,
    body: () => input('repetido'),
  })),
  { name: 'an organisation', url: () => '/v1/organizations', body: () => organizationInput() },
  {
    name: 'an invitation',
    url: () => `/v1/organizations/${organizationId}/invitations`,
    body: () => ({ email: `convidada-${next++}@exemplo.com.br`, role: 'editor' }),
  },
];

describe.each(creates)('creating $name twice with one Idempotency-Key', (create) => {
  it('creates it once and answers the same both times, the second marked as replayed', async () => {
    const key = newKey();
    const body = create.body();
    const first = await post(ana, create.url(), body, key);
    expect(first.statusCode, first.body).toBe(201);
    const again = await post(ana, create.url(), body, key);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    // Without the key, the same body is a new create.
    const fresh = await post(ana, create.url(), create.body());
    expect(fresh.statusCode).toBe(201);
    expect(fresh.json().data.id).not.toBe(first.json().data.id);
  });
});

describe('Idempotency-Key', () => {
  it('stores one project for a create repeated with the same key, also in another key order', async () => {
    const key = newKey();
    const body = projectInput({ name: 'Nascente única' });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const answers = [await post(ana, '/v1/projects', body, key), await post(ana, '/v1/projects', reordered, key)];
    expect(answers.map((a) => a.statusCode)).toEqual([201, 201]);
    const stored = await t.app.db.select().from(projects).where(eq(projects.name, 'Nascente única'));
    expect(stored).toHaveLength(1);
  });

  it('answers 422 to the same key with another body, and creates nothing', async () => {
    const key = newKey();
    expect((await post(ana, '/v1/projects', projectInput({ name: 'Primeiro' }), key)).statusCode).toBe(201);
    const other = await post(ana, '/v1/projects', projectInput({ name: 'Segundo' }), key);
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({ error: { code: 'idempotency_key_reused', message: idempotencyMessages.reused } });
    expect(await t.app.db.select().from(projects).where(eq(projects.name, 'Segundo'))).toHaveLength(0);
    // Another address with the key: also another request.
    const elsewhere = await post(ana, `/v1/projects/${projectId}/posts`, postInput(), key);
    expect(elsewhere.statusCode).toBe(422);
  });

  it('frees the key after a refused create, so the corrected one goes through', async () => {
    const key = newKey();
    const refused = await post(ana, '/v1/reports', reportInput({ projectId, title: '' }), key);
    expect(refused.statusCode).toBe(400);
    const corrected = await post(ana, '/v1/reports', reportInput({ projectId, title: 'Corrigido' }), key);
    expect(corrected.statusCode, corrected.body).toBe(201);
    expect(await t.app.db.select().from(reports).where(eq(reports.title, 'Corrigido'))).toHaveLength(1);
  });

  it('answers 409 while the first create still runs, and takes over one abandoned for over a minute', async () => {
    const key = newKey();
    const body = postInput({ title: 'Em andamento' });
    const url = `/v1/projects/${projectId}/posts`;
    // What a first request holds while it runs: its reservation, without an answer yet.
    const [reservation] = await t.app.db
      .insert(idempotencyKeys)
      .values({ userId: ana.user.id, key, method: 'POST', path: url, requestHash: 'x' })
      .returning();
    expect((await post(ana, url, body, key)).statusCode).toBe(422); // another body than the reservation's
    await t.app.db
      .update(idempotencyKeys)
      .set({ requestHash: canonicalSha256(body) })
      .where(and(eq(idempotencyKeys.userId, ana.user.id), eq(idempotencyKeys.key, key)));
    const running = await post(ana, url, body, key);
    expect(running.statusCode).toBe(409);
    expect(running.json().error.message).toBe(idempotencyMessages.inProgress);
    // Its process died: after a minute the key is taken over.
    await t.app.db
      .update(idempotencyKeys)
      .set({ createdAt: new Date(Date.parse(reservation!.createdAt) - 120_000).toISOString() })
      .where(and(eq(idempotencyKeys.userId, ana.user.id), eq(idempotencyKeys.key, key)));
    const retaken = await post(ana, url, body, key);
    expect(retaken.statusCode, retaken.body).toBe(201);
    expect(await t.app.db.select().from(posts).where(eq(posts.title, 'Em andamento'))).toHaveLength(1);
  });

  it('creates once when the same create arrives twice at the same moment', async () => {
    const key = newKey();
    const body = organizationInput({ name: 'Cooperativa Simultânea' });
    const answers = await Promise.all([
      post(ana, '/v1/organizations', body, key),
      post(ana, '/v1/organizations', body, key),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([201]));
    for (const a of answers) expect([201, 409]).toContain(a.statusCode);
    const stored = await t.app.db.select().from(organizations).where(eq(organizations.name, 'Cooperativa Simultânea'));
    expect(stored).toHaveLength(1);
  });

  it('keeps each person’s keys apart, and refuses a malformed key', async () => {
    const bruno = await signIn(t);
    const key = newKey();
    const mine = await post(ana, '/v1/projects', projectInput({ name: 'Da Ana' }), key);
    const theirs = await post(bruno, '/v1/projects', projectInput({ name: 'Do Bruno' }), key);
    expect([mine.statusCode, theirs.statusCode]).toEqual([201, 201]);
    expect(theirs.json().data.name).toBe('Do Bruno');
    for (const bad of ['com espaço', 'x'.repeat(256), 'acentuação']) {
      const res = await post(ana, '/v1/projects', projectInput(), bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.message).toBe(idempotencyMessages.invalidKey);
    }
  });
});

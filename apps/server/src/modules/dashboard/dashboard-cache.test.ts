import zlib from 'node:zlib';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  certificates,
  dashboardStamps,
  events,
  memberships,
  posts,
  products,
  projects,
  reports,
  users,
} from '../../db/schema/index.ts';
import { createOrganization } from '../../test/organization-helpers.ts';
import { eventInput, postInput, productInput, projectInput, reportInput } from '../content-common/content-factories.ts';
import { seededRandom } from '../../test/openapi-fuzz.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { getDashboard } from './dashboard.service.ts';

// The panel is served from a per-person cache invalidated by database triggers (dashboard-cache.ts). Random writes of
// every kind — through the API and straight into the tables, by several people and an admin — and after each, the
// served panel must equal the panel computed afresh from the tables (getDashboard, the computation used before the
// cache) for every person.

type Panel = Awaited<ReturnType<typeof getDashboard>> & { rdxBalance: string | null };

/** Projects of equal names come in no particular order from either side. */
const comparable = (panel: Panel) => ({
  ...panel,
  byProject: [...panel.byProject].sort(
    (a, b) => a.projectName.localeCompare(b.projectName) || String(a.projectId).localeCompare(String(b.projectId)),
  ),
});

describe('panel cache against the panel computed afresh, on random data', () => {
  const t = useTestApp();
  let people: Session[];
  let admin: Session;
  let certificateNumber = 0;
  let organizationId: string;

  beforeAll(async () => {
    people = [await signIn(t), await signIn(t), await signIn(t)];
    admin = await signIn(t, { roles: ['user', 'admin'] });
    people.push(admin);
    // An organisation: the first person owns it, the second edits in it; the third joins and leaves (random writes).
    organizationId = (await createOrganization(t, people[0]!)).id;
    await t.app.db.insert(memberships).values({ organizationId, userId: people[1]!.user.id, role: 'editor' });
  }, 60_000);

  async function expectServedEqualsFresh(who: Session) {
    const res = await t.app.inject({ url: '/v1/dashboard', headers: who.headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const actor = { id: who.user.id, isAdmin: who.user.roles.includes('admin') };
    const fresh: Panel = { ...(await getDashboard(t.app.db, actor)), rdxBalance: null };
    expect(comparable(res.json().data)).toEqual(comparable(fresh));
  }

  it('serves what the tables say after every write', async () => {
    const seed = Number(process.env.DASHBOARD_SEED ?? Date.now() % 1_000_000);
    const r = seededRandom(seed);
    const { inject, create } = requester(t);
    const names = ['Nascentes do Xingu', 'Cerrado Vivo', 'Mangue Limpo', 'Águas do Pantanal'];
    const statuses = ['draft', 'published'] as const;
    const amount = () => (r.chance(0.2) ? null : r.int(0, 10_000) / r.pick([1, 4, 100]));
    const count = () => (r.chance(0.2) ? null : r.int(0, 500));
    const randomReport = (projectId: string | null) =>
      reportInput({
        title: `Relatório ${r.int(1, 999)}`,
        projectId,
        periodStart: '2024-01-01',
        periodEnd: `${r.int(2024, 2026)}-${String(r.int(1, 12)).padStart(2, '0')}-${String(r.int(1, 28)).padStart(2, '0')}`,
        status: r.pick(statuses),
        co2eTonnes: amount(),
        treesPlanted: count(),
        restoredAreaHa: amount(),
        waterM3: amount(),
        wasteTonnes: amount(),
        peopleBenefited: count(),
      });
    // The person's rows in their personal space (the organisation's have their own operations below).
    const ownRows = async (table: typeof projects | typeof reports, who: Session) =>
      t.app.db
        .select({ id: table.id, version: table.version, status: table.status })
        .from(table)
        .where(and(eq(table.ownerId, who.user.id), isNull(table.organizationId)));

    const operations: Record<string, (who: Session) => Promise<unknown>> = {
      async newProject(who) {
        await create(who, '/v1/projects', projectInput({ name: r.pick(names) }));
      },
      async renameProject(who) {
        const project = r.pick(await ownRows(projects, who));
        if (!project) return;
        const res = await inject(who, 'PATCH', `/v1/projects/${project.id}`, {
          version: project.version,
          name: r.pick(names),
        });
        expect(res.statusCode).toBe(200);
      },
      async deleteProject(who) {
        const project = r.pick(await ownRows(projects, who));
        if (!project) return;
        expect((await inject(who, 'DELETE', `/v1/projects/${project.id}`)).statusCode).toBe(200);
      },
      async newReport(who) {
        const project = r.chance(0.8) ? r.pick(await ownRows(projects, who)) : undefined;
        await create(who, '/v1/reports', randomReport(project?.id ?? null));
      },
      async editReport(who) {
        const report = r.pick((await ownRows(reports, who)).filter((row) => row.status !== 'certified'));
        if (!report) return;
        const { title: _title, ...changes } = randomReport(r.pick(await ownRows(projects, who))?.id ?? null);
        const res = await inject(who, 'PATCH', `/v1/reports/${report.id}`, { version: report.version, ...changes });
        expect(res.statusCode).toBe(200);
      },
      async deleteReport(who) {
        const report = r.pick((await ownRows(reports, who)).filter((row) => row.status !== 'certified'));
        if (!report) return;
        expect((await inject(who, 'DELETE', `/v1/reports/${report.id}`)).statusCode).toBe(200);
      },
      // What issueCertificate writes, without the wallet signature it checks first.
      async certify(who) {
        const report = r.pick((await ownRows(reports, who)).filter((row) => row.status === 'published'));
        if (!report) return;
        await t.app.db.transaction(async (tx) => {
          await tx
            .update(reports)
            .set({ status: 'certified', version: report.version + 1, updatedAt: new Date().toISOString() })
            .where(eq(reports.id, report.id));
          await tx.insert(certificates).values({
            code: `C${++certificateNumber}`,
            reportId: report.id,
            ownerId: who.user.id,
            snapshot: {},
            sha256: '0'.repeat(64),
            signature: '0x',
            signerAddress: '0x0000000000000000000000000000000000000000',
            signerRef: 'x',
          });
        });
      },
      async newChild(who) {
        const project = r.pick(await ownRows(projects, who));
        if (!project) return;
        const owned = { ownerId: who.user.id, projectId: project.id };
        const table = r.pick(['posts', 'events', 'products'] as const);
        if (table === 'posts') await t.app.db.insert(posts).values({ ...postInput(), ...owned });
        if (table === 'events') await t.app.db.insert(events).values({ ...eventInput(), ...owned });
        if (table === 'products') await t.app.db.insert(products).values({ ...productInput(), ...owned });
      },
      // The organisation's rows count in the panel of each of its members (docs/organizations.md#the-panel).
      async organizationProject(who) {
        if (who !== people[0] && who !== people[1]) return;
        await create(who, '/v1/projects', projectInput({ name: r.pick(names), organizationId }));
      },
      async organizationReport(who) {
        if (who !== people[0] && who !== people[1]) return;
        const rows = await t.app.db
          .select({ id: projects.id })
          .from(projects)
          .where(eq(projects.organizationId, organizationId));
        const project = r.pick(rows);
        if (!project) return;
        await create(who, '/v1/reports', randomReport(project.id));
      },
      async moveIntoOrganization(who) {
        if (who !== people[0]) return;
        const project = r.pick(await ownRows(projects, who));
        if (!project) return;
        const res = await inject(who, 'PATCH', `/v1/projects/${project.id}`, {
          version: project.version,
          organizationId,
        });
        expect(res.statusCode, res.body).toBe(200);
      },
      async joinOrLeave() {
        const person = people[2]!.user.id;
        const member = and(eq(memberships.organizationId, organizationId), eq(memberships.userId, person));
        const [row] = await t.app.db.select().from(memberships).where(member);
        if (row) await t.app.db.delete(memberships).where(member);
        else await t.app.db.insert(memberships).values({ organizationId, userId: person, role: 'viewer' });
      },
      // An admin files a report on someone else's project: that project's name shows in the admin's panel.
      async adminReportOnOthersProject() {
        const others = await t.app.db.select({ id: projects.id }).from(projects);
        const project = r.pick(others);
        if (!project) return;
        await create(admin, '/v1/reports', randomReport(project.id));
      },
    };

    const kinds = Object.keys(operations);
    for (let step = 0; step < 120; step++) {
      const who = r.pick(people);
      const name = r.pick(kinds);
      try {
        await operations[name]!(who);
        // One person's panel after each write (often kept from before it), everyone's now and then.
        await expectServedEqualsFresh(r.pick(people));
        if (step % 20 === 19) for (const person of people) await expectServedEqualsFresh(person);
      } catch (err) {
        throw new Error(`seed ${seed}, step ${step} (${name}): ${(err as Error).message}`, { cause: err });
      }
    }
    for (const person of people) await expectServedEqualsFresh(person);
  }, 240_000);

  it('compresses a kept panel as the client asks, and sends a small one as it is', async () => {
    const maria = await signIn(t);
    const ask = (acceptEncoding?: string) =>
      t.app.inject({
        url: '/v1/dashboard',
        headers: { ...maria.headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });
    const small = await ask('br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.headers.vary).toMatch(/accept-encoding/i);

    for (let i = 0; i < 12; i++)
      await requester(t).create(maria, '/v1/projects', projectInput({ name: `Projeto ${i}` }));
    const [project] = await t.app.db
      .select({ id: projects.id })
      .from(projects)
      .where(eq(projects.ownerId, maria.user.id));
    await requester(t).create(maria, '/v1/reports', reportInput({ projectId: project!.id, status: 'published' }));
    const plain = await ask();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    const expected = plain.json();
    expect(expected.data.byProject).toHaveLength(1);
    const decode = { br: zlib.brotliDecompressSync, gzip: zlib.gunzipSync } as const;
    for (const [asked, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const res = await ask(asked);
        expect(res.headers['content-encoding']).toBe(encoding);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        const json = encoding ? decode[encoding](res.rawPayload).toString() : res.body;
        expect(JSON.parse(json)).toEqual(expected);
      }
    }
  });

  it('forgets a person who is deleted, and their rows leave no stamp behind', async () => {
    const gone = await signIn(t);
    await requester(t).newProject(gone);
    await expectServedEqualsFresh(gone);
    await t.app.db.delete(users).where(eq(users.id, gone.user.id));
    expect(await t.app.db.select().from(dashboardStamps).where(eq(dashboardStamps.ownerId, gone.user.id))).toEqual([]);
    expect(await t.app.db.select().from(projects).where(eq(projects.ownerId, gone.user.id))).toEqual([]);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { certificates, memberships, projects, reports } from '../../db/schema/index.ts';
import { createTeam } from '../../test/organization-helpers.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { postInput, projectInput, reportInput } from '../content-common/content-factories.ts';

describe('panel and public impact', () => {
  const t = useTestApp();
  let ana: Awaited<ReturnType<typeof signIn>>;
  let bruno: Awaited<ReturnType<typeof signIn>>;

  beforeAll(async () => {
    ana = await signIn(t, { email: 'ana@exemplo.com.br' });
    bruno = await signIn(t, { email: 'bruno@exemplo.com.br' });
    const [p] = await t.app.db
      .insert(projects)
      .values({
        ownerId: ana.user.id,
        name: 'Nascentes do Xingu',
        category: 'reforestation',
        biome: 'amazonia',
        municipality: 'Canarana',
        state: 'MT',
        status: 'in_progress',
      })
      .returning();
    const base = { ownerId: ana.user.id, projectId: p!.id, summary: '' };
    const [published] = await t.app.db
      .insert(reports)
      .values([
        {
          ...base,
          title: 'Janeiro',
          periodStart: '2026-01-01',
          periodEnd: '2026-01-31',
          status: 'published',
          co2eTonnes: 10.5,
          treesPlanted: 100,
          waterM3: 1000,
        },
        {
          ...base,
          title: 'Fevereiro',
          periodStart: '2026-02-01',
          periodEnd: '2026-02-28',
          status: 'certified',
          co2eTonnes: 4.5,
          treesPlanted: 50,
        },
        {
          ...base,
          projectId: null,
          title: 'Sem projeto',
          periodStart: '2026-02-01',
          periodEnd: '2026-02-20',
          status: 'published',
          peopleBenefited: 30,
        },
        {
          ...base,
          title: 'Rascunho',
          periodStart: '2026-03-01',
          periodEnd: '2026-03-31',
          status: 'draft',
          co2eTonnes: 999,
        },
      ])
      .returning();
    await t.app.db.insert(certificates).values({
      code: 'ABC123',
      reportId: published!.id,
      ownerId: ana.user.id,
      snapshot: {},
      sha256: '0'.repeat(64),
      signature: '0x',
      signerAddress: '0x0000000000000000000000000000000000000000',
      signerRef: 'x',
    });
    await t.app.db.insert(reports).values({
      ownerId: bruno.user.id,
      title: 'Do Bruno',
      periodStart: '2026-01-01',
      periodEnd: '2026-01-31',
      status: 'published',
      co2eTonnes: 1,
    });
  }, 60_000);

  it('sums published and certified reports by month and by project, without drafts', async () => {
    const res = await t.app.inject({ url: '/v1/dashboard', headers: ana.headers });
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.counts).toEqual({ projects: 1, reports: 4, posts: 0, events: 0, products: 0, certificates: 1 });
    expect(d.totals).toMatchObject({ co2eTonnes: 15, treesPlanted: 150, waterM3: 1000, peopleBenefited: 30 });
    expect(d.byMonth.map((m: { month: string; co2eTonnes: number }) => [m.month, m.co2eTonnes])).toEqual([
      ['2026-01', 10.5],
      ['2026-02', 4.5],
    ]);
    expect(d.byProject).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ projectName: 'Nascentes do Xingu', co2eTonnes: 15, treesPlanted: 150 }),
        expect.objectContaining({ projectName: 'Sem projeto', peopleBenefited: 30 }),
      ]),
    );
    expect(d.rdxBalance).toBeNull();
    expect(d.recent[0]).toMatchObject({ kind: expect.any(String), title: expect.any(String) });
  });

  it("shows only the caller's own figures", async () => {
    const d = (await t.app.inject({ url: '/v1/dashboard', headers: bruno.headers })).json().data;
    expect(d.counts.reports).toBe(1);
    expect(d.totals.co2eTonnes).toBe(1);
  });

  it("covers the person's spaces: their own and each organisation they are a member of, every count and sum alike", async () => {
    const team = await createTeam(t, 'Cooperativa do Painel');
    const { create } = requester(t);
    // The owner's project in the organisation, with a post; the editor's reports on it (a draft counts, adds nothing).
    const project = await create(team.owner, '/v1/projects', projectInput({ organizationId: team.organization.id }));
    await create(team.owner, `/v1/projects/${project.id}/posts`, postInput());
    const report = (status: 'published' | 'draft', co2eTonnes: number) =>
      reportInput({
        projectId: project.id,
        status,
        co2eTonnes,
        treesPlanted: null,
        restoredAreaHa: null,
        waterM3: null,
        wasteTonnes: null,
        peopleBenefited: null,
      });
    await create(team.editor, '/v1/reports', report('published', 2));
    await create(team.editor, '/v1/reports', report('published', 3));
    await create(team.editor, '/v1/reports', report('draft', 100));
    const panel = async (who: Session) =>
      (await t.app.inject({ url: '/v1/dashboard', headers: who.headers })).json().data;

    for (const who of [team.owner, team.editor, team.viewer]) {
      const d = await panel(who);
      expect(d.counts).toEqual({ projects: 1, reports: 3, posts: 1, events: 0, products: 0, certificates: 0 });
      expect(d.totals.co2eTonnes).toBe(5);
      expect(d.byProject).toEqual([expect.objectContaining({ projectId: project.id, co2eTonnes: 5 })]);
    }
    // Someone outside the organisation sees none of it; a member who leaves stops seeing it.
    expect((await panel(bruno)).counts).toMatchObject({ projects: 0, reports: 1 });
    await t.app.db
      .delete(memberships)
      .where(and(eq(memberships.organizationId, team.organization.id), eq(memberships.userId, team.viewer.user.id)));
    expect((await panel(team.viewer)).counts).toEqual({
      projects: 0,
      reports: 0,
      posts: 0,
      events: 0,
      products: 0,
      certificates: 0,
    });
  });

  it('needs a session', async () => {
    expect((await t.app.inject('/v1/dashboard')).statusCode).toBe(401);
  });

  it('publishes the certified impact of the public registry only, without personal data', async () => {
    const impact = async () => {
      const res = await t.app.inject('/v1/public/impact');
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('ana@');
      return res.json().data;
    };
    const none = { co2eTonnes: 0, treesPlanted: 0, restoredAreaHa: 0, waterM3: 0, wasteTonnes: 0, peopleBenefited: 0 };
    // Ana's project has a certified report, but it is not in the registry yet: nothing counts.
    expect(await impact()).toEqual({ totals: none, counts: { certifiedReports: 0, projects: 0, organizations: 0 } });

    // Published to the registry: its certified report counts; its published report and its draft do not.
    const [project] = await t.app.db.select().from(projects).where(eq(projects.ownerId, ana.user.id));
    await t.app.db
      .update(projects)
      .set({ public: true, slug: 'nascentes-do-xingu', publishedAt: sql`now()` })
      .where(eq(projects.id, project!.id));
    const listed = {
      totals: { ...none, co2eTonnes: 4.5, treesPlanted: 50 },
      counts: { certifiedReports: 1, projects: 1, organizations: 0 },
    };
    expect(await impact()).toEqual(listed);

    // Hidden by the platform: out again.
    await t.app.db
      .update(projects)
      .set({ hiddenAt: sql`now()`, hiddenReason: 'Em análise' })
      .where(eq(projects.id, project!.id));
    expect((await impact()).counts.projects).toBe(0);
    await t.app.db.update(projects).set({ hiddenAt: null, hiddenReason: null }).where(eq(projects.id, project!.id));
    expect(await impact()).toEqual(listed);
  });
});

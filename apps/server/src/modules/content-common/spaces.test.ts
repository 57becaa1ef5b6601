import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { organizationMessages, type OrganizationRole } from '@raiz/domain';
import { memberships, organizationHistory, organizations } from '../../db/schema/index.ts';
import { signIn, useTestApp } from '../../test/test-app.ts';
import { postInput, projectInput, reportInput } from './content-factories.ts';
import { reportOtherSpaceMessage } from '../reports/reports.service.ts';

// Content in spaces (docs/organizations.md): a row lives in its owner's personal space or in an organisation's; the
// members reach it as their roles allow, everyone else does not see it at all.

const t = useTestApp();
type Session = Awaited<ReturnType<typeof signIn>>;
let ana: Session; // owner
let bruno: Session; // editor
let carla: Session; // viewer
let davi: Session; // outsider
let admin: Session; // platform admin, not a member
let orgId: string;

const send = (who: Session, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.cookieHeaders, ...(payload ? { payload } : {}) });

async function newProject(who: Session, overrides: object = {}) {
  const res = await send(who, 'POST', '/v1/projects', { ...projectInput(), ...overrides });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: string; version: number; organizationId: string | null; ownerId: string };
}

const historyOf = (projectId: string) =>
  t.app.db
    .select()
    .from(organizationHistory)
    .where(and(eq(organizationHistory.organizationId, orgId), eq(organizationHistory.projectId, projectId)))
    .orderBy(organizationHistory.createdAt);

beforeAll(async () => {
  [ana, bruno, carla, davi] = await Promise.all([
    signIn(t, { name: 'Ana Lima' }),
    signIn(t, { name: 'Bruno Sousa' }),
    signIn(t),
    signIn(t),
  ]);
  admin = await signIn(t, { roles: ['user', 'admin'] });
  const [org] = await t.app.db
    .insert(organizations)
    .values({ slug: 'instituto-mata-viva', name: 'Instituto Mata Viva', type: 'ngo' })
    .returning();
  orgId = org!.id;
  const roles: [Session, OrganizationRole][] = [
    [ana, 'owner'],
    [bruno, 'editor'],
    [carla, 'viewer'],
  ];
  await t.app.db
    .insert(memberships)
    .values(roles.map(([who, role]) => ({ organizationId: orgId, userId: who.user.id, role })));
});

describe('content in an organisation', () => {
  it('is created by editors and above; a viewer is told their role does not allow it, an outsider sees no organisation', async () => {
    const project = await newProject(bruno, { organizationId: orgId, name: 'Viveiro comunitário' });
    expect(project).toMatchObject({ organizationId: orgId, ownerId: bruno.user.id });

    const byViewer = await send(carla, 'POST', '/v1/projects', projectInput({ organizationId: orgId }));
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().error.message).toBe(organizationMessages.forbidden);

    const byOutsider = await send(davi, 'POST', '/v1/projects', projectInput({ organizationId: orgId }));
    expect(byOutsider.statusCode).toBe(404);
    expect(byOutsider.json().error.message).toBe(organizationMessages.notFound);
  });

  it('is read by every member, changed by editors, and invisible to others', async () => {
    const project = await newProject(ana, { organizationId: orgId, name: 'Nascentes do Rio Claro' });
    for (const who of [ana, bruno, carla, admin]) {
      expect((await send(who, 'GET', `/v1/projects/${project.id}`)).statusCode).toBe(200);
    }
    expect((await send(davi, 'GET', `/v1/projects/${project.id}`)).statusCode).toBe(404);

    const edited = await send(bruno, 'PATCH', `/v1/projects/${project.id}`, { name: 'Nascentes vivas', version: 1 });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ name: 'Nascentes vivas', version: 2, ownerId: ana.user.id });

    const byViewer = await send(carla, 'PATCH', `/v1/projects/${project.id}`, { name: 'Outro', version: 2 });
    expect(byViewer.statusCode).toBe(403);
    expect(byViewer.json().error.message).toBe(organizationMessages.forbidden);
    expect((await send(carla, 'DELETE', `/v1/projects/${project.id}`)).statusCode).toBe(403);
    expect((await send(davi, 'PATCH', `/v1/projects/${project.id}`, { name: 'x', version: 2 })).statusCode).toBe(404);

    // A project's rows live in its space: an editor adds a post, a viewer reads it and cannot change it.
    const post = await send(
      bruno,
      'POST',
      `/v1/projects/${project.id}/posts`,
      postInput({ title: 'Mutirão de sábado' }),
    );
    expect(post.statusCode).toBe(201);
    expect(post.json().data).toMatchObject({ organizationId: orgId, ownerId: ana.user.id });
    const postUrl = `/v1/projects/${project.id}/posts/${post.json().data.id}`;
    expect((await send(carla, 'GET', postUrl)).statusCode).toBe(200);
    expect((await send(carla, 'PATCH', postUrl, { title: 'x', version: 1 })).statusCode).toBe(403);
    expect((await send(davi, 'GET', postUrl)).statusCode).toBe(404);
  });

  it('lists by space: personal, one organisation, or everything the person may read', async () => {
    const mine = await newProject(carla, { name: 'Horta da Carla' });
    const theirs = await newProject(ana, { organizationId: orgId, name: 'Horta do instituto' });
    const names = async (who: Session, query: string) =>
      ((await send(who, 'GET', `/v1/projects?pageSize=100${query}`)).json().data.items as { id: string }[]).map(
        (p) => p.id,
      );

    expect(await names(carla, '&space=personal')).toEqual([mine.id]);
    const inOrg = await names(carla, `&space=${orgId}`);
    expect(inOrg).toContain(theirs.id);
    expect(inOrg).not.toContain(mine.id);
    expect(await names(carla, '')).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect(await names(davi, `&space=${orgId}`)).toEqual([]);

    const bad = await send(carla, 'GET', '/v1/projects?space=algum');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.space).toMatch(/Espaço inválido/);
  });

  it('records every write in the organisation with who, what and each field before and after', async () => {
    const project = await newProject(bruno, { organizationId: orgId, name: 'Trilha das águas' });
    await send(bruno, 'PATCH', `/v1/projects/${project.id}`, { municipality: 'Ubatuba', version: 1 });
    const post = (
      await send(bruno, 'POST', `/v1/projects/${project.id}/posts`, postInput({ title: 'Abertura' }))
    ).json().data;
    await send(ana, 'DELETE', `/v1/projects/${project.id}/posts/${post.id}`);

    const entries = await historyOf(project.id);
    expect(entries.map((e) => [e.action, e.entityType, e.actorName, e.summary])).toEqual([
      ['create', 'project', 'Bruno Sousa', 'Trilha das águas'],
      ['update', 'project', 'Bruno Sousa', 'Trilha das águas'],
      ['create', 'post', 'Bruno Sousa', 'Abertura'],
      ['delete', 'post', 'Ana Lima', 'Abertura'],
    ]);
    expect(entries[1]!.changes).toEqual([
      { field: 'municipality', before: projectInput().municipality, after: 'Ubatuba' },
    ]);

    // A personal space keeps no history.
    const personal = await newProject(davi);
    await send(davi, 'PATCH', `/v1/projects/${personal.id}`, { name: 'Outro nome', version: 1 });
    const anyOf = await t.app.db
      .select()
      .from(organizationHistory)
      .where(eq(organizationHistory.projectId, personal.id));
    expect(anyOf).toEqual([]);
  });
});

describe('moving and publishing a project', () => {
  it('moves a personal project with its rows into the organisation and back, only for who manages both', async () => {
    const project = await newProject(ana, { name: 'Quintal agroflorestal' });
    const post = (await send(ana, 'POST', `/v1/projects/${project.id}/posts`, postInput())).json().data;
    const report = (await send(ana, 'POST', '/v1/reports', reportInput({ projectId: project.id }))).json().data;

    // bruno is an editor: he cannot bring his own project in (managing the destination is needed).
    const his = await newProject(bruno);
    const refused = await send(bruno, 'PATCH', `/v1/projects/${his.id}`, { organizationId: orgId, version: 1 });
    expect(refused.statusCode).toBe(403);

    const moved = await send(ana, 'PATCH', `/v1/projects/${project.id}`, { organizationId: orgId, version: 1 });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ organizationId: orgId, version: 2 });
    const movedPost = await send(carla, 'GET', `/v1/projects/${project.id}/posts/${post.id}`);
    expect(movedPost.json().data.organizationId).toBe(orgId);
    expect((await send(carla, 'GET', `/v1/reports/${report.id}`)).json().data.organizationId).toBe(orgId);
    expect((await historyOf(project.id)).map((e) => e.action)).toEqual(['move_in']);

    // An editor cannot take it out; an owner moves it into her personal space: it becomes hers, rows included.
    expect(
      (await send(bruno, 'PATCH', `/v1/projects/${project.id}`, { organizationId: null, version: 2 })).statusCode,
    ).toBe(403);
    const back = await send(ana, 'PATCH', `/v1/projects/${project.id}`, { organizationId: null, version: 2 });
    expect(back.json().data).toMatchObject({ organizationId: null, ownerId: ana.user.id });
    expect((await send(carla, 'GET', `/v1/reports/${report.id}`)).statusCode).toBe(404);
    expect((await historyOf(project.id)).map((e) => e.action)).toEqual(['move_in', 'move_out']);
  });

  it('publishes to the registry with a unique address, by its managers only, recorded in the history', async () => {
    const first = await newProject(ana, { organizationId: orgId, name: 'Corredor da Mata Atlântica' });
    const second = await newProject(ana, { organizationId: orgId, name: 'Corredor da Mata Atlântica' });

    const byEditor = await send(bruno, 'PATCH', `/v1/projects/${first.id}`, { public: true, version: 1 });
    expect(byEditor.statusCode).toBe(403);

    const published = await send(ana, 'PATCH', `/v1/projects/${first.id}`, { public: true, version: 1 });
    expect(published.statusCode).toBe(200);
    expect(published.json().data).toMatchObject({ public: true, slug: 'corredor-da-mata-atlantica' });
    expect(published.json().data.publishedAt).toMatch(/Z$/);
    const again = await send(ana, 'PATCH', `/v1/projects/${second.id}`, { public: true, version: 1 });
    expect(again.json().data.slug).toBe('corredor-da-mata-atlantica-2');

    const withdrawn = await send(ana, 'PATCH', `/v1/projects/${first.id}`, { public: false, version: 2 });
    expect(withdrawn.json().data).toMatchObject({ public: false, slug: 'corredor-da-mata-atlantica' });
    expect((await historyOf(first.id)).map((e) => e.action)).toEqual(['create', 'publish', 'unpublish']);
  });
});

describe("an organisation's reports", () => {
  it('live in the space they were created in, or their project’s', async () => {
    const loose = await send(bruno, 'POST', '/v1/reports', reportInput({ organizationId: orgId, projectId: null }));
    expect(loose.statusCode).toBe(201);
    expect(loose.json().data.organizationId).toBe(orgId);
    expect((await send(carla, 'POST', '/v1/reports', reportInput({ organizationId: orgId }))).statusCode).toBe(403);
    expect((await send(carla, 'GET', `/v1/reports/${loose.json().data.id}`)).statusCode).toBe(200);

    // A report cannot be tied to a project of another space.
    const personal = await newProject(bruno);
    const crossed = await send(bruno, 'PATCH', `/v1/reports/${loose.json().data.id}`, {
      projectId: personal.id,
      version: 1,
    });
    expect(crossed.statusCode).toBe(400);
    expect(crossed.json().error.fields.projectId).toBe(reportOtherSpaceMessage);

    const orgProject = await newProject(ana, { organizationId: orgId });
    const tied = await send(bruno, 'POST', '/v1/reports', reportInput({ projectId: orgProject.id }));
    expect(tied.json().data.organizationId).toBe(orgId);
  });

  it('are certified by an editor, the organisation and the role inside what is signed; not by a viewer', async () => {
    const report = (
      await send(bruno, 'POST', '/v1/reports', reportInput({ organizationId: orgId, status: 'published' }))
    ).json().data;
    const draft = await send(bruno, 'GET', `/v1/reports/${report.id}/certificate-draft`);
    expect(draft.statusCode).toBe(200);
    expect(draft.json().data.snapshot.organization).toEqual({ name: 'Instituto Mata Viva', signerRole: 'editor' });
    expect(draft.json().data.snapshot.signerName).toBe('Bruno Sousa');
    expect((await send(carla, 'GET', `/v1/reports/${report.id}/certificate-draft`)).statusCode).toBe(404);
    // A platform admin who is not a member does not sign for the organisation.
    expect((await send(admin, 'GET', `/v1/reports/${report.id}/certificate-draft`)).statusCode).toBe(404);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { can, organizationMessages, organizationRoles, type OrganizationPermission, type RowCan } from '@raiz/domain';
import { posts, projects, reports } from '../../db/schema/index.ts';
import { createTeam, type Team } from '../../test/organization-helpers.ts';
import { signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { postInput, projectInput, reportInput } from './content-factories.ts';

// Every content route in an organisation's space, for every role, an outsider and a platform admin
// (docs/organizations.md#roles). The expected answer comes from the domain's permission table: a member whose role has
// the permission succeeds, another member gets 403 with the role message, an outsider 404 (nothing of the organisation
// is revealed), a platform admin succeeds.

const t = useTestApp();
let team: Team;
let outsider: Session;
let platformAdmin: Session;
beforeAll(async () => {
  team = await createTeam(t, 'Associação das Permissões');
  outsider = await signIn(t);
  platformAdmin = await signIn(t, { roles: ['user', 'admin'] });
});

/** A fresh project of the organisation for one request, with a post and a report. */
interface Fixture {
  projectId: string;
  postId: string;
  reportId: string;
  publishedReportId: string;
}
async function fixture(): Promise<Fixture> {
  const organizationId = team.organization.id;
  const ownerId = team.owner.user.id;
  const [project] = await t.app.db
    .insert(projects)
    .values({ ...projectInput(), ownerId, organizationId })
    .returning();
  const [post] = await t.app.db
    .insert(posts)
    .values({ ...postInput(), projectId: project!.id, ownerId, organizationId })
    .returning();
  const { organizationId: _, ...report } = reportInput({ projectId: project!.id });
  const [stored] = await t.app.db
    .insert(reports)
    .values({ ...report, ownerId, organizationId })
    .returning();
  const [published] = await t.app.db
    .insert(reports)
    .values({ ...report, status: 'published', publishedAt: new Date().toISOString(), ownerId, organizationId })
    .returning();
  return { projectId: project!.id, postId: post!.id, reportId: stored!.id, publishedReportId: published!.id };
}

interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  permission: OrganizationPermission;
  success: number;
  url(f: Fixture): string;
  payload?(): object;
}
const inOrganization = () => ({ organizationId: team.organization.id });
/** Reading, changing and deleting one row: `read` for the first, `editContent` for the others. */
const rowRoutes = (row: string, url: (f: Fixture) => string, change: object): RouteCase[] => [
  { name: `GET ${row}`, method: 'GET', permission: 'read', success: 200, url },
  {
    name: `PATCH ${row}`,
    method: 'PATCH',
    permission: 'editContent',
    success: 200,
    url,
    payload: () => ({ ...change, version: 1 }),
  },
  { name: `DELETE ${row}`, method: 'DELETE', permission: 'editContent', success: 200, url },
];
const routes: RouteCase[] = [
  ...rowRoutes('a project', (f) => `/v1/projects/${f.projectId}`, { name: 'Outro nome' }),
  {
    name: 'POST a project into the organisation',
    method: 'POST',
    permission: 'editContent',
    success: 201,
    url: () => '/v1/projects',
    payload: () => ({ ...projectInput(), ...inOrganization() }),
  },
  {
    name: 'publish a project',
    method: 'PATCH',
    permission: 'manageProjects',
    success: 200,
    url: (f) => `/v1/projects/${f.projectId}`,
    payload: () => ({ public: true, version: 1 }),
  },
  {
    name: 'move a project out',
    method: 'PATCH',
    permission: 'manageProjects',
    success: 200,
    url: (f) => `/v1/projects/${f.projectId}`,
    payload: () => ({ organizationId: null, version: 1 }),
  },
  ...rowRoutes('a post', (f) => `/v1/projects/${f.projectId}/posts/${f.postId}`, { title: 'Outro título' }),
  {
    name: 'POST a post',
    method: 'POST',
    permission: 'editContent',
    success: 201,
    url: (f) => `/v1/projects/${f.projectId}/posts`,
    payload: () => postInput(),
  },
  ...rowRoutes('a report', (f) => `/v1/reports/${f.reportId}`, { title: 'Outro título' }),
  {
    name: 'POST a report into the organisation',
    method: 'POST',
    permission: 'editContent',
    success: 201,
    url: () => '/v1/reports',
    payload: () => reportInput({ projectId: null, ...inOrganization() }),
  },
];

const actors = [...organizationRoles, 'outsider', 'platform admin'] as const;
const sessionOf = (actor: (typeof actors)[number]): Session =>
  actor === 'outsider' ? outsider : actor === 'platform admin' ? platformAdmin : team[actor];

describe.each(routes)('$name', (route) => {
  it.each(actors)('as %s', async (actor) => {
    const f = await fixture();
    const res = await t.app.inject({
      method: route.method,
      url: route.url(f),
      headers: sessionOf(actor).headers,
      ...(route.payload ? { payload: route.payload() } : {}),
    });
    const allowed = actor === 'platform admin' || (actor !== 'outsider' && can(actor, route.permission));
    if (allowed) {
      expect(res.statusCode, res.body).toBe(route.success);
    } else if (actor === 'outsider') {
      expect(res.statusCode, res.body).toBe(404);
    } else {
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json().error.message).toBe(organizationMessages.forbidden);
    }
  });
});

// Every row answers with `can`, what the person asking may do with it; the web offers an action if and only if it says
// so. For every role, an outsider and a platform admin, each action on each kind of row: the API accepts it exactly
// when the row, read by that person just before, said it could (docs/organizations.md#roles).
type ActionRequest = (f: Fixture) => { method: 'GET' | 'PATCH' | 'DELETE'; url: string; payload?: object };
/** Each kind of row: where it is read with its `can`, and the request of each action on it. */
const rows: { name: string; row(f: Fixture): string; actions: Partial<Record<keyof RowCan, ActionRequest>> }[] = [
  {
    name: 'a project',
    row: (f) => `/v1/projects/${f.projectId}`,
    actions: {
      edit: (f) => ({ method: 'PATCH', url: `/v1/projects/${f.projectId}`, payload: { name: 'Outro', version: 1 } }),
      delete: (f) => ({ method: 'DELETE', url: `/v1/projects/${f.projectId}` }),
      publish: (f) => ({ method: 'PATCH', url: `/v1/projects/${f.projectId}`, payload: { public: true, version: 1 } }),
      move: (f) => ({
        method: 'PATCH',
        url: `/v1/projects/${f.projectId}`,
        payload: { organizationId: null, version: 1 },
      }),
    },
  },
  {
    name: 'a post',
    row: (f) => `/v1/posts/${f.postId}`,
    actions: {
      edit: (f) => ({
        method: 'PATCH',
        url: `/v1/projects/${f.projectId}/posts/${f.postId}`,
        payload: { title: 'Outro', version: 1 },
      }),
      delete: (f) => ({ method: 'DELETE', url: `/v1/projects/${f.projectId}/posts/${f.postId}` }),
    },
  },
  {
    name: 'a draft report',
    row: (f) => `/v1/reports/${f.reportId}`,
    actions: {
      edit: (f) => ({ method: 'PATCH', url: `/v1/reports/${f.reportId}`, payload: { title: 'Outro', version: 1 } }),
      delete: (f) => ({ method: 'DELETE', url: `/v1/reports/${f.reportId}` }),
      certify: (f) => ({ method: 'GET', url: `/v1/reports/${f.reportId}/certificate-draft` }),
    },
  },
  {
    name: 'a published report',
    row: (f) => `/v1/reports/${f.publishedReportId}`,
    actions: { certify: (f) => ({ method: 'GET', url: `/v1/reports/${f.publishedReportId}/certificate-draft` }) },
  },
];
const actions = rows.flatMap(({ name, row, actions }) =>
  Object.entries(actions).map(([action, request]) => ({
    name: `${action} ${name}`,
    action: action as keyof RowCan,
    row,
    request,
  })),
);

describe.each(actions)('`can` of a row says whether the API accepts: $name', (action) => {
  it.each(actors)('as %s', async (actor) => {
    const f = await fixture();
    const { headers } = sessionOf(actor);
    const row = await t.app.inject({ url: action.row(f), headers });
    const { method, url, payload } = action.request(f);
    const res = await t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
    if (actor === 'outsider') {
      expect(row.statusCode).toBe(404);
      expect(res.statusCode).toBe(404);
      return;
    }
    expect(row.statusCode, row.body).toBe(200);
    const offered = (row.json().data.can as RowCan)[action.action];
    expect(res.statusCode < 300, `${res.statusCode} ${res.body} with can.${action.action} = ${offered}`).toBe(offered);
  });
});

it('a list answers each row with what the person may do with it', async () => {
  const f = await fixture();
  const list = await t.app.inject({
    url: `/v1/projects/${f.projectId}/posts`,
    headers: team.viewer.headers,
  });
  expect(list.json().data.items[0].can).toEqual({
    edit: false,
    delete: false,
    publish: false,
    move: false,
    certify: false,
    revise: false,
  });
  const reportsList = await t.app.inject({ url: `/v1/projects/${f.projectId}/reports`, headers: team.editor.headers });
  const published = reportsList.json().data.items.find((r: { id: string }) => r.id === f.publishedReportId);
  expect(published.can).toEqual({
    edit: true,
    delete: true,
    publish: false,
    move: false,
    certify: true,
    revise: false,
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import {
  can,
  canAssignRole,
  organizationMessages,
  organizationRoles,
  type OrganizationPermission,
  type OrganizationRole,
} from '@raiz/domain';
import { memberships } from '../../db/schema/index.ts';
import { createTeam, type Team } from '../../test/organization-helpers.ts';
import { signIn, useTestApp, type Session } from '../../test/test-app.ts';

// Every organisation route for every role, an outsider and a platform admin (docs/organizations.md#roles). The
// expected answer comes from the domain's permission table, never from a list written here: a member whose role has
// the permission succeeds, another member gets 403, an outsider 404 (the organisation's existence is not revealed),
// a platform admin acts as an owner.

const t = useTestApp();
let platformAdmin: Session;
beforeAll(async () => {
  platformAdmin = await signIn(t, { roles: ['user', 'admin'] });
});

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
/** A fresh organisation for one request: its team, one more member (a leitor) to act on, and a pending invitation. */
interface Fixture extends Team {
  target: Session;
  invitationId: string;
}
interface RouteCase {
  method: Method;
  path: string;
  permission: OrganizationPermission;
  success: number;
  url(f: Fixture): string;
  payload?(f: Fixture): object;
}

const base = (f: Fixture) => `/v1/organizations/${f.organization.id}`;
const routes: RouteCase[] = [
  { method: 'GET', path: '/:id', permission: 'read', success: 200, url: base },
  {
    method: 'PATCH',
    path: '/:id',
    permission: 'updateSettings',
    success: 200,
    url: base,
    payload: () => ({ description: 'Nova descrição', version: 1 }),
  },
  { method: 'DELETE', path: '/:id', permission: 'deleteOrganization', success: 200, url: base },
  { method: 'GET', path: '/:id/members', permission: 'read', success: 200, url: (f) => `${base(f)}/members` },
  {
    method: 'PATCH',
    path: '/:id/members/:userId',
    permission: 'manageMembers',
    success: 200,
    url: (f) => `${base(f)}/members/${f.target.user.id}`,
    payload: () => ({ role: 'editor' }),
  },
  {
    method: 'DELETE',
    path: '/:id/members/:userId',
    permission: 'manageMembers',
    success: 200,
    url: (f) => `${base(f)}/members/${f.target.user.id}`,
  },
  {
    method: 'POST',
    path: '/:id/invitations',
    permission: 'manageMembers',
    success: 201,
    url: (f) => `${base(f)}/invitations`,
    payload: () => ({ email: 'convite@exemplo.com.br', role: 'editor' }),
  },
  {
    method: 'GET',
    path: '/:id/invitations',
    permission: 'manageMembers',
    success: 200,
    url: (f) => `${base(f)}/invitations`,
  },
  {
    method: 'DELETE',
    path: '/:id/invitations/:invitationId',
    permission: 'manageMembers',
    success: 200,
    url: (f) => `${base(f)}/invitations/${f.invitationId}`,
  },
  { method: 'GET', path: '/:id/history', permission: 'readHistory', success: 200, url: (f) => `${base(f)}/history` },
];

let teams = 0;
async function fixture(targetRole: OrganizationRole = 'viewer'): Promise<Fixture> {
  const team = await createTeam(t, `Equipe ${++teams}`);
  const target = await signIn(t, { name: `Alvo ${teams}` });
  await t.app.db
    .insert(memberships)
    .values({ organizationId: team.organization.id, userId: target.user.id, role: targetRole });
  const invitation = await t.app.inject({
    method: 'POST',
    url: `/v1/organizations/${team.organization.id}/invitations`,
    headers: team.owner.headers,
    payload: { email: 'pendente@exemplo.com.br', role: 'viewer' },
    remoteAddress: `10.0.${teams % 250}.1`,
  });
  expect(invitation.statusCode, invitation.body).toBe(201);
  return { ...team, target, invitationId: invitation.json().data.id };
}

const subjects = [...organizationRoles, 'outsider', 'platform admin'] as const;
type Subject = (typeof subjects)[number];

async function who(subject: Subject, f: Fixture): Promise<Session> {
  if (subject === 'outsider') return signIn(t);
  if (subject === 'platform admin') return platformAdmin;
  return f[subject];
}

function expected(route: { permission: OrganizationPermission; success: number }, subject: Subject) {
  if (subject === 'outsider') return 404;
  if (subject === 'platform admin') return route.success;
  return can(subject, route.permission) ? route.success : 403;
}

async function send(session: Session, method: Method, url: string, payload?: object) {
  return t.app.inject({ method, url, headers: session.headers, ...(payload ? { payload } : {}) });
}

describe('role × route, from the permission table', () => {
  it('covers every organisation route of the OpenAPI document', async () => {
    const doc = (await t.app.inject('/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/v1/organizations/{id}'))
      .flatMap(([path, byMethod]) =>
        Object.keys(byMethod).map((m) => `${m.toUpperCase()} ${path.slice('/v1/organizations'.length)}`),
      );
    const covered = routes.map((r) => `${r.method} ${r.path.replace(/:(\w+)/g, '{$1}')}`);
    expect(covered.sort()).toEqual(documented.sort());
  });

  for (const route of routes) {
    for (const subject of subjects) {
      const status = expected(route, subject);
      it(`${route.method} ${route.path} as ${subject} → ${status}`, async () => {
        const f = await fixture();
        const res = await send(await who(subject, f), route.method, route.url(f), route.payload?.(f));
        expect(res.statusCode, res.body).toBe(status);
        if (status === 403)
          expect(res.json().error).toEqual({ code: 'forbidden', message: organizationMessages.forbidden });
        if (status === 404)
          expect(res.json().error).toEqual({ code: 'not_found', message: organizationMessages.notFound });
      });
    }
  }
});

describe('who may give which role, from canAssignRole', () => {
  const actors = ['owner', 'admin', 'platform admin'] as const;
  const acting = (actor: (typeof actors)[number]): OrganizationRole => (actor === 'platform admin' ? 'owner' : actor);

  for (const actor of actors) {
    for (const current of organizationRoles) {
      for (const next of organizationRoles.filter((r) => r !== current)) {
        const status = canAssignRole(acting(actor), current, next) ? 200 : 403;
        it(`${actor} changes a member from ${current} to ${next} → ${status}`, async () => {
          const f = await fixture(current);
          const res = await send(await who(actor, f), 'PATCH', `${base(f)}/members/${f.target.user.id}`, {
            role: next,
          });
          expect(res.statusCode, res.body).toBe(status);
          const members = (await send(f.owner, 'GET', `${base(f)}/members`)).json().data as {
            userId: string;
            role: string;
          }[];
          expect(members.find((m) => m.userId === f.target.user.id)?.role).toBe(status === 200 ? next : current);
        });
      }
      const removal = canAssignRole(acting(actor), current, null) ? 200 : 403;
      it(`${actor} removes a member who is ${current} → ${removal}`, async () => {
        const f = await fixture(current);
        const res = await send(await who(actor, f), 'DELETE', `${base(f)}/members/${f.target.user.id}`);
        expect(res.statusCode, res.body).toBe(removal);
      });
    }
  }

  for (const actor of [...organizationRoles, 'platform admin'] as const) {
    for (const role of organizationRoles) {
      const actingRole = actor === 'platform admin' ? 'owner' : actor;
      const status = !can(actingRole, 'manageMembers') ? 403 : canAssignRole(actingRole, null, role) ? 201 : 403;
      it(`${actor} invites as ${role} → ${status}`, async () => {
        const f = await fixture();
        const res = await send(await who(actor, f), 'POST', `${base(f)}/invitations`, {
          email: 'convidada@exemplo.com.br',
          role,
        });
        expect(res.statusCode, res.body).toBe(status);
      });
    }
  }
});

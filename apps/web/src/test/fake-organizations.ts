// An in-memory stand-in for /v1/organizations… and /v1/invitations… (docs/organizations.md), answering as
// apps/server does: the permission table of the domain (`can`, `canAssignRole`), the last-owner rule, invitations
// used once, the history of each change — and every answer through the domain's response schemas, so the fake cannot
// drift from the server's contract. Served by FakeContentApi, which also keeps the content rows' spaces.
import {
  INVITATION_TTL_DAYS,
  accreditationHeld,
  actingRole,
  can,
  organizationPermissionsOf,
  memberPermissionsOf,
  canAssignRole,
  cnpjTakenMessage,
  createInvitationInputSchema,
  createOrganizationInputSchema,
  createdInvitationResponseSchema,
  historyResponseSchema,
  invitationListResponseSchema,
  invitationPreviewResponseSchema,
  memberListResponseSchema,
  memberResponseSchema,
  organizationListResponseSchema,
  organizationMessages,
  organizationResponseSchema,
  organizationRoleLabels,
  slugify,
  updateMemberInputSchema,
  updateOrganizationInputSchema,
  type AccreditationStatus,
  type HistoryEntry,
  type Invitation,
  type Member,
  type Organization,
  type OrganizationPermission,
  type OrganizationRole,
  type OrganizationType,
} from '@raiz/domain';
import type { z } from 'zod';

export interface FakePerson {
  id: string;
  name: string;
  username: string;
  email: string;
  /** A platform admin (roles include 'admin'). */
  admin?: boolean;
}

type OrganizationRow = Omit<Organization, 'myRole' | 'memberCount' | 'can'>;
interface MembershipRow {
  organizationId: string;
  userId: string;
  role: OrganizationRole;
  joinedAt: string;
}
interface InvitationRow extends Invitation {
  organizationId: string;
  token: string;
}
interface HistoryRow extends HistoryEntry {
  organizationId: string;
}

interface Request {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const error = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, ...(fields ? { fields } : {}) } }, status);
const validation = (issues: z.core.$ZodIssue[]) =>
  error(
    400,
    'validation_error',
    'Verifique os campos destacados.',
    Object.fromEntries(issues.map((i) => [String(i.path[0] ?? ''), i.message])),
  );

let counter = 0;
const uuid = () => `00000000-0000-4000-9000-${String(++counter).padStart(12, '0')}`;

export class FakeOrganizations {
  readonly organizations: OrganizationRow[] = [];
  readonly memberships: MembershipRow[] = [];
  readonly invitations: InvitationRow[] = [];
  readonly history: HistoryRow[] = [];
  /** Each accredited organisation's accreditation status (docs/design.md §8), which decides whether its type may change. */
  readonly accreditations = new Map<string, AccreditationStatus>();
  private readonly people = new Map<string, FakePerson>();
  private clock = Date.parse('2025-06-02T12:00:00Z');

  constructor(
    /** The signed-in person. */
    public me: FakePerson,
  ) {
    this.person(me);
  }

  private now(): string {
    return new Date((this.clock += 1000)).toISOString();
  }

  /** Someone the fake knows (a member's public name and username come from here). */
  person(person: FakePerson): FakePerson {
    this.people.set(person.id, person);
    return person;
  }

  /** The platform's administration accredits the organisation (or changes its accreditation's status). */
  accredit(organizationId: string, status: AccreditationStatus): void {
    this.accreditations.set(organizationId, status);
  }

  /** An organisation with its members (the first given role is the creator's), as the server would store it. */
  seed(
    fields: Partial<OrganizationRow> & { name: string },
    members: [FakePerson, OrganizationRole][] = [[this.me, 'owner']],
  ): OrganizationRow {
    const now = this.now();
    const row: OrganizationRow = {
      id: uuid(),
      slug: slugify(fields.name),
      type: 'ngo' as OrganizationType,
      cnpj: null,
      municipality: '',
      state: null,
      description: '',
      website: '',
      createdAt: now,
      updatedAt: now,
      version: 1,
      ...fields,
    };
    this.organizations.push(row);
    for (const [person, role] of members) {
      this.person(person);
      this.memberships.push({ organizationId: row.id, userId: person.id, role, joinedAt: now });
    }
    return row;
  }

  /** An invitation whose link is `token` (expired when `expiresAt` is in the past). */
  invite(
    organizationId: string,
    fields: { email: string; role: OrganizationRole; token: string; expiresAt?: string; acceptedAt?: string | null },
  ): InvitationRow {
    const row: InvitationRow = {
      id: uuid(),
      organizationId,
      createdAt: this.now(),
      expiresAt: fields.expiresAt ?? new Date(this.clock + INVITATION_TTL_DAYS * 86_400_000).toISOString(),
      acceptedAt: fields.acceptedAt ?? null,
      email: fields.email,
      role: fields.role,
      token: fields.token,
    };
    this.invitations.push(row);
    return row;
  }

  /** A history entry as the server records it. */
  record(
    organizationId: string,
    entry: Partial<HistoryEntry> & Pick<HistoryEntry, 'action' | 'entityType' | 'summary'>,
  ) {
    this.history.push({
      id: uuid(),
      at: this.now(),
      actor: { id: this.me.id, name: this.me.name },
      entityId: null,
      projectId: null,
      changes: [],
      organizationId,
      ...entry,
    });
  }

  roleOf(organizationId: string, userId = this.me.id): OrganizationRole | null {
    return this.memberships.find((m) => m.organizationId === organizationId && m.userId === userId)?.role ?? null;
  }

  private view(row: OrganizationRow): Organization {
    return {
      ...row,
      myRole: this.roleOf(row.id),
      memberCount: this.memberships.filter((m) => m.organizationId === row.id).length,
      can: organizationPermissionsOf(
        this.roleOf(row.id),
        this.me.admin ?? false,
        accreditationHeld(this.accreditations.get(row.id) ?? null),
      ),
    };
  }

  private member(m: MembershipRow): Member {
    const person = this.people.get(m.userId)!;
    return {
      userId: m.userId,
      name: person.name || person.username,
      username: person.username,
      emailDomain: person.email.split('@')[1] ?? '',
      role: m.role,
      joinedAt: m.joinedAt,
      // By the server's rule: the role the signed-in person acts with, and how many owners there are.
      can: memberPermissionsOf(
        this.me.admin ? 'owner' : this.roleOf(m.organizationId),
        m.userId === this.me.id,
        m,
        this.owners(m.organizationId).length,
      ),
    };
  }

  /** Reach as the server's reachOrganization: 404 outside it, 403 when the role does not allow it. */
  private reach(id: string, permission: OrganizationPermission): OrganizationRow | Response {
    const row = this.organizations.find((o) => o.id === id);
    const role = this.roleOf(id);
    if (!row || (!role && !this.me.admin)) return error(404, 'not_found', organizationMessages.notFound);
    if (!this.me.admin && !can(role, permission)) return error(403, 'forbidden', organizationMessages.forbidden);
    return row;
  }

  private actingRole(id: string): OrganizationRole | null {
    return actingRole(this.roleOf(id), this.me.admin ?? false);
  }

  private remember(organizationId: string, entry: Parameters<FakeOrganizations['record']>[1]) {
    this.record(organizationId, entry);
  }

  handle({ method, path, query, body }: Request): Response {
    const parts = path.replace(/^\/v1\//, '').split('/');
    if (parts[0] === 'invitations') return this.invitation(method, parts[1]!, parts[2]);
    const [, id, sub, subId] = parts;

    if (!id) {
      if (method === 'GET') {
        const q = query.get('q')?.toLowerCase() ?? '';
        const visible = this.organizations
          .filter((o) => this.me.admin || this.roleOf(o.id))
          .filter((o) => !q || o.name.toLowerCase().includes(q) || o.municipality.toLowerCase().includes(q));
        const [field = 'name', direction = 'asc'] = (query.get('sort') ?? 'name:asc').split(':');
        const sorted = [...visible].sort((a, b) => {
          const order = String(a[field as keyof OrganizationRow]).localeCompare(
            String(b[field as keyof OrganizationRow]),
            'pt-BR',
          );
          return direction === 'asc' ? order : -order;
        });
        const page = Number(query.get('page') ?? 1);
        const pageSize = Number(query.get('pageSize') ?? 20);
        const items = sorted.slice((page - 1) * pageSize, page * pageSize).map((o) => this.view(o));
        return json(organizationListResponseSchema.parse({ data: { items, page, pageSize, total: visible.length } }));
      }
      if (method === 'POST') {
        const parsed = createOrganizationInputSchema.safeParse(body);
        if (!parsed.success) return validation(parsed.error.issues);
        const input = parsed.data;
        if (input.slug && this.organizations.some((o) => o.slug === input.slug))
          return error(409, 'conflict', organizationMessages.slugTaken, { slug: organizationMessages.slugTaken });
        if (input.cnpj && this.organizations.some((o) => o.cnpj === input.cnpj))
          return error(409, 'conflict', cnpjTakenMessage, { cnpj: cnpjTakenMessage });
        const row = this.seed({
          name: input.name,
          type: input.type,
          cnpj: input.cnpj ?? null,
          municipality: input.municipality ?? '',
          state: input.state ?? null,
          description: input.description ?? '',
          website: input.website ?? '',
          ...(input.slug ? { slug: input.slug } : {}),
        });
        this.remember(row.id, {
          action: 'create',
          entityType: 'organization',
          summary: `Criou a organização ${row.name}`,
        });
        return json(organizationResponseSchema.parse({ data: this.view(row) }), 201);
      }
    }

    if (id && !sub) {
      if (method === 'GET') {
        const row = this.reach(id, 'read');
        return row instanceof Response ? row : json(organizationResponseSchema.parse({ data: this.view(row) }));
      }
      if (method === 'PATCH') {
        const row = this.reach(id, 'updateSettings');
        if (row instanceof Response) return row;
        const parsed = updateOrganizationInputSchema.safeParse(body);
        if (!parsed.success) return validation(parsed.error.issues);
        const { version, ...changes } = parsed.data;
        if (version !== row.version)
          return error(
            409,
            'conflict',
            'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.',
          );
        if (changes.type !== undefined && changes.type !== row.type && !this.view(row).can.changeType) {
          const message = organizationMessages.typeLockedByAccreditation;
          return error(409, 'conflict', message, { type: message });
        }
        if (changes.slug && this.organizations.some((o) => o.slug === changes.slug && o.id !== id))
          return error(409, 'conflict', organizationMessages.slugTaken, { slug: organizationMessages.slugTaken });
        const before = { ...row };
        Object.assign(row, changes, { version: row.version + 1, updatedAt: this.now() });
        const diff = (Object.keys(changes) as (keyof typeof changes)[])
          .filter((f) => JSON.stringify(before[f]) !== JSON.stringify(row[f]))
          .map((f) => ({ field: f, before: before[f], after: row[f] }));
        if (diff.length)
          this.remember(id, {
            action: 'settings',
            entityType: 'organization',
            summary: 'Alterou as configurações da organização',
            changes: diff,
          });
        return json(organizationResponseSchema.parse({ data: this.view(row) }));
      }
      if (method === 'DELETE') {
        const row = this.reach(id, 'deleteOrganization');
        if (row instanceof Response) return row;
        this.organizations.splice(this.organizations.indexOf(row), 1);
        return json({ data: { id } });
      }
    }

    if (sub === 'members') return this.members(method, id!, subId, body);
    if (sub === 'invitations') return this.organizationInvitations(method, id!, subId, body);
    if (sub === 'history' && method === 'GET') {
      const row = this.reach(id!, 'readHistory');
      if (row instanceof Response) return row;
      const projectId = query.get('projectId');
      const actorId = query.get('actorId');
      const entries = this.history
        .filter((h) => h.organizationId === id)
        .filter((h) => !projectId || h.projectId === projectId)
        .filter((h) => !actorId || h.actor.id === actorId)
        .reverse();
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const items = entries.slice((page - 1) * pageSize, page * pageSize).map(({ organizationId: _o, ...h }) => h);
      return json(historyResponseSchema.parse({ data: { items, page, pageSize, total: entries.length } }));
    }
    return error(404, 'not_found', 'Rota não encontrada.');
  }

  private owners(id: string) {
    return this.memberships.filter((m) => m.organizationId === id && m.role === 'owner');
  }

  private members(method: string, id: string, userId: string | undefined, body: unknown): Response {
    if (method === 'GET') {
      const row = this.reach(id, 'read');
      if (row instanceof Response) return row;
      const list = this.memberships.filter((m) => m.organizationId === id).map((m) => this.member(m));
      return json(memberListResponseSchema.parse({ data: list }));
    }
    const row = this.reach(id, 'read');
    if (row instanceof Response) return row;
    const membership = this.memberships.find((m) => m.organizationId === id && m.userId === userId);
    if (!membership) return error(404, 'not_found', organizationMessages.memberNotFound);
    const acting = this.actingRole(id);
    const lastOwner = membership.role === 'owner' && this.owners(id).length === 1;

    if (method === 'PATCH') {
      const parsed = updateMemberInputSchema.safeParse(body);
      if (!parsed.success) return validation(parsed.error.issues);
      const { role } = parsed.data;
      if (!canAssignRole(acting, membership.role, role)) return error(403, 'forbidden', organizationMessages.forbidden);
      if (lastOwner && role !== 'owner') return error(409, 'conflict', organizationMessages.lastOwner);
      const before = membership.role;
      membership.role = role;
      const member = this.member(membership);
      this.remember(id, {
        action: 'member_role',
        entityType: 'member',
        summary: `Papel de ${member.name}: ${organizationRoleLabels[before]} → ${organizationRoleLabels[role]}`,
        changes: [{ field: 'role', before, after: role }],
      });
      return json(memberResponseSchema.parse({ data: member }));
    }
    if (method === 'DELETE') {
      const leaving = userId === this.me.id;
      if (!leaving && !canAssignRole(acting, membership.role, null))
        return error(403, 'forbidden', organizationMessages.forbidden);
      if (lastOwner) return error(409, 'conflict', organizationMessages.lastOwner);
      const member = this.member(membership);
      this.memberships.splice(this.memberships.indexOf(membership), 1);
      this.remember(id, {
        action: leaving ? 'member_leave' : 'member_remove',
        entityType: 'member',
        summary: leaving ? `${member.name} saiu da organização` : `Removeu ${member.name}`,
        changes: [{ field: 'role', before: membership.role, after: null }],
      });
      return json({ data: { id: membership.userId } });
    }
    return error(404, 'not_found', 'Rota não encontrada.');
  }

  private organizationInvitations(
    method: string,
    id: string,
    invitationId: string | undefined,
    body: unknown,
  ): Response {
    const row = this.reach(id, 'manageMembers');
    if (row instanceof Response) return row;
    const pending = () =>
      this.invitations.filter((i) => i.organizationId === id && !i.acceptedAt && Date.parse(i.expiresAt) > this.clock);
    if (method === 'GET') {
      return json(
        invitationListResponseSchema.parse({ data: pending().map(({ organizationId: _o, token: _t, ...i }) => i) }),
      );
    }
    if (method === 'POST') {
      const parsed = createInvitationInputSchema.safeParse(body);
      if (!parsed.success) return validation(parsed.error.issues);
      if (!canAssignRole(this.actingRole(id), null, parsed.data.role))
        return error(403, 'forbidden', organizationMessages.forbidden);
      const token = `convite-${String(++counter).padStart(24, '0')}`;
      const { organizationId: _o, token: _t, ...created } = this.invite(id, { ...parsed.data, token });
      this.remember(id, {
        action: 'invite',
        entityType: 'invitation',
        summary: `Convidou uma pessoa como ${organizationRoleLabels[parsed.data.role]}`,
        changes: [{ field: 'role', before: null, after: parsed.data.role }],
      });
      return json(
        createdInvitationResponseSchema.parse({
          data: { ...created, url: `http://localhost/convite/${token}`, emailSent: false },
        }),
        201,
      );
    }
    if (method === 'DELETE') {
      const invitation = pending().find((i) => i.id === invitationId);
      if (!invitation) return error(404, 'not_found', organizationMessages.invitationNotFound);
      this.invitations.splice(this.invitations.indexOf(invitation), 1);
      return json({ data: { id: invitation.id } });
    }
    return error(404, 'not_found', 'Rota não encontrada.');
  }

  private invitation(method: string, token: string, action: string | undefined): Response {
    const invitation = this.invitations.find((i) => i.token === token);
    if (!invitation) return error(404, 'not_found', organizationMessages.invitationNotFound);
    if (invitation.acceptedAt) return error(410, 'gone', organizationMessages.invitationUsed);
    if (Date.parse(invitation.expiresAt) <= this.clock)
      return error(410, 'gone', organizationMessages.invitationExpired);
    const organization = this.organizations.find((o) => o.id === invitation.organizationId)!;
    if (method === 'GET' && !action) {
      return json(
        invitationPreviewResponseSchema.parse({
          data: {
            organization: { id: organization.id, name: organization.name, slug: organization.slug },
            role: invitation.role,
            expiresAt: invitation.expiresAt,
            forYou: invitation.email === this.me.email.toLowerCase(),
          },
        }),
      );
    }
    if (method === 'POST' && action === 'accept') {
      if (invitation.email !== this.me.email.toLowerCase())
        return error(403, 'forbidden', organizationMessages.invitationWrongAccount);
      if (this.roleOf(organization.id)) return error(409, 'conflict', organizationMessages.alreadyMember);
      invitation.acceptedAt = this.now();
      this.memberships.push({
        organizationId: organization.id,
        userId: this.me.id,
        role: invitation.role,
        joinedAt: this.now(),
      });
      this.remember(organization.id, {
        action: 'member_join',
        entityType: 'member',
        summary: `${this.me.name} entrou como ${organizationRoleLabels[invitation.role]}`,
        changes: [{ field: 'role', before: null, after: invitation.role }],
      });
      return json(organizationResponseSchema.parse({ data: this.view(organization) }));
    }
    return error(404, 'not_found', 'Rota não encontrada.');
  }
}

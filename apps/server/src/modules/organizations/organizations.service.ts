import { and, count, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  accreditationHeld,
  actingRole,
  cnpjTakenMessage,
  organizationMessages,
  type CreateOrganizationInput,
  type HistoryEntry,
  type HistoryQuery,
  type Organization,
  type OrganizationListQuery,
  type OrganizationPermission,
  type OrganizationRole,
  type Page,
  type UpdateOrganizationInput,
  organizationPermissionsOf,
  type AccreditationStatus,
} from '@raiz/domain';
import { conflict, forbidden, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../db/is-unique-violation.ts';
import {
  accreditations,
  invitations,
  memberships,
  organizationHistory,
  organizations,
  users,
} from '../../db/schema/index.ts';
import { withdrawOrganizationCertificates } from '../certificates/certificates.service.ts';
import type { Actor } from '../content-common/access.ts';
import type { RoutedService } from '../content-common/resource-routes.ts';
import { contentResources } from '../content-common/manifest.ts';
import { listPage, orderBy, searchCondition, staleVersion, uniqueSlug } from '../content-common/content-common.ts';
import { changesBetween, recordHistory, toHistoryEntry } from './history.service.ts';

// Organisations, who belongs to them and what each may do (docs/organizations.md). Every route of the module reaches an
// organisation through `reachOrganization`: not a member → 404 (its existence is not revealed), a member whose role
// lacks the permission → 403. A platform admin acts with an owner's permissions in every organisation. It is the rule of
// `assertCan` (content-common/access.ts), read here in the same query as the organisation's row, which it may lock.

type OrganizationRow = typeof organizations.$inferSelect;

/** The public name of a person: their name, else their username (never their e-mail). */
export const publicNameOf = sql<string>`coalesce(nullif(trim(${users.name}), ''), ${users.username})`;

const roleOf = (actor: Actor) =>
  sql<OrganizationRole | null>`(select ${memberships.role} from ${memberships} where ${memberships.organizationId} = ${organizations.id} and ${memberships.userId} = ${actor.id})`;
const memberCount = sql<number>`(select count(*)::int from ${memberships} where ${memberships.organizationId} = ${organizations.id})`;

/** The organisation's accreditation status (null: never accredited), which decides whether its type may change. */
const accreditationStatus = sql<AccreditationStatus | null>`(select ${accreditations.status} from ${accreditations} where ${accreditations.organizationId} = ${organizations.id})`;

const columnsFor = (actor: Actor) => ({ row: organizations, myRole: roleOf(actor), memberCount, accreditationStatus });

/** What a manager may change; the history compares it before and after. */
const settingsOf = (row: OrganizationRow) => ({
  name: row.name,
  type: row.type,
  cnpj: row.cnpj,
  municipality: row.municipality,
  state: row.state,
  description: row.description,
  website: row.website,
  slug: row.slug,
});

function toOrganization(
  actor: Actor,
  found: {
    row: OrganizationRow;
    myRole: OrganizationRole | null;
    memberCount: number;
    accreditationStatus: AccreditationStatus | null;
  },
) {
  const { row } = found;
  return {
    id: row.id,
    ...settingsOf(row),
    createdAt: row.createdAt,
    updatedAt: row.updatedAt,
    version: row.version,
    myRole: found.myRole,
    memberCount: Number(found.memberCount),
    can: organizationPermissionsOf(found.myRole, actor.isAdmin, accreditationHeld(found.accreditationStatus)),
  } as Organization;
}

export interface Reached {
  row: OrganizationRow;
  /** The actor's membership role (null: not a member, a platform admin). */
  role: OrganizationRole | null;
  /** The role the rules see (an owner's for a platform admin). */
  acting: OrganizationRole;
  organization: Organization;
}

/**
 * The lock every path that removes an owner takes (docs/organizations.md#roles): the organisation's row, FOR UPDATE, held
 * to the end of the transaction. Role changes, removals and departures take it through `reachOrganization(…, true)`;
 * an account deletion takes it on every organisation the person owns, in id order (so two deletions never deadlock),
 * before it checks that each keeps another owner. Whoever comes second sees what the first committed.
 */
export async function lockOrganizationsOwnedBy(db: Db, userId: string): Promise<void> {
  await db
    .select({ id: organizations.id })
    .from(organizations)
    .where(
      inArray(
        organizations.id,
        db
          .select({ id: memberships.organizationId })
          .from(memberships)
          .where(and(eq(memberships.userId, userId), eq(memberships.role, 'owner'))),
      ),
    )
    .orderBy(organizations.id)
    .for('update');
}

/**
 * The organisation, when the actor may do `permission` in it: 404 for someone outside it (as if it did not exist), 403
 * for a member whose role does not allow it. `lock` holds the organisation's row until the transaction ends, so
 * changes to its members are made one at a time (the last-owner rule cannot be raced).
 */
export async function reachOrganization(
  db: Db,
  actor: Actor,
  id: string,
  permission: OrganizationPermission,
  lock = false,
): Promise<Reached> {
  const query = db.select(columnsFor(actor)).from(organizations).where(eq(organizations.id, id));
  const [found] = lock ? await query.for('update') : await query;
  if (!found || (!found.myRole && !actor.isAdmin)) throw notFound(organizationMessages.notFound);
  // The answer's `can` is the rule (organizationPermissionsOf): what the caller is told they may do is what they may do.
  const organization = toOrganization(actor, found);
  if (!organization.can[permission]) throw forbidden(organizationMessages.forbidden);
  // The member rules (canAssignRole) take the role the caller acts with; reached, they are a member or an admin.
  const acting = actingRole(found.myRole, actor.isAdmin)!;
  return { row: found.row, role: found.myRole, acting, organization };
}

export async function getOrganization(db: Db, actor: Actor, id: string): Promise<Organization> {
  return (await reachOrganization(db, actor, id, 'read')).organization;
}

/** The actor's organisations (a platform admin: every one), with their role and member count. */
export async function listOrganizations(
  db: Db,
  actor: Actor,
  query: OrganizationListQuery,
): Promise<Page<Organization>> {
  const mine = actor.isAdmin
    ? undefined
    : inArray(
        organizations.id,
        db.select({ id: memberships.organizationId }).from(memberships).where(eq(memberships.userId, actor.id)),
      );
  const where = and(mine, searchCondition(query.q, [organizations.name, organizations.municipality]));
  const sortable = { name: sql`lower(${organizations.name})`, createdAt: organizations.createdAt };
  return listPage(
    query,
    (limit, offset) =>
      db
        .select(columnsFor(actor))
        .from(organizations)
        .where(where)
        .orderBy(...orderBy(query.sort, sortable, organizations.id))
        .limit(limit)
        .offset(offset),
    () => db.select({ total: count() }).from(organizations).where(where),
    (rows) => rows.map((found) => toOrganization(actor, found)),
  );
}

/** A 409 on the field whose unique index a write broke (slug or CNPJ); anything else is rethrown as it was. */
function uniqueConflict(err: unknown): unknown {
  switch (violatedUniqueConstraint(err)) {
    case 'organizations_slug_idx':
      return conflict(organizationMessages.slugTaken, { slug: organizationMessages.slugTaken });
    case 'organizations_cnpj_idx':
      return conflict(cnpjTakenMessage, { cnpj: cnpjTakenMessage });
    default:
      return err;
  }
}

/** The slug the name gives ("Instituto Mata Viva" → instituto-mata-viva), made unique with -2, -3… */
const freeSlug = (db: Db, name: string) => uniqueSlug(db, organizations, organizations.slug, name, 'organizacao');

/** Creates an organisation with the actor as its owner. */
export async function createOrganization(db: Db, actor: Actor, input: CreateOrganizationInput): Promise<Organization> {
  // A generated slug taken between the look-up and the insert is looked up again; a chosen one answers 409.
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        const slug = input.slug ?? (await freeSlug(tx, input.name));
        const [row] = await tx
          .insert(organizations)
          .values({ ...input, slug, cnpj: input.cnpj ?? null, state: input.state ?? null })
          .returning({ id: organizations.id });
        const id = row!.id;
        await tx.insert(memberships).values({ organizationId: id, userId: actor.id, role: 'owner' });
        await recordHistory(tx, {
          organizationId: id,
          actor,
          action: 'create',
          entityType: 'organization',
          entityId: id,
          summary: `Criou a organização ${input.name}`,
        });
        return getOrganization(tx, actor, id);
      });
    } catch (err) {
      const generated = input.slug === undefined;
      if (generated && attempt < 3 && violatedUniqueConstraint(err) === 'organizations_slug_idx') continue;
      throw uniqueConflict(err);
    }
  }
}

/** Changes the settings (managers), with the version the client read; the history keeps each field before/after. */
export async function updateOrganization(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateOrganizationInput,
): Promise<Organization> {
  try {
    return await db.transaction(async (tx) => {
      const { row, organization } = await reachOrganization(tx, actor, id, 'updateSettings', true);
      const { version, ...changes } = input;
      if (row.version !== version) throw staleVersion();
      // An accredited verifier that became an NGO would stay listed and accredited as a verifier.
      if (changes.type !== undefined && changes.type !== row.type && !organization.can.changeType) {
        const message = organizationMessages.typeLockedByAccreditation;
        throw conflict(message, { type: message });
      }
      const [updated] = await tx
        .update(organizations)
        .set({ ...changes, version: sql`${organizations.version} + 1`, updatedAt: sql`now()` })
        .where(and(eq(organizations.id, id), eq(organizations.version, version)))
        .returning();
      if (!updated) throw staleVersion();
      const diff = changesBetween(settingsOf(row), settingsOf(updated));
      if (diff.length > 0) {
        await recordHistory(tx, {
          organizationId: id,
          actor,
          action: 'settings',
          entityType: 'organization',
          entityId: id,
          summary: 'Alterou as configurações da organização',
          changes: diff,
        });
      }
      return getOrganization(tx, actor, id);
    });
  } catch (err) {
    throw uniqueConflict(err);
  }
}

/**
 * Deletes an organisation (owners) and everything in its space: its projects, reports, posts, events and products,
 * members, invitations and history. Its certificates are withdrawn first (their codes stay, saying so).
 */
export async function deleteOrganization(db: Db, actor: Actor, id: string, version?: number): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    const { row } = await reachOrganization(tx, actor, id, 'deleteOrganization', true);
    if (version !== undefined && row.version !== version) throw staleVersion();
    await withdrawOrganizationCertificates(tx, id);
    await tx.delete(organizations).where(eq(organizations.id, id));
    return { id };
  });
}

/** The organisation's history, newest first, optionally of one project or one person (managers). */
export async function listHistory(db: Db, actor: Actor, id: string, query: HistoryQuery): Promise<Page<HistoryEntry>> {
  await reachOrganization(db, actor, id, 'readHistory');
  const h = organizationHistory;
  const where = and(
    eq(h.organizationId, id),
    query.projectId ? eq(h.projectId, query.projectId) : undefined,
    query.actorId ? eq(h.actorId, query.actorId) : undefined,
  );
  return listPage(
    query,
    (limit, offset) =>
      db.select().from(h).where(where).orderBy(desc(h.createdAt), desc(h.id)).limit(limit).offset(offset),
    () => db.select({ total: count() }).from(h).where(where),
    (rows) => rows.map(toHistoryEntry),
  );
}

// --- What a person's data export holds of their organisations (docs/product.md#baixar-meus-dados) ---

/** The person's memberships: each organisation, their role and since when. */
export async function listMembershipsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      organizationId: organizations.id,
      organization: organizations.name,
      slug: organizations.slug,
      role: memberships.role,
      since: memberships.createdAt,
    })
    .from(memberships)
    .innerJoin(organizations, eq(organizations.id, memberships.organizationId))
    .where(eq(memberships.userId, userId))
    .orderBy(organizations.name);
  return rows.map((row) => ({ ...row, role: row.role as OrganizationRole }));
}

/** The history entries of what the person did in organisations, oldest first, with each organisation's name. */
export async function listHistoryBy(db: Db, userId: string) {
  const rows = await db
    .select({ entry: organizationHistory, organization: organizations.name })
    .from(organizationHistory)
    .innerJoin(organizations, eq(organizations.id, organizationHistory.organizationId))
    .where(eq(organizationHistory.actorId, userId))
    .orderBy(organizationHistory.createdAt, organizationHistory.id);
  return rows.map((row) => ({ organization: row.organization, ...toHistoryEntry(row.entry) }));
}

// --- Deleting a person (docs/organizations.md#deleting-an-account) ---

/**
 * What deleting a person's account does to their organisations, before their row is deleted: refused (409) when they
 * are the only owner of one (they hand it over or delete it first); otherwise every row they own in an organisation's
 * space (of every content resource, manifest.ts) passes to that organisation's longest-standing other owner, and the invitations sent to their e-mail or
 * accepted by them go. Their memberships go with their row; their history entries stay, with the name they had.
 */
export async function releaseOrganizationsOf(db: Db, person: { id: string; email: string }): Promise<void> {
  await lockOrganizationsOwnedBy(db, person.id);
  const [sole] = await db
    .select({ id: memberships.organizationId })
    .from(memberships)
    .where(
      and(
        eq(memberships.userId, person.id),
        eq(memberships.role, 'owner'),
        sql`not exists (select 1 from memberships other where other.organization_id = ${memberships.organizationId}
          and other.role = 'owner' and other.user_id <> ${person.id})`,
      ),
    )
    .limit(1);
  if (sole) throw conflict(organizationMessages.soleOwner);

  for (const { table } of contentResources) {
    const heir = sql`(select m.user_id from memberships m where m.organization_id = ${table.organizationId}
      and m.role = 'owner' and m.user_id <> ${person.id} order by m.created_at, m.user_id limit 1)`;
    await db
      .update(table)
      .set({ ownerId: heir })
      .where(and(eq(table.ownerId, person.id), isNotNull(table.organizationId), sql`${heir} is not null`));
  }
  await db
    .delete(invitations)
    .where(or(eq(invitations.acceptedBy, person.id), sql`lower(${invitations.email}) = lower(${person.email})`));
}

/**
 * The organisations' CRUD as the content kit's routes call it (resourceRoutes): an organisation is a top-level resource,
 * its own space; members, invitations and history have their own routes.
 */
export const organizationService: RoutedService<
  OrganizationListQuery,
  CreateOrganizationInput,
  UpdateOrganizationInput,
  Organization
> = {
  list: (db, actor, _projectId, query) => listOrganizations(db, actor, query),
  get: (db, actor, _projectId, id) => getOrganization(db, actor, id),
  getById: getOrganization,
  create: (db, actor, _projectId, input) => createOrganization(db, actor, input),
  update: (db, actor, _projectId, id, input) => updateOrganization(db, actor, id, input),
  remove: (db, actor, _projectId, id, version) => deleteOrganization(db, actor, id, version),
};

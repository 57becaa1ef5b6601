import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { generatedId, parentRef, rowVersion, timestamps } from './columns.ts';
import { nullableUserRef, userRef } from './users.ts';
import { timestamptz } from '@raiz/server-kit/timestamps';

// Organisations (docs/organizations.md). Types and roles are stored as the stable codes of @raiz/domain.

export const organizations = pgTable(
  'organizations',
  {
    id: generatedId(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    /** Fourteen characters, no punctuation; one organisation per CNPJ. */
    cnpj: text('cnpj'),
    municipality: text('municipality').notNull().default(''),
    state: text('state'),
    description: text('description').notNull().default(''),
    website: text('website').notNull().default(''),
    ...timestamps,
    version: rowVersion(),
  },
  (t) => [
    uniqueIndex('organizations_slug_idx').on(t.slug),
    uniqueIndex('organizations_cnpj_idx').on(t.cnpj),
    index('organizations_name_idx').on(sql`lower(name)`),
  ],
);

/**
 * The organisation whose space holds a row (null: its owner's personal space; content rows, attachments). A project's
 * rows carry their project's organisation, so every access check reads the row itself; moving a project moves them
 * (docs/organizations.md).
 */
export const spaceOrganizationRef = () =>
  uuid('organization_id').references(() => organizations.id, { onDelete: 'cascade' });

/** An organisation's id in another table: required, and the row goes with the organisation. */
export const organizationRef = (name: string) => parentRef(name, () => organizations.id);

export const memberships = pgTable(
  'memberships',
  {
    organizationId: organizationRef('organization_id'),
    userId: userRef('user_id'),
    role: text('role').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.organizationId, t.userId] }), index('memberships_user_idx').on(t.userId, t.role)],
);

/** An invitation link: only the SHA-256 of its token is kept; it is used once and expires. */
export const invitations = pgTable(
  'invitations',
  {
    id: generatedId(),
    organizationId: organizationRef('organization_id'),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: nullableUserRef('invited_by'),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: nullableUserRef('accepted_by'),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    uniqueIndex('invitations_token_hash_idx').on(t.tokenHash),
    index('invitations_organization_idx').on(t.organizationId, t.createdAt),
  ],
);

/**
 * What happened in an organisation: append-only (no route changes or deletes an entry). The actor's public name is
 * kept as it was, so an entry still says who acted after that person leaves or deletes their account; project and
 * entity ids are kept without a foreign key for the same reason.
 */
export const organizationHistory = pgTable(
  'organization_history',
  {
    id: generatedId(),
    organizationId: organizationRef('organization_id'),
    actorId: nullableUserRef('actor_id'),
    actorName: text('actor_name').notNull(),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: uuid('entity_id'),
    projectId: uuid('project_id'),
    summary: text('summary').notNull(),
    changes: jsonb('changes').notNull().default([]),
    createdAt: timestamps.createdAt,
  },
  (t) => [
    index('organization_history_org_idx').on(t.organizationId, t.createdAt),
    index('organization_history_project_idx').on(t.organizationId, t.projectId, t.createdAt),
    index('organization_history_actor_idx').on(t.organizationId, t.actorId, t.createdAt),
  ],
);

import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { timestamps } from './columns.ts';
import { userRef, users } from './users.ts';
import { timestamptz } from '@raiz/server-kit/timestamps';

// Organisations (docs/organizations.md). Types and roles are stored as the stable codes of @raiz/domain.

export const organizations = pgTable(
  'organizations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
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
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('organizations_slug_idx').on(t.slug),
    uniqueIndex('organizations_cnpj_idx').on(t.cnpj),
    index('organizations_name_idx').on(sql`lower(name)`),
  ],
);

export const memberships = pgTable(
  'memberships',
  {
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').notNull(),
    tokenHash: text('token_hash').notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamptz('expires_at').notNull(),
    acceptedAt: timestamptz('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
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

import { sql, type AnyColumn } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
  type ExtraConfigColumn,
} from 'drizzle-orm/pg-core';
import { contentColumns, generatedId, parentRef, searchIndex } from './columns.ts';
import { organizations, spaceOrganizationRef } from './organizations.ts';
import { nullableUserRef, userRef } from './users.ts';
import { nowTimestamp, timestamptz } from '@raiz/server-kit/timestamps';

// Enumerations are stored as the stable codes of @raiz/domain (category "reforestation", status "in_progress"…).
// Every list the API offers filters by owner (admins: none) or by project and sorts by one allow-listed column, so each
// (filter, sort) pair has an index; text sorts are case-insensitive, hence the lower(…) expressions.

/**
 * What a list's `q` searches in each content table: the list's condition (searchCondition) and the table's trigram
 * index (searchIndex) both take these columns, in this order, so the index serves the search.
 */
export const searchedColumns = {
  projects: (t: Record<'name' | 'description' | 'municipality', AnyColumn>) => [t.name, t.description, t.municipality],
  reports: (t: Record<'title' | 'summary', AnyColumn>) => [t.title, t.summary],
  posts: (t: Record<'title' | 'content', AnyColumn>) => [t.title, t.content],
  events: (t: Record<'title' | 'description' | 'location', AnyColumn>) => [t.title, t.description, t.location],
  products: (t: Record<'name' | 'description', AnyColumn>) => [t.name, t.description],
};

export const projects = pgTable(
  'projects',
  {
    ...contentColumns,
    ownerId: userRef('owner_id'),
    organizationId: spaceOrganizationRef(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull(),
    biome: text('biome').notNull(),
    municipality: text('municipality').notNull(),
    /** IBGE's 7-digit code (docs/places.md); null for projects saved before the list. */
    municipalityCode: text('municipality_code'),
    /** The rural property's CAR number, upper case; optional. */
    carNumber: text('car_number'),
    state: text('state').notNull(),
    latitude: numeric('latitude', { mode: 'number' }),
    longitude: numeric('longitude', { mode: 'number' }),
    areaHa: numeric('area_ha', { mode: 'number' }),
    status: text('status').notNull(),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** In the public registry (docs/registry.md): published by its owners, unless a platform admin hid it. */
    public: boolean('public').notNull().default(false),
    /** Its address in the registry (/registro/<slug>), given when first published and kept. */
    slug: text('slug'),
    publishedAt: timestamptz('published_at'),
    hiddenAt: timestamptz('hidden_at'),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    index('projects_owner_created_idx').on(t.ownerId, t.createdAt),
    index('projects_organization_created_idx').on(t.organizationId, t.createdAt),
    index('projects_organization_name_idx').on(t.organizationId, sql`lower(name)`),
    uniqueIndex('projects_slug_idx').on(t.slug),
    index('projects_registry_idx')
      .on(t.publishedAt)
      .where(sql`${t.public} and ${t.hiddenAt} is null`),
    index('projects_created_idx').on(t.createdAt),
    index('projects_owner_name_idx').on(t.ownerId, sql`lower(name)`),
    index('projects_name_idx').on(sql`lower(name)`),
    searchIndex('projects_search_idx', searchedColumns.projects(t)),
  ],
);

export const reports = pgTable(
  'reports',
  {
    ...contentColumns,
    ownerId: userRef('owner_id'),
    organizationId: spaceOrganizationRef(),
    projectId: uuid('project_id').references(() => projects.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    periodStart: date('period_start', { mode: 'string' }).notNull(),
    periodEnd: date('period_end', { mode: 'string' }).notNull(),
    summary: text('summary').notNull().default(''),
    co2eTonnes: numeric('co2e_tonnes', { mode: 'number' }),
    treesPlanted: integer('trees_planted'),
    restoredAreaHa: numeric('restored_area_ha', { mode: 'number' }),
    waterM3: numeric('water_m3', { mode: 'number' }),
    wasteTonnes: numeric('waste_tonnes', { mode: 'number' }),
    peopleBenefited: integer('people_benefited'),
    /** The device's position when the report was captured, with its accuracy in metres (both coordinates or none). */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    locationAccuracyM: doublePrecision('location_accuracy_m'),
    status: text('status').notNull().default('draft'),
    publishedAt: timestamptz('published_at'),
    /**
     * Versions of a certified report (docs/design.md §5, "Versions"): 1 for an original; n+1 for the draft made by
     * "Nova versão" from version n, which it points at. A version has at most one next version (the unique index).
     */
    revision: integer('revision').notNull().default(1),
    previousReportId: uuid('previous_report_id').references((): AnyPgColumn => reports.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('reports_previous_report_idx').on(t.previousReportId),
    index('reports_owner_created_idx').on(t.ownerId, t.createdAt),
    index('reports_organization_created_idx').on(t.organizationId, t.createdAt),
    index('reports_organization_period_idx').on(t.organizationId, t.periodStart),
    index('reports_organization_title_idx').on(t.organizationId, sql`lower(title)`),
    index('reports_project_created_idx').on(t.projectId, t.createdAt),
    index('reports_created_idx').on(t.createdAt),
    index('reports_status_idx').on(t.status),
    index('reports_owner_period_idx').on(t.ownerId, t.periodStart),
    index('reports_project_period_idx').on(t.projectId, t.periodStart),
    index('reports_period_idx').on(t.periodStart),
    index('reports_owner_title_idx').on(t.ownerId, sql`lower(title)`),
    index('reports_project_title_idx').on(t.projectId, sql`lower(title)`),
    index('reports_title_idx').on(sql`lower(title)`),
    searchIndex('reports_search_idx', searchedColumns.reports(t)),
    check('reports_position_whole', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/** The columns of every row of a project: the content columns, its owner, and its project and that project's space. */
const projectRowColumns = () => ({
  ...contentColumns,
  ownerId: userRef('owner_id'),
  organizationId: spaceOrganizationRef(),
  projectId: parentRef('project_id', () => projects.id),
});

/** The indexes of every row of a project: its project's rows newest first, and its owner's (an account's deletion). */
const projectRowIndexes = (table: string, t: Record<'projectId' | 'createdAt' | 'ownerId', ExtraConfigColumn>) => [
  index(`${table}_project_created_idx`).on(t.projectId, t.createdAt),
  index(`${table}_owner_idx`).on(t.ownerId),
];

export const posts = pgTable(
  'posts',
  {
    ...projectRowColumns(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    published: boolean('published').notNull().default(false),
  },
  (t) => [
    ...projectRowIndexes('posts', t),
    index('posts_project_title_idx').on(t.projectId, sql`lower(title)`),
    searchIndex('posts_search_idx', searchedColumns.posts(t)),
  ],
);

export const events = pgTable(
  'events',
  {
    ...projectRowColumns(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at'),
    location: text('location').notNull().default(''),
    capacity: integer('capacity'),
  },
  (t) => [
    index('events_project_starts_idx').on(t.projectId, t.startsAt),
    ...projectRowIndexes('events', t),
    index('events_project_title_idx').on(t.projectId, sql`lower(title)`),
    searchIndex('events_search_idx', searchedColumns.events(t)),
  ],
);

export const products = pgTable(
  'products',
  {
    ...projectRowColumns(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    priceCents: integer('price_cents').notNull(),
    unit: text('unit').notNull(),
    stock: integer('stock').notNull().default(0),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...projectRowIndexes('products', t),
    index('products_project_name_idx').on(t.projectId, sql`lower(name)`),
    index('products_project_price_idx').on(t.projectId, t.priceCents),
    searchIndex('products_search_idx', searchedColumns.products(t)),
  ],
);

/**
 * A report certified by its author's wallet signature (docs/design.md §5); the snapshot is what was signed. When its
 * author deletes their account the certificate of their personal space is withdrawn (docs/product.md#excluir-minha-conta):
 * only its code and dates remain, so the public page can say so, and everything that was signed or names the author is
 * cleared — the check makes a row either whole or withdrawn, never in between. An organisation's certificate stays whole
 * (its author's link is cleared; the snapshot keeps the public name they signed with).
 */
export const certificates = pgTable(
  'certificates',
  {
    id: generatedId(),
    code: text('code').notNull().unique(),
    reportId: uuid('report_id')
      .unique()
      .references(() => reports.id, { onDelete: 'restrict' }),
    ownerId: nullableUserRef('owner_id'),
    /** An organisation's certificate: kept, with the signer's public name, when the signer deletes their account. */
    organizationId: uuid('organization_id').references(() => organizations.id, { onDelete: 'set null' }),
    snapshot: jsonb('snapshot'),
    sha256: text('sha256'),
    signature: text('signature'),
    signerAddress: text('signer_address'),
    signerRef: text('signer_ref'),
    issuedAt: nowTimestamp('issued_at'),
    withdrawnAt: timestamptz('withdrawn_at'),
  },
  (t) => [
    index('certificates_owner_issued_idx').on(t.ownerId, t.issuedAt),
    check(
      'certificates_whole_or_withdrawn',
      sql`(${t.withdrawnAt} is null and ${t.reportId} is not null and (${t.ownerId} is not null or ${t.organizationId} is not null) and ${t.snapshot} is not null
        and ${t.sha256} is not null and ${t.signature} is not null and ${t.signerAddress} is not null and ${t.signerRef} is not null)
      or (${t.withdrawnAt} is not null and ${t.reportId} is null and ${t.ownerId} is null and ${t.snapshot} is null
        and ${t.sha256} is null and ${t.signature} is null and ${t.signerAddress} is null and ${t.signerRef} is null)`,
    ),
  ],
);

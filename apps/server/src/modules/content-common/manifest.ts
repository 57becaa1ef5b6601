import { getTableName, type AnyColumn } from 'drizzle-orm';
import { attachmentParentKindCheck } from '../../db/schema/index.ts';
import { eventsResource } from '../events/events.resource.ts';
import { postsResource } from '../posts/posts.resource.ts';
import { productsResource } from '../products/products.resource.ts';
import { projectsResource } from '../projects/projects.resource.ts';
import { reportsResource } from '../reports/reports.resource.ts';
import type { ContentResource } from './resource-declaration.ts';

// The manifest of content resources (docs/ARCHITECTURE.md#adding-a-content-resource): each resource is declared once,
// in its module's `<m>.resource.ts`, and everything that follows a resource around the system iterates this list — its
// routes and service, the counts on its project and the panel, the move of a project, the deletion of an account, an
// organisation's heir walk, attachments and their CHECK, the panel's stamp triggers, history, both CSV exports and the
// registry. A declaration holds data and functions of rows only (resource-declaration.ts), so every module may read
// the list.

/** Every content resource, in the order screens and exports list them. */
export const contentResources: ContentResource[] = [
  projectsResource,
  reportsResource,
  postsResource,
  eventsResource,
  productsResource,
];

/**
 * Adds a resource declared outside the list (a test's): call it before building the app. A resource of the product is
 * added to the list above instead.
 */
export function addContentResource(resource: ContentResource): void {
  if (contentResources.some((r) => r.key === resource.key)) throw new Error(`Recurso já declarado: ${resource.key}`);
  contentResources.push(resource);
}

export function contentResourceOf(key: string): ContentResource {
  const resource = contentResources.find((r) => r.key === key);
  if (!resource) throw new Error(`Recurso desconhecido: ${key}`);
  return resource;
}

/** The resources whose rows hang on a project (its own or optionally): they move with it. */
export const projectChildren = () => contentResources.filter((r) => r.parent !== 'none');

/** The column that points at the item's project (a project is its own project). */
export const projectIdColumn = (resource: ContentResource): AnyColumn =>
  resource.parent === 'none' ? resource.table.id : (resource.table as unknown as { projectId: AnyColumn }).projectId;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * The panel's stamp trigger of a resource's table (drizzle/0006_dashboard_stamps.sql defines the function): every write
 * of a resource shown as rows, only arrivals, departures and changes of space of one shown as a count.
 */
export function dashboardStampTriggerSql(tableName: string, shows: 'rows' | 'count'): string {
  const events =
    shows === 'rows' ? 'INSERT OR UPDATE OR DELETE' : 'INSERT OR DELETE OR UPDATE OF "owner_id", "organization_id"';
  return `CREATE TRIGGER ${quoted(`${tableName}_dashboard_stamp`)} AFTER ${events} ON ${quoted(tableName)}
  FOR EACH ROW EXECUTE FUNCTION "dashboard_stamp_owner"()`;
}

/** The trigger that keeps an item's files in its space and deletes them with it (drizzle/0008_attachments.sql). */
export function attachmentsTriggerSql(tableName: string, key: string): string {
  return `CREATE TRIGGER ${quoted(`${tableName}_attachments`)} AFTER DELETE OR UPDATE OF "owner_id", "organization_id" ON ${quoted(tableName)}
  FOR EACH ROW EXECUTE FUNCTION "attachments_follow_parent"('${key.replaceAll("'", "''")}')`;
}

/**
 * The database objects the manifest implies beyond each table's own — the CHECK of attachments' parent kinds, the
 * triggers that keep an item's files with it and the panel's stamp triggers — as statements that replace them: what a migration for a new resource holds (drizzle/0018_*), and
 * what a test that declares a resource runs on its database.
 */
export function manifestSql(resources: readonly ContentResource[] = contentResources): string[] {
  return [
    `ALTER TABLE "attachments" DROP CONSTRAINT IF EXISTS "attachments_parent_kind"`,
    `ALTER TABLE "attachments" ADD CONSTRAINT "attachments_parent_kind" CHECK (${attachmentParentKindCheck(resources.map((r) => r.key))})`,
    ...resources.flatMap((r) => {
      const name = getTableName(r.table);
      return [
        `DROP TRIGGER IF EXISTS ${quoted(`${name}_dashboard_stamp`)} ON ${quoted(name)}`,
        dashboardStampTriggerSql(name, r.dashboard),
        `DROP TRIGGER IF EXISTS ${quoted(`${name}_attachments`)} ON ${quoted(name)}`,
        attachmentsTriggerSql(name, r.key),
      ];
    }),
  ];
}

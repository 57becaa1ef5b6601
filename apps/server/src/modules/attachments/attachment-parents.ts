import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AttachmentParentKind, HistoryEntityType } from '@raiz/domain';
import { contentMessages } from '@raiz/domain';
import { events, posts, products, projects, reports } from '../../db/schema/index.ts';

/**
 * The items that take files, by the name of their API collection: their table, how an organisation's history names
 * them, and which of them the public registry shows (docs/registry.md) — so their files are public too.
 */
export const attachmentParents = {
  projects: {
    table: projects,
    entity: 'project',
    name: projects.name,
    projectId: projects.id,
    notFound: contentMessages.projectNotFound,
    shownInRegistry: sql`true`,
  },
  reports: {
    table: reports,
    entity: 'report',
    name: reports.title,
    projectId: reports.projectId,
    notFound: contentMessages.reportNotFound,
    shownInRegistry: inArray(reports.status, ['published', 'certified']),
  },
  posts: {
    table: posts,
    entity: 'post',
    name: posts.title,
    projectId: posts.projectId,
    notFound: contentMessages.postNotFound,
    shownInRegistry: eq(posts.published, true),
  },
  events: {
    table: events,
    entity: 'event',
    name: events.title,
    projectId: events.projectId,
    notFound: contentMessages.eventNotFound,
    shownInRegistry: sql`true`,
  },
  products: {
    table: products,
    entity: 'product',
    name: products.name,
    projectId: products.projectId,
    notFound: contentMessages.productNotFound,
    shownInRegistry: eq(products.active, true),
  },
} satisfies Record<
  AttachmentParentKind,
  {
    table: typeof projects | typeof reports | typeof posts | typeof events | typeof products;
    entity: HistoryEntityType;
    name: unknown;
    projectId: unknown;
    notFound: string;
    shownInRegistry: SQL | undefined;
  }
>;

export const registryCondition = (kind: AttachmentParentKind, id: string) =>
  and(eq(attachmentParents[kind].table.id, id), attachmentParents[kind].shownInRegistry);

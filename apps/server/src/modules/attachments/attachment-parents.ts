import type { AnyColumn, SQL } from 'drizzle-orm';
import type { AttachmentType, HistoryEntityType } from '@raiz/domain';
import type { posts } from '../../db/schema/index.ts';
import { contentResourceOf, projectIdColumn } from '../content-common/manifest.ts';

/**
 * An item that takes files, by the name of its API collection — every content resource of the manifest: its table, how
 * an organisation's history names it, the types it takes, whether its files are frozen, and whether the public
 * registry shows it (docs/registry.md), so its files are public too. A resource without registry exposure never is.
 */
export interface AttachmentParent {
  /** Drizzle cannot resolve its query types over a union of tables; every parent has these columns. */
  table: typeof posts;
  entity: HistoryEntityType;
  name: AnyColumn;
  projectId: AnyColumn;
  notFound: string;
  types: readonly AttachmentType[];
  frozen: SQL | undefined;
  shownInRegistry: SQL | false;
}

export function attachmentParent(kind: string): AttachmentParent {
  const resource = contentResourceOf(kind);
  return {
    table: resource.table as unknown as typeof posts,
    entity: resource.history.entity,
    name: resource.attachments.name,
    projectId: projectIdColumn(resource),
    notFound: resource.notFoundMessage,
    types: resource.attachments.types,
    frozen: resource.attachments.frozen,
    shownInRegistry: resource.registry?.shown ?? false,
  };
}

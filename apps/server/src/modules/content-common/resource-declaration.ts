import type { AnyColumn, SQL } from 'drizzle-orm';
import type { z } from 'zod';
import {
  attachmentTypesByParent,
  contentCollections,
  contentItemKinds,
  contentMessages,
  contentNouns,
  type AttachmentType,
  type ContentCollection,
  type ContentKind,
  type ContentNouns,
  type HistoryEntityType,
  type ListQuery,
} from '@raiz/domain';
import type { CsvColumn } from '@raiz/server-kit/csv';
import type { ContentTable, ResourceConfig } from './resource.ts';
import type { RouteTexts } from './resource-routes.ts';

// What a content resource's one declaration holds (manifest.ts lists them): data and functions of rows only, no
// service, so every module may read the manifest.

/** What the kit needs to serve a resource; a resource with rules beyond it (reports) has its own service instead. */
export type KitConfig<TTable extends ContentTable, TUpdate> = Omit<
  ResourceConfig<TTable, TUpdate>,
  'table' | 'kind' | 'parent' | 'history' | 'attachmentKind' | 'notFoundMessage'
>;

export interface ContentResourceDeclaration<
  TTable extends ContentTable,
  TEntity extends { id: string },
  TCreate = unknown,
  TUpdate = unknown,
> {
  /** The API collection: /v1/<key>, the attachments' parent kind, the project's and the panel's count. */
  key: string;
  table: TTable;
  /** Which rule of domain permissions.ts decides what a person may do with a row (its `can`). */
  kind: ContentKind;
  /**
   * `project`: rows of a project (under /v1/projects/:projectId, moved and deleted with it); `optional-project`:
   * top-level rows that may point at a project (reports: moved with it); `none`: top-level rows of their owner.
   */
  parent: 'project' | 'optional-project' | 'none';
  /** How texts name an item: "Evento", "eventos", "do evento". */
  nouns: ContentNouns;
  /** The 404's message (contentMessages in the domain). */
  notFoundMessage: string;
  /** How an organisation's history names the row: its kind and its name or title. */
  history: { entity: HistoryEntityType; name: (row: TTable['$inferSelect']) => string };
  /** The files of an item (docs/evidence.md): the types it takes, the column that names it. */
  attachments: {
    types: readonly AttachmentType[];
    name: AnyColumn;
    /** A condition true while the item's files may not change (a certified report); none: always open. */
    frozen?: SQL;
  };
  /** Counted on its project's page (`counts.<key>`): `all` its rows, `reachable` those the person may read. */
  countedOnProject: 'all' | 'reachable' | false;
  /**
   * How the panel shows it (always counted, `counts.<key>`): `rows` also lists recent ones, so any change stamps the
   * panel; `count` only when rows come, go or change space (db/schema/dashboard-stamps.ts).
   */
  dashboard: 'rows' | 'count';
  /**
   * Its CSV columns, headers in Portuguese: the person's export writes `<file>.csv` with its id (and its project's
   * name for a project's rows), these and its dates; `projectExport` adds GET /v1/exports/projects/:projectId/<key>.csv.
   */
  csv: {
    file: string;
    columns: CsvColumn<TEntity>[];
    projectExport?: { summary: string; orderBy: SQL[] };
  };
  /**
   * What the public registry shows of a listed project's items (docs/registry.md); their files are public with them.
   * `section`: the fields its public page lists (the registry's own schemas serialize them); reports write their own.
   */
  registry: {
    shown: SQL;
    section?: {
      columns: Record<string, AnyColumn>;
      orderBy: SQL[];
    };
  } | null;
  /** The routes: OpenAPI tag and texts in Portuguese, and the domain's schemas of each request and answer. */
  routes: RouteTexts & {
    /** The domain's schemas of the list's query, its page, a row's answer and the two writes' bodies. */
    schemas: {
      listQuery: z.ZodType<ListQuery>;
      listResponse: z.ZodType;
      response: z.ZodType;
      create: z.ZodType<TCreate>;
      update: z.ZodType<TUpdate>;
    };
  };
  /** How the content kit serves it; absent when the module's own service does (reports). */
  kit?: KitConfig<TTable, TUpdate>;
}

/** A declaration with its types erased, as the list holds it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type ContentResource = Omit<ContentResourceDeclaration<any, any, any, any>, 'table'> & { table: ContentTable };

/** The text columns of a table, by the key its rows have them under. */
type TextColumnKey<TTable extends ContentTable> = {
  [K in keyof TTable & keyof TTable['$inferSelect']]: TTable['$inferSelect'][K] extends string ? K : never;
}[keyof TTable & keyof TTable['$inferSelect']];

/**
 * A declaration as written: a resource of the domain's collections (contentCollections) takes its kind, nouns, history
 * entity, file types and not-found message from the domain by its key; a resource outside them (a test's) states them.
 * `nameField` is the column that names an item, in the history and as its files' parent. `countedOnProject` defaults to
 * `all` for a project's rows (nothing otherwise), `dashboard` to `count`.
 */
export type ContentResourceInput<
  TTable extends ContentTable,
  TEntity extends { id: string },
  TCreate = unknown,
  TUpdate = unknown,
> = Omit<
  ContentResourceDeclaration<TTable, TEntity, TCreate, TUpdate>,
  'kind' | 'nouns' | 'notFoundMessage' | 'history' | 'attachments' | 'countedOnProject' | 'dashboard'
> & {
  kind?: ContentKind;
  nouns?: ContentNouns;
  notFoundMessage?: string;
  nameField: TextColumnKey<TTable>;
  history?: { entity: HistoryEntityType };
  attachments?: { types?: readonly AttachmentType[]; frozen?: SQL };
  countedOnProject?: ContentResourceDeclaration<TTable, TEntity>['countedOnProject'];
  dashboard?: ContentResourceDeclaration<TTable, TEntity>['dashboard'];
};

const isCollection = (key: string): key is ContentCollection => (contentCollections as readonly string[]).includes(key);

/** Declares a resource, its functions typed by its table and entity; what its key determines is read from the domain. */
export function defineContentResource<
  TTable extends ContentTable,
  TEntity extends { id: string },
  TCreate = unknown,
  TUpdate = unknown,
>(
  input: ContentResourceInput<TTable, TEntity, TCreate, TUpdate>,
): ContentResourceDeclaration<TTable, TEntity, TCreate, TUpdate> {
  const { key, nameField, history, attachments, ...rest } = input;
  const fromKey = <T>(given: T | undefined, what: string, read: (collection: ContentCollection) => T): T => {
    if (given !== undefined) return given;
    if (!isCollection(key)) throw new Error(`Resource ${key}: declare its ${what} (not a collection of the domain).`);
    return read(key);
  };
  const kind = fromKey(input.kind, 'kind', (c) => contentItemKinds[c]);
  return {
    ...rest,
    key,
    kind,
    nouns: fromKey(input.nouns, 'nouns', (c) => contentNouns[c]),
    notFoundMessage: fromKey(
      input.notFoundMessage,
      'not-found message',
      (c) => contentMessages[`${contentItemKinds[c]}NotFound`],
    ),
    history: { entity: history?.entity ?? kind, name: (row) => row[nameField] as string },
    attachments: {
      ...attachments,
      name: input.table[nameField] as AnyColumn,
      types: fromKey(attachments?.types, 'file types', (c) => attachmentTypesByParent[c]),
    },
    countedOnProject: input.countedOnProject ?? (input.parent === 'project' ? 'all' : false),
    dashboard: input.dashboard ?? 'count',
  };
}

/**
 * The content resources, as their API collections name them, in the order screens and exports list them; what the
 * server's manifest (apps/server/src/modules/content-common/manifest.ts) declares for each and the web reads of them.
 */
export const contentCollections = ['projects', 'reports', 'posts', 'events', 'products'] as const;
export type ContentCollection = (typeof contentCollections)[number];

/** What one item of each resource is called in permissions (`rowPermissions`) and an organisation's history. */
export const contentItemKinds = {
  projects: 'project',
  reports: 'report',
  posts: 'post',
  events: 'event',
  products: 'product',
} as const satisfies Record<ContentCollection, string>;
export type ContentKind = (typeof contentItemKinds)[ContentCollection];

/** The resources that live under a project (a report may point at one; these always do). */
export const projectChildCollections = ['posts', 'events', 'products'] as const satisfies readonly ContentCollection[];
export type ProjectChildCollection = (typeof projectChildCollections)[number];

/** How texts name an item of each resource, in Portuguese: "Evento", "eventos", "do evento". */
export interface ContentNouns {
  /** One item, capitalised: a column or label ("Evento"). */
  one: string;
  /** Many, lower case: a file or a count ("eventos"). */
  many: string;
  /** "of the item", for sentences ("Envia um arquivo do evento"). */
  ofItem: string;
}

export const contentNouns: Record<ContentCollection, ContentNouns> = {
  projects: { one: 'Projeto', many: 'projetos', ofItem: 'do projeto' },
  reports: { one: 'Relatório', many: 'relatórios', ofItem: 'do relatório' },
  posts: { one: 'Post', many: 'posts', ofItem: 'do post' },
  events: { one: 'Evento', many: 'eventos', ofItem: 'do evento' },
  products: { one: 'Produto', many: 'produtos', ofItem: 'do produto' },
};

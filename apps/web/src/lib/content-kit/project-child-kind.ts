// What follows a project's child resource (posts, events, products) around the web app, declared once per resource:
// its paths, its project tab and summary card, its query root, its CSV export, its files panel, its history label and
// the bottom bar's entry. Kept light (words, path segments, an icon's name): the route table, and so the first screen,
// imports it. The heavy half (form, list, card) is the resource's ProjectChildResource (resource.ts), loaded with its
// screens.
import type { HistoryEntityType } from '@raiz/domain';
import type { ContentIconName } from './content-icons';

/** The words of a resource (all masculine in Raiz: "o evento", "Novo produto", "Post excluído"). */
export interface Noun {
  one: string;
  many: string;
  One: string;
  Many: string;
}

export interface ProjectChildKind<K extends string = string> {
  /** Its collection at /v1/projects/:projectId/<key>, its query root, its count in the project's `counts`. */
  key: K;
  /** Its words; `one` is also the kind in the draft's storage key (raiz:rascunho:<user>:evento:<project>:<id>). */
  noun: Noun;
  /** The create button ("Criar evento"), on its list and its card on the project page. */
  createAction: string;
  /** Its list under the project: /projetos/:projectId/<slug>, …/<slug>/criar, …/<slug>/editar/:id (default: key). */
  slug?: string;
  /** Other spellings of `slug` (…/events for …/eventos): links stay on the one the person used. */
  aliasSlugs?: readonly string[];
  /** Top-level lists (/events, /produtos): they ask for the project first, or find it from the record. */
  topLevel?: readonly string[];
  /** Its card's icon on the project page, by name (content-icons.ts). */
  icon: ContentIconName;
  /** Its CSV download on its list and the project page (GET /v1/exports/projects/:projectId/<key>.csv, <many>.csv). */
  exportCsv?: boolean;
  /** Its images panel under its form, when the API keeps files of it (its key is an AttachmentParentKind). */
  attachments?: true | { description: string };
  /** Its entries in an organisation's history (label: noun.One). */
  historyEntity?: HistoryEntityType;
  /** Created without a connection, it waits in the outbox as this kind (docs/ARCHITECTURE.md "Outbox"). */
  outbox?: 'post' | 'event';
}

const postKind = {
  key: 'posts',
  noun: { one: 'post', many: 'posts', One: 'Post', Many: 'Posts' },
  createAction: 'Escrever post',
  icon: 'tools',
  attachments: true,
  historyEntity: 'post',
  outbox: 'post',
} as const satisfies ProjectChildKind<'posts'>;

const eventKind = {
  key: 'events',
  noun: { one: 'evento', many: 'eventos', One: 'Evento', Many: 'Eventos' },
  createAction: 'Criar evento',
  slug: 'eventos',
  // docs/product.md §2 lists the project's events "under /events" too.
  aliasSlugs: ['events'],
  topLevel: ['/events'],
  icon: 'dashboard',
  exportCsv: true,
  attachments: true,
  historyEntity: 'event',
  outbox: 'event',
} as const satisfies ProjectChildKind<'events'>;

const productKind = {
  key: 'products',
  noun: { one: 'produto', many: 'produtos', One: 'Produto', Many: 'Produtos' },
  createAction: 'Cadastrar produto',
  slug: 'produtos',
  // …and its products under /products.
  aliasSlugs: ['products'],
  topLevel: ['/produtos', '/products'],
  icon: 'leaf',
  exportCsv: true,
  attachments: { description: 'Imagens do produto; a primeira é a principal.' },
  historyEntity: 'product',
} as const satisfies ProjectChildKind<'products'>;

/** The app's project child resources, in the order of the project's tabs and cards. Add a resource here. */
export const projectChildKinds = [postKind, eventKind, productKind] as const;

export type ProjectChildKey = (typeof projectChildKinds)[number]['key'];

export const projectChildKind = <K extends ProjectChildKey>(key: K) =>
  projectChildKinds.find((kind) => kind.key === key) as Extract<(typeof projectChildKinds)[number], { key: K }>;

/**
 * Every router pattern of a resource's screens with the screen it shows (under its project, its aliases, its
 * top-level paths). The links are in kind-paths.ts, a module apart, so the first screen (the route table) carries none.
 */
export function kindPatterns(kind: ProjectChildKind): [path: string, screen: 'List' | 'Create' | 'Edit'][] {
  const lists = [
    ...[kind.slug ?? kind.key, ...(kind.aliasSlugs ?? [])].map((slug) => `/projetos/:projectId/${slug}`),
    ...(kind.topLevel ?? []),
  ];
  return lists.flatMap((list) => [
    [list, 'List'],
    [`${list}/criar`, 'Create'],
    [`${list}/editar/:id`, 'Edit'],
  ]);
}

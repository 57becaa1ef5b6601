// An in-memory stand-in for the content REST API (/v1/projects, /v1/reports, a project's posts/events/products,
// /v1/<posts|events|products>/:id), answering as apps/server does: `{data}` envelopes, pages, search over the
// server's columns, 404 for unknown ids, 409 for a stale version. Every answer goes through the domain's response
// schema, so the fake cannot drift from the server's contract (a fake answer the server could not give fails the
// test). A test may add a collection of its own (`collection`), answered the same way through the schemas it gives.
// It replaces `fetch` in web tests, which check the screens; the server's own tests check the server.
import { vi } from 'vitest';
import type { z } from 'zod';
import {
  attachmentParentKinds,
  errorCodes,
  reportRevisionMessages,
  idempotencyMessages,
  mapConfigResponseSchema,
  eventListResponseSchema,
  eventResponseSchema,
  foldForSearch,
  indicatorKeys,
  postListResponseSchema,
  postResponseSchema,
  productListResponseSchema,
  productResponseSchema,
  projectDetailResponseSchema,
  projectListResponseSchema,
  projectResponseSchema,
  reportListResponseSchema,
  reportResponseSchema,
  slugify,
  type AttachmentParentKind,
  rowPermissions,
  type ContentKind,
  type SpacedRowValues,
} from '@raiz/domain';
import { projectChildKinds } from '../lib/content-kit/project-child-kind';
import { FakeAttachments, FakeUploadTransport } from './fake-attachments';
import { FakeOrganizations } from './fake-organizations';

/** The signed-in person of the content tests, and someone else. */
export const ANA_ID = '00000000-0000-4000-8000-00000000a0a0';
export const BRUNO_ID = '00000000-0000-4000-8000-00000000b0b0';

type Row = Record<string, unknown> & { id: string; version: number; createdAt: string; updatedAt: string };

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
}

interface Override {
  method: string;
  path: RegExp;
  respond: (request: RecordedRequest) => Response;
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const notFound = () => json({ error: { code: 'not_found', message: 'Registro não encontrado.' } }, 404);

let counter = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++counter).padStart(12, '0')}`;
const isUuid = (text: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text);

/**
 * A collection the fake answers like the server's generic resource: the domain's response schemas (every answer goes
 * through them), the columns the server searches (its service's searchColumns) and what it stores for the columns a
 * request leaves out.
 */
export interface Collection {
  one: z.ZodType;
  page: z.ZodType;
  searchable: string[];
  defaults?: Record<string, unknown>;
  /** Whose rule of permissions.ts gives each row's `can` (default: a project's row, like a post). */
  kind?: ContentKind;
}

const appCollections: Record<string, Collection> = {
  projects: {
    kind: 'project',
    one: projectResponseSchema,
    page: projectListResponseSchema,
    searchable: ['name', 'description', 'municipality'],
    defaults: {
      description: '',
      municipalityCode: null,
      carNumber: null,
      latitude: null,
      longitude: null,
      areaHa: null,
      startDate: null,
      endDate: null,
      public: false,
      slug: null,
      publishedAt: null,
      hiddenReason: null,
    },
  },
  reports: {
    kind: 'report',
    one: reportResponseSchema,
    page: reportListResponseSchema,
    searchable: ['title', 'summary'],
    defaults: {
      projectId: null,
      summary: '',
      // The domain's indicator catalogue: every indicator, none filled in.
      ...Object.fromEntries(indicatorKeys.map((key) => [key, null])),
      latitude: null,
      longitude: null,
      locationAccuracyM: null,
      status: 'draft',
      publishedAt: null,
      certificateCode: null,
      revision: 1,
      previousReportId: null,
      nextRevision: null,
    },
  },
  posts: {
    kind: 'post',
    one: postResponseSchema,
    page: postListResponseSchema,
    searchable: ['title', 'content'],
    defaults: { content: '', published: false },
  },
  events: {
    kind: 'event',
    one: eventResponseSchema,
    page: eventListResponseSchema,
    searchable: ['title', 'description', 'location'],
    defaults: { description: '', endsAt: null, location: '', capacity: null },
  },
  products: {
    kind: 'product',
    one: productResponseSchema,
    page: productListResponseSchema,
    searchable: ['name', 'description'],
    defaults: { description: '', stock: 0, active: true },
  },
};

// Instants are stored as timestamptz and answered in UTC ("…Z"), whatever offset the request used.
const instantColumns = ['startsAt', 'endsAt'];
const asStored = (fields: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(fields).map(([name, value]) => [
      name,
      instantColumns.includes(name) && typeof value === 'string' ? new Date(value).toISOString() : value,
    ]),
  );

export class FakeContentApi {
  readonly tables: Record<string, Row[]> = Object.fromEntries(Object.keys(appCollections).map((name) => [name, []]));
  readonly requests: RecordedRequest[] = [];
  /** The collections of the app's resources, and any a test adds (`collection`). */
  private readonly collections: Record<string, Collection> = { ...appCollections };
  private overrides: Override[] = [];
  /** /v1/organizations… and /v1/invitations…, with Ana signed in. */
  readonly organizations = new FakeOrganizations({
    id: ANA_ID,
    name: 'Ana Souza',
    username: 'ana',
    email: 'ana@raiz.dev',
  });
  private clock = Date.parse('2025-06-01T12:00:00Z');
  /** What GET /v1/public/map/config answers (MAP_TILES_URL); null: the offline map. */
  mapTilesUrl: string | null = null;
  /** /v1/<kind>/:id/attachments…: a certified report's files are frozen. */
  readonly attachments = new FakeAttachments(
    (kind, id) => kind === 'reports' && this.tables.reports!.some((r) => r.id === id && r.status === 'certified'),
  );
  /** The uploads, sent through XMLHttpRequest (faked) and stored by `attachments`. */
  readonly uploads = new FakeUploadTransport(this.attachments);

  /**
   * Serves one more collection (a resource defined only in a test) at /v1/projects/:projectId/<name>[/:id] and
   * /v1/<name>/:id, its answers checked by the given response schemas like every other.
   */
  collection(name: string, collection: Collection): this {
    this.collections[name] = collection;
    this.tables[name] = [];
    return this;
  }

  /** Adds a row as the server would store it; answers it. */
  seed<T extends Record<string, unknown>>(table: string, fields: T): Row & T {
    const now = new Date((this.clock += 1000)).toISOString();
    const row = {
      id: uuid(),
      ownerId: ANA_ID,
      organizationId: null,
      createdAt: now,
      updatedAt: now,
      version: 1,
      ...this.collections[table]?.defaults,
      ...asStored(fields),
    } as unknown as Row & T;
    this.tables[table]!.push(row);
    return row;
  }

  /** The next request matching method + path gets this answer instead (once). */
  failNext(method: string, path: RegExp, respond: (request: RecordedRequest) => Response) {
    this.overrides.push({ method, path, respond });
  }

  /** A change made elsewhere: bumps the row's version. */
  changeElsewhere(table: string, id: string, fields: Record<string, unknown>) {
    const row = this.tables[table]!.find((r) => r.id === id)!;
    Object.assign(row, fields, { version: row.version + 1, updatedAt: new Date((this.clock += 1000)).toISOString() });
  }

  sent(method: string, path?: RegExp): RecordedRequest[] {
    return this.requests.filter((r) => r.method === method && (!path || path.test(r.path)));
  }

  install() {
    this.uploads.install(vi.stubGlobal);
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        const parsed = new URL(url, 'http://localhost');
        const request: RecordedRequest = {
          method: init.method ?? 'GET',
          path: parsed.pathname,
          query: parsed.searchParams,
          body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
          headers: new Headers(init.headers),
        };
        this.requests.push(request);
        const index = this.overrides.findIndex((o) => o.method === request.method && o.path.test(request.path));
        if (index >= 0) return this.overrides.splice(index, 1)[0]!.respond(request);
        return this.idempotent(request);
      }),
    );
    return this;
  }

  /**
   * As the server's idempotency plugin (docs/design.md §6.1): a POST whose `Idempotency-Key` already made a 2xx is
   * answered that same answer again; the same key with another request is 422.
   */
  private async idempotent(request: RecordedRequest): Promise<Response> {
    const key = request.method === 'POST' ? request.headers.get('Idempotency-Key') : null;
    if (!key) return this.handle(request);
    const asked = `${request.path} ${JSON.stringify(request.body ?? null)}`;
    const first = this.answeredKeys.get(key);
    if (first && first.asked !== asked)
      return json({ error: { code: errorCodes.idempotencyKeyReused, message: idempotencyMessages.reused } }, 422);
    if (first)
      return new Response(first.text, { status: first.status, headers: { 'Content-Type': 'application/json' } });
    const response = this.handle(request);
    if (response.ok)
      this.answeredKeys.set(key, { asked, status: response.status, text: await response.clone().text() });
    return response;
  }

  /** POST /v1/reports/:id/revisions, as reports.service.ts: the draft of the next version of a certified report. */
  private revise(row: Row): Response {
    const refuse = (message: string) => json({ error: { code: 'conflict', message } }, 409);
    if (row.status !== 'certified') return refuse(reportRevisionMessages.notCertified);
    const next = row.nextRevision as { status: string } | null;
    if (next)
      return refuse(next.status === 'certified' ? reportRevisionMessages.notLatest : reportRevisionMessages.openDraft);
    const { id: _id, createdAt: _c, updatedAt: _u, version: _v, can: _can, ...content } = row;
    const draft = this.seed('reports', {
      ...content,
      status: 'draft',
      publishedAt: null,
      certificateCode: null,
      revision: Number(row.revision) + 1,
      previousReportId: row.id,
      nextRevision: null,
    });
    row.nextRevision = { id: draft.id, revision: draft.revision, status: 'draft', certificateCode: null };
    return this.answer('reports', 'one', draft, 201);
  }

  private readonly answeredKeys = new Map<string, { asked: string; status: number; text: string }>();

  /** GET /v1/projects/:id answers the project with the counts of its reports and of each child resource's kind. */
  private withCounts(project: Row) {
    const count = (table: string) => this.tables[table]!.filter((r) => r.projectId === project.id).length;
    return {
      ...project,
      counts: Object.fromEntries(['reports', ...projectChildKinds.map((kind) => kind.key)].map((k) => [k, count(k)])),
    };
  }

  /** `{data}` through the domain's response schema; a report carries its project's name, as the server joins it. */
  private answer(table: string, kind: 'one' | 'page' | 'detail', data: unknown, status = 200): Response {
    // Each row with what the signed-in person may do with it, by the server's own rule (domain permissions.ts).
    const { me } = this.organizations;
    const subject = { id: me.id, isAdmin: me.admin ?? false, roleIn: (id: string) => this.organizations.roleOf(id) };
    const rowKind = this.collections[table]!.kind ?? 'post';
    const shown = (row: Row) => ({
      ...row,
      ...(table === 'reports'
        ? { projectName: this.tables.projects!.find((p) => p.id === row.projectId)?.name ?? null }
        : {}),
      can: rowPermissions(rowKind, subject, {
        ...(row as Row & SpacedRowValues),
        nextReportId: (row.nextRevision as { id: string } | null | undefined)?.id ?? null,
      }),
    });
    const payload =
      kind === 'page'
        ? { ...(data as { items: Row[] }), items: (data as { items: Row[] }).items.map(shown) }
        : shown(data as Row);
    const schema = kind === 'detail' ? projectDetailResponseSchema : this.collections[table]![kind];
    return json(schema.parse({ data: payload }), status);
  }

  private handle({ method, path, query, body }: RecordedRequest): Response {
    if (path === '/v1/public/map/config')
      return json(mapConfigResponseSchema.parse({ data: { tilesUrl: this.mapTilesUrl, attribution: null } }));
    const parts = path.replace(/^\/v1\//, '').split('/');
    if (parts[0] === 'organizations' || parts[0] === 'invitations')
      return this.organizations.handle({ method, path, query, body });
    const kind = parts[0] as AttachmentParentKind;
    if (parts[2] === 'attachments' && attachmentParentKinds.includes(kind)) {
      const table = this.tables[kind]!;
      if (!table.some((r) => r.id === parts[1])) return notFound();
      return this.attachments.handle({ method, kind, parentId: parts[1]!, rest: parts[3], body });
    }
    let table: string;
    let id: string | undefined;
    let scope: Record<string, unknown> = {};
    if (parts[0] === 'projects' && parts.length >= 3) {
      const projectId = parts[1]!;
      if (!this.tables.projects!.some((p) => p.id === projectId)) return notFound();
      table = parts[2]!;
      id = parts[3];
      scope = { projectId };
    } else {
      table = parts[0]!;
      id = parts[1];
    }
    const rows = this.tables[table];
    if (!rows) return notFound();
    // The server validates the address's id before looking for it.
    if (id !== undefined && !isUuid(id))
      return apiError(400, 'Verifique os campos destacados.', { id: 'Identificador inválido.' });
    // A list of one space (docs/organizations.md#spaces): the person's own rows, or an organisation's.
    const space = method === 'GET' && !id ? query.get('space') : null;
    const inSpace = (r: Row) =>
      !space || (space === 'personal' ? r.organizationId === null && r.ownerId === ANA_ID : r.organizationId === space);
    const inScope = rows.filter((r) => Object.entries(scope).every(([k, v]) => r[k] === v) && inSpace(r));

    if (!id && method === 'GET') {
      // As the server searches: each searched column on its own, case and accents ignored, `%` and `_` literal.
      const q = foldForSearch(query.get('q')?.trim() ?? '');
      const matching = q
        ? inScope.filter((r) =>
            this.collections[table]!.searchable.some((f) => foldForSearch(String(r[f] ?? '')).includes(q)),
          )
        : inScope;
      const [field = 'createdAt', direction = 'desc'] = (query.get('sort') ?? 'createdAt:desc').split(':');
      const sorted = [...matching].sort((a, b) => {
        const order = String(a[field]).localeCompare(String(b[field]), 'pt-BR', { numeric: true });
        return direction === 'asc' ? order : -order;
      });
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const items = sorted
        .slice((page - 1) * pageSize, page * pageSize)
        .map((r) => ({ ...r, cover: this.attachments.coverOf(table as AttachmentParentKind, String(r.id)) }));
      return this.answer(table, 'page', { items, page, pageSize, total: matching.length });
    }
    if (!id && method === 'POST') {
      return this.answer(table, 'one', this.seed(table, { ...scope, ...(body as object) }), 201);
    }
    const row = inScope.find((r) => r.id === id);
    if (!row) return notFound();
    if (table === 'reports' && parts[2] === 'revisions' && method === 'POST') return this.revise(row);
    if (method === 'GET' && table === 'projects') return this.answer(table, 'detail', this.withCounts(row));
    if (method === 'GET') return this.answer(table, 'one', row);
    if (method === 'PATCH') {
      const { version, ...changes } = body as { version: number };
      if (version !== row.version)
        return json(
          {
            error: {
              code: 'conflict',
              message:
                'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.',
            },
          },
          409,
        );
      const now = new Date((this.clock += 1000)).toISOString();
      // Published to the registry as the server does: an address from the name, given once, and the moment.
      const publication =
        table === 'projects' && 'public' in changes && changes.public === true && row.public !== true
          ? { slug: row.slug ?? slugify(String(row.name)), publishedAt: now }
          : {};
      Object.assign(row, asStored(changes), publication, { version: row.version + 1, updatedAt: now });
      return this.answer(table, 'one', row);
    }
    if (method === 'DELETE') {
      const version = query.get('version');
      if (version && Number(version) !== row.version)
        return json({ error: { code: 'conflict', message: 'Alterado.' } }, 409);
      rows.splice(rows.indexOf(row), 1);
      return json({ data: { id: row.id } });
    }
    return notFound();
  }
}

export const apiError = (status: number, message: string, fields?: Record<string, string>) =>
  json(
    { error: { code: status === 409 ? 'conflict' : 'validation_error', message, ...(fields ? { fields } : {}) } },
    status,
  );

/** A project as the API answers it, with the given fields over sensible ones. */
export const projectFields = (fields: Record<string, unknown> = {}) => ({
  name: 'Nascentes do Cerrado',
  description: '',
  category: 'water_resources',
  biome: 'cerrado',
  municipality: 'Brasília',
  municipalityCode: '5300108',
  carNumber: null,
  state: 'DF',
  latitude: null,
  longitude: null,
  areaHa: null,
  status: 'planned',
  startDate: null,
  endDate: null,
  ...fields,
});

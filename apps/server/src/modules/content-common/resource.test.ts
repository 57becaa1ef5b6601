import { eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { dataSchema, listQuerySchema, pageSchema, versionField } from '@raiz/domain';
import { contentColumns } from '../../db/schema/columns.ts';
import { events, posts, products } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { eventInput, postInput, productInput, projectInput } from './content-factories.ts';
import { resourceRoutes } from './resource-routes.ts';
import { contentResource } from './resource.ts';

// The contract every resource of the kit keeps, checked once for each configuration, and for a resource defined only
// here (a test table and its schemas): proof that a configuration is all a new resource needs.

const notes = pgTable('test_notes', {
  ...contentColumns,
  ownerId: uuid('owner_id').notNull(),
  organizationId: uuid('organization_id'),
  projectId: uuid('project_id').notNull(),
  title: text('title').notNull(),
});
const noteFields = z.object({ title: z.string().trim().min(1, 'Informe o título da nota.') }).strict();
const noteSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  ownerId: z.uuid(),
  title: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type Note = z.infer<typeof noteSchema>;
const noteListQuerySchema = listQuerySchema(['createdAt', 'title'] as const, 'createdAt:desc');
const noteService = contentResource<
  typeof notes,
  Note,
  z.infer<typeof noteFields>,
  { version: number; title?: string }
>({
  table: notes,
  kind: 'post',
  parent: 'project',
  sortable: { createdAt: notes.createdAt, title: sql`lower(${notes.title})` },
  searchColumns: [notes.title],
  notFoundMessage: 'Nota não encontrada.',
  history: { entity: 'post', name: (row) => row.title },
  attachmentKind: 'posts',
  toEntity: (row) => row,
});
const noteRoutes = resourceRoutes({
  collection: 'test-notes',
  parent: 'project',
  tag: 'Notas',
  summaries: {
    list: 'Lista as notas',
    create: 'Cria uma nota',
    get: 'Mostra uma nota',
    update: 'Altera uma nota',
    delete: 'Exclui uma nota',
  },
  schemas: {
    listQuery: noteListQuerySchema,
    listResponse: dataSchema(pageSchema(noteSchema)),
    response: dataSchema(noteSchema),
    create: noteFields,
    update: noteFields.partial().extend({ version: versionField() }),
  },
  service: noteService,
});

// `searchable(a, b)`: a valid body with `a` and `b` in two of the columns the list's `q` searches.
const cases = [
  {
    collection: 'posts',
    table: posts,
    input: () => postInput(),
    searchable: (a: string, b: string) => postInput({ title: a, content: b }),
    change: { title: 'Outro título' },
    missing: 'Post não encontrado.',
  },
  {
    collection: 'events',
    table: events,
    input: () => eventInput(),
    searchable: (a: string, b: string) => eventInput({ title: a, location: b }),
    change: { capacity: 80 },
    missing: 'Evento não encontrado.',
  },
  {
    collection: 'products',
    table: products,
    input: () => productInput(),
    searchable: (a: string, b: string) => productInput({ name: a, description: b }),
    change: { stock: 7 },
    missing: 'Produto não encontrado.',
  },
  {
    collection: 'test-notes',
    table: notes,
    input: () => ({ title: 'Lembrete' }),
    searchable: (a: string, b: string) => ({ title: `${a}, ${b}` }),
    change: { title: 'Feito' },
    missing: 'Nota não encontrada.',
  },
] as const;

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

let t: TestApp;
let ana: Session;
let bruno: Session;
let admin: Session;
beforeAll(async () => {
  t = await createTestApp({}, (app) => void app.register(noteRoutes));
  await t.app.db.execute(
    sql.raw(`create table test_notes (
      id uuid primary key default gen_random_uuid(),
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now(),
      version integer not null default 1,
      owner_id uuid not null references users(id) on delete cascade,
      organization_id uuid references organizations(id) on delete cascade,
      project_id uuid not null references projects(id) on delete cascade,
      title text not null)`),
  );
  ana = await signIn(t);
  bruno = await signIn(t);
  admin = await signIn(t, { roles: ['user', 'admin'] });
});
afterAll(() => t.close());

const inject = (who: Session | null, method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
const newProject = async (who: Session) =>
  (await inject(who, 'POST', '/v1/projects', projectInput())).json().data.id as string;

describe.each(cases)(
  'the content kit serving /v1/projects/:projectId/$collection',
  ({ collection, table, input, searchable, change, missing }) => {
    let base: string;
    const create = async (who: Session, url = base, body: object = input()) => {
      const res = await inject(who, 'POST', url, body);
      expect(res.statusCode, res.body).toBe(201);
      return res.json().data;
    };
    beforeAll(async () => {
      base = `/v1/projects/${await newProject(ana)}/${collection}`;
    });

    it('creates a row of the project and shows it under the project and by its id alone, to its owner and to an admin', async () => {
      const row = await create(ana);
      expect(row).toMatchObject({ projectId: base.split('/')[3], ownerId: ana.user.id, version: 1 });
      for (const who of [ana, admin]) {
        expect((await inject(who, 'GET', `${base}/${row.id}`)).json()).toEqual({ data: row });
        expect((await inject(who, 'GET', `/v1/${collection}/${row.id}`)).json()).toEqual({ data: row });
      }
      expect((await inject(ana, 'GET', `/v1/${collection}/abc`)).json().error.fields).toEqual({
        id: 'Identificador inválido.',
      });
    });

    it('answers 401 to every route without a session, before looking at the input', async () => {
      const row = await create(ana);
      for (const [method, url] of [
        ['GET', base],
        ['POST', base],
        ['GET', `${base}/${row.id}`],
        ['GET', `/v1/${collection}/${row.id}`],
        ['PATCH', `${base}/${row.id}`],
        ['DELETE', `${base}/${row.id}`],
      ] as const) {
        const res = await inject(null, method, url, method === 'POST' || method === 'PATCH' ? { nada: 1 } : undefined);
        expect(res.statusCode, `${method} ${url}`).toBe(401);
      }
    });

    it("answers 404 for everything under another person's project, and for another project's row", async () => {
      const row = await create(ana);
      const item = `${base}/${row.id}`;
      for (const [method, url, payload] of [
        ['GET', base],
        ['POST', base, input()],
        ['GET', item],
        ['PATCH', item, { version: 1, ...change }],
        ['DELETE', item],
      ] as const) {
        const res = await inject(bruno, method, url, payload);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().error.message).toBe('Projeto não encontrado.');
      }
      const byId = await inject(bruno, 'GET', `/v1/${collection}/${row.id}`);
      expect(byId.statusCode).toBe(404);
      expect(byId.json().error).toEqual({ code: 'not_found', message: missing });
      const cross = await inject(bruno, 'GET', `/v1/projects/${await newProject(bruno)}/${collection}/${row.id}`);
      expect(cross.json().error.message).toBe(missing);
      expect((await inject(ana, 'GET', `${base}/${crypto.randomUUID()}`)).json().error.message).toBe(missing);
      expect((await inject(ana, 'GET', `/v1/${collection}/${crypto.randomUUID()}`)).statusCode).toBe(404);
      expect((await inject(ana, 'GET', item)).json().data).toEqual(row);
    });

    it('updates with the current version and refuses a stale one with 409', async () => {
      const row = await create(ana);
      const url = `${base}/${row.id}`;
      const ok = await inject(ana, 'PATCH', url, { version: 1, ...change });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json().data).toEqual({ ...row, ...change, version: 2, updatedAt: ok.json().data.updatedAt });
      const stale = await inject(ana, 'PATCH', url, { version: 1, ...change });
      expect(stale.statusCode).toBe(409);
      expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });
    });

    it("lets an admin change a row of anyone's project; what an admin creates there stays the project owner's", async () => {
      const row = await create(ana);
      const res = await inject(admin, 'PATCH', `${base}/${row.id}`, { version: 1, ...change });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toMatchObject({ ...change, ownerId: ana.user.id, version: 2 });
      const byAdmin = await create(admin);
      expect(byAdmin.ownerId).toBe(ana.user.id);
      expect((await inject(ana, 'PATCH', `${base}/${byAdmin.id}`, { version: 1, ...change })).statusCode).toBe(200);
    });

    it('deletes with an optional version check, and rows go with their project', async () => {
      const row = await create(ana);
      const url = `${base}/${row.id}`;
      expect((await inject(ana, 'DELETE', `${url}?version=3`)).statusCode).toBe(409);
      expect((await inject(ana, 'DELETE', `${url}?version=1`)).json()).toEqual({ data: { id: row.id } });
      expect((await inject(ana, 'GET', url)).statusCode).toBe(404);
      expect((await inject(ana, 'DELETE', `${base}/${(await create(ana)).id}`)).statusCode).toBe(200);

      const other = await newProject(ana);
      const kept = await create(ana, `/v1/projects/${other}/${collection}`);
      expect(await t.app.db.select().from(table).where(eq(table.id, kept.id))).toHaveLength(1);
      await inject(ana, 'DELETE', `/v1/projects/${other}`);
      expect(await t.app.db.select().from(table).where(eq(table.id, kept.id))).toEqual([]);
    });

    it("lists only the project's rows, to its owner and an admin, paginated; others get 404", async () => {
      const url = `/v1/projects/${await newProject(ana)}/${collection}`;
      const rows = [await create(ana, url), await create(ana, url), await create(ana, url)];
      const page = (await inject(ana, 'GET', `${url}?pageSize=2&page=2&sort=createdAt:desc`)).json().data;
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.items).toMatchObject([rows[0]]); // with its cover, where the list's schema has one
      expect((await inject(admin, 'GET', url)).json().data.total).toBe(3);
      expect((await inject(bruno, 'GET', url)).statusCode).toBe(404);
      expect((await inject(ana, 'GET', `${url}?sort=nada:asc`)).statusCode).toBe(400);
    });

    it('searches without caring for accents or case ("sao" finds "São"), taking %, _ and \\ literally', async () => {
      const url = `/v1/projects/${await newProject(ana)}/${collection}`;
      const accented = await create(ana, url, searchable('Água da nascente', 'Mutirão em São Paulo'));
      const plain = await create(ana, url, searchable('sao paulo sem acentos', '100% das mudas_vivas'));
      const found = async (q: string) => {
        const res = await inject(ana, 'GET', `${url}?q=${encodeURIComponent(q)}`);
        expect(res.statusCode, res.body).toBe(200);
        return (res.json().data.items as { id: string }[]).map((row) => row.id).sort();
      };
      const both = [plain.id, accented.id].sort();
      for (const q of ['sao', 'SÃO PAULO', 'São']) expect(await found(q), q).toEqual(both);
      for (const q of ['agua', 'ÁGUA', 'mutirao em sao']) expect(await found(q), q).toEqual([accented.id]);
      for (const q of ['100%', '%', 'mudas_vivas', '_', '％']) expect(await found(q), q).toEqual([plain.id]);
      for (const q of ['s_o', 'p%o', '\\']) expect(await found(q), q).toEqual([]);
    });
  },
);

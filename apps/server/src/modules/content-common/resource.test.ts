import { asc, eq, sql } from 'drizzle-orm';
import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dataSchema,
  imageAttachmentTypes,
  listQuerySchema,
  pageSchema,
  versionField,
  type HistoryEntityType,
} from '@raiz/domain';
import { contentColumns } from '../../db/schema/columns.ts';
import { events, posts, products } from '../../db/schema/index.ts';
import { createOrganization } from '../../test/organization-helpers.ts';
import { requester, signIn, useTestApp } from '../../test/test-app.ts';
import { postMultipart, smallPng } from '../attachments/attachment-test-helpers.ts';
import { eventInput, postInput, productInput } from './content-factories.ts';
import { addContentResource, contentResources, manifestSql } from './manifest.ts';
import { defineContentResource } from './resource-declaration.ts';

// The contract every resource of the kit keeps, checked once for each declaration, and for a resource declared only
// here (a test table, its schemas and one declaration): proof that the declaration is all a new resource needs — it is
// served, counted, moved, exported, deleted with its owner, takes files and is in an organisation's history.

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
  organizationId: z.uuid().nullable(),
  title: z.string(),
  version: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
type Note = z.infer<typeof noteSchema>;
const noteListQuerySchema = listQuerySchema(['createdAt', 'title'] as const, 'createdAt:desc');

/** The one declaration (what docs/ARCHITECTURE.md "Adding a content resource" asks for). */
const notesResource = defineContentResource<
  typeof notes,
  Note,
  z.infer<typeof noteFields>,
  { version: number; title?: string }
>({
  key: 'notes',
  table: notes,
  kind: 'post',
  parent: 'project',
  nouns: { one: 'Nota', many: 'notas', ofItem: 'da nota' },
  notFoundMessage: 'Nota não encontrada.',
  nameField: 'title',
  history: { entity: 'note' as HistoryEntityType },
  attachments: { types: imageAttachmentTypes },
  csv: {
    file: 'notas',
    columns: [{ header: 'Título', value: (n) => n.title }],
    projectExport: { summary: 'Notas de um projeto em CSV', orderBy: [asc(notes.title)] },
  },
  registry: null,
  routes: {
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
  },
  kit: {
    sortable: { createdAt: notes.createdAt, title: sql`lower(${notes.title})` },
    searchColumns: [notes.title],
  },
});
const builtIn = [...contentResources];
addContentResource(notesResource);

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
    collection: 'notes',
    table: notes,
    input: () => ({ title: 'Lembrete' }),
    searchable: (a: string, b: string) => ({ title: `${a}, ${b}` }),
    change: { title: 'Feito' },
    missing: 'Nota não encontrada.',
  },
] as const;

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

type Session = Awaited<ReturnType<typeof signIn>>;

const t = useTestApp();
let ana: Session;
let bruno: Session;
let admin: Session;
const rowsOf = (result: unknown) =>
  (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Record<string, string>[];
/** The triggers of the resources' tables and the CHECK of attachments' kinds, as the database writes them back. */
const manifestObjects = async () =>
  rowsOf(
    await t.app.db.execute(sql`select tgname as name, pg_get_triggerdef(oid) as def from pg_trigger
      where not tgisinternal and (tgname like '%_dashboard_stamp' or tgname like '%_attachments')
      union all select conname, pg_get_constraintdef(oid) from pg_constraint where conname = 'attachments_parent_kind'
      order by 1`),
  );
const run = async (statements: string[]) => {
  for (const statement of statements) await t.app.db.execute(sql.raw(statement));
};
let migrated: Record<string, string>[];
let generated: Record<string, string>[];
beforeAll(async () => {
  // What the migrations made, then what the manifest's generation makes of the same resources: they must agree.
  migrated = await manifestObjects();
  await run(manifestSql(builtIn));
  generated = await manifestObjects();
  // The test resource: its table (what `npm run db:generate` would write) and what the manifest implies for it.
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
  await run(manifestSql());
  ana = await signIn(t);
  bruno = await signIn(t);
  admin = await signIn(t, { roles: ['user', 'admin'] });
});

const { inject, newProject } = requester(t);

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
      base = `/v1/projects/${(await newProject(ana)).id}/${collection}`;
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
      const cross = await inject(bruno, 'GET', `/v1/projects/${(await newProject(bruno)).id}/${collection}/${row.id}`);
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

      const other = (await newProject(ana)).id;
      const kept = await create(ana, `/v1/projects/${other}/${collection}`);
      expect(await t.app.db.select().from(table).where(eq(table.id, kept.id))).toHaveLength(1);
      await inject(ana, 'DELETE', `/v1/projects/${other}`);
      expect(await t.app.db.select().from(table).where(eq(table.id, kept.id))).toEqual([]);
    });

    it("lists only the project's rows, to its owner and an admin, paginated; others get 404", async () => {
      const url = `/v1/projects/${(await newProject(ana)).id}/${collection}`;
      const rows = [await create(ana, url), await create(ana, url), await create(ana, url)];
      const page = (await inject(ana, 'GET', `${url}?pageSize=2&page=2&sort=createdAt:desc`)).json().data;
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.items).toMatchObject([rows[0]]); // with its cover, where the list's schema has one
      expect((await inject(admin, 'GET', url)).json().data.total).toBe(3);
      expect((await inject(bruno, 'GET', url)).statusCode).toBe(404);
      expect((await inject(ana, 'GET', `${url}?sort=nada:asc`)).statusCode).toBe(400);
    });

    it('searches without caring for accents or case ("sao" finds "São"), taking %, _ and \\ literally', async () => {
      const url = `/v1/projects/${(await newProject(ana)).id}/${collection}`;
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

describe('the manifest (manifest.ts): a resource declared once, everywhere it reaches', () => {
  it("generates the database objects the migrations hold: stamp triggers, file triggers, the CHECK of files' kinds", () => {
    expect(generated).toEqual(migrated);
    expect(migrated.map((o) => o.name)).toEqual(
      expect.arrayContaining(builtIn.flatMap((r) => [`${r.key}_dashboard_stamp`, `${r.key}_attachments`])),
    );
    const check = migrated.find((o) => o.name === 'attachments_parent_kind')!.def;
    for (const { key } of builtIn) expect(check).toContain(`'${key}'`);
  });

  it('serves the test resource, counts it on its project and the panel, exports it, and keeps its files and history', async () => {
    const dana = await signIn(t);
    const projectId = (await newProject(dana)).id;
    const base = `/v1/projects/${projectId}/notes`;
    const created = await inject(dana, 'POST', base, { title: 'Muda de ipê no viveiro' });
    expect(created.statusCode, created.body).toBe(201);
    const note = created.json().data as Note;
    await inject(dana, 'POST', base, { title: 'Adubação' });

    // Listed and searched.
    const titles = async (query: string) =>
      ((await inject(dana, 'GET', `${base}${query}`)).json().data.items as Note[]).map((n) => n.title);
    expect(await titles('?sort=title:asc')).toEqual(['Adubação', 'Muda de ipê no viveiro']);
    expect(await titles('?q=ipe')).toEqual(['Muda de ipê no viveiro']);

    // Counted on its project and on the panel.
    expect((await inject(dana, 'GET', `/v1/projects/${projectId}`)).json().data.counts).toMatchObject({ notes: 2 });
    expect((await inject(dana, 'GET', '/v1/dashboard')).json().data.counts).toMatchObject({ notes: 2, projects: 1 });

    // Takes files, listed with the item.
    const upload = await postMultipart(t, dana, `/v1/notes/${note.id}/attachments`, [
      { name: 'file', filename: 'muda.png', data: await smallPng(7) },
    ]);
    expect(upload.statusCode, upload.body).toBe(201);
    const files = (await inject(dana, 'GET', `/v1/notes/${note.id}/attachments`)).json().data;
    expect(files.attachments.map((f: { name: string }) => f.name)).toEqual(['muda.png']);

    // Exported: the project's CSV and the person's ZIP (notas.csv with the project's name and the file's item).
    const csv = await inject(dana, 'GET', `/v1/exports/projects/${projectId}/notes.csv`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/notas-.*\.csv/);
    expect(csv.body.replace('\uFEFF', '').trimEnd().split('\r\n')).toEqual([
      'Título',
      'Adubação',
      'Muda de ipê no viveiro',
    ]);
    const zip = await t.app.inject({ url: '/v1/me/export', headers: dana.headers });
    const unzipped = unzipSync(new Uint8Array(zip.rawPayload));
    const text = (name: string) => new TextDecoder().decode(unzipped[name]);
    expect(JSON.parse(text('notas.json')).map((n: Note) => n.id)).toContain(note.id);
    const notasCsv = text('notas.csv').split('\r\n');
    expect(notasCsv[0]).toMatch(/^ID;Projeto;Título;Criado em/);
    expect(notasCsv.some((line) => line.startsWith(`${note.id};`) && line.includes('Muda de ipê no viveiro'))).toBe(
      true,
    );
    expect(text('arquivos.csv')).toContain(';Nota;');

    // Moved with its project into an organisation's space, its files too; its changes there enter the history.
    const organization = await createOrganization(t, dana);
    const moved = await inject(dana, 'PATCH', `/v1/projects/${projectId}`, {
      version: 1,
      organizationId: organization.id,
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((await inject(dana, 'GET', `${base}/${note.id}`)).json().data.organizationId).toBe(organization.id);
    const [file] = rowsOf(
      await t.app.db.execute(sql`select organization_id from attachments where parent_id = ${note.id}`),
    );
    expect(file?.organization_id).toBe(organization.id);
    const edited = await inject(dana, 'PATCH', `${base}/${note.id}`, { version: 1, title: 'Muda de ipê plantada' });
    expect(edited.statusCode, edited.body).toBe(200);
    const history = (await inject(dana, 'GET', `/v1/organizations/${organization.id}/history`)).json().data.items;
    expect(history).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: 'update',
          entityType: 'note',
          entityId: note.id,
          summary: 'Muda de ipê plantada',
        }),
      ]),
    );
  });

  it("goes with its owner's account (their personal space), files and all", async () => {
    const carla = await signIn(t);
    const projectId = (await newProject(carla)).id;
    const note = (await inject(carla, 'POST', `/v1/projects/${projectId}/notes`, { title: 'Só minha' })).json().data;
    await postMultipart(t, carla, `/v1/notes/${note.id}/attachments`, [
      { name: 'file', filename: 'minha.png', data: await smallPng(9) },
    ]);
    expect((await t.app.db.select().from(notes).where(eq(notes.id, note.id))).length).toBe(1);
    expect((await t.app.inject({ method: 'DELETE', url: '/v1/me', headers: carla.headers })).statusCode).toBe(200);
    expect(await t.app.db.select().from(notes).where(eq(notes.id, note.id))).toEqual([]);
    expect(rowsOf(await t.app.db.execute(sql`select id from attachments where parent_id = ${note.id}`))).toEqual([]);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { posts } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { postInput, projectInput } from '../content-common/content-factories.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

describe('/v1/projects/:projectId/posts', () => {
  let t: TestApp;
  let ana: Session;
  let bruno: Session;
  let admin: Session;
  let project: { id: string };
  let base: string;

  const inject = (who: Session | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const newProject = async (who: Session) => (await inject(who, 'POST', '/v1/projects', projectInput())).json().data;
  const createPost = async (who: Session, body: object = postInput(), url = base) => {
    const res = await inject(who, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signIn(t);
    bruno = await signIn(t);
    admin = await signIn(t, { roles: ['user', 'admin'] });
    project = await newProject(ana);
    base = `/v1/projects/${project.id}/posts`;
  });
  afterAll(() => t.close());

  it('creates a post and stores the Markdown exactly as typed', async () => {
    const content = '## Notícia\n\n<script>alert(1)</script> [link](javascript:alert(1))';
    const res = await t.app.inject({
      method: 'POST',
      url: base,
      headers: ana.cookieHeaders,
      payload: { title: 'Primeira colheita', content },
    });
    expect(res.statusCode).toBe(201);
    const post = res.json().data;
    expect(post).toMatchObject({ title: 'Primeira colheita', content, published: false, projectId: project.id, ownerId: ana.user.id, version: 1 });
    expect((await inject(ana, 'GET', `${base}/${post.id}`)).json()).toEqual({ data: post });
  });

  it('answers 400 to an empty title, content over 20 000 characters and a non-boolean "published"', async () => {
    const res = await inject(ana, 'POST', base, { title: ' ', content: 'x'.repeat(20_001), published: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      title: 'Informe o título do post.',
      content: 'Use no máximo 20.000 caracteres.',
      published: 'Valor inválido.',
    });
    expect((await inject(ana, 'POST', base, postInput({ content: 'x'.repeat(20_000) }))).statusCode).toBe(201);
    expect((await inject(ana, 'POST', '/v1/projects/abc/posts', postInput())).json().error.fields).toEqual({
      projectId: 'Identificador de projeto inválido.',
    });
  });

  it('answers 401 without a session', async () => {
    const post = await createPost(ana);
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${post.id}`],
      ['PATCH', `${base}/${post.id}`],
      ['DELETE', `${base}/${post.id}`],
    ] as const) {
      expect((await inject(null, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it("answers 404 for everything under another person's project", async () => {
    const post = await createPost(ana, postInput({ title: 'Da Ana' }));
    const item = `${base}/${post.id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['POST', base, postInput()],
      ['GET', item],
      ['PATCH', item, { version: 1, title: 'Do Bruno' }],
      ['DELETE', item],
    ] as const) {
      const res = await inject(bruno, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Projeto não encontrado.');
    }
    expect((await inject(ana, 'GET', item)).json().data).toEqual(post);
    // Bruno's own project does not open Ana's post either.
    const brunos = await newProject(bruno);
    const cross = await inject(bruno, 'GET', `/v1/projects/${brunos.id}/posts/${post.id}`);
    expect(cross.statusCode).toBe(404);
    expect(cross.json().error.message).toBe('Post não encontrado.');
  });

  it('updates with the current version and refuses a stale one', async () => {
    const post = await createPost(ana);
    const url = `${base}/${post.id}`;
    const ok = await inject(ana, 'PATCH', url, { version: 1, published: false, content: 'Novo texto' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ published: false, content: 'Novo texto', title: post.title, version: 2 });
    const stale = await inject(ana, 'PATCH', url, { version: 1, title: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });
    expect((await inject(ana, 'PATCH', url, { version: 2, title: '' })).statusCode).toBe(400);
  });

  it("lets an admin change a post of anyone's project", async () => {
    const post = await createPost(ana);
    const res = await inject(admin, 'PATCH', `${base}/${post.id}`, { version: 1, title: 'Moderado' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ title: 'Moderado', ownerId: ana.user.id });
    // What an admin creates in Ana's project stays Ana's to edit.
    const byAdmin = await createPost(admin, postInput({ title: 'Aviso' }));
    expect(byAdmin.ownerId).toBe(ana.user.id);
    expect((await inject(ana, 'PATCH', `${base}/${byAdmin.id}`, { version: 1, title: 'Aviso lido' })).statusCode).toBe(200);
  });

  it('deletes a post (checking the version when given), and all posts go with their project', async () => {
    const post = await createPost(ana);
    const url = `${base}/${post.id}`;
    expect((await inject(ana, 'DELETE', `${url}?version=3`)).statusCode).toBe(409);
    expect((await inject(ana, 'DELETE', `${url}?version=1`)).json()).toEqual({ data: { id: post.id } });
    expect((await inject(ana, 'GET', url)).statusCode).toBe(404);

    const other = await newProject(ana);
    const kept = await createPost(ana, postInput(), `/v1/projects/${other.id}/posts`);
    expect((await t.app.db.select().from(posts).where(eq(posts.id, kept.id))).length).toBe(1);
    await inject(ana, 'DELETE', `/v1/projects/${other.id}`);
    expect(await t.app.db.select().from(posts).where(eq(posts.id, kept.id))).toEqual([]);
  });

  describe('lists', () => {
    let listUrl: string;
    beforeAll(async () => {
      const p = await newProject(ana);
      listUrl = `/v1/projects/${p.id}/posts`;
      await createPost(ana, postInput({ title: 'Chegada das mudas', content: 'Ipês e jatobás.' }), listUrl);
      await createPost(ana, postInput({ title: 'Balanço do mês', content: 'Plantamos 300 mudas.' }), listUrl);
      await createPost(ana, postInput({ title: 'agradecimentos', content: 'Valeu!' }), listUrl);
    });
    const titles = async (who: Session, query = '') => {
      const res = await inject(who, 'GET', `${listUrl}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as { title: string }[]).map((p) => p.title);
    };

    it('lists only that project, newest first, sortable by title', async () => {
      expect(await titles(ana)).toEqual(['agradecimentos', 'Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?sort=title:asc')).toEqual(['agradecimentos', 'Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?sort=title:desc')).toEqual(['Chegada das mudas', 'Balanço do mês', 'agradecimentos']);
      expect(await titles(ana, '?sort=createdAt:asc')).toEqual(['Chegada das mudas', 'Balanço do mês', 'agradecimentos']);
    });

    it('paginates and searches title and content', async () => {
      const page = (await inject(ana, 'GET', `${listUrl}?pageSize=2&page=2`)).json().data;
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.items).toHaveLength(1);
      expect(await titles(ana, '?q=MUDAS')).toEqual(['Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?q=jatob')).toEqual(['Chegada das mudas']);
      expect((await inject(ana, 'GET', `${listUrl}?sort=content:asc`)).statusCode).toBe(400);
    });

    it('is visible to an admin but not to another user', async () => {
      expect(await titles(admin)).toHaveLength(3);
      expect((await inject(bruno, 'GET', listUrl)).statusCode).toBe(404);
    });
  });
});

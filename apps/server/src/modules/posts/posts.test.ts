import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectChildFixture, type Session } from '../../test/test-app.ts';
import { postInput } from '../content-common/content-factories.ts';

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

const { t, ana, inject, newProject, listed, project, base, createRow } = await projectChildFixture('posts', postInput);
afterAll(() => t.close());

describe('/v1/projects/:projectId/posts', () => {
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
    expect(post).toMatchObject({
      title: 'Primeira colheita',
      content,
      published: false,
      projectId: project.id,
      ownerId: ana.user.id,
      version: 1,
    });
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

  it('updates with the current version and refuses a stale one', async () => {
    const post = await createRow(ana);
    const url = `${base}/${post.id}`;
    const ok = await inject(ana, 'PATCH', url, { version: 1, published: false, content: 'Novo texto' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ published: false, content: 'Novo texto', title: post.title, version: 2 });
    const stale = await inject(ana, 'PATCH', url, { version: 1, title: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });
    expect((await inject(ana, 'PATCH', url, { version: 2, title: '' })).statusCode).toBe(400);
  });

  describe('lists', () => {
    let listUrl: string;
    beforeAll(async () => {
      const p = await newProject(ana);
      listUrl = `/v1/projects/${p.id}/posts`;
      await createRow(ana, postInput({ title: 'Chegada das mudas', content: 'Ipês e jatobás.' }), listUrl);
      await createRow(ana, postInput({ title: 'Balanço do mês', content: 'Plantamos 300 mudas.' }), listUrl);
      await createRow(ana, postInput({ title: 'agradecimentos', content: 'Valeu!' }), listUrl);
    });
    const titles = (who: Session, query = '') => listed(who, `${listUrl}${query}`);

    it('lists only that project, newest first, sortable by title', async () => {
      expect(await titles(ana)).toEqual(['agradecimentos', 'Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?sort=title:asc')).toEqual(['agradecimentos', 'Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?sort=title:desc')).toEqual(['Chegada das mudas', 'Balanço do mês', 'agradecimentos']);
      expect(await titles(ana, '?sort=createdAt:asc')).toEqual([
        'Chegada das mudas',
        'Balanço do mês',
        'agradecimentos',
      ]);
    });

    it('paginates and searches title and content', async () => {
      const page = (await inject(ana, 'GET', `${listUrl}?pageSize=2&page=2`)).json().data;
      expect(page).toMatchObject({ page: 2, pageSize: 2, total: 3 });
      expect(page.items).toHaveLength(1);
      expect(await titles(ana, '?q=MUDAS')).toEqual(['Balanço do mês', 'Chegada das mudas']);
      expect(await titles(ana, '?q=jatob')).toEqual(['Chegada das mudas']);
      expect((await inject(ana, 'GET', `${listUrl}?sort=content:asc`)).statusCode).toBe(400);
    });
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../../db/schema/index.ts';
import { createTestApp, signIn, type TestApp } from '../../test/test-app.ts';
import { productInput, projectInput } from '../content-common/content-factories.ts';

type Session = Awaited<ReturnType<typeof signIn>>;
type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';

const staleMessage = 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.';

describe('/v1/projects/:projectId/products', () => {
  let t: TestApp;
  let ana: Session;
  let bruno: Session;
  let admin: Session;
  let base: string;

  const inject = (who: Session | null, method: Method, url: string, payload?: object) =>
    t.app.inject({ method, url, headers: who?.headers ?? {}, ...(payload ? { payload } : {}) });
  const newProject = async (who: Session) => (await inject(who, 'POST', '/v1/projects', projectInput())).json().data;
  const createProduct = async (who: Session, body: object = productInput(), url = base) => {
    const res = await inject(who, 'POST', url, body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ana = await signIn(t);
    bruno = await signIn(t);
    admin = await signIn(t, { roles: ['user', 'admin'] });
    base = `/v1/projects/${(await newProject(ana)).id}/products`;
  });
  afterAll(() => t.close());

  it('creates a product with its price in cents, stock and availability', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: ana.cookieHeaders, payload: productInput() });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({ name: 'Muda de ipê-amarelo', priceCents: 1250, unit: 'muda', stock: 300, active: true, version: 1 });
    expect((await inject(ana, 'GET', `${base}/${product.id}`)).json()).toEqual({ data: product });

    const minimal = await createProduct(ana, { name: 'Mel', priceCents: 0, unit: 'pote' });
    expect(minimal).toMatchObject({ stock: 0, active: true, description: '' });
  });

  it('answers 400 to a price in reais, a negative stock and a missing unit', async () => {
    const res = await inject(ana, 'POST', base, { name: 'Mel', priceCents: 12.5, stock: -3, active: 'sim' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      priceCents: 'Use um número inteiro.',
      stock: 'O valor não pode ser negativo.',
      unit: 'Campo obrigatório.',
      active: 'Valor inválido.',
    });
    const huge = await inject(ana, 'POST', base, productInput({ priceCents: 3_000_000_000 }));
    expect(huge.json().error.fields).toEqual({ priceCents: 'O valor máximo é 2.147.483.647.' });
  });

  it('answers 401 without a session', async () => {
    const product = await createProduct(ana);
    for (const [method, url] of [
      ['GET', base],
      ['POST', base],
      ['GET', `${base}/${product.id}`],
      ['PATCH', `${base}/${product.id}`],
      ['DELETE', `${base}/${product.id}`],
    ] as const) {
      expect((await inject(null, method, url, method === 'POST' || method === 'PATCH' ? {} : undefined)).statusCode).toBe(401);
    }
  });

  it("answers 404 for everything under another person's project", async () => {
    const product = await createProduct(ana);
    const item = `${base}/${product.id}`;
    for (const [method, url, payload] of [
      ['GET', base],
      ['POST', base, productInput()],
      ['GET', item],
      ['PATCH', item, { version: 1, priceCents: 1 }],
      ['DELETE', item],
    ] as const) {
      const res = await inject(bruno, method, url, payload);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().error.message).toBe('Projeto não encontrado.');
    }
    expect((await inject(ana, 'GET', item)).json().data).toEqual(product);
    expect((await inject(ana, 'GET', `${base}/${crypto.randomUUID()}`)).json().error.message).toBe('Produto não encontrado.');
    expect((await inject(ana, 'GET', `${base}/nao-e-uuid`)).json().error.fields).toEqual({ id: 'Identificador inválido.' });
  });

  it('updates with the current version and refuses a stale one', async () => {
    const product = await createProduct(ana);
    const url = `${base}/${product.id}`;
    const ok = await inject(ana, 'PATCH', url, { version: 1, stock: 0, active: false });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data).toMatchObject({ stock: 0, active: false, priceCents: 1250, version: 2 });
    const stale = await inject(ana, 'PATCH', url, { version: 1, priceCents: 999 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual({ error: { code: 'conflict', message: staleMessage } });
  });

  it("lets an admin change a product of anyone's project, and deletes with a version check", async () => {
    const product = await createProduct(ana);
    const url = `${base}/${product.id}`;
    const res = await inject(admin, 'PATCH', url, { version: 1, active: false });
    expect(res.json().data).toMatchObject({ active: false, ownerId: ana.user.id, version: 2 });
    expect((await inject(ana, 'DELETE', `${url}?version=1`)).statusCode).toBe(409);
    expect((await inject(ana, 'DELETE', url)).json()).toEqual({ data: { id: product.id } });
    expect(await t.app.db.select().from(products).where(eq(products.id, product.id))).toEqual([]);
  });

  describe('lists', () => {
    let listUrl: string;
    beforeAll(async () => {
      listUrl = `/v1/projects/${(await newProject(ana)).id}/products`;
      await createProduct(ana, productInput({ name: 'Muda de jatobá', priceCents: 1500 }), listUrl);
      await createProduct(ana, productInput({ name: 'Café agroflorestal', priceCents: 4290, description: 'Torra média, 250 g.' }), listUrl);
      await createProduct(ana, productInput({ name: 'adubo orgânico', priceCents: 990 }), listUrl);
    });
    const names = async (who: Session, query = '') => {
      const res = await inject(who, 'GET', `${listUrl}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json().data.items as { name: string }[]).map((p) => p.name);
    };

    it('sorts by creation, name and price', async () => {
      expect(await names(ana)).toEqual(['adubo orgânico', 'Café agroflorestal', 'Muda de jatobá']);
      expect(await names(ana, '?sort=name:asc')).toEqual(['adubo orgânico', 'Café agroflorestal', 'Muda de jatobá']);
      expect(await names(ana, '?sort=priceCents:desc')).toEqual(['Café agroflorestal', 'Muda de jatobá', 'adubo orgânico']);
      expect(await names(ana, '?sort=priceCents:asc')).toEqual(['adubo orgânico', 'Muda de jatobá', 'Café agroflorestal']);
    });

    it('paginates and searches name and description', async () => {
      const page = (await inject(ana, 'GET', `${listUrl}?pageSize=2&sort=priceCents:asc`)).json().data;
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(await names(ana, '?q=TORRA')).toEqual(['Café agroflorestal']);
      expect(await names(ana, '?q=JATOB')).toEqual(['Muda de jatobá']);
    });

    it('is visible to an admin but not to another user', async () => {
      expect(await names(admin)).toHaveLength(3);
      expect((await inject(bruno, 'GET', listUrl)).statusCode).toBe(404);
    });
  });
});

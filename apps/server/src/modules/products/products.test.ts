import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectChildFixture, type Session } from '../../test/test-app.ts';
import { productInput } from '../content-common/content-factories.ts';

const { t, ana, inject, newProject, listed, base, createRow } = await projectChildFixture('products', productInput);
afterAll(() => t.close());

describe('/v1/projects/:projectId/products', () => {
  it('creates a product with its price in cents, stock and availability', async () => {
    const res = await t.app.inject({ method: 'POST', url: base, headers: ana.cookieHeaders, payload: productInput() });
    expect(res.statusCode).toBe(201);
    const product = res.json().data;
    expect(product).toMatchObject({
      name: 'Muda de ipê-amarelo',
      priceCents: 1250,
      unit: 'muda',
      stock: 300,
      active: true,
      version: 1,
    });
    expect((await inject(ana, 'GET', `${base}/${product.id}`)).json()).toEqual({ data: product });

    const minimal = await createRow(ana, { name: 'Mel', priceCents: 0, unit: 'pote' });
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
    expect(huge.json().error.fields).toEqual({ priceCents: 'O preço máximo é R$ 21.474.836,47.' });
    // Past 2^53 too (R$ 99.999.999.999.999 in cents): the limit, not "Use um número inteiro.".
    const hugest = await inject(ana, 'POST', base, productInput({ priceCents: 9_999_999_999_999_900, stock: 1e17 }));
    expect(hugest.statusCode).toBe(400);
    expect(hugest.json().error.fields).toEqual({
      priceCents: 'O preço máximo é R$ 21.474.836,47.',
      stock: 'O valor máximo é 2.147.483.647.',
    });
  });

  describe('lists', () => {
    let listUrl: string;
    beforeAll(async () => {
      listUrl = `/v1/projects/${(await newProject(ana)).id}/products`;
      await createRow(ana, productInput({ name: 'Muda de jatobá', priceCents: 1500 }), listUrl);
      await createRow(
        ana,
        productInput({ name: 'Café agroflorestal', priceCents: 4290, description: 'Torra média, 250 g.' }),
        listUrl,
      );
      await createRow(ana, productInput({ name: 'adubo orgânico', priceCents: 990 }), listUrl);
    });
    const names = (who: Session, query = '') => listed(who, `${listUrl}${query}`, 'name');

    it('sorts by creation, name and price', async () => {
      expect(await names(ana)).toEqual(['adubo orgânico', 'Café agroflorestal', 'Muda de jatobá']);
      expect(await names(ana, '?sort=name:asc')).toEqual(['adubo orgânico', 'Café agroflorestal', 'Muda de jatobá']);
      expect(await names(ana, '?sort=priceCents:desc')).toEqual([
        'Café agroflorestal',
        'Muda de jatobá',
        'adubo orgânico',
      ]);
      expect(await names(ana, '?sort=priceCents:asc')).toEqual([
        'adubo orgânico',
        'Muda de jatobá',
        'Café agroflorestal',
      ]);
    });

    it('paginates and searches name and description', async () => {
      const page = (await inject(ana, 'GET', `${listUrl}?pageSize=2&sort=priceCents:asc`)).json().data;
      expect(page).toMatchObject({ page: 1, pageSize: 2, total: 3 });
      expect(await names(ana, '?q=TORRA')).toEqual(['Café agroflorestal']);
      expect(await names(ana, '?q=JATOB')).toEqual(['Muda de jatobá']);
    });
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { registryMapPointsResponseSchema } from '@raiz/domain';
import { memberships, organizations } from '../../db/schema/index.ts';
import { createTestApp, requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { projectInput } from '../content-common/content-factories.ts';

// The registry's map (docs/map.md) through the real app: the same filters as the list, only listed projects with
// coordinates, only what a marker shows; and the tile server the web is told about.

const t = useTestApp();
const { inject, create } = requester(t);
let ana: Session;
let admin: Session;

async function publish(id: string) {
  const { version } = (await inject(ana, 'GET', `/v1/projects/${id}`)).json().data;
  const res = await inject(ana, 'PATCH', `/v1/projects/${id}`, { public: true, version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string };
}

const points = async (query = '') => {
  const res = await t.app.inject({ url: `/v1/public/map/projects${query}` });
  expect(res.statusCode, res.body).toBe(200);
  return registryMapPointsResponseSchema.strict().parse(res.json()).data;
};

beforeAll(async () => {
  ana = await signIn(t, { email: 'ana.mapa@exemplo.com.br', name: 'Ana Mapa' });
  admin = await signIn(t, { email: 'admin.mapa@exemplo.com.br', name: 'Admin', roles: ['user', 'admin'] });
  const [org] = await t.app.db
    .insert(organizations)
    .values({ slug: 'coletivo-norte', name: 'Coletivo Norte', type: 'ngo', municipality: 'Belém', state: 'PA' })
    .returning();
  await t.app.db.insert(memberships).values({ organizationId: org!.id, userId: ana.user.id, role: 'owner' });

  const belem = await create(
    ana,
    '/v1/projects',
    projectInput({
      name: 'Quintais de Belém',
      organizationId: org!.id,
      state: 'PA',
      biome: 'amazonia',
      municipality: 'Belém',
      latitude: -1.4558,
      longitude: -48.4902,
    }),
  );
  await publish(belem.id);
  const cerrado = await create(
    ana,
    '/v1/projects',
    projectInput({ name: 'Cerrado em Pé', state: 'GO', biome: 'cerrado', latitude: -16.68, longitude: -49.25 }),
  );
  await publish(cerrado.id);
  // Published without coordinates: in the list, not on the map.
  const semLugar = await create(
    ana,
    '/v1/projects',
    projectInput({ name: 'Sem lugar', latitude: null, longitude: null }),
  );
  await publish(semLugar.id);
  // Never published, and published then hidden by the platform: on no public map.
  await create(ana, '/v1/projects', projectInput({ name: 'Rascunho privado' }));
  const hidden = await create(ana, '/v1/projects', projectInput({ name: 'Ocultado' }));
  await publish(hidden.id);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/v1/projects/${hidden.id}/hidden`,
    headers: admin.headers,
    payload: { reason: 'Fora das regras' },
  });
  expect(res.statusCode, res.body).toBe(200);
}, 120_000);

describe('GET /v1/public/map/projects', () => {
  it('answers every listed project with coordinates, logged out, with only the marker fields', async () => {
    const all = await points();
    expect(all.map((p) => p.name).sort()).toEqual(['Cerrado em Pé', 'Quintais de Belém']);
    expect(all.find((p) => p.name === 'Quintais de Belém')).toEqual({
      slug: expect.stringMatching(/^quintais-de-belem/),
      name: 'Quintais de Belém',
      organizationName: 'Coletivo Norte',
      latitude: -1.4558,
      longitude: -48.4902,
    });
    expect(all.find((p) => p.name === 'Cerrado em Pé')?.organizationName).toBeNull();
  });

  it('takes the list’s search and filters', async () => {
    expect((await points('?state=PA')).map((p) => p.name)).toEqual(['Quintais de Belém']);
    expect((await points('?biome=cerrado')).map((p) => p.name)).toEqual(['Cerrado em Pé']);
    expect((await points('?q=belem')).map((p) => p.name)).toEqual(['Quintais de Belém']);
    expect((await points('?organization=coletivo-norte')).map((p) => p.name)).toEqual(['Quintais de Belém']);
    expect(await points('?state=RS')).toEqual([]);
  });

  it('refuses an unknown filter value in Portuguese, and ignores paging', async () => {
    const res = await t.app.inject({ url: '/v1/public/map/projects?state=XX' });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('UF inválida.');
    expect(await points('?page=2&pageSize=1')).toHaveLength(2);
  });
});

describe('the panel’s map', () => {
  it('answers the person’s own projects with coordinates, published or not', async () => {
    const res = await inject(ana, 'GET', '/v1/dashboard');
    expect(res.statusCode, res.body).toBe(200);
    const places = res.json().data.places as { name: string; latitude: number; longitude: number }[];
    expect(places.map((p) => p.name).sort()).toEqual([
      'Cerrado em Pé',
      'Ocultado',
      'Quintais de Belém',
      'Rascunho privado',
    ]);
    expect(places.find((p) => p.name === 'Quintais de Belém')).toMatchObject({
      latitude: -1.4558,
      longitude: -48.4902,
    });
    const other = await signIn(t, { email: 'outra.mapa@exemplo.com.br', name: 'Outra Pessoa' });
    expect((await inject(other, 'GET', '/v1/dashboard')).json().data.places).toEqual([]);
  });
});

describe('GET /v1/public/map/config and the CSP', () => {
  it('tells the offline map when no tile server is configured, and the CSP allows no other image origin', async () => {
    const res = await t.app.inject({ url: '/v1/public/map/config' });
    expect(res.json()).toEqual({ data: { tilesUrl: null, attribution: null } });
    expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob:;");
  });

  it('tells the tile server when MAP_TILES_URL is set, and lets the page load images from its origin only', async () => {
    const tiles = await createTestApp({
      MAP_TILES_URL: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
      MAP_TILES_ATTRIBUTION: '© Colaboradores do OpenStreetMap',
    });
    try {
      const res = await tiles.app.inject({ url: '/v1/public/map/config' });
      expect(res.json()).toEqual({
        data: {
          tilesUrl: 'https://tiles.example.org/osm/{z}/{x}/{y}.png',
          attribution: '© Colaboradores do OpenStreetMap',
        },
      });
      expect(res.headers['content-security-policy']).toContain("img-src 'self' data: blob: https://tiles.example.org;");
      expect(res.headers['content-security-policy']).toContain("connect-src 'self';");
    } finally {
      await tiles.close();
    }
  });
});

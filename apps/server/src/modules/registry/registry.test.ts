import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { formatCpf, registryMessages } from '@raiz/domain';
import {
  certificates,
  dataTableA,
  memberships,
  organizationHistory,
  organizations,
  reports,
} from '../../db/schema/index.ts';
import { uniqueCpf } from '../../db/factories.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { minimalPdf, postMultipart, smallPng } from '../attachments/attachment-test-helpers.ts';
import { eventInput, postInput, productInput, projectInput, reportInput } from '../content-common/content-factories.ts';

// The public registry (docs/registry.md) through the real app: what anyone sees logged out, what they never see, and
// how a platform admin hides a project.

const t = useTestApp();
const { inject, create } = requester(t);
let ana: Session; // owner of a personal project and of the organisation
let bruno: Session; // editor of the organisation
let admin: Session;
let orgId: string;
let certificateNumber = 0;

const nextYear = new Date().getFullYear() + 1;
const anaCpf = uniqueCpf();
const brunoCpf = uniqueCpf();

async function publish(who: Session, id: string) {
  const { version } = (await inject(who, 'GET', `/v1/projects/${id}`)).json().data;
  const res = await inject(who, 'PATCH', `/v1/projects/${id}`, { public: true, version });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { slug: string; version: number };
}

async function attach(who: Session, url: string, data: Buffer, filename: string, caption?: string) {
  const res = await postMultipart(t, who, url, [
    ...(caption ? [{ name: 'caption', data: caption }] : []),
    { name: 'file', filename, data },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string };
}

/** What issueCertificate writes, without the wallet signature it checks first. */
async function certify(reportId: string, ownerId: string) {
  const code = `RAIZ${String(++certificateNumber).padStart(6, '0')}`;
  await t.app.db.transaction(async (tx) => {
    await tx.update(reports).set({ status: 'certified' }).where(eq(reports.id, reportId));
    await tx.insert(certificates).values({
      code,
      reportId,
      ownerId,
      snapshot: {},
      sha256: '0'.repeat(64),
      signature: '0x',
      signerAddress: '0x0000000000000000000000000000000000000000',
      signerRef: 'x',
    });
  });
  return code;
}

const get = async (url: string) => {
  const res = await t.app.inject({ url });
  return { status: res.statusCode, body: res.json() };
};
const list = async (query = '') => {
  const res = await get(`/v1/public/projects${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data as { items: { slug: string; name: string }[]; total: number; page: number; pageSize: number };
};
/** A picture as the registry answers it: public WebP sizes, the original's size, the caption as alt text. */
const image = (file: { id: string }, caption: string | null) => ({
  thumbnailUrl: `/v1/public/attachments/${file.id}/file?variant=thumbnail`,
  previewUrl: `/v1/public/attachments/${file.id}/file?variant=preview`,
  width: 400,
  height: 300,
  caption,
});
const names = (page: { items: { name: string }[] }) => page.items.map((p) => p.name);

let reserva: { id: string; slug: string }; // the organisation's, with every kind of content
let quintal: { id: string; slug: string }; // Ana's personal one, in São Paulo
let privado: { id: string }; // the organisation's, never published
let drafts: Record<'report' | 'post' | 'event' | 'product' | 'project', string>;
let certificateCode: string;
let cover: { id: string };
let postPicture: { id: string };

beforeAll(async () => {
  ana = await signIn(t, {
    email: 'ana.secreta@exemplo.com.br',
    name: 'Ana Secreta Lima',
    username: 'anasecreta',
    cpf: anaCpf,
  });
  bruno = await signIn(t, {
    email: 'bruno.oculto@exemplo.com.br',
    name: 'Bruno Oculto Sousa',
    username: 'brunooculto',
    cpf: brunoCpf,
  });
  admin = await signIn(t, { email: 'admin.raiz@exemplo.com.br', name: 'Admin Plataforma', roles: ['user', 'admin'] });
  const [org] = await t.app.db
    .insert(organizations)
    .values({
      slug: 'instituto-mata-viva',
      name: 'Instituto Mata Viva',
      type: 'ngo',
      cnpj: '11222333000181',
      municipality: 'Viçosa',
      state: 'MG',
      description: 'Restauração da Mata Atlântica com comunidades.',
      website: 'https://matavivaexemplo.org.br',
    })
    .returning();
  orgId = org!.id;
  await t.app.db.insert(memberships).values([
    { organizationId: orgId, userId: ana.user.id, role: 'owner' },
    { organizationId: orgId, userId: bruno.user.id, role: 'editor' },
  ]);

  // The organisation's project, with one of each kind of content published and one of each not.
  const project = await create(
    bruno,
    '/v1/projects',
    projectInput({
      name: 'Reserva Águas Claras',
      organizationId: orgId,
      municipality: 'Viçosa',
      state: 'MG',
      biome: 'mata_atlantica',
      category: 'conservation',
      status: 'in_progress',
    }),
  );
  const published = await create(
    bruno,
    '/v1/reports',
    reportInput({
      projectId: project.id,
      title: 'Relatório publicado',
      status: 'published',
      periodStart: '2025-01-01',
      periodEnd: '2025-03-31',
      treesPlanted: 100,
    }),
  );
  const toCertify = await create(
    bruno,
    '/v1/reports',
    reportInput({
      projectId: project.id,
      title: 'Relatório certificado',
      status: 'published',
      periodStart: '2025-04-01',
      periodEnd: '2025-06-30',
      treesPlanted: 40,
      co2eTonnes: 12.5,
    }),
  );
  const secondCertified = await create(
    bruno,
    '/v1/reports',
    reportInput({
      projectId: project.id,
      title: 'Outro certificado',
      status: 'published',
      periodStart: '2024-01-01',
      periodEnd: '2024-06-30',
      treesPlanted: 2,
      co2eTonnes: 0.25,
      waterM3: null,
    }),
  );
  const draftReport = await create(
    bruno,
    '/v1/reports',
    reportInput({ projectId: project.id, title: 'RASCUNHO-SECRETO', status: 'draft', treesPlanted: 999_999 }),
  );
  certificateCode = await certify(toCertify.id, bruno.user.id);
  await certify(secondCertified.id, bruno.user.id);
  void published;
  const base = `/v1/projects/${project.id}`;
  const post = await create(
    bruno,
    `${base}/posts`,
    postInput({ title: 'Post publicado', content: 'Nascente recuperada.' }),
  );
  // A document first, then the cover (the project's first image), and a post's picture.
  await attach(bruno, `${base}/attachments`, minimalPdf(), 'plano.pdf');
  cover = await attach(bruno, `${base}/attachments`, await smallPng(1), 'capa.png', 'Nascente ao amanhecer');
  await attach(bruno, `${base}/attachments`, await smallPng(2), 'outra.png');
  postPicture = await attach(bruno, `/v1/posts/${post.id}/attachments`, await smallPng(3), 'muda.png', 'Muda nova');
  const draftPost = await create(bruno, `${base}/posts`, postInput({ title: 'POST-NAO-PUBLICADO', published: false }));
  await create(
    bruno,
    `${base}/events`,
    eventInput({
      title: 'Mutirão futuro',
      startsAt: `${nextYear}-05-10T09:00:00-03:00`,
      endsAt: `${nextYear}-05-10T12:00:00-03:00`,
    }),
  );
  const pastEvent = await create(
    bruno,
    `${base}/events`,
    eventInput({ title: 'EVENTO-PASSADO', startsAt: '2020-01-10T09:00:00-03:00', endsAt: null }),
  );
  await create(bruno, `${base}/products`, productInput({ name: 'Muda de ipê', priceCents: 1250 }));
  const inactive = await create(bruno, `${base}/products`, productInput({ name: 'PRODUTO-INATIVO', active: false }));
  reserva = { id: project.id, slug: (await publish(ana, project.id)).slug };

  privado = await create(ana, '/v1/projects', projectInput({ name: 'PROJETO-PRIVADO', organizationId: orgId }));
  const quintalRow = await create(
    ana,
    '/v1/projects',
    projectInput({
      name: 'Quintais de São Paulo',
      municipality: 'São Paulo',
      state: 'SP',
      biome: 'mata_atlantica',
      category: 'agroforestry',
      status: 'planned',
    }),
  );
  quintal = { id: quintalRow.id, slug: (await publish(ana, quintalRow.id)).slug };
  drafts = {
    report: draftReport.id,
    post: draftPost.id,
    event: pastEvent.id,
    product: inactive.id,
    project: privado.id,
  };

  // More of Bruno's personal projects, for pages and filters.
  for (const [name, state, biome] of [
    ['Cerrado Vivo', 'GO', 'cerrado'],
    ['Caatinga em Pé', 'BA', 'caatinga'],
    ['Pampa Sustentável', 'RS', 'pampa'],
  ] as const) {
    const row = await create(bruno, '/v1/projects', projectInput({ name, state, biome, municipality: 'Sede' }));
    await publish(bruno, row.id);
  }
}, 120_000);

describe('GET /v1/public/projects', () => {
  it('lists the published projects to anyone, newest first, with their organisation and certified impact', async () => {
    const page = await list();
    expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
    expect(names(page)).toEqual([
      'Pampa Sustentável',
      'Caatinga em Pé',
      'Cerrado Vivo',
      'Quintais de São Paulo',
      'Reserva Águas Claras',
    ]);
    const card = page.items.find((p) => p.slug === reserva.slug);
    const reservaImpact = {
      co2eTonnes: 12.75,
      treesPlanted: 42,
      restoredAreaHa: 37,
      waterM3: 1300,
      wasteTonnes: 4.5,
      peopleBenefited: 700,
    };
    expect(card).toEqual({
      cover: expect.objectContaining({ caption: 'Nascente ao amanhecer' }),
      slug: 'reserva-aguas-claras',
      name: 'Reserva Águas Claras',
      organization: { name: 'Instituto Mata Viva', slug: 'instituto-mata-viva' },
      municipality: 'Viçosa',
      state: 'MG',
      biome: 'mata_atlantica',
      category: 'conservation',
      status: 'in_progress',
      latitude: -18.85,
      longitude: -41.95,
      publishedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T.*Z$/),
      // The two certified reports only: neither the published one nor the draft.
      certifiedImpact: reservaImpact,
      certifiedReports: 2,
      // No verifier co-signed them: all of it is self-declared (verifications.test.ts has the verified side).
      verifiedImpact: {
        co2eTonnes: 0,
        treesPlanted: 0,
        restoredAreaHa: 0,
        waterM3: 0,
        wasteTonnes: 0,
        peopleBenefited: 0,
      },
      verifiedReports: 0,
      selfDeclaredImpact: reservaImpact,
    });
    expect(page.items.find((p) => p.slug === quintal.slug)).toMatchObject({
      organization: null,
      certifiedReports: 0,
      certifiedImpact: { treesPlanted: 0 },
    });
  });

  it('searches ignoring case and accents', async () => {
    expect(names(await list('?q=sao'))).toEqual(['Quintais de São Paulo']);
    expect(names(await list('?q=QUINTAIS%20DE%20SAO'))).toEqual(['Quintais de São Paulo']);
    expect(names(await list('?q=aguas%20claras'))).toEqual(['Reserva Águas Claras']);
    expect(names(await list(`?q=${encodeURIComponent('VIÇOSA')}`))).toEqual(['Reserva Águas Claras']);
    expect((await list('?q=PROJETO-PRIVADO')).total).toBe(0);
    expect((await list('?q=100%25')).total).toBe(0);
  });

  it('filters by biome, state, category, status and organisation, together', async () => {
    expect(names(await list('?biome=cerrado'))).toEqual(['Cerrado Vivo']);
    expect(names(await list('?state=SP'))).toEqual(['Quintais de São Paulo']);
    expect(names(await list('?category=agroforestry'))).toEqual(['Quintais de São Paulo']);
    expect(names(await list('?status=planned'))).toEqual(['Quintais de São Paulo']);
    expect(names(await list('?organization=instituto-mata-viva'))).toEqual(['Reserva Águas Claras']);
    expect(names(await list('?biome=mata_atlantica&state=MG'))).toEqual(['Reserva Águas Claras']);
    expect((await list('?biome=mata_atlantica&state=GO')).total).toBe(0);
    expect((await list('?organization=nao-existe')).total).toBe(0);
  });

  it('sorts by name and pages without repeating or skipping', async () => {
    expect(names(await list('?sort=name:asc'))).toEqual([
      'Caatinga em Pé',
      'Cerrado Vivo',
      'Pampa Sustentável',
      'Quintais de São Paulo',
      'Reserva Águas Claras',
    ]);
    const pages = [
      await list('?pageSize=2&page=1'),
      await list('?pageSize=2&page=2'),
      await list('?pageSize=2&page=3'),
    ];
    expect(pages.map((p) => p.items.length)).toEqual([2, 2, 1]);
    expect(pages.every((p) => p.total === 5)).toBe(true);
    expect(pages.flatMap(names)).toEqual(names(await list()));
  });

  it('refuses a filter it does not know, in Portuguese', async () => {
    for (const query of [
      '?biome=lua',
      '?state=XX',
      '?sort=ownerId:asc',
      '?pageSize=1000',
      `?organization=${encodeURIComponent('Inválida!')}`,
    ]) {
      const res = await get(`/v1/public/projects${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body.error.code, query).toBe('validation_error');
    }
  });
});

describe('GET /v1/public/projects/:slug', () => {
  it('shows the project, its published and certified reports, published posts, upcoming events and active products', async () => {
    const res = await get(`/v1/public/projects/${reserva.slug}`);
    expect(res.status).toBe(200);
    const project = res.body.data;
    expect(project).toMatchObject({
      slug: reserva.slug,
      name: 'Reserva Águas Claras',
      description: projectInput().description,
      areaHa: 120.5,
      startDate: '2024-03-01',
      endDate: '2026-12-31',
      organization: { name: 'Instituto Mata Viva', slug: 'instituto-mata-viva' },
      certifiedReports: 2,
    });
    expect(
      project.reports.map((r: { title: string; status: string; certificateCode: string | null }) => [
        r.title,
        r.status,
        r.certificateCode,
      ]),
    ).toEqual([
      ['Relatório certificado', 'certified', certificateCode],
      ['Relatório publicado', 'published', null],
      ['Outro certificado', 'certified', expect.stringMatching(/^RAIZ/)],
    ]);
    expect(project.reports[0]).toEqual({
      title: 'Relatório certificado',
      periodStart: '2025-04-01',
      periodEnd: '2025-06-30',
      summary: reportInput().summary,
      co2eTonnes: 12.5,
      treesPlanted: 40,
      restoredAreaHa: 18.5,
      waterM3: 1300,
      wasteTonnes: 2.25,
      peopleBenefited: 350,
      status: 'certified',
      certificateCode,
      verifiedBy: [],
    });
    expect(project.posts).toEqual([
      {
        title: 'Post publicado',
        content: 'Nascente recuperada.',
        createdAt: expect.any(String),
        images: [image(postPicture, 'Muda nova')],
      },
    ]);
    expect(project.events).toEqual([
      {
        title: 'Mutirão futuro',
        description: eventInput().description,
        startsAt: `${nextYear}-05-10T12:00:00.000Z`,
        endsAt: `${nextYear}-05-10T15:00:00.000Z`,
        location: eventInput().location,
        capacity: 40,
        images: [],
      },
    ]);
    expect(project.products).toEqual([
      { name: 'Muda de ipê', description: productInput().description, priceCents: 1250, unit: 'muda', images: [] },
    ]);
  });

  it("shows the project's cover (its first image) and its items' pictures, which anyone can fetch in WebP sizes", async () => {
    const project = (await get(`/v1/public/projects/${reserva.slug}`)).body.data;
    expect(project.cover).toEqual(image(cover, 'Nascente ao amanhecer'));
    const card = (await list()).items.find((p) => p.slug === reserva.slug) as unknown as { cover: unknown };
    expect(card.cover).toEqual(image(cover, 'Nascente ao amanhecer'));
    expect(
      ((await list()).items.find((p) => p.slug === quintal.slug) as unknown as { cover: unknown }).cover,
    ).toBeNull();
    for (const url of [project.cover.thumbnailUrl, project.cover.previewUrl, project.posts[0].images[0].previewUrl]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, `${url} ${res.body.slice(0, 200)}`).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
    }
  });

  it('answers 404 in Portuguese for an unknown, unpublished or withdrawn project', async () => {
    const withdrawnRow = await create(bruno, '/v1/projects', projectInput({ name: 'Retirado do registro' }));
    const { slug, version } = await publish(bruno, withdrawnRow.id);
    expect((await get(`/v1/public/projects/${slug}`)).status).toBe(200);
    expect(
      (await inject(bruno, 'PATCH', `/v1/projects/${withdrawnRow.id}`, { public: false, version })).statusCode,
    ).toBe(200);

    for (const url of [
      `/v1/public/projects/${slug}`,
      '/v1/public/projects/nao-existe',
      `/v1/public/projects/${privado.id}`,
    ]) {
      const res = await get(url);
      expect(res.status, url).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: registryMessages.projectNotFound });
    }
    expect((await list('?q=retirado')).total).toBe(0);
  });
});

describe('GET /v1/public/organizations/:slug', () => {
  it('shows what the organisation says of itself, its CNPJ formatted, and only its public projects', async () => {
    const res = await get('/v1/public/organizations/instituto-mata-viva');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      slug: 'instituto-mata-viva',
      name: 'Instituto Mata Viva',
      type: 'ngo',
      cnpj: '11.222.333/0001-81',
      municipality: 'Viçosa',
      state: 'MG',
      description: 'Restauração da Mata Atlântica com comunidades.',
      website: 'https://matavivaexemplo.org.br',
      projects: [expect.objectContaining({ slug: reserva.slug, name: 'Reserva Águas Claras' })],
      projectCount: 1,
    });
  });

  it('answers 404 for an unknown organisation and one with nothing in the registry', async () => {
    await t.app.db
      .insert(organizations)
      .values({ slug: 'cooperativa-discreta', name: 'Cooperativa Discreta', type: 'cooperative' });
    for (const slug of ['nao-existe', 'cooperativa-discreta']) {
      const res = await get(`/v1/public/organizations/${slug}`);
      expect(res.status, slug).toBe(404);
      expect(res.body.error).toEqual({ code: 'not_found', message: registryMessages.organizationNotFound });
    }
  });

  it('lists the organisations with public projects for the filter', async () => {
    const res = await get('/v1/public/organizations');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([{ name: 'Instituto Mata Viva', slug: 'instituto-mata-viva' }]);
  });
});

describe('open data', () => {
  const fetchText = async (url: string) => {
    const res = await t.app.inject({ url });
    expect(res.statusCode, res.body).toBe(200);
    return res;
  };
  const publicUrl = () => t.app.config.publicUrl;

  it('serves the list as CSV with the same filters and order, ISO dates, certified sums and the licence', async () => {
    const res = await fetchText('/v1/public/projects.csv?biome=mata_atlantica&sort=name:asc');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="registro-raiz-projetos.csv"');
    expect(res.headers.link).toBe('<https://creativecommons.org/licenses/by/4.0/deed.pt-br>; rel="license"');
    const [header, ...rows] = res.body.split('\r\n').filter(Boolean);
    expect(header!.split(';')).toEqual([
      '\uFEFFProjeto',
      'Página',
      'Organização',
      'Município',
      'UF',
      'Bioma',
      'Categoria',
      'Situação',
      'Latitude',
      'Longitude',
      'Publicado em',
      'Relatórios certificados',
      'Carbono evitado/sequestrado (tCO2e) certificado',
      'Árvores plantadas certificado',
      'Área restaurada (ha) certificado',
      'Água (m³) certificado',
      'Resíduos (t) certificado',
      'Pessoas beneficiadas certificado',
    ]);
    // Mata Atlântica only, by name: Quintais before Reserva; the unpublished project nowhere.
    expect(rows.map((r) => r.split(';')[0])).toEqual(['Quintais de São Paulo', 'Reserva Águas Claras']);
    const reservaRow = rows[1]!.split(';');
    expect(reservaRow.slice(1, 5)).toEqual([
      `${publicUrl()}/registro/${reserva.slug}`,
      'Instituto Mata Viva',
      'Viçosa',
      'MG',
    ]);
    expect(reservaRow[10]).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(reservaRow.slice(11)).toEqual(['2', '12,75', '42', '37,00', '1300,00', '4,50', '700']);
    expect(res.body).not.toContain('PROJETO-PRIVADO');

    const refused = await t.app.inject({ url: '/v1/public/projects.csv?state=XX' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields.state).toBe('UF inválida.');
  });

  it('serves the projects with coordinates as GeoJSON, longitude first, with licence and attribution', async () => {
    const res = await fetchText('/v1/public/projects.geojson?state=MG');
    expect(res.headers['content-type']).toBe('application/geo+json; charset=utf-8');
    expect(res.headers.link).toContain('rel="license"');
    const collection = res.json();
    expect(collection).toMatchObject({
      type: 'FeatureCollection',
      license: 'https://creativecommons.org/licenses/by/4.0/deed.pt-br',
      attribution: expect.stringContaining('CC BY 4.0'),
    });
    expect(collection.features).toEqual([
      {
        type: 'Feature',
        geometry: { type: 'Point', coordinates: [-41.95, -18.85] },
        properties: expect.objectContaining({
          slug: reserva.slug,
          name: 'Reserva Águas Claras',
          url: `${publicUrl()}/registro/${reserva.slug}`,
          organization: 'Instituto Mata Viva',
          certifiedReports: 2,
          certifiedImpact: expect.objectContaining({ co2eTonnes: 12.75, treesPlanted: 42 }),
        }),
      },
    ]);
    const all = (await fetchText('/v1/public/projects.geojson')).json();
    expect(all.features.map((f: { properties: { name: string } }) => f.properties.name)).not.toContain(
      'PROJETO-PRIVADO',
    );
  });

  it('publishes an Atom feed of the certified reports, newest first, each linking to its verification page', async () => {
    // A title with characters XML must escape.
    const [row] = await t.app.db
      .select({ id: reports.id, title: reports.title })
      .from(reports)
      .innerJoin(certificates, eq(certificates.reportId, reports.id))
      .where(eq(certificates.code, certificateCode));
    await t.app.db.update(reports).set({ title: 'Água & Solo <2025>' }).where(eq(reports.id, row!.id));
    try {
      const res = await fetchText('/v1/public/certificates.atom');
      expect(res.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
      const feed = res.body;
      expect(feed).toMatch(/^<\?xml version="1.0" encoding="utf-8"\?>\n<feed xmlns="http:\/\/www.w3.org\/2005\/Atom"/);
      const entries = feed.split('<entry>').slice(1);
      expect(entries).toHaveLength(2);
      const mine = entries.find((e) => e.includes(`/verificar/${certificateCode}`))!;
      expect(mine).toContain(`<id>${publicUrl()}/verificar/${certificateCode}</id>`);
      expect(mine).toContain('<title>Água &amp; Solo &lt;2025&gt; — Reserva Águas Claras</title>');
      expect(mine).toContain('Árvores plantadas: 40 árvores');
      expect(mine).toContain(`href="${publicUrl()}/registro/${reserva.slug}"`);
      expect(feed).toContain('<link rel="license" href="https://creativecommons.org/licenses/by/4.0/deed.pt-br"/>');
    } finally {
      await t.app.db.update(reports).set({ title: row!.title }).where(eq(reports.id, row!.id));
    }
  });

  it('lists the public pages in sitemap.xml and closes everything else in robots.txt', async () => {
    const sitemap = (await fetchText('/sitemap.xml')).body;
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual(
      expect.arrayContaining([
        `${publicUrl()}/`,
        `${publicUrl()}/registro`,
        `${publicUrl()}/registro/${reserva.slug}`,
        `${publicUrl()}/registro/${quintal.slug}`,
        `${publicUrl()}/registro/organizacoes/instituto-mata-viva`,
      ]),
    );
    expect(locs).toHaveLength(4 + 5 + 1);
    const robots = await fetchText('/robots.txt');
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Disallow: /\n');
    expect(robots.body).toContain('Allow: /registro\n');
    expect(robots.body).toContain(`Sitemap: ${publicUrl()}/sitemap.xml`);
  });
});

describe('hiding a project from the registry', () => {
  const hide = (who: Session | null, id: string, reason = 'Fotos de outra área, em análise.') =>
    t.app.inject({ method: 'PUT', url: `/v1/projects/${id}/hidden`, headers: who?.headers ?? {}, payload: { reason } });
  const unhide = (who: Session | null, id: string) =>
    t.app.inject({ method: 'DELETE', url: `/v1/projects/${id}/hidden`, headers: who?.headers ?? {} });

  it('is for platform admins only: 401 logged out, 403 in Portuguese to anyone else, owners included', async () => {
    expect((await hide(null, reserva.id)).statusCode).toBe(401);
    expect((await unhide(null, reserva.id)).statusCode).toBe(401);
    for (const who of [ana, bruno]) {
      for (const res of [await hide(who, reserva.id), await unhide(who, reserva.id)]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toEqual({ code: 'forbidden', message: registryMessages.hideForbidden });
      }
    }
    expect((await get(`/v1/public/projects/${reserva.slug}`)).status).toBe(200);
  });

  it('needs a reason, and a project that exists', async () => {
    const empty = await hide(admin, reserva.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({ reason: 'Informe o motivo.' });
    const missing = await hide(admin, '00000000-0000-4000-8000-000000000000');
    expect(missing.statusCode).toBe(404);
    expect((await unhide(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  it('takes the project out of every public answer, shows the reason to its owners, records it, and lets it back', async () => {
    const before = (await inject(ana, 'GET', `/v1/projects/${reserva.id}`)).json().data;
    const res = await hide(admin, reserva.id, 'MOTIVO-INTERNO: fotos de outra área.');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: reserva.id,
      public: true,
      hiddenReason: 'MOTIVO-INTERNO: fotos de outra área.',
    });

    expect((await get(`/v1/public/projects/${reserva.slug}`)).status).toBe(404);
    expect(names(await list())).not.toContain('Reserva Águas Claras');
    expect((await get('/v1/public/organizations/instituto-mata-viva')).status).toBe(404);
    expect((await get('/v1/public/organizations')).body.data).toEqual([]);
    expect((await get('/v1/public/impact')).body.data.counts).toMatchObject({ certifiedReports: 0, organizations: 0 });

    // Its owners (and every member who reads it) see why; their version is untouched, so an open edit still saves.
    const seen = (await inject(bruno, 'GET', `/v1/projects/${reserva.id}`)).json().data;
    expect(seen).toMatchObject({ hiddenReason: 'MOTIVO-INTERNO: fotos de outra área.', version: before.version });
    // Withdrawn and published again by its managers, it stays hidden.
    const withdrawn = await inject(ana, 'PATCH', `/v1/projects/${reserva.id}`, {
      public: false,
      version: before.version,
    });
    expect(withdrawn.statusCode).toBe(200);
    await publish(ana, reserva.id);
    expect((await get(`/v1/public/projects/${reserva.slug}`)).status).toBe(404);

    const history = await t.app.db
      .select()
      .from(organizationHistory)
      .where(and(eq(organizationHistory.organizationId, orgId), eq(organizationHistory.projectId, reserva.id)))
      .orderBy(organizationHistory.createdAt);
    const hidden = history.find((entry) => entry.summary.includes('ocultado'));
    expect(hidden).toMatchObject({
      action: 'unpublish',
      actorId: admin.user.id,
      actorName: 'Admin Plataforma',
      changes: [{ field: 'hiddenReason', before: null, after: 'MOTIVO-INTERNO: fotos de outra área.' }],
    });

    const back = await unhide(admin, reserva.id);
    expect(back.statusCode).toBe(200);
    expect(back.json().data).toMatchObject({ hiddenReason: null, public: true });
    expect((await get(`/v1/public/projects/${reserva.slug}`)).status).toBe(200);
    const after = await t.app.db
      .select()
      .from(organizationHistory)
      .where(and(eq(organizationHistory.organizationId, orgId), eq(organizationHistory.projectId, reserva.id)));
    expect(after.filter((entry) => entry.summary.includes('deixou de ocultá-lo'))).toHaveLength(1);
    expect((await unhide(admin, reserva.id)).statusCode).toBe(200);
  });

  it('hides a personal project too (no organisation, no history)', async () => {
    expect((await hide(admin, quintal.id)).statusCode).toBe(200);
    expect((await get(`/v1/public/projects/${quintal.slug}`)).status).toBe(404);
    expect((await inject(ana, 'GET', `/v1/projects/${quintal.id}`)).json().data.hiddenReason).toBe(
      'Fotos de outra área, em análise.',
    );
    expect((await unhide(admin, quintal.id)).statusCode).toBe(200);
    expect((await get(`/v1/public/projects/${quintal.slug}`)).status).toBe(200);
  });
});

describe('privacy: nothing personal in any public answer', () => {
  /** Every key and every string of an answer, at any depth. */
  function walk(value: unknown, path = '$', out: { path: string; text: string }[] = []) {
    if (typeof value === 'string') out.push({ path, text: value });
    else if (Array.isArray(value)) value.forEach((item, i) => walk(item, `${path}[${i}]`, out));
    else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) {
        out.push({ path: `${path}.${key} (key)`, text: key });
        walk(item, `${path}.${key}`, out);
      }
    }
    return out;
  }

  it('walks every public answer: no e-mail, CPF, name, username, id, version, hidden reason or unpublished content', async () => {
    // A hidden project whose reason must never be seen publicly.
    const hiddenRow = await create(ana, '/v1/projects', projectInput({ name: 'Projeto escondido' }));
    await publish(ana, hiddenRow.id);
    await t.app.inject({
      method: 'PUT',
      url: `/v1/projects/${hiddenRow.id}/hidden`,
      headers: admin.headers,
      payload: { reason: 'RAZAO-SIGILOSA' },
    });

    const answers: Record<string, unknown> = {};
    for (const url of [
      '/v1/public/projects',
      '/v1/public/projects?pageSize=100&sort=name:asc',
      '/v1/public/projects?q=reserva',
      '/v1/public/projects?organization=instituto-mata-viva',
      `/v1/public/projects/${reserva.slug}`,
      `/v1/public/projects/${quintal.slug}`,
      '/v1/public/organizations',
      '/v1/public/organizations/instituto-mata-viva',
      '/v1/public/impact',
      '/v1/public/map/projects',
      '/v1/public/map/projects?organization=instituto-mata-viva',
      '/v1/public/map/config',
      '/v1/public/projects.geojson',
      '/v1/public/projects.csv',
      '/v1/public/certificates.atom',
      '/sitemap.xml',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
      answers[url] = /json/.test(String(res.headers['content-type'])) ? res.json() : res.body;
    }

    const people = [ana, bruno, admin];
    const hashes = await t.app.db.select().from(dataTableA);
    const forbiddenTexts = [
      ...people.flatMap(({ user }) => [user.id, user.email, user.name, user.username, user.subject]),
      ...[anaCpf, brunoCpf].flatMap((cpf) => [cpf, formatCpf(cpf)]),
      ...hashes.flatMap((row) =>
        Object.values(row).filter((v): v is string => typeof v === 'string' && v.length >= 16),
      ),
      orgId,
      reserva.id,
      quintal.id,
      ...Object.values(drafts),
      'RASCUNHO-SECRETO',
      'POST-NAO-PUBLICADO',
      'EVENTO-PASSADO',
      'PRODUTO-INATIVO',
      'PROJETO-PRIVADO',
      'Projeto escondido',
      'RAZAO-SIGILOSA',
      'MOTIVO-INTERNO',
      '@',
    ]
      .filter((text): text is string => Boolean(text))
      .map((text) => text.toLowerCase());
    const forbiddenKeys = [
      'id',
      'ownerId',
      'organizationId',
      'userId',
      'projectId',
      'version',
      'email',
      'cpf',
      'hiddenReason',
      'hiddenAt',
      'public',
      'roles',
      'username',
    ];
    const uuid = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;

    const problems: string[] = [];
    const entries = walk(answers);
    for (const { path, text } of entries) {
      const lower = text.toLowerCase();
      if (path.endsWith('(key)') && forbiddenKeys.includes(text)) problems.push(`${path}: forbidden key`);
      // A public file's address names the file (an attachment's id, nothing of a person or a project); any other id
      // is a leak. The named ids above are still searched for in these addresses.
      const publicFile = /^\/v1\/public\/attachments\/[0-9a-f-]{36}\/file\?variant=(thumbnail|preview)$/;
      if (uuid.test(text) && !publicFile.test(text)) problems.push(`${path}: an id (${text})`);
      for (const secret of forbiddenTexts) if (lower.includes(secret)) problems.push(`${path}: contains "${secret}"`);
    }
    expect(problems).toEqual([]);
    // The walk did see the public content, so it would have seen the rest.
    const texts = entries.map((e) => e.text);
    expect(texts).toEqual(
      expect.arrayContaining([
        'Reserva Águas Claras',
        'Relatório certificado',
        'Post publicado',
        'Mutirão futuro',
        'Muda de ipê',
        '11.222.333/0001-81',
      ]),
    );
  });
});

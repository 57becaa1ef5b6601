import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  foldForSearch,
  mapConfigResponseSchema,
  registryListResponseSchema,
  registryMapPointsResponseSchema,
  registryOrganizationOptionsResponseSchema,
  registryOrganizationResponseSchema,
  registryProjectResponseSchema,
  type RegistryOrganization,
  type RegistryProject,
} from '@raiz/domain';
import { renderApp } from '../../test/render-app';
import { setUpScreens } from '../../test/screen-hooks';
import { errorAnswer, json } from '../../test/schema-answer';
import { fillForm } from '../../test/fill-form';

// The public registry's screens, for a visitor, against a stand-in for /v1/public/* whose every answer goes through the
// registry's response schemas (the server's own tests check the server).

const none = { co2eTonnes: 0, treesPlanted: 0, restoredAreaHa: 0, waterM3: 0, wasteTonnes: 0, peopleBenefited: 0 };
const mataViva = { name: 'Instituto Mata Viva', slug: 'instituto-mata-viva' };
/** A picture as the registry answers it (public WebP sizes of a 2000 × 1500 original). */
const picture = (n: number, caption: string | null) => ({
  thumbnailUrl: `/v1/public/attachments/00000000-0000-4000-8000-00000000000${n}/file?variant=thumbnail`,
  previewUrl: `/v1/public/attachments/00000000-0000-4000-8000-00000000000${n}/file?variant=preview`,
  width: 2000,
  height: 1500,
  caption,
});

let published = 0;
function project(fields: Partial<RegistryProject> & { name: string }): RegistryProject {
  published += 1;
  return {
    slug: foldForSearch(fields.name).replace(/[^a-z0-9]+/g, '-'),
    organization: null,
    municipality: 'Brasília',
    state: 'DF',
    biome: 'cerrado',
    category: 'reforestation',
    status: 'in_progress',
    latitude: null,
    longitude: null,
    publishedAt: new Date(Date.UTC(2025, 0, published)).toISOString(),
    certifiedImpact: none,
    certifiedReports: 0,
    cover: null,
    description: '',
    areaHa: null,
    startDate: null,
    endDate: null,
    reports: [],
    posts: [],
    events: [],
    products: [],
    verifiedImpact: none,
    verifiedReports: 0,
    ...fields,
    // Unless a test says otherwise, every certified report is self-declared.
    selfDeclaredImpact: fields.selfDeclaredImpact ?? fields.certifiedImpact ?? none,
  };
}

const notFound = (message: string) => errorAnswer(404, 'not_found', message);

/** /v1/public/* as the server answers it: filters, accent-blind search, order and pages. */
class FakeRegistry {
  projects: RegistryProject[] = [];
  organizations: RegistryOrganization[] = [];
  requests: URL[] = [];

  install() {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const parsed = new URL(url, 'http://localhost');
        this.requests.push(parsed);
        return this.handle(parsed);
      }),
    );
    return this;
  }

  lists() {
    return this.requests.filter((r) => r.pathname === '/v1/public/projects');
  }

  private handle({ pathname, searchParams: query }: URL): Response {
    if (pathname === '/v1/public/projects') {
      const q = foldForSearch(query.get('q') ?? '');
      const filters = ['biome', 'state', 'category', 'status'] as const;
      const matching = this.projects.filter(
        (p) =>
          (!q || [p.name, p.description, p.municipality].some((text) => foldForSearch(text).includes(q))) &&
          filters.every((f) => !query.get(f) || p[f] === query.get(f)) &&
          (!query.get('organization') || p.organization?.slug === query.get('organization')) &&
          (query.get('verified') !== 'true' || p.verifiedReports > 0),
      );
      const sorted = [...matching].sort((a, b) =>
        query.get('sort') === 'name:asc' ? a.name.localeCompare(b.name) : b.publishedAt.localeCompare(a.publishedAt),
      );
      const page = Number(query.get('page') ?? 1);
      const pageSize = Number(query.get('pageSize') ?? 20);
      const items = sorted.slice((page - 1) * pageSize, page * pageSize);
      return json(registryListResponseSchema.parse({ data: { items, page, pageSize, total: matching.length } }));
    }
    if (pathname === '/v1/public/map/config')
      return json(mapConfigResponseSchema.parse({ data: { tilesUrl: null, attribution: null } }));
    if (pathname === '/v1/public/map/projects') {
      const points = this.projects.flatMap((p) =>
        p.latitude != null && p.longitude != null
          ? [
              {
                slug: p.slug,
                name: p.name,
                organizationName: p.organization?.name ?? null,
                latitude: p.latitude,
                longitude: p.longitude,
              },
            ]
          : [],
      );
      return json(registryMapPointsResponseSchema.parse({ data: points }));
    }
    if (pathname === '/v1/public/organizations') {
      return json(registryOrganizationOptionsResponseSchema.parse({ data: [mataViva] }));
    }
    const projectSlug = /^\/v1\/public\/projects\/([^/]+)$/.exec(pathname)?.[1];
    if (projectSlug) {
      const found = this.projects.find((p) => p.slug === projectSlug);
      return found
        ? json(registryProjectResponseSchema.parse({ data: found }))
        : notFound('Projeto não encontrado no registro público.');
    }
    const organizationSlug = /^\/v1\/public\/organizations\/([^/]+)$/.exec(pathname)?.[1];
    const organization = this.organizations.find((o) => o.slug === organizationSlug);
    return organization
      ? json(registryOrganizationResponseSchema.parse({ data: organization }))
      : notFound('Organização não encontrada no registro público.');
  }
}

let api: FakeRegistry;
const location = () => screen.getByTestId('location').textContent ?? '';
const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;

setUpScreens();
beforeEach(() => {
  configure({ asyncUtilTimeout: 15_000 });
  api = new FakeRegistry().install();
});

/** Mata Viva's project in Viçosa, the one both the list and the page show. */
const aguasClaras = {
  name: 'Reserva Águas Claras',
  organization: mataViva,
  municipality: 'Viçosa',
  state: 'MG' as const,
};

/** Águas Claras with two certified reports: 4,200 trees checked by a verifier, 100 self-declared. */
const aguasClarasVerified = {
  ...aguasClaras,
  certifiedImpact: { ...none, treesPlanted: 4300 },
  certifiedReports: 2,
  verifiedImpact: { ...none, treesPlanted: 4200 },
  verifiedReports: 1,
  selfDeclaredImpact: { ...none, treesPlanted: 100 },
};

describe('/registro', { timeout: 30_000 }, () => {
  it('shows each published project with its organisation, place, biome and certified impact', async () => {
    api.projects.push(
      project({
        ...aguasClaras,
        biome: 'mata_atlantica',
        category: 'conservation',
        certifiedImpact: { ...none, treesPlanted: 4200, co2eTonnes: 152.75 },
        certifiedReports: 2,
        cover: picture(1, 'Nascente ao amanhecer'),
      }),
      project({ name: 'Quintais de São Paulo', municipality: 'São Paulo', state: 'SP', status: 'planned' }),
    );
    renderApp('/registro');
    expect(await screen.findByRole('heading', { level: 1, name: 'Registro público' })).toBeInTheDocument();
    expect(await screen.findByText('2 projetos no registro')).toBeInTheDocument();

    const reserva = await card('Reserva Águas Claras');
    expect(within(reserva).getByRole('link', { name: 'Reserva Águas Claras' })).toHaveAttribute(
      'href',
      '/registro/reserva-aguas-claras',
    );
    expect(within(reserva).getByRole('link', { name: 'Instituto Mata Viva' })).toHaveAttribute(
      'href',
      '/registro/organizacoes/instituto-mata-viva',
    );
    expect(within(reserva).getByText('Conservação · Viçosa/MG')).toBeInTheDocument();
    expect(within(reserva).getByText('Mata Atlântica')).toBeInTheDocument();
    expect(within(reserva).getByText('Impacto autodeclarado')).toBeInTheDocument();
    expect(within(reserva).getByText('4.200 árvores')).toBeInTheDocument();
    expect(within(reserva).getByText('152,75 tCO2e')).toBeInTheDocument();
    // Its cover, lazy, in both WebP sizes, described by its caption.
    const cover = within(reserva).getByRole('img', { name: 'Nascente ao amanhecer' });
    expect(cover).toHaveAttribute('loading', 'lazy');
    expect(cover).toHaveAttribute('src', picture(1, null).thumbnailUrl);
    expect(cover).toHaveAttribute(
      'srcset',
      `${picture(1, null).thumbnailUrl} 320w, ${picture(1, null).previewUrl} 1280w`,
    );

    const quintais = await card('Quintais de São Paulo');
    expect(within(quintais).getByText('Nenhum impacto certificado ainda')).toBeInTheDocument();
    expect(within(quintais).getByText('Planejado')).toBeInTheDocument();
    expect(within(quintais).queryByRole('link', { name: 'Instituto Mata Viva' })).not.toBeInTheDocument();
    expect(within(quintais).queryByRole('img')).not.toBeInTheDocument();
  });

  it('keeps the search, filters, order and page in the address, so a reload shows the same list', async () => {
    api.projects.push(
      project({ name: 'Cerrado Vivo', biome: 'cerrado', state: 'GO' }),
      project({ name: 'Quintais de São Paulo', municipality: 'São Paulo', state: 'SP', biome: 'mata_atlantica' }),
    );
    for (let i = 1; i <= 13; i++)
      api.projects.push(project({ name: `Caatinga ${String(i).padStart(2, '0')}`, biome: 'caatinga' }));
    const user = userEvent.setup();
    renderApp('/registro');
    expect(await screen.findByText('15 projetos no registro')).toBeInTheDocument();

    // Pages of 12.
    expect(screen.getByText('Página 1 de 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Próxima' }));
    expect(await screen.findByText('Página 2 de 2')).toBeInTheDocument();
    expect(location()).toBe('/registro?page=2');

    // A filter starts again at page 1 and is sent to the API.
    await user.selectOptions(screen.getByLabelText('Bioma'), 'Caatinga');
    await waitFor(() => expect(location()).toBe('/registro?bioma=caatinga'));
    expect(await screen.findByText('13 projetos no registro')).toBeInTheDocument();
    expect(api.lists().at(-1)?.searchParams.get('biome')).toBe('caatinga');

    await fillForm(user, { Bioma: 'Todos', 'Ordenar por': 'Nome (A–Z)' });
    await waitFor(() => expect(location()).toBe('/registro?sort=name%3Aasc'));

    // The search ignores accents and waits for a pause in typing.
    await user.type(screen.getByLabelText('Buscar projetos'), 'sao paulo');
    await waitFor(() => expect(location()).toBe('/registro?sort=name%3Aasc&q=sao+paulo'));
    expect(await screen.findByText('1 projeto no registro para “sao paulo”')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Quintais de São Paulo' })).toBeInTheDocument();
    expect(
      api
        .lists()
        .filter((r) => r.searchParams.get('q'))
        .map((r) => r.searchParams.get('q')),
    ).toEqual(['sao paulo']);
    // The same list as open data: the files carry the search, filters and order on screen.
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute(
      'href',
      '/v1/public/projects.csv?q=sao+paulo&sort=name%3Aasc',
    );
    expect(screen.getByRole('link', { name: 'GeoJSON' })).toHaveAttribute(
      'href',
      '/v1/public/projects.geojson?q=sao+paulo&sort=name%3Aasc',
    );
    expect(screen.getByRole('link', { name: 'feed Atom' })).toHaveAttribute('href', '/v1/public/certificates.atom');
    expect(screen.getByRole('link', { name: 'CC BY 4.0' })).toHaveAttribute('rel', 'license noreferrer');
  });

  it('opens a shared link with its filters chosen', async () => {
    api.projects.push(
      project({ name: 'Cerrado Vivo', biome: 'cerrado', state: 'GO', organization: mataViva }),
      project({ name: 'Cerrado Seco', biome: 'cerrado', state: 'GO' }),
      project({ name: 'Pampa Sustentável', biome: 'pampa', state: 'RS' }),
    );
    renderApp('/registro?bioma=cerrado&uf=GO&organizacao=instituto-mata-viva&situacao=in_progress');
    expect(await screen.findByText('1 projeto no registro')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Cerrado Vivo' })).toBeInTheDocument();
    expect(screen.getByLabelText('Bioma')).toHaveValue('cerrado');
    expect(screen.getByLabelText('UF')).toHaveValue('GO');
    expect(screen.getByLabelText('Situação')).toHaveValue('in_progress');
    await waitFor(() => expect(screen.getByLabelText('Organização')).toHaveValue('instituto-mata-viva'));
    const sent = api.lists().at(-1)!.searchParams;
    expect(Object.fromEntries(sent)).toMatchObject({
      biome: 'cerrado',
      state: 'GO',
      status: 'in_progress',
      organization: 'instituto-mata-viva',
      sort: 'publishedAt:desc',
    });
  });

  it('filters "Verificado" on the server and shows verified impact apart from self-declared', async () => {
    api.projects.push(
      project(aguasClarasVerified),
      project({ name: 'Quintais de São Paulo', certifiedImpact: { ...none, treesPlanted: 30 }, certifiedReports: 1 }),
    );
    const user = userEvent.setup();
    renderApp('/registro');
    expect(await screen.findByText('2 projetos no registro')).toBeInTheDocument();
    const reserva = await card('Reserva Águas Claras');
    expect(
      within(within(reserva).getByRole('list', { name: 'Impacto verificado' })).getByText('4.200 árvores'),
    ).toBeInTheDocument();
    expect(
      within(within(reserva).getByRole('list', { name: 'Impacto autodeclarado' })).getByText('100 árvores'),
    ).toBeInTheDocument();
    const quintais = await card('Quintais de São Paulo');
    expect(within(quintais).queryByText('Impacto verificado')).not.toBeInTheDocument();
    expect(
      within(within(quintais).getByRole('list', { name: 'Impacto autodeclarado' })).getByText('30 árvores'),
    ).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Impacto'), 'Verificado');
    await waitFor(() => expect(location()).toBe('/registro?verificado=true'));
    expect(await screen.findByText('1 projeto no registro')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Quintais de São Paulo' })).not.toBeInTheDocument();
    expect(api.lists().at(-1)?.searchParams.get('verified')).toBe('true');
    // The map and the open data files follow the same filter.
    expect(
      api.requests
        .filter((r) => r.pathname === '/v1/public/map/projects')
        .at(-1)
        ?.searchParams.get('verified'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'CSV' })).toHaveAttribute('href', expect.stringContaining('verified=true'));
  });

  it('says when nothing matches and clears everything at once; says so when the registry is empty', async () => {
    api.projects.push(project({ name: 'Cerrado Vivo' }));
    const user = userEvent.setup();
    const filtered = renderApp('/registro?bioma=pampa&q=nada');
    expect(await screen.findByText('Nenhum projeto encontrado para “nada”.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpar busca e filtros' }));
    expect(await screen.findByText('1 projeto no registro')).toBeInTheDocument();
    expect(location()).toBe('/registro');

    filtered.unmount();
    api.projects.length = 0;
    renderApp('/registro');
    expect(await screen.findByText('Nenhum projeto publicado ainda')).toBeInTheDocument();
  });
});

describe('/registro/:slug', { timeout: 30_000 }, () => {
  it('shows the project, its reports with certificate links, posts, upcoming events and products in R$', async () => {
    api.projects.push(
      project({
        ...aguasClaras,
        description: 'Recomposição de mata ciliar.',
        areaHa: 120.5,
        startDate: '2024-03-01',
        endDate: '2026-12-31',
        certifiedImpact: { ...none, treesPlanted: 40 },
        certifiedReports: 1,
        reports: [
          {
            title: 'Relatório certificado',
            periodStart: '2025-04-01',
            periodEnd: '2025-06-30',
            summary: 'Plantio.',
            co2eTonnes: 12.5,
            treesPlanted: 40,
            restoredAreaHa: null,
            waterM3: null,
            wasteTonnes: null,
            peopleBenefited: null,
            status: 'certified',
            certificateCode: 'RAIZ7K2Q9X',
            verifiedBy: [],
          },
          {
            title: 'Relatório publicado',
            periodStart: '2025-01-01',
            periodEnd: '2025-03-31',
            summary: '',
            co2eTonnes: null,
            treesPlanted: 100,
            restoredAreaHa: null,
            waterM3: null,
            wasteTonnes: null,
            peopleBenefited: null,
            status: 'published',
            certificateCode: null,
            verifiedBy: [],
          },
        ],
        posts: [
          {
            title: 'Mutirão de plantio',
            content: 'Obrigado a **todas**!',
            createdAt: '2025-05-02T12:00:00.000Z',
            images: [picture(2, 'Mudas na cova'), picture(3, 'Equipe do mutirão')],
          },
        ],
        events: [
          {
            title: 'Dia de campo',
            description: 'Visita guiada.',
            startsAt: '2030-09-20T12:00:00.000Z',
            endsAt: null,
            location: 'Sede',
            capacity: 40,
            images: [],
          },
        ],
        products: [
          {
            name: 'Muda de ipê',
            description: 'Com 40 cm.',
            priceCents: 1250,
            unit: 'muda',
            images: [{ ...picture(4, 'Muda de ipê-amarelo'), width: 240, height: 180 }],
          },
        ],
        cover: picture(1, 'Nascente ao amanhecer'),
      }),
    );
    renderApp('/registro/reserva-aguas-claras');
    expect(await screen.findByRole('heading', { level: 1, name: 'Reserva Águas Claras' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Reserva Águas Claras · Raiz'));
    expect(screen.getByRole('link', { name: 'Instituto Mata Viva' })).toHaveAttribute(
      'href',
      '/registro/organizacoes/instituto-mata-viva',
    );
    expect(screen.getByText('Recomposição de mata ciliar.')).toBeInTheDocument();
    expect(screen.getByText('120,50 ha')).toBeInTheDocument();
    expect(screen.getByText('01/03/2024 a 31/12/2026')).toBeInTheDocument();

    const reports = screen.getByRole('region', { name: 'Relatórios' });
    const certified = within(reports).getByRole('article', { name: 'Relatório certificado' });
    expect(within(certified).getByText('Certificado')).toBeInTheDocument();
    expect(within(certified).getByText('12,50 tCO2e')).toBeInTheDocument();
    expect(within(certified).getByRole('link', { name: /Verificar o certificado RAIZ7K2Q9X/ })).toHaveAttribute(
      'href',
      '/verificar/RAIZ7K2Q9X',
    );
    const plain = within(reports).getByRole('article', { name: 'Relatório publicado' });
    expect(within(plain).getByText('Publicado')).toBeInTheDocument();
    expect(within(plain).queryByRole('link')).not.toBeInTheDocument();

    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(await within(posts).findByText('todas', { selector: 'strong' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Próximos eventos' })).getByText('40 vagas')).toBeInTheDocument();
    const products = screen.getByRole('region', { name: 'Produtos' });
    expect(within(products).getByText('R$ 12,50')).toBeInTheDocument();
    expect(within(products).getByText('/ muda')).toBeInTheDocument();

    // The cover at the top (fetched at once: it is the first screen) and each item's pictures, lazy.
    const cover = screen.getByRole('img', { name: 'Nascente ao amanhecer' });
    expect(cover).toHaveAttribute('loading', 'eager');
    expect(cover).toHaveAttribute('srcset', expect.stringContaining(`${picture(1, null).previewUrl} 1280w`));
    const postImages = within(posts).getByRole('list', { name: 'Imagens de Mutirão de plantio' });
    expect(
      within(postImages)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt')),
    ).toEqual(['Mudas na cova', 'Equipe do mutirão']);
    const small = within(products).getByRole('img', { name: 'Muda de ipê-amarelo' });
    expect(small).toHaveAttribute('loading', 'lazy');
    // 240 px wide: both sizes are the original's width, offered once.
    expect(small).toHaveAttribute('srcset', `${picture(4, null).thumbnailUrl} 240w`);
    expect(within(screen.getByRole('region', { name: 'Próximos eventos' })).queryByRole('img')).not.toBeInTheDocument();
  });

  it('groups the impact as "Impacto verificado" and "Impacto autodeclarado" and marks each verified report', async () => {
    const report = (title: string, treesPlanted: number, code: string) => ({
      title,
      periodStart: '2025-01-01',
      periodEnd: '2025-06-30',
      summary: '',
      co2eTonnes: null,
      treesPlanted,
      restoredAreaHa: null,
      waterM3: null,
      wasteTonnes: null,
      peopleBenefited: null,
      status: 'certified' as const,
      certificateCode: code,
      verifiedBy: [] as RegistryProject['reports'][number]['verifiedBy'],
    });
    api.projects.push(
      project({
        ...aguasClarasVerified,
        reports: [
          {
            ...report('Plantio verificado', 4200, 'RAIZVERIF1'),
            verifiedBy: [
              { name: 'Verificadora Imparcial', slug: 'verificadora-imparcial', date: '2025-08-10T13:00:00.000Z' },
            ],
          },
          report('Plantio autodeclarado', 100, 'RAIZAUTO01'),
        ],
      }),
    );
    renderApp('/registro/reserva-aguas-claras');
    const verified = await screen.findByRole('region', { name: 'Impacto verificado' });
    expect(within(verified).getByText('4.200 árvores')).toBeInTheDocument();
    expect(
      within(verified).getByText(
        'Soma do relatório que uma verificadora credenciada conferiu e assinou junto com quem o publicou.',
      ),
    ).toBeInTheDocument();
    const selfDeclared = screen.getByRole('region', { name: 'Impacto autodeclarado' });
    expect(within(selfDeclared).getByText('100 árvores')).toBeInTheDocument();

    const reports = screen.getByRole('region', { name: 'Relatórios' });
    const checked = within(reports).getByRole('article', { name: 'Plantio verificado' });
    expect(
      within(checked).getByRole('link', { name: 'Verificado por Verificadora Imparcial em 10/08/2025' }),
    ).toHaveAttribute('href', '/verificar/RAIZVERIF1');
    const own = within(reports).getByRole('article', { name: 'Plantio autodeclarado' });
    expect(within(own).queryByText(/Verificado por/)).not.toBeInTheDocument();
    expect(within(own).getByRole('link', { name: /Verificar o certificado RAIZAUTO01/ })).toBeInTheDocument();
  });

  it('says a project is not in the registry (unpublished, hidden or unknown)', async () => {
    renderApp('/registro/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Projeto não encontrado no registro' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver o registro público' })).toHaveAttribute('href', '/registro');
  });
});

describe('/registro/organizacoes/:slug', { timeout: 30_000 }, () => {
  it('shows what the organisation says of itself and its public projects', async () => {
    const cerrado = project({ name: 'Cerrado Vivo', organization: mataViva });
    api.organizations.push({
      ...mataViva,
      type: 'ngo',
      cnpj: '11.222.333/0001-81',
      municipality: 'Viçosa',
      state: 'MG',
      description: 'Restauração com comunidades.',
      website: 'https://www.matavivaexemplo.org.br/',
      projects: [cerrado],
      projectCount: 61,
    });
    renderApp('/registro/organizacoes/instituto-mata-viva');
    expect(await screen.findByRole('heading', { level: 1, name: 'Instituto Mata Viva' })).toBeInTheDocument();
    expect(screen.getByText('11.222.333/0001-81')).toBeInTheDocument();
    expect(screen.getByText('Viçosa, Minas Gerais')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /matavivaexemplo\.org\.br/ })).toHaveAttribute(
      'href',
      'https://www.matavivaexemplo.org.br/',
    );
    expect(screen.getByText('61 projetos publicados')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cerrado Vivo' })).toHaveAttribute('href', '/registro/cerrado-vivo');
    expect(screen.getByRole('link', { name: 'Ver todos os projetos da organização' })).toHaveAttribute(
      'href',
      '/registro?organizacao=instituto-mata-viva',
    );
  });

  it('says an organisation is not in the registry', async () => {
    renderApp('/registro/organizacoes/nao-existe');
    expect(await screen.findByRole('heading', { name: 'Organização não encontrada no registro' })).toBeInTheDocument();
  });
});

import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { eventInput, postInput, projectInput, reportInput } from '../content-common/content-factories.ts';

const conflictBody = {
  error: {
    code: 'conflict',
    message: 'Este registro foi alterado por outra pessoa ou em outra aba. Recarregue para ver a versão atual.',
  },
};

const noChildren = { reports: 0, posts: 0, events: 0, products: 0 };

describe('/v1/projects', () => {
  const t = useTestApp();
  let ana: Session;
  let bruno: Session;
  let admin: Session;
  const { inject } = requester(t);

  beforeAll(async () => {
    ana = await signIn(t, { email: 'ana@exemplo.com.br' });
    bruno = await signIn(t, { email: 'bruno@exemplo.com.br' });
    admin = await signIn(t, { email: 'admin@exemplo.com.br', roles: ['user', 'admin'] });
  });

  const create = async (who: Session, body: object = projectInput()) => {
    const res = await inject(who, 'POST', '/v1/projects', body);
    expect(res.statusCode, res.body).toBe(201);
    return res.json().data;
  };

  it('creates a project and reads it back, with codes, numbers and dates as sent', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: ana.cookieHeaders, // as the SPA does: cookie + Origin
      payload: projectInput({ name: '  Nascentes Vivas  ' }),
    });
    expect(res.statusCode).toBe(201);
    const project = res.json().data;
    // Every field as sent (codes, numbers, dates), the name trimmed.
    expect(project).toEqual({
      ...projectInput({ name: 'Nascentes Vivas' }),
      id: expect.any(String),
      ownerId: ana.user.id,
      organizationId: null,
      public: false,
      slug: null,
      publishedAt: null,
      hiddenReason: null,
      version: 1,
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
      // Its owner may do everything with a personal project; certifying is for reports.
      can: { edit: true, delete: true, publish: true, move: true, certify: false, revise: false },
    });
    expect(project.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);

    const read = await inject(ana, 'GET', `/v1/projects/${project.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual({ data: { ...project, counts: noChildren } });
  });

  describe('places (docs/places.md)', () => {
    const car = 'MG-3127701-0123456789ABCDEF0123456789ABCDEF';
    const placed = (overrides: Parameters<typeof projectInput>[0] = {}) =>
      projectInput({ municipalityCode: '3127701', ...overrides });

    it('stores the IBGE code and a CAR number of that municipality, upper case', async () => {
      const project = await create(ana, placed({ carNumber: car.toLowerCase() }));
      expect(project).toMatchObject({
        municipality: 'Governador Valadares',
        municipalityCode: '3127701',
        carNumber: car,
      });
    });

    it('keeps a project without a code valid (saved before the list)', async () => {
      const project = await create(ana, projectInput({ municipality: 'Lugar antigo' }));
      expect(project).toMatchObject({ municipality: 'Lugar antigo', municipalityCode: null, carNumber: null });
      const res = await inject(ana, 'PATCH', `/v1/projects/${project.id}`, { version: 1, name: 'Outro nome' });
      expect(res.statusCode, res.body).toBe(200);
    });

    const refused = async (payload: object, fields: Record<string, string>) => {
      const res = await inject(ana, 'POST', '/v1/projects', payload);
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error).toEqual({
        code: 'validation_error',
        message: 'Verifique os campos destacados.',
        fields,
      });
    };

    it('refuses, in Portuguese, a wrong check digit, a code of another state, an unknown code or a name off the code', async () => {
      const cases: [Parameters<typeof placed>[0], Record<string, string>][] = [
        [{ municipalityCode: '3127702' }, { municipalityCode: 'Código IBGE de município inválido.' }],
        [{ municipalityCode: '12345' }, { municipalityCode: 'O código IBGE do município tem 7 dígitos.' }],
        [{ municipalityCode: '3550308' }, { municipalityCode: 'O município escolhido não fica na UF informada.' }],
        // Right digit and state, but no such municipality in IBGE's list.
        [{ municipalityCode: '3199999' }, { municipalityCode: 'Município não encontrado na lista do IBGE.' }],
        [
          { municipality: 'Ipatinga' },
          { municipality: 'O nome do município não confere com o código IBGE escolhido.' },
        ],
      ];
      for (const [change, fields] of cases) await refused(placed(change), fields);
    });

    it('refuses a CAR number that is malformed or of another municipality or state', async () => {
      const cases: [Parameters<typeof placed>[0], string][] = [
        [
          { carNumber: 'MG-3127701-123' },
          'Número do CAR inválido: use UF-código IBGE do município-32 caracteres (ex.: MT-5107925-…).',
        ],
        [{ carNumber: 'MG-3106200-0123456789ABCDEF0123456789ABCDEF' }, 'O CAR informado é de outro município.'],
        [{ carNumber: 'SP-3550308-0123456789ABCDEF0123456789ABCDEF' }, 'O CAR informado é de outra UF.'],
        [{ municipalityCode: null, carNumber: car }, 'Escolha o município na lista do IBGE para informar o CAR.'],
      ];
      for (const [change, carNumber] of cases) await refused(placed(change), { carNumber });
    });

    it('checks an update against the stored place: a new state needs a municipality of that state', async () => {
      const project = await create(ana, placed({ carNumber: car }));
      const res = await inject(ana, 'PATCH', `/v1/projects/${project.id}`, { version: 1, state: 'SP' });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json().error.fields).toMatchObject({
        municipalityCode: 'O município escolhido não fica na UF informada.',
      });
    });
  });

  it('fills the optional fields with their defaults', async () => {
    const project = await create(ana, {
      name: 'Mínimo',
      category: 'other',
      biome: 'pampa',
      municipality: 'Bagé',
      state: 'RS',
    });
    expect(project).toMatchObject({
      description: '',
      status: 'planned',
      latitude: null,
      longitude: null,
      areaHa: null,
      startDate: null,
      endDate: null,
    });
  });

  it('answers 400 with a Portuguese message per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: ana.headers,
      payload: projectInput({
        name: '',
        category: 'desmatamento' as never,
        state: 'XX' as never,
        latitude: 95,
        areaHa: -1,
      }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'validation_error',
      message: 'Verifique os campos destacados.',
      fields: {
        name: 'Informe o nome do projeto.',
        category: 'Escolha uma categoria.',
        state: 'Escolha uma UF.',
        latitude: 'A latitude vai de -90 a 90.',
        areaHa: 'O valor não pode ser negativo.',
      },
    });
  });

  it('refuses an end date before the start date, half coordinates, unknown fields and impossible dates', async () => {
    const post = (payload: object) => inject(ana, 'POST', '/v1/projects', payload);
    let res = await post(projectInput({ startDate: '2025-05-10', endDate: '2025-05-09' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ endDate: 'A data de término deve ser igual ou posterior à de início.' });

    res = await post(projectInput({ latitude: -10, longitude: null }));
    expect(res.json().error.fields).toEqual({ longitude: 'Informe a latitude e a longitude juntas.' });

    res = await post({ ...projectInput(), ownerId: bruno.user.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ _: 'Campo desconhecido.' });

    res = await post(projectInput({ startDate: '2025-02-30' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.startDate).toBe('Data inválida: use o formato AAAA-MM-DD.');

    res = await post(projectInput({ name: 'a\u0000b' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.name).toBe('Caractere inválido.');
  });

  it('answers 400 to malformed JSON and to a body that is not JSON', async () => {
    let res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('bad_request');

    res = await t.app.inject({
      method: 'POST',
      url: '/v1/projects',
      headers: { ...ana.headers, 'content-type': 'application/json' },
      payload: '[]',
    });
    expect(res.statusCode).toBe(400);

    const id = (await create(ana)).id;
    for (const [method, url] of [
      ['POST', '/v1/projects'],
      ['PATCH', `/v1/projects/${id}`],
    ] as const) {
      res = await t.app.inject({ method, url, headers: ana.headers });
      expect(res.statusCode, `${method} without body`).toBe(400);
      expect(res.json().error.code).toBe('validation_error');
    }
    res = await inject(ana, 'GET', '/v1/projects?q=%00&page=1.5');
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ q: 'Caractere inválido.', page: 'Use um número inteiro.' });
  });

  it('answers 401 to every endpoint without a session, before looking at the input', async () => {
    const id = (await create(ana)).id;
    const calls = [
      { method: 'GET' as const, url: '/v1/projects' },
      { method: 'POST' as const, url: '/v1/projects', payload: {} },
      { method: 'GET' as const, url: `/v1/projects/${id}` },
      { method: 'PATCH' as const, url: `/v1/projects/${id}`, payload: { version: 1, name: 'x' } },
      { method: 'DELETE' as const, url: `/v1/projects/${id}` },
      { method: 'GET' as const, url: '/v1/projects/nao-e-uuid' },
    ];
    for (const call of calls) {
      const res = await t.app.inject(call);
      expect(res.statusCode, `${call.method} ${call.url}`).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    const expired = await t.app.inject({ url: '/v1/projects', headers: { authorization: 'Bearer x.y.z' } });
    expect(expired.statusCode).toBe(401);
  });

  it('answers 400 to an id that is not a uuid and 404 to one that does not exist', async () => {
    const bad = await inject(ana, 'GET', '/v1/projects/123');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'Identificador inválido.' });

    const missing = await inject(ana, 'GET', `/v1/projects/${crypto.randomUUID()}`);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'not_found', message: 'Projeto não encontrado.' });
  });

  it("hides another person's project: read, change and delete answer 404 and leave it intact", async () => {
    const project = await create(ana, projectInput({ name: 'Só da Ana' }));
    const url = `/v1/projects/${project.id}`;
    const read = await inject(bruno, 'GET', url);
    expect(read.statusCode).toBe(404);
    expect(read.json().error.message).toBe('Projeto não encontrado.');

    const patch = await inject(bruno, 'PATCH', url, { version: 1, name: 'Roubado' });
    expect(patch.statusCode).toBe(404);
    const del = await inject(bruno, 'DELETE', url);
    expect(del.statusCode).toBe(404);

    const still = await inject(ana, 'GET', url);
    expect(still.json().data).toEqual({ ...project, counts: noChildren });
  });

  it('answers a project with the counts of its reports, posts, events and products, as their lists show them', async () => {
    const project = await create(ana);
    const url = `/v1/projects/${project.id}`;
    const post = (path: string, who: Session, payload: object) => inject(who, 'POST', path, payload);
    for (const title of ['Um', 'Dois'])
      expect((await post(`${url}/posts`, ana, postInput({ title }))).statusCode).toBe(201);
    expect((await post(`${url}/events`, ana, eventInput())).statusCode).toBe(201);
    expect((await post('/v1/reports', ana, reportInput({ projectId: project.id }))).statusCode).toBe(201);
    // An admin's report on Ana's project is the admin's: Ana's list of the project's reports does not show it.
    expect((await post('/v1/reports', admin, reportInput({ projectId: project.id }))).statusCode).toBe(201);

    const counts = async (who: Session) => (await inject(who, 'GET', url)).json().data.counts;
    expect(await counts(ana)).toEqual({ reports: 1, posts: 2, events: 1, products: 0 });
    expect(await counts(admin)).toEqual({ reports: 2, posts: 2, events: 1, products: 0 });
    const reportsList = await inject(ana, 'GET', `${url}/reports`);
    expect(reportsList.json().data.total).toBe(1);
    expect((await inject(bruno, 'GET', url)).statusCode).toBe(404);
  });

  it('updates with the current version, then refuses the stale one with 409', async () => {
    const project = await create(ana);
    const url = `/v1/projects/${project.id}`;
    const first = await t.app.inject({
      method: 'PATCH',
      url,
      headers: ana.cookieHeaders,
      payload: { version: 1, status: 'completed', areaHa: 200 },
    });
    expect(first.statusCode).toBe(200);
    const updated = first.json().data;
    expect(updated).toMatchObject({ status: 'completed', areaHa: 200, version: 2, name: project.name });
    expect(Date.parse(updated.updatedAt)).toBeGreaterThan(Date.parse(project.updatedAt));

    // A second tab still holding version 1.
    const stale = await inject(ana, 'PATCH', url, { version: 1, name: 'Outra aba' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(conflictBody);
    expect((await inject(ana, 'GET', url)).json().data.name).toBe(project.name);
  });

  it('checks an update against the stored row and clears optional fields with null', async () => {
    const project = await create(ana, projectInput({ startDate: '2025-01-10', endDate: '2025-12-31' }));
    const url = `/v1/projects/${project.id}`;
    const res = await inject(ana, 'PATCH', url, { version: 1, endDate: '2024-12-31' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ endDate: 'A data de término deve ser igual ou posterior à de início.' });

    const cleared = await inject(ana, 'PATCH', url, { version: 1, latitude: null, longitude: null, endDate: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ latitude: null, longitude: null, endDate: null, version: 2 });

    const noVersion = await inject(ana, 'PATCH', url, { name: 'Sem versão' });
    expect(noVersion.statusCode).toBe(400);
    expect(noVersion.json().error.fields.version).toBe('Informe a versão do registro (recarregue a página).');

    const notNullable = await inject(ana, 'PATCH', url, { version: 2, name: null });
    expect(notNullable.statusCode).toBe(400);
  });

  it("lets an admin change anyone's project, keeping its owner", async () => {
    const project = await create(bruno);
    const res = await inject(admin, 'PATCH', `/v1/projects/${project.id}`, {
      version: 1,
      description: 'Revisado pela administração.',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      ownerId: bruno.user.id,
      description: 'Revisado pela administração.',
      version: 2,
    });
  });

  it('deletes with an optional version check', async () => {
    const project = await create(ana);
    const url = `/v1/projects/${project.id}`;
    const stale = await inject(ana, 'DELETE', `${url}?version=7`);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toEqual(conflictBody);
    const badVersion = await inject(ana, 'DELETE', `${url}?version=abc`);
    expect(badVersion.statusCode).toBe(400);

    const res = await t.app.inject({ method: 'DELETE', url: `${url}?version=1`, headers: ana.cookieHeaders });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: project.id } });
    expect((await inject(ana, 'GET', url)).statusCode).toBe(404);
    expect((await inject(ana, 'DELETE', url)).statusCode).toBe(404);
  });

  describe('lists', () => {
    let carla: Session;
    let dani: Session;
    beforeAll(async () => {
      carla = await signIn(t);
      dani = await signIn(t);
      for (const name of [
        'Bacia do Paraíba',
        'agrofloresta do Vale',
        'Cerrado em Pé',
        'Mangue 100% vivo',
        'Mangue_Norte',
      ]) {
        await create(carla, projectInput({ name, municipality: name.includes('Vale') ? 'Cunha' : 'Outro' }));
      }
      await create(dani, projectInput({ name: 'Projeto da Dani' }));
    });

    const list = async (who: Session, query = '') => {
      const res = await inject(who, 'GET', `/v1/projects${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as {
        items: { name: string; ownerId: string }[];
        page: number;
        pageSize: number;
        total: number;
      };
    };

    it("shows only the caller's own projects, newest first", async () => {
      const page = await list(carla);
      expect(page).toMatchObject({ page: 1, pageSize: 20, total: 5 });
      expect(page.items.map((p) => p.name)).toEqual([
        'Mangue_Norte',
        'Mangue 100% vivo',
        'Cerrado em Pé',
        'agrofloresta do Vale',
        'Bacia do Paraíba',
      ]);
      const danis = await list(dani);
      expect(danis.items.map((p) => p.name)).toEqual(['Projeto da Dani']);
    });

    it('lets an admin see everyone', async () => {
      const page = await list(admin, '?pageSize=100');
      const owners = new Set(page.items.map((p) => p.ownerId));
      expect(owners).toContain(carla.user.id);
      expect(owners).toContain(dani.user.id);
      expect(owners).toContain(ana.user.id);
      expect(page.total).toBe(page.items.length);
    });

    it('paginates', async () => {
      const first = await list(carla, '?pageSize=2&sort=name:asc');
      const second = await list(carla, '?pageSize=2&page=2&sort=name:asc');
      const third = await list(carla, '?pageSize=2&page=3&sort=name:asc');
      expect(first.total).toBe(5);
      expect([...first.items, ...second.items, ...third.items].map((p) => p.name)).toEqual([
        'agrofloresta do Vale',
        'Bacia do Paraíba',
        'Cerrado em Pé',
        'Mangue 100% vivo',
        'Mangue_Norte',
      ]);
      expect((await list(carla, '?page=9')).items).toEqual([]);
    });

    it('searches name and municipality without caring for case, taking % and _ literally', async () => {
      expect((await list(carla, '?q=MANGUE')).items.map((p) => p.name)).toEqual(['Mangue_Norte', 'Mangue 100% vivo']);
      expect((await list(carla, '?q=cunha')).items.map((p) => p.name)).toEqual(['agrofloresta do Vale']);
      expect((await list(carla, `?q=${encodeURIComponent('100%')}`)).items.map((p) => p.name)).toEqual([
        'Mangue 100% vivo',
      ]);
      expect((await list(carla, '?q=e_N')).items.map((p) => p.name)).toEqual(['Mangue_Norte']);
      expect((await list(carla, '?q=nada-assim')).total).toBe(0);
      expect((await list(dani, '?q=mangue')).total).toBe(0);
    });

    it('searches without caring for accents: "sao" finds "São Paulo", "agua" finds "Água", and back', async () => {
      const erica = await signIn(t);
      await create(erica, projectInput({ name: 'Água Viva', municipality: 'São Paulo', description: 'Nascentes.' }));
      await create(erica, projectInput({ name: 'agua limpa', municipality: 'sao paulo', description: 'Sem acentos.' }));
      const names = async (q: string) => (await list(erica, `?q=${encodeURIComponent(q)}`)).items.map((p) => p.name);
      for (const q of ['sao', 'SÃO', 'São Paulo', 'agua', 'ÁGUA'])
        expect(await names(q), q).toEqual(['agua limpa', 'Água Viva']);
      expect(await names('nascentes')).toEqual(['Água Viva']);
      expect(await names('ACENTOS')).toEqual(['agua limpa']);
      expect(await names('paraiba')).toEqual([]);
      expect((await list(carla, '?q=paraiba')).items.map((p) => p.name)).toEqual(['Bacia do Paraíba']);
      expect((await list(carla, '?q=CERRADO EM PE')).items.map((p) => p.name)).toEqual(['Cerrado em Pé']);
      // Each column is matched on its own: a search never runs from a name into a municipality.
      expect(await names('viva nascentes')).toEqual([]);
    });

    it('answers 400 to a bad page, page size or sort', async () => {
      for (const [query, field, message] of [
        ['?page=0', 'page', 'A página mínima é 1.'],
        ['?pageSize=101', 'pageSize', 'Mostre no máximo 100 itens por página.'],
        ['?pageSize=abc', 'pageSize', 'Valor inválido.'],
        [
          '?sort=ownerId:asc',
          'sort',
          'Ordenação inválida. Use uma de: createdAt:asc, createdAt:desc, name:asc, name:desc.',
        ],
      ] as const) {
        const res = await inject(carla, 'GET', `/v1/projects${query}`);
        expect(res.statusCode, query).toBe(400);
        expect(res.json().error.fields[field], query).toBe(message);
      }
    });
  });

  it('documents the endpoints in the OpenAPI at /docs', async () => {
    const doc = (await t.app.inject('/docs/json')).json();
    await SwaggerParser.dereference(doc); // in place: each $ref replaced by the component it names
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/v1/projects', '/v1/projects/{id}']));
    const detail = doc.paths['/v1/projects/{id}'].get;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '400', '401', '404']));
    expect(detail.responses['200'].content['application/json'].schema.properties.data.required).toContain('counts');
    expect(doc.paths['/v1/projects'].post.tags).toEqual(['Projetos']);
    expect(doc.paths['/v1/projects/{id}'].patch.requestBody.content['application/json'].schema.required).toEqual([
      'version',
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  cnpjTakenMessage,
  formatCnpj,
  nameCharacterMessage,
  organizationMessages,
  organizationNameReservedMessage,
} from '@raiz/domain';
import {
  certificates,
  events,
  invitations,
  memberships,
  organizationHistory,
  organizations,
  posts,
  products,
  projects,
  reports,
} from '../../db/schema/index.ts';
import { createOrganization, createTeam, organizationInput, uniqueCnpj } from '../../test/organization-helpers.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { activateWallet, certifyReport } from '../../test/wallet-helpers.ts';
import { eventInput, postInput, productInput, projectInput, reportInput } from '../content-common/content-factories.ts';

const t = useTestApp();
let ana: Session;
beforeAll(async () => {
  ana = await signIn(t, { name: 'Ana Lima' });
});

const { inject } = requester(t);

describe('POST /v1/organizations', () => {
  it('creates an organisation whose creator is its owner, with a slug from its name', async () => {
    const cnpj = uniqueCnpj();
    const res = await inject(ana, 'POST', '/v1/organizations', {
      ...organizationInput({ name: '  Associação São João das Águas  ' }),
      cnpj: formatCnpj(cnpj),
    });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json().data;
    expect(created).toEqual({
      id: expect.any(String),
      slug: 'associacao-sao-joao-das-aguas',
      name: 'Associação São João das Águas',
      type: 'ngo',
      cnpj,
      municipality: 'Governador Valadares',
      state: 'MG',
      description: 'Restauração de matas ciliares no Vale do Rio Doce.',
      website: 'https://matava.org.br',
      createdAt: expect.stringMatching(/Z$/),
      updatedAt: expect.stringMatching(/Z$/),
      version: 1,
      myRole: 'owner',
      memberCount: 1,
      // An owner may do everything in it.
      can: {
        read: true,
        editContent: true,
        certify: true,
        manageProjects: true,
        manageMembers: true,
        updateSettings: true,
        readHistory: true,
        deleteOrganization: true,
        inviteRoles: ['owner', 'admin', 'editor', 'viewer'],
        changeType: true,
      },
    });
    const read = await inject(ana, 'GET', `/v1/organizations/${created.id}`);
    expect(read.json()).toEqual({ data: created });
    const members = (await inject(ana, 'GET', `/v1/organizations/${created.id}/members`)).json().data;
    expect(members).toEqual([
      {
        userId: ana.user.id,
        name: 'Ana Lima',
        username: ana.user.username,
        emailDomain: 'exemplo.com.br',
        role: 'owner',
        joinedAt: expect.any(String),
        // The only owner: no other role, no leaving.
        can: { roles: [], remove: false },
      },
    ]);
  });

  it('makes a generated slug unique with -2, -3…; a chosen slug already in use answers 409 on the field', async () => {
    const name = 'Rede Cerrado Vivo';
    const slugs = [];
    for (let i = 0; i < 3; i++) slugs.push((await createOrganization(t, ana, organizationInput({ name }))).slug);
    expect(slugs).toEqual(['rede-cerrado-vivo', 'rede-cerrado-vivo-2', 'rede-cerrado-vivo-3']);

    const taken = await inject(ana, 'POST', '/v1/organizations', organizationInput({ slug: 'rede-cerrado-vivo-2' }));
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      error: {
        code: 'conflict',
        message: organizationMessages.slugTaken,
        fields: { slug: organizationMessages.slugTaken },
      },
    });
    // A name that gives no usable slug still gets one.
    expect((await createOrganization(t, ana, organizationInput({ name: '!!' }))).slug).toBe('organizacao');
    expect((await createOrganization(t, ana, organizationInput({ name: 'Øy' }))).slug).toMatch(/^organizacao/);
  });

  it('refuses a CNPJ another organisation has (409 on cnpj), typed with or without punctuation', async () => {
    const cnpj = uniqueCnpj();
    await createOrganization(t, ana, organizationInput({ cnpj }));
    const bruno = await signIn(t);
    const res = await inject(bruno, 'POST', '/v1/organizations', organizationInput({ cnpj: formatCnpj(cnpj) }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      code: 'conflict',
      message: cnpjTakenMessage,
      fields: { cnpj: cnpjTakenMessage },
    });
  });

  it('validates every field with Portuguese messages', async () => {
    const res = await inject(ana, 'POST', '/v1/organizations', {
      name: ' ',
      type: 'clube',
      cnpj: '11.222.333/0001-82',
      state: 'XX',
      website: 'ftp://exemplo',
      slug: 'Com Espaço',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      name: 'Informe o nome da organização.',
      type: 'Escolha o tipo de organização.',
      cnpj: 'CNPJ inválido.',
      state: 'Escolha uma UF.',
      website: 'Informe um endereço completo, começando com https://.',
      slug: 'Use só letras minúsculas sem acento, números e hífens (ex.: instituto-mata-viva).',
    });
  });

  it('normalises its name (NFKC) and refuses invisible and right-to-left characters in it, as every name', async () => {
    for (const name of ['Instituto\u200b Mata Viva', '\u202eaviV ataM otutitsnI', 'Instituto\ufeffMata']) {
      const res = await inject(ana, 'POST', '/v1/organizations', organizationInput({ name }));
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(name)).toEqual({ name: nameCharacterMessage });
    }
    const res = await inject(
      ana,
      'POST',
      '/v1/organizations',
      organizationInput({ name: 'Ｉｎｓｔｉｔｕｔｏ\u00a0 ﬁgueira' }),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().data.name).toBe('Instituto figueira');
  });

  it('refuses a name that passes for the platform’s own administration, on creation and on renaming', async () => {
    const reserved = [
      'Administração Raiz',
      'ADMINISTRACAO  RAIZ',
      'Administração-Raiz — Credenciamento',
      'Raiz',
      'Equipe Raiz',
    ];
    for (const name of reserved) {
      const res = await inject(ana, 'POST', '/v1/organizations', organizationInput({ name }));
      expect(res.statusCode, name).toBe(400);
      expect(res.json().error.fields, name).toEqual({ name: organizationNameReservedMessage });
    }
    const own = await createOrganization(t, ana, organizationInput({ name: 'Instituto Raiz Forte', type: 'verifier' }));
    const renamed = await inject(ana, 'PATCH', `/v1/organizations/${own.id}`, {
      name: 'Administração Raiz',
      version: own.version,
    });
    expect(renamed.statusCode).toBe(400);
    expect(renamed.json().error.fields).toEqual({ name: organizationNameReservedMessage });
    const read = await inject(ana, 'GET', `/v1/organizations/${own.id}`);
    expect(read.json().data.name).toBe('Instituto Raiz Forte');
  });

  it('requires a session (401 before validation)', async () => {
    const res = await inject(null, 'POST', '/v1/organizations', { name: 1 });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /v1/organizations', () => {
  it("lists the caller's organisations with their role, searchable and sortable; an admin sees all", async () => {
    const carla = await signIn(t);
    const daniel = await signIn(t);
    const admin = await signIn(t, { roles: ['user', 'admin'] });
    const ipe = await createOrganization(t, carla, organizationInput({ name: 'Viveiro Ipê Amarelo' }));
    const sabia = await createOrganization(
      t,
      daniel,
      organizationInput({ name: 'Coletivo Sabiá', municipality: 'São Carlos' }),
    );
    await t.app.db.insert(memberships).values({ organizationId: sabia.id, userId: carla.user.id, role: 'viewer' });

    const list = (await inject(carla, 'GET', '/v1/organizations')).json().data;
    expect(list.total).toBe(2);
    expect(
      list.items.map((o: { name: string; myRole: string; memberCount: number }) => [o.name, o.myRole, o.memberCount]),
    ).toEqual([
      ['Coletivo Sabiá', 'viewer', 2],
      ['Viveiro Ipê Amarelo', 'owner', 1],
    ]);
    const desc = (await inject(carla, 'GET', '/v1/organizations?sort=name:desc&pageSize=1')).json().data;
    expect(desc.items.map((o: { id: string }) => o.id)).toEqual([ipe.id]);
    expect(desc.total).toBe(2);
    const found = (await inject(carla, 'GET', '/v1/organizations?q=SAO%20carlos')).json().data;
    expect(found.items.map((o: { id: string }) => o.id)).toEqual([sabia.id]);
    expect(
      (await inject(daniel, 'GET', '/v1/organizations')).json().data.items.map((o: { id: string }) => o.id),
    ).toEqual([sabia.id]);

    const all = (await inject(admin, 'GET', '/v1/organizations?pageSize=100')).json().data;
    expect(all.items.map((o: { id: string }) => o.id)).toEqual(expect.arrayContaining([ipe.id, sabia.id]));
    expect(all.items.find((o: { id: string }) => o.id === ipe.id).myRole).toBeNull();
    const sortError = await inject(carla, 'GET', '/v1/organizations?sort=cnpj:asc');
    expect(sortError.statusCode).toBe(400);
    expect(sortError.json().error.fields.sort).toMatch(/^Ordenação inválida/);
  });
});

describe('GET/PATCH/DELETE /v1/organizations/:id', () => {
  it('hides an organisation from whoever is not a member (404, as a missing one)', async () => {
    const organization = await createOrganization(t, ana);
    const outsider = await signIn(t);
    for (const id of [organization.id, '00000000-0000-4000-8000-000000000000']) {
      const res = await inject(outsider, 'GET', `/v1/organizations/${id}`);
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toEqual({ code: 'not_found', message: organizationMessages.notFound });
    }
  });

  it('changes settings with the version read; a stale version answers 409; conflicts on slug and CNPJ', async () => {
    const organization = await createOrganization(t, ana, organizationInput({ name: 'Fundação Araucária' }));
    const url = `/v1/organizations/${organization.id}`;
    const res = await inject(ana, 'PATCH', url, { name: 'Fundação Araucária Viva', state: null, version: 1 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      name: 'Fundação Araucária Viva',
      state: null,
      version: 2,
      slug: organization.slug,
    });

    const stale = await inject(ana, 'PATCH', url, { name: 'Outra', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/alterado por outra pessoa/);

    const other = await createOrganization(t, ana, organizationInput({ cnpj: uniqueCnpj() }));
    const slugTaken = await inject(ana, 'PATCH', url, { slug: other.slug, version: 2 });
    expect(slugTaken.statusCode).toBe(409);
    expect(slugTaken.json().error.fields).toEqual({ slug: organizationMessages.slugTaken });
    const cnpjTaken = await inject(ana, 'PATCH', url, { cnpj: other.cnpj, version: 2 });
    expect(cnpjTaken.statusCode).toBe(409);
    expect(cnpjTaken.json().error.fields).toEqual({ cnpj: cnpjTakenMessage });
    const missingVersion = await inject(ana, 'PATCH', url, { name: 'Sem versão' });
    expect(missingVersion.statusCode).toBe(400);
    expect(missingVersion.json().error.fields.version).toBe('Informe a versão do registro (recarregue a página).');
    // Nothing changed by the refused requests.
    expect((await inject(ana, 'GET', url)).json().data).toMatchObject({ version: 2, name: 'Fundação Araucária Viva' });
  });

  it('deletes an organisation with its content, members, invitations and history, withdrawing its certificates', async () => {
    const team = await createTeam(t, 'Instituto Que Encerra');
    const id = team.organization.id;
    const { create } = requester(t);
    // Content made in the organisation's space by its members, and a report certified by its owner, as the organisation.
    const project = await create(team.editor, '/v1/projects', projectInput({ organizationId: id }));
    const report = await create(team.owner, '/v1/reports', reportInput({ projectId: project.id, status: 'published' }));
    const post = await create(team.editor, `/v1/projects/${project.id}/posts`, postInput());
    const event = await create(team.editor, `/v1/projects/${project.id}/events`, eventInput());
    const product = await create(team.admin, `/v1/projects/${project.id}/products`, productInput());
    const { wallet } = await activateWallet(t, team.owner.headers);
    const certificate = await certifyReport(t, team.owner.headers, wallet.privateKey, report.id);
    const contentRows = [
      [projects, project],
      [reports, report],
      [posts, post],
      [events, event],
      [products, product],
    ] as const;
    for (const [table, row] of contentRows) {
      const [stored] = await t.app.db.select().from(table).where(eq(table.id, row.id));
      expect(stored!.organizationId).toBe(id);
    }
    const [issued] = await t.app.db.select().from(certificates).where(eq(certificates.code, certificate.code));
    expect(issued!.organizationId).toBe(id);
    await inject(team.owner, 'POST', `/v1/organizations/${id}/invitations`, {
      email: 'nova@exemplo.com.br',
      role: 'editor',
    });
    // Someone else's personal project is not touched.
    const kept = await create(ana, '/v1/projects', projectInput());

    // Only an owner deletes; with a stale version, 409.
    const byAdmin = await inject(team.admin, 'DELETE', `/v1/organizations/${id}`);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.message).toBe(organizationMessages.forbidden);
    expect((await inject(team.owner, 'DELETE', `/v1/organizations/${id}?version=9`)).statusCode).toBe(409);

    const res = await inject(team.owner, 'DELETE', `/v1/organizations/${id}?version=1`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ data: { id } });
    expect((await inject(team.owner, 'GET', `/v1/organizations/${id}`)).statusCode).toBe(404);

    expect(await t.app.db.select().from(organizations).where(eq(organizations.id, id))).toEqual([]);
    for (const table of [memberships, invitations, organizationHistory]) {
      expect(await t.app.db.select().from(table).where(eq(table.organizationId, id))).toEqual([]);
    }
    for (const [table, row] of contentRows) {
      expect(await t.app.db.select().from(table).where(eq(table.id, row.id))).toEqual([]);
    }
    const verify = await t.app.inject({ url: `/v1/public/certificates/${certificate.code}` });
    expect(verify.statusCode).toBe(410);
    expect((await inject(ana, 'GET', `/v1/projects/${kept.id}`)).statusCode).toBe(200);
  });
});

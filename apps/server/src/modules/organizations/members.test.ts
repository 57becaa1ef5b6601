import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { organizationMessages, type HistoryEntry, type Member } from '@raiz/domain';
import { memberships } from '../../db/schema/index.ts';
import { createOrganization, createTeam, organizationInput } from '../../test/organization-helpers.ts';
import { requester, signIn, useTestApp, type Session } from '../../test/test-app.ts';
import { recordHistory } from './history.service.ts';

// Members, the rule that an organisation always keeps an owner, and the history entries membership and settings
// changes leave (docs/organizations.md#roles, #history).

const t = useTestApp();

const { inject: send } = requester(t);

const lastOwner = { code: 'conflict', message: organizationMessages.lastOwner };

async function historyOf(who: Session, organizationId: string, query = ''): Promise<HistoryEntry[]> {
  const res = await send(who, 'GET', `/v1/organizations/${organizationId}/history${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data.items;
}

describe('members', () => {
  it('answers each member with what the caller may do with them (`can`), and the API accepts exactly that', async () => {
    const team = await createTeam(t, 'Viveiro das Permissões');
    const url = `/v1/organizations/${team.organization.id}/members`;
    const canOf = async (who: Session) =>
      Object.fromEntries(((await send(who, 'GET', url)).json().data as Member[]).map((m) => [m.role, m.can] as const));
    // The only owner keeps the role; an administrador manages everyone but the owner; others manage nobody.
    expect(await canOf(team.owner)).toEqual({
      owner: { roles: [], remove: false },
      admin: { roles: ['owner', 'editor', 'viewer'], remove: true },
      editor: { roles: ['owner', 'admin', 'viewer'], remove: true },
      viewer: { roles: ['owner', 'admin', 'editor'], remove: true },
    });
    expect(await canOf(team.admin)).toEqual({
      owner: { roles: [], remove: false },
      admin: { roles: ['editor', 'viewer'], remove: true },
      editor: { roles: ['admin', 'viewer'], remove: true },
      viewer: { roles: ['admin', 'editor'], remove: true },
    });
    const asEditor = await canOf(team.editor);
    expect(asEditor.editor).toEqual({ roles: [], remove: true }); // leaving
    expect(asEditor.viewer).toEqual({ roles: [], remove: false });
    // What `can` refuses, the API refuses too; what it allows, the API does.
    const viewerId = team.viewer.user.id;
    expect((await send(team.editor, 'PATCH', `${url}/${viewerId}`, { role: 'editor' })).statusCode).toBe(403);
    expect((await send(team.owner, 'PATCH', `${url}/${team.owner.user.id}`, { role: 'admin' })).statusCode).toBe(409);
    const promoted = await send(team.admin, 'PATCH', `${url}/${viewerId}`, { role: 'editor' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json().data.can).toEqual({ roles: ['admin', 'viewer'], remove: true });
  });

  it('answers the organisation with the roles the caller may invite with (`can.inviteRoles`), and the API accepts exactly those', async () => {
    const team = await createTeam(t, 'Viveiro dos Convites');
    const id = team.organization.id;
    const roles = ['owner', 'admin', 'editor', 'viewer'] as const;
    for (const [who, offered] of [
      [team.owner, roles],
      [team.admin, ['admin', 'editor', 'viewer']],
      [team.editor, []],
      [team.viewer, []],
    ] as const) {
      const can = (await send(who, 'GET', `/v1/organizations/${id}`)).json().data.can;
      expect(can.inviteRoles).toEqual(offered);
      for (const role of roles) {
        const res = await send(who, 'POST', `/v1/organizations/${id}/invitations`, {
          email: `${role}-${randomUUID().slice(0, 8)}@raiz.dev`,
          role,
        });
        expect(res.statusCode, `${who.user.username} inviting as ${role}: ${res.body}`).toBe(
          (offered as readonly string[]).includes(role) ? 201 : 403,
        );
      }
    }
  });

  it('lists members by role then name, with their public name, username and e-mail domain, never their e-mail', async () => {
    const team = await createTeam(t, 'Horta Comunitária');
    const semNome = await signIn(t, { name: '', username: 'sem.nome', email: 'sem.nome@exemplo.com.br' });
    await t.app.db
      .insert(memberships)
      .values({ organizationId: team.organization.id, userId: semNome.user.id, role: 'viewer' });
    const res = await send(team.viewer, 'GET', `/v1/organizations/${team.organization.id}/members`);
    expect(res.statusCode).toBe(200);
    const members: Member[] = res.json().data;
    expect(members.map((m) => [m.role, m.name])).toEqual([
      ['owner', 'Dona Horta Comunitária'],
      ['admin', 'admin de Horta Comunitária'],
      ['editor', 'editor de Horta Comunitária'],
      ['viewer', 'sem.nome'],
      ['viewer', 'viewer de Horta Comunitária'],
    ]);
    expect(members.find((m) => m.userId === semNome.user.id)).toMatchObject({
      username: 'sem.nome',
      emailDomain: 'exemplo.com.br',
    });
    expect(res.body).not.toContain('@');
  });

  it('keeps at least one owner: the last one can be neither demoted nor removed, and cannot leave', async () => {
    const team = await createTeam(t, 'Reserva Única');
    const id = team.organization.id;
    const owner = team.owner.user.id;

    const demote = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${owner}`, { role: 'admin' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error).toEqual(lastOwner);
    const leave = await send(team.owner, 'DELETE', `/v1/organizations/${id}/members/${owner}`);
    expect(leave.statusCode).toBe(409);
    expect(leave.json().error).toEqual(lastOwner);
    // A platform admin is bound by the same rule.
    const admin = await signIn(t, { roles: ['user', 'admin'] });
    expect((await send(admin, 'DELETE', `/v1/organizations/${id}/members/${owner}`)).statusCode).toBe(409);
    // An administrador may not touch an owner at all.
    const byAdmin = await send(team.admin, 'DELETE', `/v1/organizations/${id}/members/${owner}`);
    expect(byAdmin.statusCode).toBe(403);

    // With a second owner, the first may step down, and then leave is refused to the one who remains.
    const promote = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${team.admin.user.id}`, {
      role: 'owner',
    });
    expect(promote.statusCode).toBe(200);
    expect(promote.json().data).toMatchObject({ userId: team.admin.user.id, role: 'owner' });
    const stepDown = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${owner}`, { role: 'editor' });
    expect(stepDown.statusCode).toBe(200);
    const newOwnerLeaves = await send(team.admin, 'DELETE', `/v1/organizations/${id}/members/${team.admin.user.id}`);
    expect(newOwnerLeaves.statusCode).toBe(409);
    // The former owner, now an editor, can no longer manage members.
    const tooLate = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${team.viewer.user.id}`, {
      role: 'editor',
    });
    expect(tooLate.statusCode).toBe(403);
  });

  it('lets anyone leave; a person who left loses access (404); unknown members answer 404', async () => {
    const team = await createTeam(t, 'Sementes do Sertão');
    const id = team.organization.id;
    const leave = await send(team.viewer, 'DELETE', `/v1/organizations/${id}/members/${team.viewer.user.id}`);
    expect(leave.statusCode).toBe(200);
    expect(leave.json()).toEqual({ data: { id: team.viewer.user.id } });
    expect((await send(team.viewer, 'GET', `/v1/organizations/${id}`)).statusCode).toBe(404);
    expect((await send(team.owner, 'GET', `/v1/organizations/${id}`)).json().data.memberCount).toBe(3);

    const stranger = await signIn(t);
    const missing = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${stranger.user.id}`, {
      role: 'editor',
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe(organizationMessages.memberNotFound);
    const invalid = await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${team.editor.user.id}`, {
      role: 'dono',
    });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fields).toEqual({ role: 'Escolha um papel.' });
  });
});

describe('history', () => {
  it('records creation, settings, role changes, removals, departures and invitations, newest first', async () => {
    const ana = await signIn(t, { name: 'Ana Coordenadora' });
    const organization = await createOrganization(t, ana, organizationInput({ name: 'Rede Águas Claras' }));
    const id = organization.id;
    const bia = await signIn(t, { name: 'Bia Campo' });
    const caio = await signIn(t, { name: 'Caio Viveiro' });
    for (const person of [bia, caio]) {
      await t.app.db.insert(memberships).values({ organizationId: id, userId: person.user.id, role: 'editor' });
    }

    await send(ana, 'PATCH', `/v1/organizations/${id}`, { name: 'Rede Águas Claras do Sul', state: 'RS', version: 1 });
    await send(ana, 'PATCH', `/v1/organizations/${id}/members/${bia.user.id}`, { role: 'admin' });
    const invited = await send(bia, 'POST', `/v1/organizations/${id}/invitations`, {
      email: 'Segredo.Pessoal@exemplo.com.br',
      role: 'viewer',
    });
    expect(invited.statusCode).toBe(201);
    await send(bia, 'DELETE', `/v1/organizations/${id}/invitations/${invited.json().data.id}`);
    await send(bia, 'DELETE', `/v1/organizations/${id}/members/${caio.user.id}`);
    await send(bia, 'DELETE', `/v1/organizations/${id}/members/${bia.user.id}`);

    const entries = await historyOf(ana, id);
    expect(entries.map((e) => [e.action, e.entityType, e.actor.name, e.summary])).toEqual([
      ['member_leave', 'member', 'Bia Campo', 'Bia Campo saiu da organização'],
      ['member_remove', 'member', 'Bia Campo', 'Removeu Caio Viveiro (Editor)'],
      ['delete', 'invitation', 'Bia Campo', 'Cancelou um convite (Leitor)'],
      ['invite', 'invitation', 'Bia Campo', 'Convidou uma pessoa como Leitor'],
      ['member_role', 'member', 'Ana Coordenadora', 'Papel de Bia Campo: Editor → Administrador'],
      ['settings', 'organization', 'Ana Coordenadora', 'Alterou as configurações da organização'],
      ['create', 'organization', 'Ana Coordenadora', 'Criou a organização Rede Águas Claras'],
    ]);
    expect(entries.find((e) => e.action === 'settings')!.changes).toEqual([
      { field: 'name', before: 'Rede Águas Claras', after: 'Rede Águas Claras do Sul' },
      { field: 'state', before: 'MG', after: 'RS' },
    ]);
    expect(entries.find((e) => e.action === 'member_role')).toMatchObject({
      entityId: bia.user.id,
      actor: { id: ana.user.id },
      changes: [{ field: 'role', before: 'editor', after: 'admin' }],
    });
    // No e-mail in the history, whatever case it was typed in.
    expect(JSON.stringify(entries).toLowerCase()).not.toContain('segredo.pessoal');

    // Filtered by person, paginated.
    const bias = await historyOf(ana, id, `?actorId=${bia.user.id}`);
    expect(bias.map((e) => e.action)).toEqual(['member_leave', 'member_remove', 'delete', 'invite']);
    const page2 = await send(ana, 'GET', `/v1/organizations/${id}/history?pageSize=3&page=2`);
    expect(page2.json().data).toMatchObject({ page: 2, pageSize: 3, total: 7 });
    expect(page2.json().data.items.map((e: HistoryEntry) => e.action)).toEqual(['invite', 'member_role', 'settings']);
    // By project: none of these belong to one; an entry about a project (as content writes it) is found by it.
    const projectId = randomUUID();
    expect(await historyOf(ana, id, `?projectId=${projectId}`)).toEqual([]);
    await recordHistory(t.app.db, {
      organizationId: id,
      actor: { id: ana.user.id, isAdmin: false },
      action: 'update',
      entityType: 'project',
      entityId: projectId,
      projectId,
      summary: 'Alterou o projeto',
      changes: [{ field: 'name', before: 'A', after: 'B' }],
    });
    const ofProject = await historyOf(ana, id, `?projectId=${projectId}&actorId=${ana.user.id}`);
    expect(ofProject.map((e) => [e.action, e.projectId, e.summary])).toEqual([
      ['update', projectId, 'Alterou o projeto'],
    ]);
    expect(await historyOf(ana, id, `?projectId=${projectId}&actorId=${bia.user.id}`)).toEqual([]);
    const badFilter = await send(ana, 'GET', `/v1/organizations/${id}/history?actorId=ninguem`);
    expect(badFilter.statusCode).toBe(400);
    expect(badFilter.json().error.fields).toEqual({ actorId: 'Identificador de pessoa inválido.' });
  });

  it('records nothing for a change that changes nothing, nor for a refused one', async () => {
    const team = await createTeam(t, 'Sem Novidades');
    const id = team.organization.id;
    const before = await historyOf(team.owner, id);
    await send(team.owner, 'PATCH', `/v1/organizations/${id}`, { name: 'Sem Novidades', version: 1 });
    await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${team.editor.user.id}`, { role: 'editor' });
    await send(team.editor, 'PATCH', `/v1/organizations/${id}/members/${team.viewer.user.id}`, { role: 'editor' });
    await send(team.owner, 'PATCH', `/v1/organizations/${id}/members/${team.owner.user.id}`, { role: 'viewer' });
    expect(await historyOf(team.owner, id)).toEqual(before);
  });

  it('keeps an entry after its author deletes their account, naming "Pessoa excluída" instead of them', async () => {
    const team = await createTeam(t, 'Memória Viva');
    const id = team.organization.id;
    await send(team.admin, 'PATCH', `/v1/organizations/${id}`, { description: 'Nova fase', version: 1 });
    const gone = await send(team.admin, 'DELETE', '/v1/me');
    expect(gone.statusCode, gone.body).toBe(200);
    const [latest] = await historyOf(team.owner, id);
    expect(latest).toMatchObject({ action: 'settings', actor: { id: null, name: 'Pessoa excluída' } });
  });
});

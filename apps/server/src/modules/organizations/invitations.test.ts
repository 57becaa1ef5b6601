import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INVITATION_TTL_DAYS, organizationMessages } from '@raiz/domain';
import { invitations } from '../../db/schema/index.ts';
import { createTeam, type Team } from '../../test/organization-helpers.ts';
import { signIn, useTestApp, type Session } from '../../test/test-app.ts';

// Invitations (docs/organizations.md#invitations): a link shown once, valid for 7 days, used once, only by the account
// with the invited e-mail.

const logLines: string[] = [];
const t = useTestApp({ LOG_LEVEL: 'info' }, undefined, { logStream: { write: (line) => logLines.push(line) } });

let address = 0;
/** Each request from its own address, so the per-IP limits of the invitation routes do not add up across tests. */
const send = (who: Session | null, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: who?.headers ?? {},
    remoteAddress: `10.1.${Math.floor(++address / 250) % 250}.${(address % 250) + 1}`,
    ...(payload ? { payload } : {}),
  });

/** Where a team's invitations are sent and listed. */
const invitationsOf = (team: Team) => `/v1/organizations/${team.organization.id}/invitations`;

async function invite(team: Team, email: string, role = 'editor', by: Session = team.admin) {
  const res = await send(by, 'POST', invitationsOf(team), { email, role });
  expect(res.statusCode, res.body).toBe(201);
  const data = res.json().data;
  return { ...data, token: String(data.url).split('/convite/')[1] } as {
    id: string;
    url: string;
    token: string;
    email: string;
    role: string;
    expiresAt: string;
  };
}

const error = (code: string, message: string) => ({ error: { code, message } });

describe('invitations', () => {
  it('answers a link shown once, of which only the hash is stored, valid for 7 days', async () => {
    const team = await createTeam(t, 'Convites Abertos');
    const res = await send(team.admin, 'POST', invitationsOf(team), {
      email: '  Nova.Pessoa@Exemplo.com.br ',
      role: 'editor',
    });
    expect(res.statusCode).toBe(201);
    const data = res.json().data;
    expect(data).toEqual({
      id: expect.any(String),
      email: 'nova.pessoa@exemplo.com.br',
      role: 'editor',
      expiresAt: expect.any(String),
      createdAt: expect.any(String),
      acceptedAt: null,
      url: expect.stringMatching(/^http:\/\/localhost:3000\/convite\/[A-Za-z0-9_-]{43}$/),
      // No SMTP server configured here: nothing is sent, the link is shared by hand.
      emailSent: false,
    });
    const days = (Date.parse(data.expiresAt) - Date.parse(data.createdAt)) / 86_400_000;
    expect(days).toBeCloseTo(INVITATION_TTL_DAYS, 5);

    const token = data.url.split('/convite/')[1];
    const [stored] = await t.app.db.select().from(invitations).where(eq(invitations.id, data.id));
    expect(stored!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(stored)).not.toContain(token);
    // The token and the e-mail never reach a log line.
    expect(logLines.join('\n')).not.toContain(token);
    expect(logLines.join('\n').toLowerCase()).not.toContain('nova.pessoa');

    // Listed among the pending ones (managers only), without the link.
    const pending = await send(team.owner, 'GET', invitationsOf(team));
    const { url: _shownOnce, emailSent: _sent, ...listed } = data;
    expect(pending.json().data).toEqual([listed]);
  });

  it('lets the invited account preview and accept it, becoming a member with its role', async () => {
    const team = await createTeam(t, 'Instituto Boas-Vindas');
    const { token, expiresAt } = await invite(team, 'Joana.Silva@exemplo.com.br', 'editor');
    const joana = await signIn(t, { email: 'joana.silva@EXEMPLO.com.br', name: 'Joana Silva' });

    const preview = await send(joana, 'GET', `/v1/invitations/${token}`);
    expect(preview.statusCode).toBe(200);
    expect(preview.json()).toEqual({
      data: {
        organization: { id: team.organization.id, name: 'Instituto Boas-Vindas', slug: team.organization.slug },
        role: 'editor',
        expiresAt,
        forYou: true,
      },
    });

    const accept = await send(joana, 'POST', `/v1/invitations/${token}/accept`);
    expect(accept.statusCode, accept.body).toBe(200);
    expect(accept.json().data).toMatchObject({ id: team.organization.id, myRole: 'editor', memberCount: 5 });
    const members = (await send(joana, 'GET', `/v1/organizations/${team.organization.id}/members`)).json().data;
    expect(members).toContainEqual(
      expect.objectContaining({ userId: joana.user.id, name: 'Joana Silva', role: 'editor' }),
    );
    const [history] = (await send(team.owner, 'GET', `/v1/organizations/${team.organization.id}/history`)).json().data
      .items;
    expect(history).toMatchObject({
      action: 'member_join',
      entityType: 'member',
      entityId: joana.user.id,
      actor: { id: joana.user.id, name: 'Joana Silva' },
      summary: 'Joana Silva entrou como Editor',
      changes: [{ field: 'role', before: null, after: 'editor' }],
    });
    // The requests were logged, with the token hidden.
    const logged = logLines.join('\n');
    expect(logged).toContain('/v1/invitations/[oculto]/accept');
    expect(logged).not.toContain(token);
    // No longer pending.
    expect((await send(team.owner, 'GET', invitationsOf(team))).json().data).toEqual([]);
  });

  it('refuses a used link (410), for its own account as for any other', async () => {
    const team = await createTeam(t, 'Uso Único');
    const { token } = await invite(team, 'unica@exemplo.com.br');
    const unica = await signIn(t, { email: 'unica@exemplo.com.br' });
    expect((await send(unica, 'POST', `/v1/invitations/${token}/accept`)).statusCode).toBe(200);
    for (const who of [unica, await signIn(t)]) {
      for (const [method, url] of [
        ['POST', `/v1/invitations/${token}/accept`],
        ['GET', `/v1/invitations/${token}`],
      ] as const) {
        const res = await send(who, method, url);
        expect(res.statusCode).toBe(410);
        expect(res.json()).toEqual(error('gone', organizationMessages.invitationUsed));
      }
    }
  });

  it('refuses an expired link (410) and leaves it unused', async () => {
    const team = await createTeam(t, 'Prazo Vencido');
    const { id, token } = await invite(team, 'atrasada@exemplo.com.br');
    await t.app.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000).toISOString() })
      .where(eq(invitations.id, id));
    const atrasada = await signIn(t, { email: 'atrasada@exemplo.com.br' });
    for (const [method, url] of [
      ['GET', `/v1/invitations/${token}`],
      ['POST', `/v1/invitations/${token}/accept`],
    ] as const) {
      const res = await send(atrasada, method, url);
      expect(res.statusCode).toBe(410);
      expect(res.json()).toEqual(error('gone', organizationMessages.invitationExpired));
    }
    expect((await send(atrasada, 'GET', `/v1/organizations/${team.organization.id}`)).statusCode).toBe(404);
    // Expired invitations are not listed as pending.
    expect((await send(team.owner, 'GET', invitationsOf(team))).json().data).toEqual([]);
  });

  it('refuses another account (403) and keeps the link for the right one', async () => {
    const team = await createTeam(t, 'Conta Certa');
    const { token } = await invite(team, 'certa@exemplo.com.br', 'viewer');
    const errada = await signIn(t, { email: 'errada@exemplo.com.br' });
    // The page can say so before "Aceitar", without telling which e-mail it was sent to.
    const preview = await send(errada, 'GET', `/v1/invitations/${token}`);
    expect(preview.json().data.forYou).toBe(false);
    expect(preview.body).not.toContain('certa@');
    const res = await send(errada, 'POST', `/v1/invitations/${token}/accept`);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual(error('forbidden', organizationMessages.invitationWrongAccount));
    expect((await send(errada, 'GET', `/v1/organizations/${team.organization.id}`)).statusCode).toBe(404);
    const certa = await signIn(t, { email: 'certa@exemplo.com.br' });
    expect((await send(certa, 'POST', `/v1/invitations/${token}/accept`)).statusCode).toBe(200);
  });

  it('refuses someone who is already a member (409), leaving the link unused', async () => {
    const team = await createTeam(t, 'Já Somos');
    const { id, token } = await invite(team, team.viewer.user.email, 'editor');
    const res = await send(team.viewer, 'POST', `/v1/invitations/${token}/accept`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual(error('conflict', organizationMessages.alreadyMember));
    const [stored] = await t.app.db.select().from(invitations).where(eq(invitations.id, id));
    expect(stored!.acceptedAt).toBeNull();
    const members = (await send(team.owner, 'GET', `/v1/organizations/${team.organization.id}/members`)).json().data;
    expect(members.find((m: { userId: string }) => m.userId === team.viewer.user.id).role).toBe('viewer');
  });

  it('stops working once cancelled; an unknown link answers 404; a malformed one 400; logged out, 401', async () => {
    const team = await createTeam(t, 'Convite Cancelado');
    const { id, token } = await invite(team, 'cancelada@exemplo.com.br');
    const revoke = await send(team.admin, 'DELETE', `${invitationsOf(team)}/${id}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toEqual({ data: { id } });
    const again = await send(team.admin, 'DELETE', `${invitationsOf(team)}/${id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(error('not_found', organizationMessages.invitationNotFound));

    const cancelada = await signIn(t, { email: 'cancelada@exemplo.com.br' });
    for (const url of [`/v1/invitations/${token}/accept`, `/v1/invitations/${'x'.repeat(43)}/accept`]) {
      const res = await send(cancelada, 'POST', url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(error('not_found', organizationMessages.invitationNotFound));
    }
    const malformed = await send(cancelada, 'GET', '/v1/invitations/curto');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fields).toEqual({ token: 'Convite inválido.' });
    expect((await send(null, 'POST', `/v1/invitations/${token}/accept`)).statusCode).toBe(401);
    expect((await send(null, 'GET', '/v1/invitations/curto')).statusCode).toBe(401);
  });

  it('validates the invitation in Portuguese', async () => {
    const team = await createTeam(t, 'Formulário');
    const res = await send(team.owner, 'POST', invitationsOf(team), {
      email: 'sem-arroba',
      role: 'chefe',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ email: 'Informe um e-mail válido.', role: 'Escolha um papel.' });
  });
});

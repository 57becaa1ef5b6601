import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  nameCharacterMessage,
  usernameCharactersMessage,
  usernameReservedMessage,
  usernameTakenMessage,
} from '@raiz/domain';
import { dataTableA } from '../../db/schema/index.ts';
import { signIn, useTestApp, type Session } from '../../test/test-app.ts';

const storedHashedCpf = async (userId: string) =>
  (await t.app.db.select().from(dataTableA).where(eq(dataTableA.userId, userId)))[0]?.hashedCpf;
const sha256 = (s: string) => createHash('sha256').update(s, 'utf8').digest('hex');

const t = useTestApp();
const getMe = (s: Session) => t.app.inject({ url: '/v1/me', headers: s.headers });
const patchMe = (s: Session, payload: object) =>
  t.app.inject({ method: 'PATCH', url: '/v1/me', headers: s.headers, payload });

describe('GET /v1/me', () => {
  it('answers the session user, data table A and hasCpf — never the CPF nor its hash', async () => {
    const s = await signIn(t, {
      email: 'dora@exemplo.com.br',
      name: 'Dora Lima',
      cpf: '12345678909',
      subject: 'sub-dora',
    });
    const res = await getMe(s);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        user: { id: s.user.id, username: 'dora', email: 'dora@exemplo.com.br', name: 'Dora Lima', roles: ['user'] },
        dataTableA: {
          hashed_auth_provider_id: sha256(`${s.user.issuer}|sub-dora`),
          evm_address: null,
        },
        hasCpf: true,
      },
    });
    // Neither the CPF nor its unkeyed hash, which trying the 10⁹ possible CPFs undoes in minutes.
    expect(res.body).not.toContain('12345678909');
    expect(res.body).not.toContain(sha256('12345678909'));
  });

  it('refuses a caller without a token with 401', async () => {
    const res = await t.app.inject({ url: '/v1/me' });
    expect(res.statusCode).toBe(401);
    expect(res.json().error.message).toBe('Faça login para continuar.');
  });
});

describe('PATCH /v1/me', () => {
  it('changes the username', async () => {
    const s = await signIn(t);
    const res = await patchMe(s, { username: '  nova-pessoa ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.username).toBe('nova-pessoa');
    expect((await getMe(s)).json().data.user.username).toBe('nova-pessoa');
  });

  it('refuses a username out of 3–40 characters with a field message', async () => {
    const s = await signIn(t);
    for (const username of ['ab', 'x'.repeat(41)]) {
      const res = await patchMe(s, { username });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.username).toBe('O nome de usuário deve ter entre 3 e 40 caracteres.');
    }
  });

  it('refuses look-alike usernames: staff-like, e-mail-like, invisible or right-to-left characters, other scripts', async () => {
    const s = await signIn(t, { username: 'original' });
    const refused: [string, string][] = [
      ['admin', usernameReservedMessage],
      ['Administrador', usernameReservedMessage],
      ['Suporte_1', usernameReservedMessage],
      ['raiz.oficial', usernameReservedMessage],
      ['ana@raiz.dev', usernameCharactersMessage],
      ['ana\u200bsouza', usernameCharactersMessage],
      ['\u202eanasouza', usernameCharactersMessage],
      ['\u0430na', usernameCharactersMessage], // a Cyrillic "а"
      ['ana souza', usernameCharactersMessage],
    ];
    for (const [username, message] of refused) {
      const res = await patchMe(s, { username });
      expect(res.statusCode, username).toBe(400);
      expect(res.json().error.fields, username).toEqual({ username: message });
    }
    // Full-width letters are folded (NFKC) to the plain ones they look like.
    const folded = await patchMe(s, { username: '\uff4d\uff41\uff52\uff49\uff41' });
    expect(folded.json().data.user.username).toBe('maria');
  });

  it("refuses another person's username in any case (409 on the field), and lets a person change the case of their own", async () => {
    await signIn(t, { username: 'helena' });
    const s = await signIn(t, { username: 'outra-helena' });
    for (const username of ['helena', 'HELENA', 'Helena']) {
      const res = await patchMe(s, { username });
      expect(res.statusCode, username).toBe(409);
      expect(res.json().error).toEqual({
        code: 'conflict',
        message: usernameTakenMessage,
        fields: { username: usernameTakenMessage },
      });
    }
    expect((await getMe(s)).json().data.user.username).toBe('outra-helena');
    const own = await patchMe(s, { username: 'Outra-Helena' });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.user.username).toBe('Outra-Helena');
  });

  it('normalises the full name (NFKC, one space) and refuses one with invisible or bidirectional controls', async () => {
    const s = await signIn(t, { name: 'Lia Matos' });
    for (const name of ['Lia\u200b Matos', 'Lia Matos\u202e', 'Lia\u2066 Matos', 'Lia\u00adMatos', 'Lia\u3164Matos']) {
      const res = await patchMe(s, { name });
      expect(res.statusCode, JSON.stringify(name)).toBe(400);
      expect(res.json().error.fields, JSON.stringify(name)).toEqual({ name: nameCharacterMessage });
    }
    const spaced = await patchMe(s, { name: 'Lia\u00a0\u00a0Matos\u3000Souza' });
    expect(spaced.json().data.user.name).toBe('Lia Matos Souza');
  });

  it('sets the CPF once: stored as the hash of its digits, then 409 on any change', async () => {
    const s = await signIn(t, { cpf: null });
    expect((await getMe(s)).json().data.hasCpf).toBe(false);

    const res = await patchMe(s, { cpf: '246.813.579-28' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.hasCpf).toBe(true);
    expect(await storedHashedCpf(s.user.id)).toBe(sha256('24681357928'));
    expect(res.body).not.toContain('24681357928');

    for (const cpf of ['246.813.579-28', '135.792.468-28']) {
      const again = await patchMe(s, { cpf });
      expect(again.statusCode).toBe(409);
      expect(again.json().error.message).toBe('O CPF já foi informado e não pode ser alterado.');
    }
    expect(await storedHashedCpf(s.user.id)).toBe(sha256('24681357928'));
  });

  it("refuses another account's CPF on the CPF field, and changes nothing else of the request", async () => {
    // ana@raiz.dev, seeded with 529.982.247-25.
    const s = await signIn(t, { cpf: null, username: 'ester', name: 'Ester Prado' });
    for (const cpf of ['529.982.247-25', '52998224725']) {
      const res = await patchMe(s, { cpf, username: 'outro-nome', name: 'Outro Nome Qualquer' });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual({
        code: 'conflict',
        message: 'Este CPF já está cadastrado em outra conta.',
        fields: { cpf: 'Este CPF já está cadastrado em outra conta.' },
      });
    }
    const me = (await getMe(s)).json().data;
    expect(me).toMatchObject({
      user: { username: 'ester', name: 'Ester Prado' },
      hasCpf: false,
    });
    expect(await storedHashedCpf(s.user.id)).toBeNull();
  });

  it('changes the full name (the display name), trimmed, and explains a name too short', async () => {
    const s = await signIn(t, { name: 'Joana' });
    const res = await patchMe(s, { name: '  Joana Ribeiro da Silva ' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.name).toBe('Joana Ribeiro da Silva');
    const short = await patchMe(s, { name: ' J ' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.name).toBe('Informe seu nome completo.');
    expect((await getMe(s)).json().data.user.name).toBe('Joana Ribeiro da Silva');
  });

  it('refuses an invalid CPF with 400 and fields.cpf', async () => {
    const s = await signIn(t, { cpf: null });
    for (const cpf of ['123.456.789-00', '11111111111', 'abc', '52998224725x', '5299822472 5']) {
      const res = await patchMe(s, { cpf });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields.cpf).toBe('CPF inválido.');
    }
    const empty = await patchMe(s, { cpf: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.cpf).toBe('Informe o CPF.');
    expect((await getMe(s)).json().data.hasCpf).toBe(false);
  });

  it('requires a token, and from the SPA (cookies) an allowed Origin', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/v1/me', payload: { username: 'alguem' } })).statusCode).toBe(
      401,
    );
    const s = await signIn(t);
    const forged = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: { cookie: s.cookieHeaders.cookie, origin: 'https://evil.example' },
      payload: { username: 'roubado' },
    });
    expect(forged.statusCode).toBe(403);
    const ok = await t.app.inject({
      method: 'PATCH',
      url: '/v1/me',
      headers: s.cookieHeaders,
      payload: { username: 'pelo-spa' },
    });
    expect(ok.statusCode).toBe(200);
  });
});

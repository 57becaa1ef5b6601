import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatCpf } from '@raiz/domain';
import { hashCpf } from '@raiz/domain/wallet/identity-hashes';
import { hashUserId } from '@raiz/domain/wallet/hash-user-id';
import { uniqueCpf } from '../../db/factories.ts';
import { idpAccounts, refreshTokens } from '../../db/schema/index.ts';
import { rateLimits } from '../../plugins/rate-limit.ts';
import {
  createAs,
  fillPersonalSpace,
  PERSON_PASSWORD,
  PERSON_PIN,
  PERSON_RECOVERY_PASSWORD,
  signUpThroughIdp,
} from '../../test/people.ts';
import { createTeam } from '../../test/organization-helpers.ts';
import { createTestAppWithRecovery, signIn, type TestAppWithRecovery } from '../../test/test-app.ts';
import { postMultipart, smallPng } from '../attachments/attachment-test-helpers.ts';
import { projectInput, reportInput } from '../content-common/content-factories.ts';
import { contentResources } from '../content-common/manifest.ts';

/** Attaches a picture to a project, as the web does; answers the stored file's id and hash. */
async function attachTo(headers: Record<string, string>, projectId: string, seed: number) {
  const res = await postMultipart(t, { headers }, `/v1/projects/${projectId}/attachments`, [
    { name: 'file', filename: `foto-${seed}.png`, type: 'image/png', data: await smallPng(seed) },
    { name: 'caption', data: `Mudas do viveiro ${seed}` },
  ]);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: string; sha256: string };
}

// GET /v1/me/export (docs/product.md#baixar-meus-dados) on the real app, with the bundled IdP and the recovery API in
// process: two people with whole personal spaces; one downloads their data.
let t: TestAppWithRecovery;
beforeAll(async () => {
  t = await createTestAppWithRecovery();
}, 60_000);
afterAll(() => t?.close());

const dataFiles = [
  // One file of each content resource (manifest.ts): projetos, relatorios, posts, eventos, produtos.
  ...contentResources.map((r) => r.csv.file),
  'arquivos',
  'organizacoes',
  'historico',
  'certificados',
  'verificacoes',
];
const BOM = '\uFEFF';
// TextDecoder drops a leading BOM unless told not to: these tests check it is there.
const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

async function download(headers: Record<string, string>) {
  const res = await t.app.inject({ url: '/v1/me/export', headers });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const files = unzipSync(new Uint8Array(res.rawPayload));
  const text = Object.fromEntries(
    Object.entries(files)
      .filter(([name]) => !name.startsWith('arquivos/'))
      .map(([name, bytes]) => [name, utf8.decode(bytes)]),
  );
  return { res, files, text, json: (name: string) => JSON.parse(text[name]!) as unknown };
}

/** The CSV's lines as cells (the export's cells hold no line breaks unless quoted; these tests' cells hold none). */
const csvRows = (csv: string) =>
  csv
    .replace(BOM, '')
    .trimEnd()
    .split('\r\n')
    .map((line) => line.split(';'));

describe('GET /v1/me/export', () => {
  it("answers the person's whole personal space as JSON and CSV, their profile and a LEIA-ME, nobody else's data", async () => {
    const cpf = uniqueCpf();
    const email = 'joana.exporta@exemplo.com.br';
    const person = await signUpThroughIdp(t, email, cpf, 'Joana Exporta Dados');
    const space = await fillPersonalSpace(t, person.headers, 'JOANA-4K1');
    const other = await signUpThroughIdp(t, 'caio.alheio@exemplo.com.br', uniqueCpf(), 'Caio Alheio Silva');
    const theirs = await fillPersonalSpace(t, other.headers, 'CAIO-9Z2');
    // Another person's post in Joana's project would be Joana's; a project of Caio's named like hers is not.
    await createAs(t, other.headers, '/v1/projects', projectInput({ name: 'Projeto JOANA-4K1 de outra pessoa' }));
    const photo = await attachTo(person.headers, space.project.id, 1);
    await attachTo(other.headers, theirs.project.id, 2);

    const { res, files, text, json } = await download(person.headers);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(new Date());
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="raiz-meus-dados-${today}.zip"`);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(Object.keys(files).sort()).toEqual(
      [
        'LEIA-ME.txt',
        'perfil.json',
        ...dataFiles.flatMap((f) => [`${f}.json`, `${f}.csv`]),
        `arquivos/${photo.id}-foto-1.png`,
      ].sort(),
    );

    // The profile: who, how they log in, the identity hashes, the wallet, whether a CPF is set, the sessions.
    const profile = json('perfil.json') as Record<string, Record<string, unknown>>;
    expect(profile.user).toMatchObject({ id: person.userId, email, name: 'Joana Exporta Dados', roles: ['user'] });
    expect(profile.login).toEqual({ issuer: t.config.oidc.issuer, bundledProvider: true });
    expect(profile.identityProviderAccount).toEqual({
      email,
      name: 'Joana Exporta Dados',
      emailVerified: false,
      createdAt: expect.any(String),
    });
    // Not the CPF's hash: 11 digits are undone by trying them all, and the notes say it is left out.
    expect(profile.dataTableA).toEqual({
      hashed_auth_provider_id: expect.stringMatching(/^[0-9a-f]{64}$/),
      evm_address: space.wallet.address,
    });
    expect(profile.hasCpf).toBe(true);
    expect(profile.sessions).toEqual([
      {
        startedAt: expect.any(String),
        lastRenewedAt: expect.any(String),
        expiresAt: expect.any(String),
        endedAt: null,
      },
    ]);

    // Each kind once, in JSON with the API's fields and in CSV with Portuguese headers.
    const ids = Object.fromEntries(contentResources.map((r) => [r.csv.file, space.rows[r.key]!.id]));
    for (const [file, id] of Object.entries(ids)) {
      expect(
        (json(`${file}.json`) as { id: string }[]).map((row) => row.id),
        file,
      ).toEqual([id]);
      const [header, ...rows] = csvRows(text[`${file}.csv`]!);
      expect(text[`${file}.csv`]!.startsWith(BOM), `${file}.csv has a BOM`).toBe(true);
      expect(header![0], file).toBe('ID');
      expect(
        rows.map((row) => row[0]),
        file,
      ).toEqual([id]);
    }
    expect(json('relatorios.json')).toEqual([
      expect.objectContaining({
        title: 'Relatório JOANA-4K1',
        status: 'certified',
        certificateCode: space.certificate.code,
      }),
    ]);
    const [reportHeader, reportRow] = csvRows(text['relatorios.csv']!);
    const cell = (header: string[], row: string[], name: string) => row[header.indexOf(name)];
    expect(cell(reportHeader!, reportRow!, 'Situação')).toBe('Certificado');
    expect(cell(reportHeader!, reportRow!, 'Projeto')).toBe('Projeto JOANA-4K1');
    const [postHeader, postRow] = csvRows(text['posts.csv']!);
    expect(cell(postHeader!, postRow!, 'Projeto')).toBe('Projeto JOANA-4K1');
    expect(cell(postHeader!, postRow!, 'Título')).toBe('Post JOANA-4K1');

    // The list of her files with a link to each (the bytes are downloaded from it, logged in).
    const photoUrl = `${t.config.publicUrl}/v1/attachments/${photo.id}/file`;
    expect(json('arquivos.json')).toEqual([
      expect.objectContaining({
        parentKind: 'projects',
        parentId: space.project.id,
        name: 'foto-1.png',
        sha256: photo.sha256,
        caption: 'Mudas do viveiro 1',
        url: photoUrl,
      }),
    ]);
    const [fileHeader, fileRow] = csvRows(text['arquivos.csv']!);
    expect(cell(fileHeader!, fileRow!, 'Item')).toBe('Projeto');
    // The file's own bytes are in the ZIP, where the list says, hashing to what Raiz stored.
    const inZip = `arquivos/${photo.id}-foto-1.png`;
    expect(cell(fileHeader!, fileRow!, 'Arquivo no ZIP')).toBe(inZip);
    expect(Object.keys(files).filter((name) => name.startsWith('arquivos/'))).toEqual([inZip]);
    expect(createHash('sha256').update(files[inZip]!).digest('hex')).toBe(photo.sha256);
    expect(Number(res.headers['x-approximate-size'])).toBeGreaterThanOrEqual(files[inZip]!.length);
    expect(cell(fileHeader!, fileRow!, 'SHA-256')).toBe(photo.sha256);
    expect(cell(fileHeader!, fileRow!, 'Link')).toBe(photoUrl);

    const certificate = `${t.config.publicUrl}/verificar/${space.certificate.code}`;
    expect(json('certificados.json')).toEqual([
      expect.objectContaining({
        code: space.certificate.code,
        signature: space.certificate.signature,
        signerAddress: space.wallet.address,
        verificationUrl: certificate,
      }),
    ]);
    const [certHeader, certRow] = csvRows(text['certificados.csv']!);
    expect(cell(certHeader!, certRow!, 'Verificação')).toBe(certificate);

    // LEIA-ME.txt explains every file, in Portuguese, for Windows too.
    const readme = text['LEIA-ME.txt']!;
    expect(readme.startsWith(BOM)).toBe(true);
    expect(readme).toContain('RAIZ — SEUS DADOS');
    for (const file of ['perfil.json', ...dataFiles.map((f) => `${f}.csv`)]) expect(readme).toContain(file);
    expect(readme).toContain('- projetos.json e projetos.csv — seus projetos');
    expect(readme).toContain('1 registro.');
    expect(readme).toContain(`${t.config.publicUrl}/privacidade`);

    // Nothing of the other person, in any file.
    const everything = Object.entries(text)
      .map(([name, content]) => `${name}\n${content}`)
      .join('\n');
    for (const value of [
      other.userId,
      'CAIO-9Z2',
      'caio.alheio',
      theirs.project.id,
      theirs.certificate.code,
      theirs.wallet.address,
    ]) {
      expect(everything.includes(value), `the export holds ${value}`).toBe(false);
    }
    expect(everything).not.toContain('Projeto JOANA-4K1 de outra pessoa');

    // No secret: the raw CPF, the password and its hash, the PIN, the salt and the PIN backup, any token.
    const [account] = await t.app.db.select().from(idpAccounts).where(eq(idpAccounts.email, email));
    const tokenHashes = (
      await t.app.db.select().from(refreshTokens).where(eq(refreshTokens.userId, person.userId))
    ).map((r) => r.tokenHash);
    expect(tokenHashes.length).toBeGreaterThan(0);
    const secrets = {
      cpf,
      hashedCpf: hashCpf(cpf),
      formattedCpf: formatCpf(cpf),
      password: PERSON_PASSWORD,
      passwordHash: account!.passwordHash,
      pin: `"${PERSON_PIN}"`,
      recoveryPassword: PERSON_RECOVERY_PASSWORD,
      salt: space.salt,
      encryptedPin: space.encryptedPin,
      hashedUserIdUnsalted: hashUserId(person.userId),
      accessToken: person.token,
      accessTokenSignature: person.token.split('.')[2]!,
      privateKey: space.wallet.privateKey,
      // The IdP's subject for the person (with gov.br it would be the CPF itself).
      subject: account!.id,
      ...Object.fromEntries(tokenHashes.map((hash, i) => [`refreshTokenHash${i}`, hash])),
    };
    const raw = Buffer.from(res.rawPayload).toString('latin1');
    for (const [name, value] of Object.entries(secrets)) {
      expect(everything.includes(value), `the export's files hold the ${name}`).toBe(false);
      expect(raw.includes(value), `the ZIP's bytes hold the ${name}`).toBe(false);
    }
  });

  it('writes CSV that spreadsheets read safely: quoted cells, formulas neutralised, accents kept', async () => {
    const s = await signIn(t, { cpf: uniqueCpf() });
    await createAs(
      t,
      s.headers,
      '/v1/projects',
      projectInput({
        name: '=HYPERLINK("https://exemplo.com";"clique")',
        description: 'Linha 1; "aspas"\nLinha 2',
        municipality: 'São João',
      }),
    );
    await createAs(t, s.headers, '/v1/projects', projectInput({ name: '@SOMA(A1:A2)', municipality: '+55 Açaí' }));
    const { text } = await download(s.headers);
    const csv = text['projetos.csv']!;
    expect(csv.startsWith(`${BOM}ID;Nome;Descrição;`)).toBe(true);
    expect(csv).toContain(';"\'=HYPERLINK(""https://exemplo.com"";""clique"")";"Linha 1; ""aspas""\nLinha 2";');
    expect(csv).toContain(";'@SOMA(A1:A2);");
    expect(csv).toContain(";'+55 Açaí;");
    expect(csv).toContain(';São João;');
    expect(csv.endsWith('\r\n')).toBe(true);
    // The JSON keeps the text exactly as typed.
    expect(JSON.parse(text['projetos.json']!).map((p: { name: string }) => p.name)).toEqual([
      '=HYPERLINK("https://exemplo.com";"clique")',
      '@SOMA(A1:A2)',
    ]);
  });

  it('gives a person with nothing yet an export with empty files, and a person of an external issuer no IdP account', async () => {
    const s = await signIn(t, { issuer: 'https://sso.exemplo.gov.br', subject: '52998224725' });
    const { json, text } = await download(s.headers);
    const profile = json('perfil.json') as Record<string, unknown>;
    expect(profile.login).toEqual({ issuer: 'https://sso.exemplo.gov.br', bundledProvider: false });
    expect(profile.identityProviderAccount).toBeNull();
    expect(profile.hasCpf).toBe(false);
    // gov.br's subject is the CPF: it never goes into the export.
    expect(Object.values(text).some((content) => content.includes('52998224725'))).toBe(false);
    for (const file of dataFiles) {
      expect(json(`${file}.json`), file).toEqual([]);
      expect(csvRows(text[`${file}.csv`]!), file).toHaveLength(1);
    }
    expect(text['LEIA-ME.txt']).toContain('0 registros.');
  });

  it("holds the person's memberships and what they did in organisations, never the organisations' content", async () => {
    const team = await createTeam(t, 'Cooperativa Exportada');
    const orgHeaders = team.editor.headers;
    const project = await createAs(t, orgHeaders, '/v1/projects', {
      ...projectInput({ name: 'Viveiro da cooperativa' }),
      organizationId: team.organization.id,
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/v1/projects/${project.id}`,
      headers: orgHeaders,
      payload: { municipality: 'Cametá', version: 1 },
    });
    await createAs(
      t,
      orgHeaders,
      '/v1/reports',
      reportInput({ title: 'Relatório da cooperativa', projectId: project.id }),
    );

    const { json, text } = await download(orgHeaders);
    expect(json('organizacoes.json')).toEqual([
      {
        organizationId: team.organization.id,
        organization: 'Cooperativa Exportada',
        slug: team.organization.slug,
        role: 'editor',
        since: expect.stringMatching(/Z$/),
      },
    ]);
    expect(csvRows(text['organizacoes.csv']!)[1]?.slice(0, 3)).toEqual([
      'Cooperativa Exportada',
      team.organization.slug,
      'Editor',
    ]);
    const history = json('historico.json') as {
      action: string;
      summary: string;
      organization: string;
      changes: unknown[];
    }[];
    expect(history.map((h) => [h.organization, h.action, h.summary])).toEqual([
      ['Cooperativa Exportada', 'create', 'Viveiro da cooperativa'],
      ['Cooperativa Exportada', 'update', 'Viveiro da cooperativa'],
      ['Cooperativa Exportada', 'create', 'Relatório da cooperativa'],
    ]);
    expect(history[1]!.changes).toEqual([
      { field: 'municipality', before: projectInput().municipality, after: 'Cametá' },
    ]);
    // The organisation's project and report are the organisation's: they are not in the person's files.
    expect(json('projetos.json')).toEqual([]);
    expect(json('relatorios.json')).toEqual([]);
    expect(csvRows(text['relatorios.csv']!)).toHaveLength(1);
  });

  it('requires a session (401 in Portuguese) and is rate-limited like the deletion of the account', async () => {
    const none = await t.app.inject({ url: '/v1/me/export' });
    expect(none.statusCode).toBe(401);
    expect(none.headers['content-type']).toContain('application/json');
    expect(none.json().error.message).toBe('Faça login para continuar.');

    const s = await signIn(t);
    const res = await t.app.inject({ url: '/v1/me/export', headers: s.headers });
    expect(res.headers['x-ratelimit-limit']).toBe(String(rateLimits.account.max));
  });
});

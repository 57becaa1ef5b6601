import type { Readable } from 'node:stream';
import { asc, eq } from 'drizzle-orm';
import { strToU8 } from 'fflate';
import { organizationRoleLabels, type Attachment, type Certificate } from '@raiz/domain';
import { CSV_TIME_ZONE, csvDateTime, csvTimeHeader, toCsv, type CsvColumn } from '@raiz/server-kit/csv';
import type { Db } from '../../db/client.ts';
import { refreshTokens } from '../../db/schema/index.ts';
import { findAccountById } from '../../plugins/idp/accounts.ts';
import { listAttachmentsOwnedBy, type BlobStore } from '../attachments/attachments.service.ts';
import { listCertificates } from '../certificates/certificates.service.ts';
import { listHistoryBy, listMembershipsOf } from '../organizations/organizations.service.ts';
import { verificationCsvColumns, verificationsForExport } from '../verifications/verifications.service.ts';
import { contentResourceOf, contentResources } from '../content-common/manifest.ts';
import type { ContentResource } from '../content-common/resource-declaration.ts';
import { serviceOf } from '../content-common/resource-services.ts';
import { readUserWallet } from '../wallet/wallet.service.ts';
import { exportReadme } from './export-readme.ts';
import { zipStream, type ZipEntry } from './zip-stream.ts';

// "Baixar meus dados" (docs/product.md#baixar-meus-dados): everything Raiz keeps about a person, as a ZIP of JSON (the
// API's own field names, documented at /docs) and CSV (Portuguese headers, for spreadsheets). Only what the person's
// own rows hold, picked field by field: no salt, PIN backup, password hash, token or raw CPF can slip in with a new
// column.

export interface ExportPersonInput {
  userId: string;
  /** Where the files' bytes are: each of the person's files goes into the ZIP under arquivos/. */
  store: BlobStore;
  /** The issuer of the bundled IdP when it runs here (its account is the person's too), null otherwise. */
  bundledIssuer: string | null;
  /** Where the app is, for the certificates' verification links and the privacy page in LEIA-ME.txt. */
  publicUrl: string;
  now?: Date;
}

export interface PersonalDataExport {
  /** raiz-meus-dados-AAAA-MM-DD.zip, the date in Brazil. */
  fileName: string;
  /** The ZIP, written as it is read: the files' bytes stream from the store one chunk at a time. */
  zip: Readable;
  /** What the ZIP will weigh, about (its files' bytes and its texts before compression), for a progress bar. */
  approximateBytes: number;
}

/** Where a file goes in the ZIP: its id keeps two files of one name apart. */
const pathInZip = (f: Attachment) => `arquivos/${f.id}-${f.name}`;

/** The list of the person's files, each with where it is in the ZIP and its link in Raiz. */
const attachmentColumns = (publicUrl: string): CsvColumn<Attachment>[] => [
  { header: 'Arquivo no ZIP', value: (f) => pathInZip(f) },
  { header: 'Item', value: (f) => contentResourceOf(f.parentKind).nouns.one },
  { header: 'Id do item', value: (f) => f.parentId },
  { header: 'Ordem', value: (f) => f.position + 1 },
  { header: 'Nome', value: (f) => f.name },
  { header: 'Tipo', value: (f) => f.type },
  { header: 'Tamanho (bytes)', value: (f) => f.size },
  { header: 'SHA-256', value: (f) => f.sha256 },
  { header: 'Legenda', value: (f) => f.caption ?? '' },
  { header: 'Latitude', value: (f) => f.location?.latitude ?? '' },
  { header: 'Longitude', value: (f) => f.location?.longitude ?? '' },
  { header: csvTimeHeader('Enviado em'), value: (f) => dateTime(f.createdAt) },
  { header: 'Link', value: (f) => `${publicUrl}${f.url}` },
];

const dateTime = csvDateTime;

function rowDates<T extends { createdAt: string; updatedAt: string }>(): CsvColumn<T>[] {
  return [
    { header: csvTimeHeader('Criado em'), value: (r) => dateTime(r.createdAt) },
    { header: csvTimeHeader('Atualizado em'), value: (r) => dateTime(r.updatedAt) },
  ];
}

/** A resource's columns in the person's export: its id (and its project's name for a project's rows), its own, its dates. */
function exportColumns(resource: ContentResource, projectName: (id: string) => string): CsvColumn<ExportedRow>[] {
  return [
    { header: 'ID', value: (r) => r.id },
    ...(resource.parent === 'project'
      ? [{ header: 'Projeto', value: (r: ExportedRow) => projectName(r.projectId as string) }]
      : []),
    ...(resource.csv.columns as CsvColumn<ExportedRow>[]),
    ...rowDates<ExportedRow>(),
  ];
}

type ExportedRow = { id: string; createdAt: string; updatedAt: string } & Record<string, unknown>;

const certificateColumns = (publicUrl: string): CsvColumn<Certificate>[] => [
  { header: 'Código', value: (c) => c.code },
  { header: 'Verificação', value: (c) => verificationUrl(publicUrl, c.code) },
  { header: 'Relatório', value: (c) => c.snapshot.title },
  { header: 'ID do relatório', value: (c) => c.reportId },
  { header: 'Nome público de quem assinou', value: (c) => c.snapshot.signerName ?? '' },
  { header: 'Endereço da carteira', value: (c) => c.signerAddress },
  { header: 'Referência de quem assinou', value: (c) => c.signerRef },
  { header: 'SHA-256', value: (c) => c.sha256 },
  { header: 'Assinatura', value: (c) => c.signature },
  { header: csvTimeHeader('Emitido em'), value: (c) => dateTime(c.issuedAt) },
];

const membershipColumns: CsvColumn<Awaited<ReturnType<typeof listMembershipsOf>>[number]>[] = [
  { header: 'Organização', value: (m) => m.organization },
  { header: 'Endereço público', value: (m) => m.slug },
  { header: 'Papel', value: (m) => organizationRoleLabels[m.role] },
  { header: csvTimeHeader('Membro desde'), value: (m) => dateTime(m.since) },
];

const historyColumns: CsvColumn<Awaited<ReturnType<typeof listHistoryBy>>[number]>[] = [
  { header: csvTimeHeader('Quando'), value: (h) => dateTime(h.at) },
  { header: 'Organização', value: (h) => h.organization },
  { header: 'Ação', value: (h) => h.action },
  { header: 'Tipo', value: (h) => h.entityType },
  { header: 'Resumo', value: (h) => h.summary },
  { header: 'Alterações', value: (h) => JSON.stringify(h.changes) },
];

const verificationUrl = (publicUrl: string, code: string) => `${publicUrl}/verificar/${encodeURIComponent(code)}`;

/** The person's logins (one refresh-token family each): when each started, was last renewed, ends or ended. */
async function sessionsOf(db: Db, userId: string) {
  const rows = await db
    .select({
      familyId: refreshTokens.familyId,
      createdAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      revokedAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.createdAt));
  const families = new Map<
    string,
    { startedAt: string; lastRenewedAt: string; expiresAt: string; endedAt: string | null }
  >();
  for (const row of rows) {
    const known = families.get(row.familyId);
    families.set(row.familyId, {
      startedAt: known?.startedAt ?? row.createdAt,
      lastRenewedAt: row.createdAt,
      expiresAt: row.expiresAt,
      endedAt: row.revokedAt ?? known?.endedAt ?? null,
    });
  }
  return [...families.values()];
}

/** perfil.json: the profile, the login, the provider's id hash, the wallet address and whether a CPF is set. */
async function profileOf(db: Db, input: ExportPersonInput, exportedAt: Date) {
  const { user, dataTableA } = await readUserWallet(db, input.userId);
  const bundled = input.bundledIssuer !== null && user.issuer === input.bundledIssuer;
  const account = bundled ? await findAccountById(db, user.subject) : undefined;
  return {
    exportedAt: exportedAt.toISOString(),
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      name: user.name,
      roles: user.roles,
      legacyUserId: user.legacyUserId,
      createdAt: user.createdAt,
      updatedAt: user.updatedAt,
    },
    // The provider's own id for the person is left out: with gov.br it is the CPF itself.
    login: { issuer: user.issuer, bundledProvider: bundled },
    identityProviderAccount: account
      ? {
          email: account.email,
          name: account.name,
          emailVerified: account.emailVerified,
          createdAt: account.createdAt,
        }
      : null,
    // Not hashed_cpf: the hash of an 11-digit number is undone by trying them all, so it is the CPF itself, and this
    // file may be kept in places less guarded than the database (docs/product.md#baixar-meus-dados).
    dataTableA: { hashed_auth_provider_id: dataTableA.hashed_auth_provider_id, evm_address: dataTableA.evm_address },
    hasCpf: dataTableA.hashed_cpf !== null,
    sessions: await sessionsOf(db, input.userId),
  };
}

/** The YYYY-MM-DD of an instant in Brazil. */
const brazilDate = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: CSV_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);

const json = (value: unknown) => strToU8(`${JSON.stringify(value, null, 2)}\n`);

/** Everything of the person as a ZIP (docs/product.md#baixar-meus-dados). */
export async function exportPerson(db: Db, input: ExportPersonInput): Promise<PersonalDataExport> {
  const now = input.now ?? new Date();
  const me = { id: input.userId, isAdmin: false };
  // One snapshot of the database: the files agree with each other even while the person edits in another tab.
  const [profile, owned, certificates, memberships, history, attachments, verifications] = await db.transaction(
    (tx) =>
      Promise.all([
        profileOf(tx, input, now),
        // The person's rows of every content resource (manifest.ts), in its order.
        Promise.all(contentResources.map((r) => serviceOf(r).listOwnedBy(tx, input.userId) as Promise<ExportedRow[]>)),
        listCertificates(tx, me),
        listMembershipsOf(tx, input.userId),
        listHistoryBy(tx, input.userId),
        listAttachmentsOwnedBy(tx, input.userId),
        verificationsForExport(tx, input.userId),
      ]),
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  const projects = owned[contentResources.findIndex((r) => r.key === 'projects')] ?? [];
  const projectNames = new Map(projects.map((p) => [p.id, p.name as string]));
  const projectName = (id: string) => projectNames.get(id) ?? '';

  const tables: [name: string, rows: unknown[], csv: string][] = [
    ...contentResources.map((resource, i): [string, unknown[], string] => {
      const rows = owned[i]!;
      return [resource.csv.file, rows, toCsv(rows, exportColumns(resource, projectName))];
    }),
    [
      'arquivos',
      attachments.map((f) => ({ ...f, url: `${input.publicUrl}${f.url}`, pathInZip: pathInZip(f) })),
      toCsv(attachments, attachmentColumns(input.publicUrl)),
    ],
    ['organizacoes', memberships, toCsv(memberships, membershipColumns)],
    ['historico', history, toCsv(history, historyColumns)],
    [
      'certificados',
      certificates.map((c) => ({ ...c, verificationUrl: verificationUrl(input.publicUrl, c.code) })),
      toCsv(certificates, certificateColumns(input.publicUrl)),
    ],
    ['verificacoes', verifications, toCsv(verifications, verificationCsvColumns)],
  ];

  const texts: ZipEntry[] = [
    {
      name: 'LEIA-ME.txt',
      bytes: strToU8(
        exportReadme({
          exportedAt: now,
          publicUrl: input.publicUrl,
          counts: tables.map(([n, rows]) => [n, rows.length]),
        }),
      ),
    },
    { name: 'perfil.json', bytes: json(profile) },
    ...tables.flatMap(([name, rows, csv]) => [
      { name: `${name}.json`, bytes: json(rows) },
      { name: `${name}.csv`, bytes: strToU8(csv) },
    ]),
  ].map((entry) => ({ ...entry, compress: true }));
  // The texts first, then each file's bytes as stored (a file deleted since the listing is left out).
  const files: ZipEntry[] = attachments.map((f) => ({
    name: pathInZip(f),
    open: async () => (await input.store.get(f.sha256))?.stream ?? null,
  }));
  return {
    fileName: `raiz-meus-dados-${brazilDate(now)}.zip`,
    zip: zipStream([...texts, ...files], now),
    approximateBytes:
      texts.reduce((sum, e) => sum + ('bytes' in e ? e.bytes.length : 0), 0) +
      attachments.reduce((sum, f) => sum + f.size, 0),
  };
}

import { z } from 'zod';
import { certificateCodeSchema, certificateSchema, signerNameSchema } from './certificate.ts';
import * as common from './content/common.ts';
import { biomes, labelledCodes, projectCategories, type Biome, type ProjectCategory } from './content/enums.ts';
import { PLATFORM_ADMINISTRATION_NAME } from './names.ts';
import { historyEntrySchema } from './organization.ts';

// Independent verification (docs/design.md §8): an administrator accredits an organisation of type
// `verifier` for a scope and a period; its members with `certify` review a certified report on request, give a
// verdict per section and co-sign a statement in canonical JSON (RFC 8785) over the certificate's snapshot hash.

/**
 * The name the public sees for whoever changes an accreditation: a person's name is never published there. No
 * organisation may take it (`isReservedOrganizationName`).
 */
export const ACCREDITATION_AUTHORITY_NAME = PLATFORM_ADMINISTRATION_NAME;

export const verificationMessages = {
  verifierNotFound: 'Verificadora não encontrada.',
  notVerifierType: 'Só uma organização do tipo "Verificadora independente" pode ser credenciada.',
  alreadyAccredited: 'Esta verificadora já está credenciada. Renove o credenciamento em vez de criar outro.',
  notAccredited: 'Esta verificadora não está credenciada.',
  revokedFinal: 'O credenciamento foi revogado e não pode ser renovado nem restabelecido.',
  statusUnchanged: 'O credenciamento já está nesta situação.',
  suspended: 'O credenciamento desta verificadora está suspenso.',
  revoked: 'O credenciamento desta verificadora foi revogado.',
  outOfPeriod: 'O credenciamento desta verificadora não está em vigor nesta data.',
  outOfScope: 'O escopo de credenciamento desta verificadora não cobre o bioma e a categoria deste projeto.',
  adminOnly: 'Só a administração da plataforma gerencia credenciamentos.',
  certificateNotFound: 'Certificado não encontrado.',
  certificateWithdrawn: 'Este certificado foi retirado e não pode ser verificado.',
  notRequester:
    'Só proprietários e administradores da organização do relatório (ou o autor de um relatório pessoal) pedem verificação.',
  noProject: 'O relatório deste certificado não está ligado a um projeto: não há bioma nem categoria para verificar.',
  ownVerifier: 'Uma organização não pode verificar os próprios relatórios.',
  alreadyOpen: 'Já existe um pedido em aberto para esta verificadora e este certificado.',
  requestNotFound: 'Pedido de verificação não encontrado.',
  notReviewer: 'Só membros da verificadora com permissão para certificar analisam pedidos.',
  ownReport: 'Quem é autor do relatório ou membro da organização dele não pode analisá-lo nem assinar sua verificação.',
  closed: 'Este pedido já foi encerrado.',
  notAwaitingAnswer: 'A verificadora não pediu esclarecimento neste pedido.',
  nothingEvaluated: 'Avalie pelo menos uma seção antes de assinar.',
  noWallet: 'Ative sua carteira antes de assinar a verificação.',
  changed: 'A declaração mudou desde o rascunho (pareceres, comentários ou dados). Gere o rascunho de novo e assine.',
  staleDraft: 'O rascunho da declaração expirou. Gere-o de novo e assine.',
  wrongSigner: 'A assinatura não corresponde à carteira de quem está assinando.',
  notSigned: 'Este pedido não tem declaração assinada.',
  alreadyWithdrawn: 'Esta declaração já foi retirada.',
  withdrawForbidden: 'Só proprietários e administradores da verificadora retiram uma declaração.',
} as const;

// ---------------------------------------------------------------------------------------------------------------
// Accreditation

export const {
  codes: accreditationStatuses,
  labels: accreditationStatusLabels,
  label: accreditationStatusLabel,
} = labelledCodes({
  active: 'Credenciada',
  suspended: 'Suspensa',
  revoked: 'Revogada',
});
export type AccreditationStatus = (typeof accreditationStatuses)[number];

/**
 * Whether an organisation holds an accreditation (active or suspended): it is listed and may be reinstated, so it keeps
 * the type `verifier`. A revoked one is only history.
 */
export const accreditationHeld = (status: AccreditationStatus | null): boolean =>
  status === 'active' || status === 'suspended';

export const { codes: accreditationActions, labels: accreditationActionLabels } = labelledCodes({
  accredit: 'Credenciamento',
  renew: 'Renovação',
  suspend: 'Suspensão',
  reinstate: 'Restabelecimento',
  revoke: 'Revogação',
});
export type AccreditationAction = (typeof accreditationActions)[number];

export const accreditationScopeSchema = z.object({
  biomes: z
    .array(z.enum(biomes, { error: 'Bioma inválido.' }), { error: 'Escolha pelo menos um bioma.' })
    .min(1, 'Escolha pelo menos um bioma.'),
  categories: z
    .array(z.enum(projectCategories, { error: 'Categoria inválida.' }), { error: 'Escolha pelo menos uma categoria.' })
    .min(1, 'Escolha pelo menos uma categoria.'),
});
export type AccreditationScope = { biomes: Biome[]; categories: ProjectCategory[] };

export const accreditationPeriodSchema = z
  .object({ validFrom: common.dateField(), validUntil: common.dateField() })
  .refine((p) => !common.isDateRangeInverted(p.validFrom, p.validUntil), {
    message: 'O fim da vigência deve ser igual ou posterior ao início.',
    path: ['validUntil'],
  });
export type AccreditationPeriod = { validFrom: string; validUntil: string };

/** Accredit an organisation of type verifier (POST /v1/admin/verifiers). */
export const accreditVerifierInputSchema = z.strictObject({
  organizationId: z.uuid('Organização inválida.'),
  scope: accreditationScopeSchema,
  period: accreditationPeriodSchema,
});
export type AccreditVerifierInput = z.infer<typeof accreditVerifierInputSchema>;

/** Renew an accreditation with a new scope and period (PUT /v1/admin/verifiers/:id). */
export const renewAccreditationInputSchema = z.strictObject({
  scope: accreditationScopeSchema,
  period: accreditationPeriodSchema,
  reason: common.textField(1000).optional(),
});
export type RenewAccreditationInput = z.infer<typeof renewAccreditationInputSchema>;

export const accreditationStatusActions = ['suspend', 'reinstate', 'revoke'] as const;
export type AccreditationStatusAction = (typeof accreditationStatusActions)[number];

/** Suspend, reinstate or revoke (POST /v1/admin/verifiers/:id/status); a reason is required to suspend or revoke. */
export const changeAccreditationStatusInputSchema = z
  .strictObject({
    action: z.enum(accreditationStatusActions, { error: 'Escolha suspender, restabelecer ou revogar.' }),
    reason: common.textField(1000).optional(),
  })
  .refine((input) => input.action === 'reinstate' || (input.reason ?? '').length > 0, {
    message: 'Informe o motivo.',
    path: ['reason'],
  });
export type ChangeAccreditationStatusInput = z.infer<typeof changeAccreditationStatusInputSchema>;

/**
 * One change of an accreditation, kept forever: after it the accreditation had this status, scope and period. The
 * browser replays these to know whether the verifier was accredited for a scope on a date.
 */
export const accreditationHistoryEntrySchema = z.object({
  action: z.enum(accreditationActions),
  at: z.iso.datetime(),
  status: z.enum(accreditationStatuses),
  scope: accreditationScopeSchema,
  period: z.object({ validFrom: z.iso.date(), validUntil: z.iso.date() }),
  reason: z.string().nullable(),
  /** Always "Administração Raiz". */
  by: z.string(),
});
export type AccreditationHistoryEntry = z.infer<typeof accreditationHistoryEntrySchema>;

const periodOut = z.object({ validFrom: z.iso.date(), validUntil: z.iso.date() });

/** An accredited verifier as anyone sees it (/v1/public/verifiers, /verificadores). */
export const publicVerifierSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  scope: accreditationScopeSchema,
  period: periodOut,
  status: z.enum(accreditationStatuses),
  /** Oldest first. */
  history: z.array(accreditationHistoryEntrySchema),
});
export type PublicVerifier = z.infer<typeof publicVerifierSchema>;
export const publicVerifierListResponseSchema = common.dataSchema(z.array(publicVerifierSchema));
export const publicVerifierResponseSchema = common.dataSchema(publicVerifierSchema);
export const verifierSlugParamsSchema = z.object({
  slug: z.string().trim().min(1, 'Endereço inválido.').max(80, 'Endereço inválido.'),
});

/** What the signed-in person may do with a verifier's accreditation (only a platform admin may do anything). */
export const verifierCanSchema = z
  .object({
    accredit: z.boolean().describe('Credenciar (organização do tipo verificadora ainda sem credenciamento).'),
    renew: z.boolean().describe('Renovar com novo escopo e vigência.'),
    suspend: z.boolean(),
    reinstate: z.boolean(),
    revoke: z.boolean(),
  })
  .describe('O que a pessoa conectada pode fazer com o credenciamento, pela mesma regra que o servidor aplica.');
export type VerifierCan = z.infer<typeof verifierCanSchema>;

/**
 * A verifier organisation for a signed-in person (GET /v1/verifiers): an admin sees every organisation of type
 * verifier, accredited or not (scope, period and status null); anyone else only the accredited ones.
 */
export const verifierSchema = z.object({
  id: z.uuid(),
  slug: z.string(),
  name: z.string(),
  scope: accreditationScopeSchema.nullable(),
  period: periodOut.nullable(),
  status: common.codeOrNull(accreditationStatuses),
  history: z.array(accreditationHistoryEntrySchema),
  can: verifierCanSchema,
});
export type Verifier = z.infer<typeof verifierSchema>;
export const verifierListResponseSchema = common.dataSchema(z.array(verifierSchema));
export const verifierResponseSchema = common.dataSchema(verifierSchema);

/** What the accreditation was right after the last change at or before `at` (null: not yet accredited then). */
export function accreditationAt(
  history: readonly AccreditationHistoryEntry[],
  at: string,
): AccreditationHistoryEntry | null {
  const when = Date.parse(at);
  let state: AccreditationHistoryEntry | null = null;
  for (const entry of history) if (Date.parse(entry.at) <= when) state = entry;
  return state;
}

/** Why an accreditation does not allow verifying a project of this biome and category on this date (null: it does). */
export function accreditationProblem(
  accreditation: { status: AccreditationStatus; scope: AccreditationScope; period: AccreditationPeriod } | null,
  project: { biome: string; category: string },
  at: string,
): string | null {
  if (!accreditation) return verificationMessages.notAccredited;
  if (accreditation.status === 'revoked') return verificationMessages.revoked;
  if (accreditation.status === 'suspended') return verificationMessages.suspended;
  const day = at.slice(0, 10);
  if (day < accreditation.period.validFrom || day > accreditation.period.validUntil) {
    return verificationMessages.outOfPeriod;
  }
  const biomeCovered = (accreditation.scope.biomes as string[]).includes(project.biome);
  const categoryCovered = (accreditation.scope.categories as string[]).includes(project.category);
  if (!biomeCovered || !categoryCovered) return verificationMessages.outOfScope;
  return null;
}

// ---------------------------------------------------------------------------------------------------------------
// Requests, review, verdicts

export const {
  codes: verificationStatuses,
  labels: verificationStatusLabels,
  label: verificationStatusLabel,
} = labelledCodes({
  requested: 'Solicitada',
  in_review: 'Em análise',
  clarification: 'Aguardando esclarecimento',
  approved: 'Aprovada',
  rejected: 'Reprovada',
  withdrawn: 'Retirada',
});
export type VerificationStatus = (typeof verificationStatuses)[number];
/** Statuses in which the review goes on (messages, verdicts, signing). */
export const openVerificationStatuses = ['requested', 'in_review', 'clarification'] as const;

export const {
  codes: verificationSections,
  labels: verificationSectionLabels,
  label: verificationSectionLabel,
} = labelledCodes({
  indicators: 'Indicadores',
  evidence: 'Evidências',
  location: 'Localização',
  methodology: 'Metodologia',
});
export type VerificationSection = (typeof verificationSections)[number];

export const {
  codes: verdicts,
  labels: verdictLabels,
  label: verdictLabel,
} = labelledCodes({
  conforming: 'Conforme',
  nonconforming: 'Não conforme',
  not_evaluated: 'Não avaliado',
});
export type Verdict = (typeof verdicts)[number];

/**
 * The outcome a signed statement records, from its verdicts alone (so the browser derives it the same way): any "não
 * conforme" rejects; otherwise at least one "conforme" approves; all "não avaliado" cannot be signed (null).
 */
export function verificationOutcome(list: readonly { verdict: Verdict }[]): 'approved' | 'rejected' | null {
  if (list.some((v) => v.verdict === 'nonconforming')) return 'rejected';
  if (list.some((v) => v.verdict === 'conforming')) return 'approved';
  return null;
}

/** Ask an accredited verifier to verify a certificate (POST /v1/verifications). */
export const createVerificationRequestInputSchema = z.strictObject({
  certificateCode: certificateCodeSchema,
  verifierId: z.uuid('Escolha uma verificadora.'),
  message: common.textField(4000).optional().describe('Mensagem inicial para a verificadora (opcional).'),
});
export type CreateVerificationRequestInput = z.infer<typeof createVerificationRequestInputSchema>;

/**
 * A message in the thread (POST /v1/verifications/:id/messages). From the verifier with `requestClarification`, the
 * request waits for the author ("Aguardando esclarecimento"); the author's message then returns it to "Em análise".
 */
export const postVerificationMessageInputSchema = z.strictObject({
  text: common.requiredText(4000, 'Escreva a mensagem.'),
  requestClarification: z.boolean().optional(),
});
export type PostVerificationMessageInput = z.infer<typeof postVerificationMessageInputSchema>;

export const verdictEntrySchema = z.object({
  section: z.enum(verificationSections, { error: 'Seção inválida.' }),
  verdict: z.enum(verdicts, { error: 'Escolha conforme, não conforme ou não avaliado.' }),
  comment: common.textField(4000),
});
export type VerdictEntry = z.infer<typeof verdictEntrySchema>;

/** Save the draft verdicts (PUT /v1/verifications/:id/verdicts): the sections given replace the saved ones. */
export const saveVerdictsInputSchema = z.strictObject({
  verdicts: z
    .array(verdictEntrySchema)
    .min(1, 'Dê o parecer de pelo menos uma seção.')
    .max(verificationSections.length, 'Uma entrada por seção.')
    .refine((list) => new Set(list.map((v) => v.section)).size === list.length, 'Uma entrada por seção.'),
});
export type SaveVerdictsInput = z.infer<typeof saveVerdictsInputSchema>;

export const verificationSides = ['author', 'verifier'] as const;
export type VerificationSide = (typeof verificationSides)[number];

export const verificationThreadMessageSchema = z.object({
  id: z.uuid(),
  side: z.enum(verificationSides),
  /** The public name of who wrote it. */
  authorName: z.string(),
  text: z.string(),
  at: z.iso.datetime(),
});
export type VerificationThreadMessage = z.infer<typeof verificationThreadMessageSchema>;

// ---------------------------------------------------------------------------------------------------------------
// The statement

/** The statement signed today: it carries the project's scope (biome and category) at signing. */
export const VERIFICATION_STATEMENT_TYPE = 'raiz.verification/2';
/** Statements signed before the scope was part of them: no `project`; checked against the project as served. */
export const VERIFICATION_STATEMENT_TYPE_V1 = 'raiz.verification/1';

/** What the verifier signs: its RFC 8785 canonical JSON is hashed and the hash signed (verification-message.ts). */
export const verificationStatementSchema = z.object({
  type: z.enum([VERIFICATION_STATEMENT_TYPE_V1, VERIFICATION_STATEMENT_TYPE]),
  certificateCode: z.string(),
  /** The certificate's sha256: the hash of the report snapshot its author signed. */
  snapshotSha256: z.string(),
  verifier: z.object({ organizationId: z.uuid(), name: z.string() }),
  verifierPersonName: z.string(),
  /**
   * The project's biome and category when the statement was built (always in "raiz.verification/2", absent in /1):
   * the accreditation is checked against this signed scope, not against the project as it is later.
   */
  project: z.object({ biome: z.enum(biomes), category: z.enum(projectCategories) }).optional(),
  /** Every section, in the order of verificationSections. */
  verdicts: z.array(z.object({ section: z.enum(verificationSections), verdict: z.enum(verdicts) })),
  /** sha256 of the canonical JSON of the comments ([{section, comment}] in section order): verificationComments. */
  commentsSha256: z.string(),
  /** When it was signed (ISO 8601 instant): the accreditation must have covered the scope then. */
  date: z.iso.datetime(),
});
export type VerificationStatement = z.infer<typeof verificationStatementSchema>;

/** The comments a statement's commentsSha256 covers: one per section, in section order, empty when none. */
export function verificationComments(
  list: readonly VerdictEntry[],
): { section: VerificationSection; comment: string }[] {
  return verificationSections.map((section) => ({
    section,
    comment: list.find((v) => v.section === section)?.comment ?? '',
  }));
}

/** The verdicts a statement carries: one per section, in section order, "não avaliado" when none was saved. */
export function statementVerdicts(list: readonly VerdictEntry[]): VerificationStatement['verdicts'] {
  return verificationSections.map((section) => ({
    section,
    verdict: list.find((v) => v.section === section)?.verdict ?? 'not_evaluated',
  }));
}

/** What the reviewer is asked to sign (GET /v1/verifications/:id/statement-draft). */
export const verificationDraftSchema = z.object({
  statement: verificationStatementSchema,
  sha256: z.string(),
  message: z.string(),
  /** What signing records: "approved" with no "não conforme", "rejected" otherwise. */
  outcome: z.enum(['approved', 'rejected']),
});
export type VerificationDraft = z.infer<typeof verificationDraftSchema>;

/**
 * Sign the statement (POST /v1/verifications/:id/statement): the instant and the public name from the draft, the hash
 * and the signature; the server rebuilds the statement from what it stores and refuses any difference.
 */
export const signVerificationInputSchema = z.strictObject({
  date: z.iso.datetime({ error: 'Data da declaração inválida.' }),
  verifierPersonName: signerNameSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Hash SHA-256 inválido.'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Assinatura inválida.'),
});
export type SignVerificationInput = z.infer<typeof signVerificationInputSchema>;

/** Withdraw a signed statement (POST /v1/verifications/:id/withdraw-statement), or a request not yet signed. */
export const withdrawVerificationInputSchema = z.strictObject({
  reason: common.requiredText(1000, 'Informe o motivo.'),
});
export type WithdrawVerificationInput = z.infer<typeof withdrawVerificationInputSchema>;

/** A signed statement as stored and served, with everything a browser needs to check it. */
export const signedStatementSchema = z.object({
  statement: verificationStatementSchema,
  sha256: z.string(),
  message: z.string(),
  signature: z.string(),
  signerAddress: z.string(),
  outcome: z.enum(['approved', 'rejected']),
  /** The comments whose hash the statement carries. */
  comments: z.array(z.object({ section: z.enum(verificationSections), comment: z.string() })),
  signedAt: z.iso.datetime(),
  withdrawnAt: z.iso.datetime().nullable(),
  withdrawalReason: z.string().nullable(),
});
export type SignedStatement = z.infer<typeof signedStatementSchema>;

/** What the signed-in person may do with a request, by the rule the server enforces. */
export const verificationCanSchema = z
  .object({
    review: z.boolean().describe('Analisar: salvar pareceres e escrever como verificadora.'),
    requestClarification: z.boolean().describe('Pedir esclarecimento ao autor.'),
    answer: z.boolean().describe('Responder como autor no histórico de mensagens.'),
    sign: z.boolean().describe('Assinar a declaração com a própria carteira.'),
    withdraw: z.boolean().describe('Retirar o pedido ainda não assinado (quem pediu).'),
    withdrawStatement: z
      .boolean()
      .describe('Retirar a declaração assinada (proprietário ou administrador da verificadora).'),
  })
  .describe('O que a pessoa conectada pode fazer com o pedido, pela mesma regra que o servidor aplica.');
export type VerificationCan = z.infer<typeof verificationCanSchema>;

/** A request in a list (the author's requests, the verifier's inbox). */
export const verificationRequestSummarySchema = z.object({
  id: z.uuid(),
  certificateCode: z.string(),
  report: z.object({
    id: z.uuid(),
    title: z.string(),
    projectId: z.uuid().nullable(),
    projectName: z.string().nullable(),
  }),
  /** Who asked: the report's organisation (null for a personal report) and the public name shown. */
  requester: z.object({ organizationId: z.uuid().nullable(), name: z.string() }),
  verifier: z.object({ id: z.uuid(), slug: z.string(), name: z.string() }),
  status: z.enum(verificationStatuses),
  /** Which side the signed-in person is on (a person in both organisations is on the author's side). */
  side: z.enum(verificationSides),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
  can: verificationCanSchema,
});
export type VerificationRequestSummary = z.infer<typeof verificationRequestSummarySchema>;

/** One request with all the review needs: the certificate exactly as signed, the thread, verdicts, the statement. */
export const verificationRequestSchema = verificationRequestSummarySchema.extend({
  certificate: certificateSchema,
  /**
   * The evidence files of the report, matched to the signed snapshot's entries by position: the attachment id lets the
   * reviewer download each through the attachment routes and re-hash it in the browser.
   */
  evidence: z.array(z.object({ attachmentId: z.uuid(), name: z.string(), sha256: z.string() })),
  messages: z.array(verificationThreadMessageSchema),
  verdicts: z.array(verdictEntrySchema),
  statement: signedStatementSchema.nullable(),
  /**
   * Why the verifier may not sign this request now (its accreditation suspended, revoked, not in force today, or its
   * scope not covering the project), by the rule the signature is refused with; null when nothing stands in the way.
   */
  signProblem: z
    .string()
    .nullable()
    .describe(
      'Por que a verificadora não pode assinar agora (credenciamento suspenso, revogado, fora do período ou do escopo); null se nada impede.',
    ),
  /** The project as it is now, for the map and the scope (read-only; null when the report has none). */
  project: z
    .object({
      id: z.uuid(),
      name: z.string(),
      biome: z.enum(biomes),
      category: z.enum(projectCategories),
      municipality: z.string(),
      state: z.string(),
      latitude: z.number().nullable(),
      longitude: z.number().nullable(),
      areaHa: z.number().nullable(),
    })
    .nullable()
    .optional(),
  /** Where the report says it was written (a device's position), when it carries one. */
  reportPosition: z.object({ latitude: z.number(), longitude: z.number() }).nullable().optional(),
  /** The project's entries in its organisation's history, newest first (at most 100; people named, never by id). */
  projectHistory: z.array(historyEntrySchema).optional(),
});
export type VerificationRequest = z.infer<typeof verificationRequestSchema>;

export const verificationListQuerySchema = z.object({
  side: z
    .enum(verificationSides, { error: 'Use "author" ou "verifier".' })
    .optional()
    .describe('"author": pedidos feitos; "verifier": caixa de entrada da verificadora; omitido: ambos.'),
});
export const verificationListResponseSchema = common.dataSchema(z.array(verificationRequestSummarySchema));
export const verificationResponseSchema = common.dataSchema(verificationRequestSchema);
export const verificationDraftResponseSchema = common.dataSchema(verificationDraftSchema);

// ---------------------------------------------------------------------------------------------------------------
// Public answer (/verificar)

/** A verification as anyone sees it with the certificate: enough to re-check signature and accreditation in a browser. */
export const publicVerificationSchema = signedStatementSchema.extend({
  id: z.uuid(),
  status: z.enum(['valid', 'withdrawn']),
  verifier: publicVerifierSchema,
});
export type PublicVerification = z.infer<typeof publicVerificationSchema>;

/** The public certificate with its verifications (GET /v1/public/certificates/:code); older clients ignore the list. */
export const publicCertificateSchema = certificateSchema.extend({
  verifications: z.array(publicVerificationSchema).optional(),
  /**
   * The biome and category of the certified report's project, so the browser checks that each verifier's scope covered
   * them (null: the report has no project; absent: an older server, and the scope is then not checked).
   */
  project: z
    .object({ biome: z.enum(biomes), category: z.enum(projectCategories) })
    .nullable()
    .optional(),
});
export type PublicCertificate = z.infer<typeof publicCertificateSchema>;

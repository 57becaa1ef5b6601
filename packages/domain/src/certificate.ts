import { z } from 'zod';
import { evidenceEntrySchema } from './attachment.ts';
import { organizationRoles } from './organization.ts';

export const SIGNER_NAME_MIN = 3;
export const SIGNER_NAME_MAX = 120;
const signerNameLength = `O nome público deve ter entre ${SIGNER_NAME_MIN} e ${SIGNER_NAME_MAX} caracteres.`;
// 11 digits, optionally punctuated as a CPF is written (529.982.247-25): never published with a certificate.
const CPF_LIKE = /\d{3}[.\s-]?\d{3}[.\s-]?\d{3}[.\s/-]?\d{2}/;

/**
 * The public name shown with a certificate, chosen by its signer (their full name or one they type). It is public
 * forever and signed, so it can never carry an e-mail or a CPF.
 */
export const signerNameSchema = z
  .string()
  .trim()
  .min(1, 'Informe o nome público de quem emite o certificado.')
  .min(SIGNER_NAME_MIN, signerNameLength)
  .max(SIGNER_NAME_MAX, signerNameLength)
  .refine((name) => !/\p{Cc}/u.test(name), 'O nome público não pode ter quebras de linha nem caracteres de controle.')
  .refine((name) => !name.includes('@'), 'O nome público não pode conter um e-mail.')
  .refine((name) => !CPF_LIKE.test(name), 'O nome público não pode conter um CPF.');

/** What a certificate freezes of a report: the exact object whose RFC 8785 hash the author signs (docs/design.md §5). */
export const certificateSnapshotSchema = z.object({
  reportId: z.string(),
  title: z.string(),
  projectName: z.string().nullable(),
  periodStart: z.string(),
  periodEnd: z.string(),
  summary: z.string(),
  indicators: z.object({
    co2eTonnes: z.number().nullable(),
    treesPlanted: z.number().nullable(),
    restoredAreaHa: z.number().nullable(),
    waterM3: z.number().nullable(),
    wasteTonnes: z.number().nullable(),
    peopleBenefited: z.number().nullable(),
  }),
  publishedAt: z.string().nullable(),
  /** The signer's public name ("Emitido por"); signed with the rest. Certificates issued before it existed lack it. */
  signerName: z.string().optional(),
  /** For an organisation's report: its name and the signer's role in it when signing; signed with the rest. */
  organization: z.object({ name: z.string(), signerRole: z.enum(organizationRoles) }).optional(),
  /**
   * The report's evidence files in their order (name, type, size, SHA-256, caption); signed with the rest, so the
   * verification page can check each stored file. Absent when the report had none and in older certificates.
   */
  evidence: z.array(evidenceEntrySchema).optional(),
  /**
   * A version after the first (docs/design.md §5, "Versions"): its number and the code of the certificate it
   * replaces, signed with the rest. Absent in a first version, whose hash is exactly as before versions existed.
   */
  revision: z.number().int().min(2).optional(),
  replacesCode: z.string().optional(),
});
export type CertificateSnapshot = z.infer<typeof certificateSnapshotSchema>;

/** The snapshot a certificate signs: the report's content and the public name its signer chose. */
export function withSignerName(snapshot: CertificateSnapshot, signerName: string): CertificateSnapshot {
  return { ...snapshot, signerName };
}

/**
 * What the author is asked to sign: the snapshot, its hash and the message built from them. The snapshot carries the
 * author's full name as public name when it is usable as one; the author may sign it with another name instead.
 */
export const certificateDraftSchema = z.object({
  snapshot: certificateSnapshotSchema,
  sha256: z.string(),
  message: z.string(),
});
export type CertificateDraft = z.infer<typeof certificateDraftSchema>;

export const issueCertificateInputSchema = z.object({
  reportId: z.uuid({ message: 'Relatório inválido.' }),
  signerName: signerNameSchema,
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Hash SHA-256 inválido.'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Assinatura inválida.'),
});
export type IssueCertificateInput = z.infer<typeof issueCertificateInputSchema>;

/** Another version's certificate, as a certificate names it: its code and the version's number. */
export const certificateRevisionRefSchema = z.object({ code: z.string(), revision: z.number().int().min(1) });
export type CertificateRevisionRef = z.infer<typeof certificateRevisionRefSchema>;

/** A certificate as anyone may see it on /verificar/<code>: no personal data, only the signer's public references. */
export const certificateSchema = z.object({
  code: z.string(),
  reportId: z.string(),
  snapshot: certificateSnapshotSchema,
  sha256: z.string(),
  message: z.string(),
  signature: z.string(),
  signerAddress: z.string(),
  signerRef: z.string(),
  issuedAt: z.string(),
  // Versions (docs/design.md §5): neither is signed; both only point at the other version's certificate.
  supersededBy: certificateRevisionRefSchema
    .nullable()
    .describe('O certificado da versão seguinte, que substitui esta (null: é a versão em vigor).'),
  replaces: certificateRevisionRefSchema.nullable().describe('O certificado da versão anterior, que esta substitui.'),
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{10}$/, 'Código de certificado inválido.');

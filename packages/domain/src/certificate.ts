import { z } from 'zod';

/** What a certificate freezes of a report: the exact object whose RFC 8785 hash the author signs (DESIGN.md §5). */
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
});
export type CertificateSnapshot = z.infer<typeof certificateSnapshotSchema>;

/** What the author is asked to sign: the snapshot, its hash and the message built from them. */
export const certificateDraftSchema = z.object({
  snapshot: certificateSnapshotSchema,
  sha256: z.string(),
  message: z.string(),
});
export type CertificateDraft = z.infer<typeof certificateDraftSchema>;

export const issueCertificateInputSchema = z.object({
  reportId: z.uuid({ message: 'Relatório inválido.' }),
  sha256: z.string().regex(/^[0-9a-f]{64}$/, 'Hash SHA-256 inválido.'),
  signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/, 'Assinatura inválida.'),
});
export type IssueCertificateInput = z.infer<typeof issueCertificateInputSchema>;

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
});
export type Certificate = z.infer<typeof certificateSchema>;

export const certificateCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[0-9A-Z]{10}$/, 'Código de certificado inválido.');

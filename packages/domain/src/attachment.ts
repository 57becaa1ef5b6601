import { z } from 'zod';
import { latitudeField, longitudeField, textField } from './content/common.ts';
import { contentCollections } from './content/kinds.ts';

/**
 * Attachments (docs/evidence.md): evidence of reports, images of posts, events and products, a project's cover photo
 * and documents. The type is decided from the bytes on the server; images are re-encoded without metadata, so the
 * SHA-256 here is the hash of the stored file, the one a certificate signs.
 */

/** The kinds of item that take files, as their API collections name them. */
export const attachmentParentKinds = contentCollections;
export type AttachmentParentKind = (typeof attachmentParentKinds)[number];

export const attachmentTypes = ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'] as const;
export type AttachmentType = (typeof attachmentTypes)[number];
export const imageAttachmentTypes = ['image/jpeg', 'image/png', 'image/webp'] as const satisfies AttachmentType[];

/** Which types each kind of item takes: documents (PDF) only for reports and projects. */
export const attachmentTypesByParent: Record<AttachmentParentKind, readonly AttachmentType[]> = {
  projects: attachmentTypes,
  reports: attachmentTypes,
  posts: imageAttachmentTypes,
  events: imageAttachmentTypes,
  products: imageAttachmentTypes,
};

export const ATTACHMENT_MAX_BYTES = 20 * 1024 * 1024;
export const ATTACHMENTS_PER_ITEM = 30;
export const ATTACHMENT_CAPTION_MAX = 500;
export const ATTACHMENT_NAME_MAX = 200;
/** Default quota of a space (personal or an organisation's), in MB; STORAGE_QUOTA_MB changes it. */
export const STORAGE_QUOTA_MB_DEFAULT = 1024;

export const attachmentMessages = {
  notFound: 'Arquivo não encontrado.',
  missingFile: 'Envie um arquivo no campo "file".',
  tooLarge: 'O arquivo passa de 20 MB. Envie um arquivo menor.',
  tooMany: 'Cada item aceita no máximo 30 arquivos.',
  typeRefused: 'Tipo de arquivo não aceito. Envie JPEG, PNG, WebP ou PDF.',
  imageOnly: 'Aqui só são aceitas imagens JPEG, PNG ou WebP.',
  unreadable: 'Não foi possível ler este arquivo: ele parece corrompido.',
  imageTooBig: 'A imagem tem dimensões grandes demais (máximo de 50 megapixels).',
  busy: 'Muitas imagens sendo processadas agora. Aguarde alguns segundos e tente de novo.',
  quotaFull: 'O espaço de armazenamento está cheio. Exclua arquivos ou fale com quem administra o espaço.',
  certifiedFrozen: 'Os arquivos de um relatório certificado não podem ser alterados.',
  orderMismatch: 'A ordem deve listar cada arquivo do item uma vez.',
} as const;

export const attachmentLocationSchema = z.object({ latitude: latitudeField(), longitude: longitudeField() });
export type AttachmentLocation = z.infer<typeof attachmentLocationSchema>;

/** One file as the API answers it. `url` serves the stored file; images also have WebP previews. */
export const attachmentSchema = z.object({
  id: z.string(),
  parentKind: z.enum(attachmentParentKinds),
  parentId: z.string(),
  name: z.string(),
  type: z.enum(attachmentTypes),
  size: z.number().int(),
  sha256: z.string(),
  caption: z.string().nullable(),
  position: z.number().int(),
  width: z.number().int().nullable(),
  height: z.number().int().nullable(),
  /** The place the person confirmed for this evidence (never kept from the photo without confirmation). */
  location: attachmentLocationSchema.nullable(),
  url: z.string(),
  /** WebP about 320 px wide, for lists; null for a PDF. */
  thumbnailUrl: z.string().nullable(),
  /** WebP about 1280 px wide, for pages; null for a PDF. */
  previewUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Attachment = z.infer<typeof attachmentSchema>;

/** Answer of an upload: the file, plus the GPS position read from the photo before it was stripped, to confirm. */
export const uploadedAttachmentSchema = attachmentSchema.extend({
  detectedLocation: attachmentLocationSchema.nullable(),
});
export type UploadedAttachment = z.infer<typeof uploadedAttachmentSchema>;

/** How full the item's space is. */
export const storageUsageSchema = z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int() });
export type StorageUsage = z.infer<typeof storageUsageSchema>;

/** GET /v1/<kind>/:id/attachments */
export const attachmentListSchema = z.object({
  attachments: z.array(attachmentSchema),
  usage: storageUsageSchema,
});
export type AttachmentList = z.infer<typeof attachmentListSchema>;

/** PATCH /v1/<kind>/:id/attachments/:attachmentId — caption and confirmed location. */
export const updateAttachmentSchema = z
  .object({
    caption: textField(ATTACHMENT_CAPTION_MAX).nullable().optional(),
    location: attachmentLocationSchema.nullable().optional(),
  })
  .strict();
export type UpdateAttachment = z.infer<typeof updateAttachmentSchema>;

/** PUT /v1/<kind>/:id/attachments/order — every attachment id of the item, in the new order. */
export const attachmentOrderSchema = z.object({ ids: z.array(z.uuid()).max(ATTACHMENTS_PER_ITEM) }).strict();
export type AttachmentOrder = z.infer<typeof attachmentOrderSchema>;

/** What a certificate's snapshot lists of each evidence file (signed with the rest). */
export const evidenceEntrySchema = z.object({
  name: z.string(),
  type: z.enum(attachmentTypes),
  size: z.number().int(),
  sha256: z.string(),
  caption: z.string().nullable(),
});
export type EvidenceEntry = z.infer<typeof evidenceEntrySchema>;

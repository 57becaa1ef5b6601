import { sql } from 'drizzle-orm';
import { check, doublePrecision, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { contentCollections } from '@raiz/domain';
import { generatedId } from './columns.ts';
import { spaceOrganizationRef } from './organizations.ts';
import { nullableUserRef, userRef } from './users.ts';
import { nowTimestamp } from '@raiz/server-kit/timestamps';

/** The CHECK of `parent_kind`: the content resources' collections (the server's manifest writes it for new ones). */
export const attachmentParentKindCheck = (keys: readonly string[]) =>
  `"parent_kind" in (${keys.map((key) => `'${key.replaceAll("'", "''")}'`).join(', ')})`;

/**
 * Files of content items (docs/evidence.md). A row belongs to one item (parent_kind + parent_id: a project, report,
 * post, event or product) and lives in that item's space: owner_id and organization_id are the parent's, kept so by
 * triggers (drizzle/0008_attachments.sql) when the parent moves, and the rows go when the parent is deleted, in the same
 * transaction. The bytes are in the blob store under their SHA-256; thumbnail and preview are WebP variants of images.
 */
export const attachments = pgTable(
  'attachments',
  {
    id: generatedId(),
    parentKind: text('parent_kind').notNull(),
    parentId: uuid('parent_id').notNull(),
    /** The owner of the item's space (the parent's owner_id), as every content row has. */
    ownerId: userRef('owner_id'),
    organizationId: spaceOrganizationRef(),
    /** Who sent the file; null once they deleted their account (an organisation's files stay). */
    uploadedBy: nullableUserRef('uploaded_by'),
    name: text('name').notNull(),
    type: text('type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    thumbSha256: text('thumb_sha256'),
    thumbSize: integer('thumb_size'),
    previewSha256: text('preview_sha256'),
    previewSize: integer('preview_size'),
    width: integer('width'),
    height: integer('height'),
    caption: text('caption'),
    position: integer('position').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    createdAt: nowTimestamp('created_at'),
  },
  (t) => [
    index('attachments_parent_position_idx').on(t.parentKind, t.parentId, t.position),
    // Quota sums: an organisation's files, and a person's personal space.
    index('attachments_organization_idx').on(t.organizationId),
    index('attachments_personal_owner_idx')
      .on(t.ownerId)
      .where(sql`${t.organizationId} is null`),
    // Whether a blob is still used by any row, in any of its three roles.
    index('attachments_sha256_idx').on(t.sha256),
    index('attachments_thumb_sha256_idx').on(t.thumbSha256),
    index('attachments_preview_sha256_idx').on(t.previewSha256),
    check('attachments_parent_kind', sql.raw(attachmentParentKindCheck(contentCollections))),
    check('attachments_location_whole', sql`(${t.latitude} is null) = (${t.longitude} is null)`),
  ],
);

/**
 * Blobs whose last row went (filled by a trigger on attachments): the attachments module deletes them from the store
 * after the write that freed them, unless a new row took the same bytes meanwhile.
 */
export const attachmentOrphans = pgTable('attachment_orphans', {
  sha256: text('sha256').primaryKey(),
  createdAt: nowTimestamp('created_at'),
});

import { and, asc, count, eq, isNull, or, sql, type AnyColumn } from 'drizzle-orm';
import {
  ATTACHMENT_NAME_MAX,
  ATTACHMENTS_PER_ITEM,
  attachmentMessages,
  type Attachment,
  type AttachmentList,
  type AttachmentParentKind,
  type AttachmentType,
  type CertificateSnapshot,
  type EvidenceEntry,
  type StorageUsage,
  type UpdateAttachment,
  type UploadedAttachment,
} from '@raiz/domain';
import { badRequest, conflict, notFound } from '@raiz/server-kit/app-error';
import type { Db } from '../../db/client.ts';
import { attachmentOrphans, attachments, certificates, projects } from '../../db/schema/index.ts';
import { accessTo, refusal, type Actor, type Reach } from '../content-common/access.ts';
import { reviewsReport } from '../verifications/verifications.service.ts';
import { recordHistory } from '../organizations/history.service.ts';
import { listedInRegistry } from '../registry/registry.service.ts';
import { attachmentParent } from './attachment-parents.ts';
import { fileUrl } from './pictures.service.ts';
import { processUpload, type Blob } from './process-upload.ts';
import type { ReceivedFile } from './receive-upload.ts';
import type { BlobStore } from './storage/blob-store.ts';

export type { BlobStore };

// Files of content items (docs/evidence.md). Access follows the item: the rows carry the item's space (owner and
// organisation), so the one access condition of the content kit (accessTo) decides who reads or changes them; the
// item itself is checked with the same condition when files are added, listed or changed. A certified report's files
// are frozen.

type AttachmentRow = typeof attachments.$inferSelect;

export function toAttachment(row: AttachmentRow): Attachment {
  return {
    id: row.id,
    parentKind: row.parentKind as AttachmentParentKind,
    parentId: row.parentId,
    name: row.name,
    type: row.type as AttachmentType,
    size: row.size,
    sha256: row.sha256,
    caption: row.caption,
    position: row.position,
    width: row.width,
    height: row.height,
    location:
      row.latitude !== null && row.longitude !== null ? { latitude: row.latitude, longitude: row.longitude } : null,
    url: fileUrl(row.id),
    thumbnailUrl: row.thumbSha256 ? fileUrl(row.id, 'thumbnail') : null,
    previewUrl: row.previewSha256 ? fileUrl(row.id, 'preview') : null,
    createdAt: row.createdAt,
  };
}

interface Parent {
  id: string;
  ownerId: string;
  organizationId: string | null;
  name: string;
  projectId: string | null;
  frozen: boolean;
}

/** The item the files belong to, when the actor may reach it (404, or 403 to a member who may only read it). */
async function findParent(db: Db, actor: Actor, kind: AttachmentParentKind, id: string, reach: Reach): Promise<Parent> {
  const p = attachmentParent(kind);
  const { table } = p;
  const [row] = await db
    .select({
      id: table.id,
      ownerId: table.ownerId,
      organizationId: table.organizationId,
      name: sql<string>`${p.name as AnyColumn}`,
      projectId: sql<string | null>`${p.projectId as AnyColumn}`,
      frozen: sql<boolean>`${p.frozen ?? sql`false`}`,
    })
    .from(table)
    .where(and(eq(table.id, id), accessTo(actor, table, reach)));
  if (!row) throw await refusal(db, actor, table, id, reach, p.notFound);
  return row;
}

const frozen = () => conflict(attachmentMessages.certifiedFrozen);

/** The item for a change of its files: editable, and not a certified report. */
async function parentToChange(db: Db, actor: Actor, kind: AttachmentParentKind, id: string): Promise<Parent> {
  const parent = await findParent(db, actor, kind, id, 'edit');
  if (parent.frozen) throw frozen();
  return parent;
}

/**
 * Inside a write's transaction: an item frozen since it was read (a report certified) refuses the change. The row lock
 * makes a certification (which updates the report) wait for this write, and this write wait for a certification.
 */
async function assertStillOpen(tx: Db, kind: AttachmentParentKind, id: string): Promise<void> {
  const p = attachmentParent(kind);
  if (!p.frozen) return;
  const [row] = await tx
    .select({ frozen: sql<boolean>`${p.frozen}` })
    .from(p.table)
    .where(eq(p.table.id, id))
    .for('share');
  if (!row) throw notFound(p.notFound);
  if (row.frozen) throw frozen();
}

/** The rows of one space: an organisation's, or a person's personal space. */
const inSpaceOf = (space: { ownerId: string; organizationId: string | null }) =>
  space.organizationId
    ? eq(attachments.organizationId, space.organizationId)
    : and(isNull(attachments.organizationId), eq(attachments.ownerId, space.ownerId));

const storedBytes = sql<number>`coalesce(sum(${attachments.size} + coalesce(${attachments.thumbSize}, 0) + coalesce(${attachments.previewSize}, 0)), 0)::bigint`;

async function usageOf(db: Db, space: Parent, quotaBytes: number): Promise<StorageUsage> {
  const [row] = await db.select({ used: storedBytes }).from(attachments).where(inSpaceOf(space));
  return { usedBytes: Number(row?.used ?? 0), quotaBytes };
}

const ofParent = (kind: AttachmentParentKind, id: string) =>
  and(eq(attachments.parentKind, kind), eq(attachments.parentId, id));

async function rowsOf(db: Db, kind: AttachmentParentKind, id: string): Promise<AttachmentRow[]> {
  return db
    .select()
    .from(attachments)
    .where(ofParent(kind, id))
    .orderBy(asc(attachments.position), asc(attachments.id));
}

/** GET /v1/<kind>/:id/attachments: the item's files in order and how full its space is. */
/** The files of a person's personal space, by item and order ("Baixar meus dados"). */
export async function listAttachmentsOwnedBy(db: Db, userId: string): Promise<Attachment[]> {
  const rows = await db
    .select()
    .from(attachments)
    .where(and(isNull(attachments.organizationId), eq(attachments.ownerId, userId)))
    .orderBy(asc(attachments.parentKind), asc(attachments.parentId), asc(attachments.position));
  return rows.map(toAttachment);
}

export async function listAttachments(
  db: Db,
  actor: Actor,
  kind: AttachmentParentKind,
  parentId: string,
  quotaBytes: number,
): Promise<AttachmentList> {
  const parent = await findParent(db, actor, kind, parentId, 'read');
  const [rows, usage] = await Promise.all([rowsOf(db, kind, parentId), usageOf(db, parent, quotaBytes)]);
  return { attachments: rows.map(toAttachment), usage };
}

const extensionOf: Record<AttachmentType, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
};

/** The name shown and offered on download: the sender's, without paths or control characters, ending as its type. */
export function attachmentName(given: string | undefined, type: AttachmentType): string {
  const base = (given ?? '')
    .split(/[/\\]/)
    .pop()!
    .replace(/[\p{Cc}\p{Cf}]/gu, '')
    .trim();
  const extension = extensionOf[type];
  const stem = base.replace(/\.[^.]*$/, '').trim() || 'arquivo';
  return `${stem.slice(0, ATTACHMENT_NAME_MAX - extension.length - 1)}.${extension}`;
}

/** Serialises writes on the same blob (upload, deletion of an orphan) and on the same space's quota. */
const lock = (tx: Db, key: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);

/** Records a change of an item's files in its organisation's history, as a change of the item. */
async function remember(
  tx: Db,
  actor: Actor,
  kind: AttachmentParentKind,
  parent: Parent,
  before: string | null,
  after: string | null,
) {
  if (!parent.organizationId) return;
  await recordHistory(tx, {
    organizationId: parent.organizationId,
    actor,
    action: 'update',
    entityType: attachmentParent(kind).entity,
    entityId: parent.id,
    projectId: parent.projectId,
    summary: parent.name,
    changes: [{ field: 'attachments', before, after }],
  });
}

export interface UploadInput {
  name: string | undefined;
  /** The file as received into its upload folder (receive-upload.ts); the caller removes the folder after. */
  file: ReceivedFile;
  caption: string | null;
}

/**
 * POST /v1/<kind>/:id/attachments: checks the item, decides the type from the bytes, re-encodes an image, stores the
 * blobs, then — under the space's lock — checks the item's count and the space's quota and inserts the row. The blobs
 * are written before the transaction, never inside it (content-addressed: writing one twice is harmless), so a slow
 * store never holds the space's lock; when anything refuses after, they are recorded as orphans and swept. Idempotent
 * per item and SHA-256: the same file sent again to the same item answers the attachment it made.
 */
export async function uploadAttachment(
  db: Db,
  store: BlobStore,
  actor: Actor,
  kind: AttachmentParentKind,
  parentId: string,
  input: UploadInput,
  quotaBytes: number,
): Promise<UploadedAttachment> {
  const parent = await parentToChange(db, actor, kind, parentId);
  const processed = await processUpload(input.file, attachmentParent(kind).types, actor.id);
  const blobs = [processed.original, processed.thumbnail, processed.preview].filter((b): b is Blob => b !== null);
  const total = blobs.reduce((sum, b) => sum + b.size, 0);
  const stored: string[] = [];
  try {
    for (const b of blobs) {
      stored.push(b.sha256);
      await store.put(b.sha256, b.source);
    }
    const row = await db.transaction(async (tx) => {
      await lock(tx, `space:${parent.organizationId ?? `personal:${parent.ownerId}`}`);
      await assertStillOpen(tx, kind, parentId);
      // The same file sent again to the same item (a retry after a lost answer, docs/evidence.md): the row it made.
      const [again] = await tx
        .select()
        .from(attachments)
        .where(and(ofParent(kind, parentId), eq(attachments.sha256, processed.original.sha256)))
        .limit(1);
      if (again) return again;
      const [{ files = 0, last = -1 } = {}] = await tx
        .select({ files: count(), last: sql<number>`coalesce(max(${attachments.position}), -1)` })
        .from(attachments)
        .where(ofParent(kind, parentId));
      if (files >= ATTACHMENTS_PER_ITEM) throw conflict(attachmentMessages.tooMany);
      const usage = await usageOf(tx, parent, quotaBytes);
      if (usage.usedBytes + total > quotaBytes) throw conflict(attachmentMessages.quotaFull);
      for (const b of blobs) {
        // A sweep deletes a blob under this lock when no row uses it: one may have taken these bytes (freed by another
        // row) between their put above and now. Rare; then they go back, still before the row that uses them.
        await lock(tx, `blob:${b.sha256}`);
        if ((await store.head(b.sha256)) === null) await store.put(b.sha256, b.source);
      }
      const [inserted] = await tx
        .insert(attachments)
        .values({
          parentKind: kind,
          parentId,
          ownerId: parent.ownerId,
          organizationId: parent.organizationId,
          uploadedBy: actor.id,
          name: attachmentName(input.name, processed.type),
          type: processed.type,
          size: processed.original.size,
          sha256: processed.original.sha256,
          thumbSha256: processed.thumbnail?.sha256 ?? null,
          thumbSize: processed.thumbnail?.size ?? null,
          previewSha256: processed.preview?.sha256 ?? null,
          previewSize: processed.preview?.size ?? null,
          width: processed.width,
          height: processed.height,
          caption: input.caption,
          position: Number(last) + 1,
        })
        .returning();
      await remember(tx, actor, kind, parent, null, inserted!.name);
      return inserted!;
    });
    return { ...toAttachment(row), detectedLocation: processed.detectedLocation };
  } catch (error) {
    // Blobs put before the write failed (or may have been) are orphans unless another row uses them.
    if (stored.length) {
      await db
        .insert(attachmentOrphans)
        .values(stored.map((sha256) => ({ sha256 })))
        .onConflictDoNothing();
      // Best effort: with the store down the sweep fails too, and the next one takes them; the answer is the error.
      await sweepOrphanBlobs(db, store).catch(() => undefined);
    }
    throw error;
  }
}

async function findOwnRow(db: Db, kind: AttachmentParentKind, parentId: string, id: string): Promise<AttachmentRow> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), ofParent(kind, parentId)));
  if (!row) throw notFound(attachmentMessages.notFound);
  return row;
}

/** PATCH /v1/<kind>/:id/attachments/:attachmentId: the caption and the confirmed location. */
export async function updateAttachment(
  db: Db,
  actor: Actor,
  kind: AttachmentParentKind,
  parentId: string,
  id: string,
  input: UpdateAttachment,
): Promise<Attachment> {
  const parent = await parentToChange(db, actor, kind, parentId);
  const current = await findOwnRow(db, kind, parentId, id);
  const changes = {
    ...(input.caption !== undefined ? { caption: input.caption || null } : {}),
    ...(input.location !== undefined
      ? { latitude: input.location?.latitude ?? null, longitude: input.location?.longitude ?? null }
      : {}),
  };
  if (Object.keys(changes).length === 0) return toAttachment(current);
  return db.transaction(async (tx) => {
    await assertStillOpen(tx, kind, parentId);
    const [row] = await tx.update(attachments).set(changes).where(eq(attachments.id, id)).returning();
    if (!row) throw notFound(attachmentMessages.notFound);
    await remember(tx, actor, kind, parent, current.name, row.name);
    return toAttachment(row);
  });
}

/** PUT /v1/<kind>/:id/attachments/order: every file of the item once, in the new order. */
export async function orderAttachments(
  db: Db,
  actor: Actor,
  kind: AttachmentParentKind,
  parentId: string,
  ids: string[],
): Promise<Attachment[]> {
  const parent = await parentToChange(db, actor, kind, parentId);
  return db.transaction(async (tx) => {
    await assertStillOpen(tx, kind, parentId);
    const current = await rowsOf(tx, kind, parentId);
    const known = new Set(current.map((row) => row.id));
    if (ids.length !== known.size || new Set(ids).size !== ids.length || !ids.every((id) => known.has(id))) {
      throw badRequest(attachmentMessages.orderMismatch);
    }
    for (const [position, id] of ids.entries()) {
      await tx.update(attachments).set({ position }).where(eq(attachments.id, id));
    }
    await remember(tx, actor, kind, parent, null, null);
    return (await rowsOf(tx, kind, parentId)).map(toAttachment);
  });
}

/**
 * Inside a write's transaction: gives item `toId` the files of item `fromId` (a report's new version, docs/design.md §5),
 * in their order, with their captions and locations. The rows point at the same blobs (content-addressed): no byte is
 * copied, and the blobs stay while any row uses them. The rows count in the space's usage like any file.
 */
export async function copyAttachments(
  tx: Db,
  kind: AttachmentParentKind,
  fromId: string,
  to: { id: string; ownerId: string; organizationId: string | null },
): Promise<number> {
  const rows = await rowsOf(tx, kind, fromId);
  if (rows.length === 0) return 0;
  await tx.insert(attachments).values(
    rows.map(({ id: _id, createdAt: _createdAt, ...row }) => ({
      ...row,
      parentId: to.id,
      ownerId: to.ownerId,
      organizationId: to.organizationId,
    })),
  );
  return rows.length;
}

/** DELETE /v1/<kind>/:id/attachments/:attachmentId; the blobs no other row uses go from the store after it. */
export async function deleteAttachment(
  db: Db,
  store: BlobStore,
  actor: Actor,
  kind: AttachmentParentKind,
  parentId: string,
  id: string,
): Promise<{ id: string }> {
  const parent = await parentToChange(db, actor, kind, parentId);
  const current = await findOwnRow(db, kind, parentId, id);
  await db.transaction(async (tx) => {
    await assertStillOpen(tx, kind, parentId);
    await tx.delete(attachments).where(eq(attachments.id, id));
    await remember(tx, actor, kind, parent, current.name, null);
  });
  await sweepOrphanBlobs(db, store);
  return { id };
}

/**
 * Deletes from the store the blobs whose last row went (listed by the database's trigger, whatever deleted the rows:
 * a file, its item, a project with its posts, a person), unless a row took the same bytes meanwhile.
 */
export async function sweepOrphanBlobs(db: Db, store: BlobStore): Promise<number> {
  let deleted = 0;
  for (;;) {
    const batch = await db.select({ sha256: attachmentOrphans.sha256 }).from(attachmentOrphans).limit(100);
    if (batch.length === 0) return deleted;
    for (const { sha256 } of batch) {
      await db.transaction(async (tx) => {
        await lock(tx, `blob:${sha256}`);
        const [used] = await tx
          .select({ id: attachments.id })
          .from(attachments)
          .where(
            or(
              eq(attachments.sha256, sha256),
              eq(attachments.thumbSha256, sha256),
              eq(attachments.previewSha256, sha256),
            ),
          )
          .limit(1);
        if (!used) {
          await store.delete(sha256);
          deleted++;
        }
        await tx.delete(attachmentOrphans).where(eq(attachmentOrphans.sha256, sha256));
      });
    }
  }
}

/** What a file route serves: which blob, as what type and name. */
export interface ServedFile {
  sha256: string;
  type: string;
  name: string;
}

export type FileVariant = 'original' | 'thumbnail' | 'preview';

function servedVariant(row: AttachmentRow, variant: FileVariant): ServedFile {
  if (variant === 'original') return { sha256: row.sha256, type: row.type, name: row.name };
  const sha256 = variant === 'thumbnail' ? row.thumbSha256 : row.previewSha256;
  if (!sha256) throw notFound(attachmentMessages.notFound);
  return { sha256, type: 'image/webp', name: row.name.replace(/\.[^.]*$/, `-${variant}.webp`) };
}

/** GET /v1/attachments/:id/file: to whoever may read the item; 404 to anyone else. */
export async function fileForReader(db: Db, actor: Actor, id: string, variant: FileVariant): Promise<ServedFile> {
  const [row] = await db
    .select()
    .from(attachments)
    .where(and(eq(attachments.id, id), accessTo(actor, attachments, 'read')));
  if (row) return servedVariant(row, variant);
  // A reviewer of a verification reads the certified report's files, and nothing else of its space.
  const [file] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (file?.parentKind === 'reports' && (await reviewsReport(db, actor, file.parentId))) {
    return servedVariant(file, variant);
  }
  throw notFound(attachmentMessages.notFound);
}

/** GET /v1/public/attachments/:id/file: a file of an item the public registry shows (its project listed). */
export async function publicFile(db: Db, id: string, variant: FileVariant): Promise<ServedFile> {
  const [row] = await db.select().from(attachments).where(eq(attachments.id, id));
  if (!row) throw notFound(attachmentMessages.notFound);
  const p = attachmentParent(row.parentKind);
  const { table } = p;
  if (p.shownInRegistry === false) throw notFound(attachmentMessages.notFound);
  // A project's own file: the project is its own project (joining the table to itself would name it twice, 42712).
  const [shown] =
    p.projectId === table.id
      ? await db
          .select({ id: projects.id })
          .from(projects)
          .where(and(eq(projects.id, row.parentId), listedInRegistry))
      : await db
          .select({ id: table.id })
          .from(table)
          .innerJoin(projects, eq(projects.id, sql`${p.projectId as AnyColumn}`))
          .where(and(eq(table.id, row.parentId), p.shownInRegistry, listedInRegistry));
  if (!shown) throw notFound(attachmentMessages.notFound);
  return servedVariant(row, variant);
}

/**
 * A file a certificate lists as evidence, for anyone, while the certificate stands (404 once withdrawn). A variant
 * (thumbnail, preview: the WebP copies made at upload) comes from the certified report's own file with those bytes, so
 * the verification page can show a picture without downloading the original; the original is what its hash signs.
 */
export async function evidenceFile(db: Db, code: string, sha256: string, variant: FileVariant): Promise<ServedFile> {
  const [row] = await db
    .select({ snapshot: certificates.snapshot, reportId: certificates.reportId })
    .from(certificates)
    .where(and(eq(certificates.code, code), isNull(certificates.withdrawnAt)));
  const entry = (row?.snapshot as CertificateSnapshot | null)?.evidence?.find((e) => e.sha256 === sha256);
  if (!row?.reportId || !entry) throw notFound(attachmentMessages.notFound);
  if (variant === 'original') return { sha256: entry.sha256, type: entry.type, name: entry.name };
  const [file] = await db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.parentKind, 'reports'),
        eq(attachments.parentId, row.reportId),
        eq(attachments.sha256, entry.sha256),
      ),
    )
    .limit(1);
  if (!file) throw notFound(attachmentMessages.notFound);
  return servedVariant(file, variant);
}

/** The evidence a certificate of the report signs: its files in order (docs/evidence.md). */
export async function reportEvidence(db: Db, reportId: string): Promise<EvidenceEntry[]> {
  const rows = await rowsOf(db, 'reports', reportId);
  return rows.map((row) => ({
    name: row.name,
    type: row.type as AttachmentType,
    size: row.size,
    sha256: row.sha256,
    caption: row.caption,
  }));
}

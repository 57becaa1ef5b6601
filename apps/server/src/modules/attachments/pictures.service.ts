// Pictures of content items, for lists and public pages: each image's two WebP sizes, the original's size and its
// caption (docs/evidence.md). Read by the content kit's lists (the private file route) and the registry (the public
// one), so both show an item's images the same way.
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import type { AttachmentParentKind, Picture } from '@raiz/domain';
import type { Db } from '../../db/client.ts';
import { attachments } from '../../db/schema/index.ts';

/** GET /v1/attachments/:id/file: to whoever may read the item. */
export const fileUrl = (id: string, variant?: 'thumbnail' | 'preview') =>
  `/v1/attachments/${id}/file${variant ? `?variant=${variant}` : ''}`;

/** GET /v1/public/attachments/:id/file: to anyone, while the registry shows the item. */
export const publicFileUrl = (id: string, variant: 'thumbnail' | 'preview') =>
  `/v1/public/attachments/${id}/file?variant=${variant}`;

/** Which file route a picture's addresses use. */
export type PictureRoute = 'private' | 'public';

const pictureColumns = {
  id: attachments.id,
  parentId: attachments.parentId,
  width: attachments.width,
  height: attachments.height,
  caption: attachments.caption,
};
type PictureRow = { id: string; width: number | null; height: number | null; caption: string | null };

/** Images have both WebP sizes; a PDF has neither. */
const ofItems = (kind: AttachmentParentKind, ids: string[]) =>
  and(
    eq(attachments.parentKind, kind),
    inArray(attachments.parentId, ids),
    isNotNull(attachments.thumbSha256),
    isNotNull(attachments.previewSha256),
  );

function toPicture(row: PictureRow, route: PictureRoute): Picture {
  const url = route === 'public' ? publicFileUrl : fileUrl;
  return {
    thumbnailUrl: url(row.id, 'thumbnail'),
    previewUrl: url(row.id, 'preview'),
    width: row.width,
    height: row.height,
    caption: row.caption,
  };
}

/** Each item's cover: its first image in the order its editors chose, in one query; absent without images. */
export async function coversOf(
  db: Db,
  kind: AttachmentParentKind,
  ids: string[],
  route: PictureRoute,
): Promise<Map<string, Picture>> {
  const covers = new Map<string, Picture>();
  if (ids.length === 0) return covers;
  const rows = await db
    .selectDistinctOn([attachments.parentId], pictureColumns)
    .from(attachments)
    .where(ofItems(kind, ids))
    .orderBy(attachments.parentId, attachments.position);
  for (const row of rows) covers.set(row.parentId, toPicture(row, route));
  return covers;
}

/** Every image of each item, in order, in one query. */
export async function picturesOf(
  db: Db,
  kind: AttachmentParentKind,
  ids: string[],
  route: PictureRoute,
): Promise<Map<string, Picture[]>> {
  const pictures = new Map<string, Picture[]>();
  if (ids.length === 0) return pictures;
  const rows = await db
    .select(pictureColumns)
    .from(attachments)
    .where(ofItems(kind, ids))
    .orderBy(attachments.parentId, attachments.position);
  for (const row of rows) pictures.set(row.parentId, [...(pictures.get(row.parentId) ?? []), toPicture(row, route)]);
  return pictures;
}

import { apiUrl } from '../../lib/api-client';

/** A picture as the API answers it: the WebP sizes the server makes of an image (docs/evidence.md), and its caption. */
export interface PictureImage {
  thumbnailUrl: string;
  previewUrl: string;
  /** The original's size; the sizes are never enlarged past it. */
  width: number | null;
  height: number | null;
  caption: string | null;
}

const THUMBNAIL_WIDTH = 320;
const PREVIEW_WIDTH = 1280;

/**
 * An image in the two WebP sizes the server keeps (about 320 and 1280 px wide): the browser picks by `sizes`, loads it
 * only near the viewport (unless `priority`), and reads the caption as its alt text (empty — decorative — without one,
 * where the item's name is beside it).
 */
export function Picture({
  image,
  sizes,
  className = '',
  priority = false,
}: {
  image: PictureImage;
  /** The width the image takes on screen, as the `sizes` attribute says it. */
  sizes: string;
  className?: string;
  /** The page's main picture, in the first screen: fetched at once. */
  priority?: boolean;
}) {
  const thumbnail = Math.min(THUMBNAIL_WIDTH, image.width ?? THUMBNAIL_WIDTH);
  const preview = Math.min(PREVIEW_WIDTH, image.width ?? PREVIEW_WIDTH);
  // A picture no wider than a thumbnail has both sizes alike: one candidate (a width may appear once in srcset).
  const candidates = [`${apiUrl(image.thumbnailUrl)} ${thumbnail}w`];
  if (preview > thumbnail) candidates.push(`${apiUrl(image.previewUrl)} ${preview}w`);
  return (
    <img
      src={apiUrl(image.thumbnailUrl)}
      srcSet={candidates.join(', ')}
      sizes={sizes}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      alt={image.caption ?? ''}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={`bg-surface-2 object-cover ${className}`}
    />
  );
}

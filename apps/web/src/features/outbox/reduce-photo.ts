// Photos are reduced on the device before they are stored (docs/ARCHITECTURE.md "Outbox"): at most 2560 px on the
// longer side, JPEG at 0.85, which takes a phone's 4–12 MB photo to a fraction of it, and keeps the GPS position
// read from the original (gps-exif.ts), so the location offer still works after sending. PDFs and images the browser
// cannot decode are kept as they are.
import type { AttachmentLocation } from '@raiz/domain';
import { withGpsExif } from './gps-exif';
import type { OutboxFile } from './outbox-store';

export const MAX_SIDE = 2560;
const QUALITY = 0.85;
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * The position in a photo's EXIF, if any: exifr (the server's reader too), its small browser build (JPEG and TIFF,
 * EXIF and GPS only, no Node fallbacks), loaded only when a photo is chosen for the outbox.
 */
async function gpsOf(file: Blob): Promise<AttachmentLocation | null> {
  try {
    const { gps } = await import('exifr/dist/mini.esm.mjs');
    const found = (await gps(file)) as { latitude?: number; longitude?: number } | undefined;
    const { latitude, longitude } = found ?? {};
    return typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude + longitude)
      ? { latitude, longitude }
      : null;
  } catch {
    return null;
  }
}

async function encode(bitmap: ImageBitmap, width: number, height: number): Promise<Blob> {
  if (typeof OffscreenCanvas !== 'undefined') {
    const canvas = new OffscreenCanvas(width, height);
    canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
    return canvas.convertToBlob({ type: 'image/jpeg', quality: QUALITY });
  }
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, width, height);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error('toBlob'))), 'image/jpeg', QUALITY),
  );
}

const jpegName = (name: string) => `${name.replace(/\.[^.]*$/, '') || 'foto'}.jpg`;

/** The file as the outbox keeps it: a photo reduced (with its position), anything else as chosen. */
export async function reduceForOutbox(file: File): Promise<OutboxFile> {
  const original: OutboxFile = { name: file.name, type: file.type, data: await file.arrayBuffer() };
  if (!PHOTO_TYPES.includes(file.type) || typeof createImageBitmap !== 'function') return original;
  const location = await gpsOf(file);
  let bitmap: ImageBitmap;
  try {
    bitmap = await createImageBitmap(file);
  } catch {
    return { ...original, location };
  }
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const width = Math.round(bitmap.width * scale);
    const height = Math.round(bitmap.height * scale);
    const encoded = new Uint8Array(await (await encode(bitmap, width, height)).arrayBuffer());
    const bytes = location ? withGpsExif(encoded, location) : encoded;
    // Already small (a screenshot, a photo sent before): the original is kept.
    if (bytes.byteLength >= original.data.byteLength) return { ...original, location };
    return { name: jpegName(file.name), type: 'image/jpeg', data: bytes.slice().buffer, location };
  } finally {
    bitmap.close();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type OutputInfo, type Sharp } from 'sharp';
import { attachmentMessages, attachmentTypes, type AttachmentLocation, type AttachmentType } from '@raiz/domain';
import { badRequest } from '@raiz/server-kit/app-error';
import { WorkGate } from '@raiz/server-kit/work-gate';
import type { ReceivedFile } from './receive-upload.ts';
import { hashFile, sha256Of, type BlobSource } from './storage/blob-store.ts';

// What an upload becomes before anything is stored (docs/evidence.md): the type decided from the first bytes, never
// from the name; an image re-encoded in its own format with no metadata (auto-rotated first), plus two WebP sizes; a
// PDF kept byte for byte once it looks like one PDF and nothing else. Any refusal throws before a byte is stored. The
// upload and the re-encoded original are files in the upload's folder (receive-upload.ts), never whole in memory; only
// the two small WebP sizes are.

export const MAX_INPUT_PIXELS = 50_000_000;

/**
 * Decoding costs about 4 bytes a pixel, several times over while the three encodings run: this process decodes at most
 * 60 megapixels at once (one image at the 50 MP cap, or five 12 MP phone photos), the rest wait in line (16 at most),
 * and one person has at most 2 images in flight (the web sends one at a time); past that, 429 with Retry-After.
 * sharp's operation cache is off: no upload is decoded twice, and its cache would only hold memory.
 */
export const IMAGE_PIXEL_BUDGET = 60_000_000;
export const imageGate = new WorkGate({
  budget: IMAGE_PIXEL_BUDGET,
  queue: 16,
  perKey: 2,
  retryAfterSeconds: 5,
  message: attachmentMessages.busy,
});
sharp.cache(false);
export const THUMBNAIL_WIDTH = 320;
export const PREVIEW_WIDTH = 1280;

export interface Blob {
  source: BlobSource;
  size: number;
  sha256: string;
}

export interface ProcessedUpload {
  type: AttachmentType;
  original: Blob;
  width: number | null;
  height: number | null;
  thumbnail: Blob | null;
  preview: Blob | null;
  /** Where the photo says it was taken, read before the metadata was stripped; never stored unless confirmed. */
  detectedLocation: AttachmentLocation | null;
}

const blob = (bytes: Buffer): Blob => ({ source: bytes, size: bytes.length, sha256: sha256Of(bytes) });
const isAttachmentType = (mime: string): mime is AttachmentType =>
  (attachmentTypes as readonly string[]).includes(mime);

/** The type a file's first bytes say it is, if it is one the item takes; a clear refusal otherwise. */
export async function detectType(head: Buffer, allowed: readonly AttachmentType[]): Promise<AttachmentType> {
  const detected = (await fileTypeFromBuffer(head))?.mime;
  const imagesOnly = !allowed.includes('application/pdf');
  if (!detected || !isAttachmentType(detected)) {
    throw badRequest(imagesOnly ? attachmentMessages.imageOnly : attachmentMessages.typeRefused);
  }
  if (!allowed.includes(detected)) throw badRequest(attachmentMessages.imageOnly);
  return detected;
}

/**
 * What an uploaded file becomes; `person` (who uploads) counts against imageGate's per-person bound. The re-encoded
 * original of an image is written beside the file.
 */
export async function processUpload(
  file: ReceivedFile,
  allowed: readonly AttachmentType[],
  person: string,
): Promise<ProcessedUpload> {
  const type = await detectType(file.head, allowed);
  if (type === 'application/pdf') {
    await assertPlainPdf(file);
    return {
      type,
      original: { source: { path: file.path, size: file.size }, size: file.size, sha256: file.sha256 },
      width: null,
      height: null,
      thumbnail: null,
      preview: null,
      detectedLocation: null,
    };
  }
  return { type, ...(await reencodeImage(file.path, type, person)) };
}

/**
 * A PDF as its readers parse it: the header at byte 0, a cross-reference pointer and the end-of-file marker at the very
 * end. Anything after the last %%EOF but whitespace (a ZIP or HTML appended: a polyglot) or a file cut short is refused.
 */
async function assertPlainPdf(file: ReceivedFile): Promise<void> {
  const tail = (await readTail(file, 2048)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  const wellFormed =
    file.head.subarray(0, 5).toString('latin1') === '%PDF-' &&
    end !== -1 &&
    /^\s*$/.test(tail.slice(end + 5)) &&
    tail.includes('startxref') &&
    (await fileIncludes(file.path, 'obj'));
  if (!wellFormed) throw badRequest(attachmentMessages.unreadable);
}

/** The last `length` bytes of a file. */
async function readTail(file: ReceivedFile, length: number): Promise<Buffer> {
  const handle = await fs.promises.open(file.path, 'r');
  try {
    const start = Math.max(0, file.size - length);
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(file.size - start), 0, file.size - start, start);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** Whether an ASCII `needle` occurs in a file, read as a stream (the end of each chunk kept, for a needle across two). */
async function fileIncludes(file: string, needle: string): Promise<boolean> {
  let carry = '';
  for await (const chunk of fs.createReadStream(file, { encoding: 'latin1' })) {
    const text = carry + (chunk as string);
    if (text.includes(needle)) return true;
    carry = needle.length > 1 ? text.slice(1 - needle.length) : '';
  }
  return false;
}

async function gpsOf(file: string): Promise<AttachmentLocation | null> {
  try {
    // Given a path, exifr reads only the chunks holding the metadata.
    const gps = (await exifr.gps(file)) as { latitude?: number; longitude?: number } | undefined;
    const { latitude, longitude } = gps ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  } catch {
    return null; // unreadable metadata is no reason to refuse the photo
  }
}

async function reencodeImage(
  file: string,
  type: AttachmentType,
  person: string,
): Promise<Omit<ProcessedUpload, 'type'>> {
  const detectedLocation = await gpsOf(file);
  // The header's dimensions first: a decompression bomb is refused before a pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(file, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(attachmentMessages.unreadable);
  }
  // An animated image keeps its first frame (sharp reads one page unless asked for more).
  const pixels = (header.width ?? 0) * (header.height ?? 0);
  if (pixels > MAX_INPUT_PIXELS) throw badRequest(attachmentMessages.imageTooBig);
  return imageGate.run(person, pixels, () => decodeAndEncode(file, type, detectedLocation));
}

/**
 * Writes an encoding pipeline's output to `target` (libvips writes the file as the strips are encoded; sharp's stream
 * output would hold it whole first), then hashes the file as a stream.
 */
async function encodeToFile(encoded: Sharp, target: string): Promise<{ blob: Blob; info: OutputInfo }> {
  const info = await encoded.toFile(target);
  const { sha256, size } = await hashFile(target);
  return { blob: { source: { path: target, size }, size, sha256 }, info };
}

async function decodeAndEncode(
  file: string,
  type: AttachmentType,
  detectedLocation: AttachmentLocation | null,
): Promise<Omit<ProcessedUpload, 'type'>> {
  try {
    // Three pipelines from the file, one after the other, each decoding as it encodes (sequential read: the pixels
    // stream through in strips instead of being held whole, and a JPEG's smaller sizes decode at 1/2, 1/4 or 1/8 of
    // its size). Auto-rotated each time: the stored bytes carry no orientation.
    const input = () =>
      sharp(file, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true }).autoOrient();
    const encoded =
      type === 'image/jpeg'
        ? input().jpeg({ quality: 88 })
        : type === 'image/png'
          ? input().png()
          : input().webp({ quality: 85 });
    const variant = (size: number) =>
      input().resize({ width: size, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    // sharp writes no metadata (EXIF, XMP, IPTC, ICC) unless asked to keep it.
    const original = await encodeToFile(encoded, path.join(path.dirname(file), 'original'));
    const thumbnail = await variant(THUMBNAIL_WIDTH);
    const preview = await variant(PREVIEW_WIDTH);
    return {
      original: original.blob,
      width: original.info.width,
      height: original.info.height,
      thumbnail: blob(thumbnail),
      preview: blob(preview),
      detectedLocation,
    };
  } catch (error) {
    if (error instanceof Error && /pixel limit/i.test(error.message)) throw badRequest(attachmentMessages.imageTooBig);
    throw badRequest(attachmentMessages.unreadable);
  }
}

import exifr from 'exifr';
import { fileTypeFromBuffer } from 'file-type';
import sharp, { type Metadata, type Sharp } from 'sharp';
import { attachmentMessages, attachmentTypes, type AttachmentLocation, type AttachmentType } from '@raiz/domain';
import { badRequest } from '@raiz/server-kit/app-error';
import { sha256Of } from './storage/blob-store.ts';

// What an upload becomes before anything is stored (docs/evidence.md): the type decided from the bytes, never from
// the name; an image re-encoded in its own format with no metadata (auto-rotated first), plus two WebP sizes; a PDF
// kept byte for byte once it looks like one PDF and nothing else. Any refusal throws before a byte is stored.

export const MAX_INPUT_PIXELS = 50_000_000;
export const RAW_DECODE_MAX_PIXELS = 16_000_000;
export const THUMBNAIL_WIDTH = 320;
export const PREVIEW_WIDTH = 1280;

export interface Blob {
  bytes: Buffer;
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

const blob = (bytes: Buffer): Blob => ({ bytes, sha256: sha256Of(bytes) });
const isAttachmentType = (mime: string): mime is AttachmentType =>
  (attachmentTypes as readonly string[]).includes(mime);

/** The type the bytes are, if it is one the item takes; a clear refusal otherwise. */
export async function detectType(bytes: Buffer, allowed: readonly AttachmentType[]): Promise<AttachmentType> {
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  const imagesOnly = !allowed.includes('application/pdf');
  if (!detected || !isAttachmentType(detected)) {
    throw badRequest(imagesOnly ? attachmentMessages.imageOnly : attachmentMessages.typeRefused);
  }
  if (!allowed.includes(detected)) throw badRequest(attachmentMessages.imageOnly);
  return detected;
}

// libvips keeps recent operations and their pixels in a cache (up to 50 MB and 100 operations by default); every upload
// is decoded once, so nothing is ever found there: off, so memory goes back as soon as an image is done.
sharp.cache(false);
// One libvips thread per image: the gate already bounds how many images run at once, and each extra thread kept its
// own buffers (and, with glibc, its own malloc arena) alive: RSS grew with the threads, not with the work.
sharp.concurrency(1);

/** Runs the decoding of an image: through the image gate in the app (image-gate.ts), directly elsewhere. */
export type ImageTurn = <T>(work: () => Promise<T>) => Promise<T>;

export async function processUpload(
  bytes: Buffer,
  allowed: readonly AttachmentType[],
  turn: ImageTurn = (work) => work(),
): Promise<ProcessedUpload> {
  const type = await detectType(bytes, allowed);
  if (type === 'application/pdf') {
    assertPlainPdf(bytes);
    return {
      type,
      original: blob(bytes),
      width: null,
      height: null,
      thumbnail: null,
      preview: null,
      detectedLocation: null,
    };
  }
  return { type, ...(await turn(() => reencodeImage(bytes, type))) };
}

/**
 * A PDF as its readers parse it: the header at byte 0, a cross-reference pointer and the end-of-file marker at the very
 * end. Anything after the last %%EOF but whitespace (a ZIP or HTML appended: a polyglot) or a file cut short is refused.
 */
function assertPlainPdf(bytes: Buffer): void {
  const tail = bytes.subarray(Math.max(0, bytes.length - 2048)).toString('latin1');
  const end = tail.lastIndexOf('%%EOF');
  const wellFormed =
    bytes.subarray(0, 5).toString('latin1') === '%PDF-' &&
    end !== -1 &&
    /^\s*$/.test(tail.slice(end + 5)) &&
    tail.includes('startxref') &&
    bytes.includes('obj', 0, 'latin1');
  if (!wellFormed) throw badRequest(attachmentMessages.unreadable);
}

async function gpsOf(bytes: Buffer): Promise<AttachmentLocation | null> {
  try {
    const gps = (await exifr.gps(bytes)) as { latitude?: number; longitude?: number } | undefined;
    const { latitude, longitude } = gps ?? {};
    if (typeof latitude !== 'number' || typeof longitude !== 'number') return null;
    if (!Number.isFinite(latitude) || !Number.isFinite(longitude)) return null;
    if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
    return { latitude, longitude };
  } catch {
    return null; // unreadable metadata is no reason to refuse the photo
  }
}

/**
 * The image to encode from. Up to RAW_DECODE_MAX_PIXELS (a 16 MP photo: 48 MB of pixels) it is decoded once
 * (auto-rotated) and its pixels kept for the three encodings: fastest. A larger one is read again by each encoding,
 * streamed row by row, so its pixels are never all in memory at once: a 49 MP PNG took ~900 MB of RSS decoded whole,
 * far less streamed (bench/README.md, upload memory).
 */
async function decodedSource(bytes: Buffer, pixels: number): Promise<Sharp> {
  if (pixels > RAW_DECODE_MAX_PIXELS) {
    return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning', sequentialRead: true }).autoOrient();
  }
  const decoded = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'warning' })
    .autoOrient()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height, channels } = decoded.info;
  return sharp(decoded.data, { raw: { width, height, channels }, limitInputPixels: MAX_INPUT_PIXELS });
}

async function reencodeImage(bytes: Buffer, type: AttachmentType): Promise<Omit<ProcessedUpload, 'type'>> {
  const detectedLocation = await gpsOf(bytes);
  // The header's dimensions first: a decompression bomb is refused before a pixel is decoded.
  let header: Metadata;
  try {
    header = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw badRequest(attachmentMessages.unreadable);
  }
  // An animated image keeps its first frame (sharp reads one page unless asked for more).
  if ((header.width ?? 0) * (header.height ?? 0) > MAX_INPUT_PIXELS) throw badRequest(attachmentMessages.imageTooBig);
  try {
    const source = await decodedSource(bytes, (header.width ?? 0) * (header.height ?? 0));
    const encoded =
      type === 'image/jpeg'
        ? source.clone().jpeg({ quality: 88 })
        : type === 'image/png'
          ? source.clone().png()
          : source.clone().webp({ quality: 85 });
    const variant = (size: number) =>
      source.clone().resize({ width: size, withoutEnlargement: true }).webp({ quality: 78 }).toBuffer();
    // sharp writes no metadata (EXIF, XMP, IPTC, ICC) unless asked to keep it.
    // One after another: three pipelines over 49 megapixels at once tripled the peak.
    const original = await encoded.toBuffer({ resolveWithObject: true });
    const thumbnail = await variant(THUMBNAIL_WIDTH);
    const preview = await variant(PREVIEW_WIDTH);
    return {
      original: blob(original.data),
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

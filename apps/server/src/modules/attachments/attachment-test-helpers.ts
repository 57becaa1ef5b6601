import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';

type FormPart = { name: string; filename?: string; type?: string; data: Buffer | string };

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(parts: FormPart[]) {
  const boundary = `----raiz${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const file = part.filename === undefined ? '' : `; filename="${part.filename}"`;
    const type = part.filename === undefined ? '' : `Content-Type: ${part.type ?? 'application/octet-stream'}\r\n`;
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${file}\r\n${type}\r\n`),
    );
    chunks.push(Buffer.isBuffer(part.data) ? part.data : Buffer.from(part.data));
    chunks.push(Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** A photo as a phone writes it: JPEG with the camera's make and a GPS position (São Paulo) in its EXIF. */
export const photoWithGps = (width = 640, height = 480) =>
  sharp({ create: { width, height, channels: 3, background: '#3a7d44' } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'CameraDoCampo', Model: 'Modelo X' },
      IFD3: { GPSLatitudeRef: 'S', GPSLatitude: '23/1 33/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '46/1 38/1 0/1' },
    })
    .toBuffer();

/** A PNG of one colour, wider than a thumbnail, so its three stored blobs differ. */
export const smallPng = (seed: number, width = 400, height = 300) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 37) % 256, g: (seed * 91) % 256, b: (seed * 53) % 256 },
    },
  })
    .png()
    .toBuffer();

/** A minimal well-formed PDF. */
export const minimalPdf = (text = 'Nota fiscal do viveiro') =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n% ${text}\nxref\n0 3\n0000000000 65535 f \ntrailer << /Size 3 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n`,
  );

/** A well-formed PDF of exactly `size` bytes: random bytes (incompressible, like a scan) in one stream object. */
export function bigPdf(size: number): Buffer {
  const head = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n3 0 obj << >> stream\n');
  const tail = Buffer.from(
    '\nendstream endobj\nxref\n0 1\n0000000000 65535 f \ntrailer << /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  );
  return Buffer.concat([head, randomBytes(size - head.length - tail.length), tail]);
}

/** POSTs `parts` as multipart/form-data to `url`, as `who` (or as nobody): how a browser sends a file. */
export function postMultipart(
  t: { app: FastifyInstance },
  who: { headers: Record<string, string> } | null,
  url: string,
  parts: FormPart[],
) {
  const body = multipart(parts);
  return t.app.inject({
    method: 'POST',
    url,
    payload: body.payload,
    headers: { ...body.headers, ...(who?.headers ?? {}) },
  });
}

/** A PDF that is also an HTML page: a browser sniffing it would run its script. Well formed, so it is stored. */
export const pdfHtmlPolyglot = () =>
  minimalPdf('<html><body><script>document.title = "executado"</script></body></html>');

/**
 * A PDF that is also a ZIP (one stored file, `pagina.html`), the archive inside a stream object: its central directory
 * ends before the PDF's own end, and the archive comment spans the PDF's tail, so ZIP readers find it and PDF readers
 * find a PDF ending in %%EOF. Well formed for the upload's checks, so it is stored byte for byte.
 */
export function pdfZipPolyglot(): Buffer {
  const name = Buffer.from('pagina.html');
  const data = Buffer.from('<script>document.title = "executado"</script>');
  const crc = zlib.crc32(data);
  const head = Buffer.from(
    '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n3 0 obj << /Length 0 >> stream\n',
  );
  // ZIP headers (APPNOTE 4.3.7, 4.3.12, 4.3.16): their 16- and 32-bit little-endian fields, by offset.
  const local = zipRecord(30, { 4: 20, 26: name.length }, { 0: 0x04034b50, 14: crc, 18: data.length, 22: data.length });
  const central = zipRecord(
    46,
    { 4: 20, 6: 20, 28: name.length },
    { 0: 0x02014b50, 16: crc, 20: data.length, 24: data.length, 42: head.length },
  );
  const centralOffset = head.length + local.length + name.length + data.length;
  const tail = Buffer.from(
    '\nendstream endobj\nxref\n0 4\n0000000000 65535 f \ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  );
  const end = zipRecord(
    22,
    { 8: 1, 10: 1, 20: tail.length },
    { 0: 0x06054b50, 12: central.length + name.length, 16: centralOffset },
  );
  return Buffer.concat([head, local, name, data, central, name, end, tail]);
}

/** A ZIP record of `size` bytes, zero but for its 16-bit (`u16`) and 32-bit (`u32`) fields, by offset. */
function zipRecord(size: number, u16: Record<number, number>, u32: Record<number, number>): Buffer {
  const record = Buffer.alloc(size);
  for (const [offset, value] of Object.entries(u16)) record.writeUInt16LE(value, Number(offset));
  for (const [offset, value] of Object.entries(u32)) record.writeUInt32LE(value, Number(offset));
  return record;
}

/** Every blob file under a disk store's folder. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

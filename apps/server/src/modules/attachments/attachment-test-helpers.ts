import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';

/** A multipart/form-data body as a browser sends it, for `app.inject`. */
export function multipart(parts: { name: string; filename?: string; type?: string; data: Buffer | string }[]) {
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
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt32LE(crc, 14);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(data.length, 22);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt32LE(crc, 16);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(data.length, 24);
  central.writeUInt16LE(name.length, 28);
  central.writeUInt32LE(head.length, 42);
  const centralOffset = head.length + local.length + name.length + data.length;
  const tail = Buffer.from(
    '\nendstream endobj\nxref\n0 4\n0000000000 65535 f \ntrailer << /Size 4 /Root 1 0 R >>\nstartxref\n9\n%%EOF\n',
  );
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  end.writeUInt16LE(tail.length, 20);
  return Buffer.concat([head, local, name, data, central, name, end, tail]);
}

/** Every blob file under a disk store's folder. */
export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => fs.statSync(path.join(dir, f)).isFile());
}

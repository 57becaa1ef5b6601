// The GPS position of a photo, carried over to its reduced copy: the reduction draws the pixels again and drops the
// EXIF block, and the server reads the position from the file it receives (docs/evidence.md) to offer it for the
// item. This writes the smallest EXIF that holds it: a TIFF header, IFD0 with one pointer, the GPS IFD with the
// latitude and longitude (degrees, minutes, seconds as rationals) and their hemispheres. No orientation: the pixels
// are already upright.
import type { AttachmentLocation } from '@raiz/domain';

const ASCII = 2;
const LONG = 4;
const RATIONAL = 5;

/** An APP1 EXIF segment (marker included) holding only the position. */
export function gpsExifSegment({ latitude, longitude }: AttachmentLocation): Uint8Array {
  // TIFF (little endian): header 8, IFD0 at 8 with 1 entry (2 + 12 + 4 = 18), GPS IFD at 26 with 4 entries
  // (2 + 48 + 4 = 54), then the two triples of rationals (24 bytes each) at 80 and 104.
  const tiff = new DataView(new ArrayBuffer(128));
  let at = 0;
  const u16 = (v: number) => (tiff.setUint16(at, v, true), (at += 2));
  const u32 = (v: number) => (tiff.setUint32(at, v, true), (at += 4));
  const entry = (tag: number, type: number, count: number, value: number | string) => {
    u16(tag);
    u16(type);
    u32(count);
    if (typeof value === 'string') {
      for (let i = 0; i < 4; i += 1) tiff.setUint8(at + i, value.charCodeAt(i) || 0);
      at += 4;
    } else u32(value);
  };
  u16(0x4949);
  u16(42);
  u32(8);
  u16(1);
  entry(0x8825, LONG, 1, 26);
  u32(0);
  u16(4);
  entry(1, ASCII, 2, latitude < 0 ? 'S' : 'N');
  entry(2, RATIONAL, 3, 80);
  entry(3, ASCII, 2, longitude < 0 ? 'W' : 'E');
  entry(4, RATIONAL, 3, 104);
  u32(0);
  for (const value of [latitude, longitude]) {
    const abs = Math.abs(value);
    const degrees = Math.floor(abs);
    const minutes = Math.floor((abs - degrees) * 60);
    // Seconds to the ten-thousandth (about 3 mm).
    const seconds = Math.round(((abs - degrees) * 60 - minutes) * 60 * 10_000);
    for (const [numerator, denominator] of [
      [degrees, 1],
      [minutes, 1],
      [seconds, 10_000],
    ] as const) {
      u32(numerator);
      u32(denominator);
    }
  }
  const header = [0x45, 0x78, 0x69, 0x66, 0, 0]; // "Exif\0\0"
  const length = 2 + header.length + tiff.byteLength;
  const segment = new Uint8Array(2 + length);
  segment.set([0xff, 0xe1, length >> 8, length & 0xff, ...header]);
  segment.set(new Uint8Array(tiff.buffer), 4 + header.length);
  return segment;
}

/** The JPEG with the position's EXIF right after its start (SOI); other bytes unchanged. */
export function withGpsExif(jpeg: Uint8Array, location: AttachmentLocation): Uint8Array {
  const segment = gpsExifSegment(location);
  const out = new Uint8Array(jpeg.length + segment.length);
  out.set(jpeg.subarray(0, 2));
  out.set(segment, 2);
  out.set(jpeg.subarray(2), 2 + segment.length);
  return out;
}

import { Readable } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

// A ZIP written as it is read: each entry's bytes go out as they come in, so a ZIP of a gigabyte of files costs one
// chunk of memory at a time, not the archive. Small texts are deflated; files that are already compressed (photos,
// PDFs) are stored as they are. The consumer's pace drives the reading (Readable.from over an async generator).

export type ZipEntry =
  | { name: string; bytes: Uint8Array; compress?: boolean }
  /** Bytes read only when the ZIP reaches this entry; null when there are none any more (the entry is left out). */
  | { name: string; open: () => Promise<AsyncIterable<Uint8Array> | null>; compress?: boolean };

async function* zipChunks(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, mtime: Date) {
  const out: Uint8Array[] = [];
  let failure: Error | null = null;
  const zip = new Zip((error, chunk) => {
    if (error) failure = error;
    else out.push(chunk);
  });
  const flush = function* () {
    if (failure) throw failure;
    while (out.length > 0) yield out.shift()!;
  };
  for await (const entry of entries) {
    const source = 'open' in entry ? await entry.open() : null;
    if ('open' in entry && !source) continue;
    const file = entry.compress ? new ZipDeflate(entry.name, { level: 6 }) : new ZipPassThrough(entry.name);
    file.mtime = mtime;
    zip.add(file);
    if ('bytes' in entry) file.push(entry.bytes, true);
    else {
      for await (const chunk of source!) {
        file.push(chunk);
        yield* flush();
      }
      file.push(new Uint8Array(0), true);
    }
    yield* flush();
  }
  zip.end();
  yield* flush();
}

/** The ZIP of `entries`, in their order, as a stream. */
export function zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>, mtime = new Date()): Readable {
  return Readable.from(zipChunks(entries, mtime), { objectMode: false });
}

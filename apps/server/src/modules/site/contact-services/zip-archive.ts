/**
 * Reads a ZIP archive held in memory as far as the attachment check needs (attachment-kind.ts): the names in its
 * central directory, and one entry's bytes with a bound on how large they may inflate. Anything malformed — and ZIP64,
 * which no office document under the attachment limit needs — answers null.
 */
import { inflateRawSync } from 'node:zlib';

export type TZipEntry = { name: string; method: number; compressedSize: number; localOffset: number };

const END_OF_CENTRAL_DIRECTORY = 0x06054b50;
const CENTRAL_HEADER = 0x02014b50;
const LOCAL_HEADER = 0x04034b50;
const END_RECORD_SIZE = 22;
const CENTRAL_HEADER_SIZE = 46;
const LOCAL_HEADER_SIZE = 30;
const MAX_COMMENT = 0xffff;
const MAX_ENTRIES = 10_000;
const STORED = 0;
const DEFLATED = 8;

/** The end record sits last, after a comment of up to 64 KiB: searched backwards. */
function endOfCentralDirectory(data: Buffer): number {
  const stop = Math.max(0, data.length - END_RECORD_SIZE - MAX_COMMENT);
  for (let at = data.length - END_RECORD_SIZE; at >= stop; at -= 1) {
    if (data.readUInt32LE(at) === END_OF_CENTRAL_DIRECTORY) return at;
  }
  return -1;
}

/** The archive's entries from its central directory, or null when it is not a readable ZIP. */
export function zipEntries(data: Buffer): TZipEntry[] | null {
  const end = endOfCentralDirectory(data);
  if (end < 0) return null;
  const count = data.readUInt16LE(end + 10);
  const size = data.readUInt32LE(end + 12);
  const offset = data.readUInt32LE(end + 16);
  // ZIP64 writes 0xffff / 0xffffffff here, which fail these bounds.
  if (count > MAX_ENTRIES || offset + size > end) return null;
  const entries: TZipEntry[] = [];
  let at = offset;
  for (let i = 0; i < count; i += 1) {
    if (at + CENTRAL_HEADER_SIZE > end || data.readUInt32LE(at) !== CENTRAL_HEADER) return null;
    const nameEnd = at + CENTRAL_HEADER_SIZE + data.readUInt16LE(at + 28);
    if (nameEnd > end) return null;
    entries.push({
      name: data.toString('utf8', at + CENTRAL_HEADER_SIZE, nameEnd),
      method: data.readUInt16LE(at + 10),
      compressedSize: data.readUInt32LE(at + 20),
      localOffset: data.readUInt32LE(at + 42),
    });
    at = nameEnd + data.readUInt16LE(at + 30) + data.readUInt16LE(at + 32);
  }
  return entries;
}

/** An entry's bytes, stored or deflated, at most `maxBytes` of them; null when unreadable or larger. */
export function readZipEntry(data: Buffer, entry: TZipEntry, maxBytes: number): Buffer | null {
  const at = entry.localOffset;
  if (at + LOCAL_HEADER_SIZE > data.length || data.readUInt32LE(at) !== LOCAL_HEADER) return null;
  const start = at + LOCAL_HEADER_SIZE + data.readUInt16LE(at + 26) + data.readUInt16LE(at + 28);
  const stop = start + entry.compressedSize;
  if (stop > data.length) return null;
  const raw = data.subarray(start, stop);
  if (entry.method === STORED) return raw.length <= maxBytes ? raw : null;
  if (entry.method !== DEFLATED) return null;
  try {
    // The bound stops a small entry that inflates to gigabytes (a zip bomb) from taking the server's memory.
    return inflateRawSync(raw, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}

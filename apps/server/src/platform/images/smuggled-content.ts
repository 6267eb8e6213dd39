/**
 * Polyglots (issue 3 "Bad input"): a picture that is also a web page, a script or an archive. We never serve the
 * uploaded bytes (every picture is re-encoded), but a file made to be two things is refused outright, so nothing
 * of it is stored. Unknown trailers after a JPEG are tolerated: phones append videos to "motion photos".
 */

/**
 * Markup a browser would run, or server code. Each marker is long enough (six or more specific bytes) that the
 * compressed data of a real 10 MB picture matches it by chance about once in a hundred thousand uploads.
 */
const MARKUP = /<(script|iframe|object)|<(html|body|embed|style)[\s>]|<svg\s[^<>]{0,400}xmlns|<\?php\s|javascript:/i;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const ZIP_END_OF_DIRECTORY = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
/** A ZIP reader looks for its directory in the last 64 KiB (+ the record): so does this check. */
const ZIP_TAIL = 65_557;

function hasMarkup(data: Buffer): boolean {
  // latin1 maps every byte to one character, so binary data cannot break the scan.
  return MARKUP.test(data.toString('latin1'));
}

/** A PNG ends with its IEND chunk: walks the chunks to it, and anything after it was appended. */
function hasDataAfterPngEnd(data: Buffer): boolean {
  if (!data.subarray(0, 8).equals(PNG_SIGNATURE)) return false;
  let offset = 8;
  while (offset + 8 <= data.length) {
    const length = data.readUInt32BE(offset);
    const type = data.toString('latin1', offset + 4, offset + 8);
    offset += 12 + length; // length, type, data, CRC
    if (type === 'IEND') return data.length > offset;
  }
  return false; // no IEND: a truncated PNG, which decoding rejects
}

function hasZipDirectory(data: Buffer): boolean {
  return data.subarray(Math.max(0, data.length - ZIP_TAIL)).includes(ZIP_END_OF_DIRECTORY);
}

/** True when the bytes carry something besides a picture: markup or script, an archive, bytes after a PNG's end. */
export function carriesSmuggledContent(data: Buffer): boolean {
  return hasMarkup(data) || hasDataAfterPngEnd(data) || hasZipDirectory(data);
}

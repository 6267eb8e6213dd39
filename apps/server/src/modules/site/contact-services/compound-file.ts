/**
 * Reads the names of the streams in an OLE2 compound file (the container of .doc, but also of .xls, .msg and MSI
 * installers): a .doc is one whose directory holds a `WordDocument` stream. Follows the header's FAT sectors (the 109
 * the header lists cover files far beyond the attachment limit) and the directory's chain; anything malformed answers
 * null.
 */
export const COMPOUND_FILE_SIGNATURE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

const HEADER_SIZE = 512;
const HEADER_FAT_SLOTS = 109;
const END_OF_CHAIN = 0xfffffffe;
const DIRECTORY_ENTRY_SIZE = 128;
const STREAM = 2;
const MAX_DIRECTORY_SECTORS = 4096;

/** The names of the compound file's streams, or null when it is not a readable compound file. */
export function compoundFileStreams(data: Buffer): Set<string> | null {
  if (data.length < HEADER_SIZE || !data.subarray(0, 8).equals(COMPOUND_FILE_SIGNATURE)) return null;
  const sectorShift = data.readUInt16LE(0x1e);
  if (sectorShift !== 9 && sectorShift !== 12) return null;
  const sectorSize = 1 << sectorShift;
  const sectorAt = (sector: number) => (sector + 1) * sectorSize;
  const fatSectorCount = Math.min(data.readUInt32LE(0x2c), HEADER_FAT_SLOTS);

  const fat: number[] = [];
  for (let i = 0; i < fatSectorCount; i += 1) {
    const start = sectorAt(data.readUInt32LE(0x4c + i * 4));
    if (start + sectorSize > data.length) return null;
    for (let at = start; at < start + sectorSize; at += 4) fat.push(data.readUInt32LE(at));
  }

  const streams = new Set<string>();
  let sector = data.readUInt32LE(0x30);
  for (let visited = 0; sector !== END_OF_CHAIN; visited += 1) {
    const start = sectorAt(sector);
    if (visited >= MAX_DIRECTORY_SECTORS || start + sectorSize > data.length) return null;
    for (let at = start; at < start + sectorSize; at += DIRECTORY_ENTRY_SIZE) {
      const nameBytes = data.readUInt16LE(at + 0x40);
      if (data[at + 0x42] !== STREAM || nameBytes < 2 || nameBytes > 64) continue;
      streams.add(data.toString('utf16le', at, at + nameBytes - 2));
    }
    const next = fat[sector];
    if (next === undefined) return null;
    sector = next;
  }
  return streams;
}

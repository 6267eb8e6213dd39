/**
 * What a contact form attachment is, decided by its bytes alone (decision 0035): its name and the type the browser
 * declared are never believed. Pictures and PDF by their signatures; office documents by what their container says
 * inside (an OOXML package's [Content_Types].xml, an OpenDocument's `mimetype` entry, a compound file's WordDocument
 * stream). Everything else — programs (MZ, ELF), scripts, a ZIP with no office marker, macro-enabled documents — is
 * no kind at all, and refused.
 */
import type { TContactAttachmentKind } from '@izlog/contract/contact-services';
import { withoutControlCharacters } from '../../../platform/text/plain-text';
import { COMPOUND_FILE_SIGNATURE, compoundFileStreams } from './compound-file';
import { readZipEntry, type TZipEntry, zipEntries } from './zip-archive';

export const ATTACHMENT_KINDS: Record<TContactAttachmentKind, { contentType: string; extensions: string[] }> = {
  jpeg: { contentType: 'image/jpeg', extensions: ['jpg', 'jpeg'] },
  png: { contentType: 'image/png', extensions: ['png'] },
  webp: { contentType: 'image/webp', extensions: ['webp'] },
  gif: { contentType: 'image/gif', extensions: ['gif'] },
  pdf: { contentType: 'application/pdf', extensions: ['pdf'] },
  docx: {
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extensions: ['docx'],
  },
  xlsx: { contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extensions: ['xlsx'] },
  odt: { contentType: 'application/vnd.oasis.opendocument.text', extensions: ['odt'] },
  doc: { contentType: 'application/msword', extensions: ['doc'] },
};

const startsWith = (data: Buffer, ...bytes: number[]) => bytes.every((byte, i) => data[i] === byte);
const ascii = (data: Buffer, start: number, text: string) =>
  data.length >= start + text.length && data.toString('latin1', start, start + text.length) === text;

/** The main part's content type of each OOXML kind (ECMA-376 Part 2; a macro-enabled document names another). */
const OOXML_MAIN_PARTS: [TContactAttachmentKind, string][] = [
  ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  ['xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
];
const ODT_MIMETYPE = 'application/vnd.oasis.opendocument.text';
/** Small XML parts of a package: read at most this much of one. */
const PACKAGE_PART_MAX = 512 * 1024;

const attribute = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];

function ooxmlKind(data: Buffer, entries: TZipEntry[]): TContactAttachmentKind | null {
  const names = new Set(entries.map((entry) => entry.name));
  // Macros ride in vbaProject.bin; a document that carries them is refused whatever it calls itself.
  if ([...names].some((name) => /(^|\/)vbaProject\.bin$/i.test(name))) return null;
  const types = entries.find((entry) => entry.name === '[Content_Types].xml');
  const xml = types ? readZipEntry(data, types, PACKAGE_PART_MAX)?.toString('utf8') : undefined;
  if (!xml || /macroEnabled/i.test(xml)) return null;
  for (const tag of xml.match(/<Override\b[^>]*>/g) ?? []) {
    const contentType = attribute(tag, 'ContentType');
    const part = attribute(tag, 'PartName')?.replace(/^\//, '');
    const kind = OOXML_MAIN_PARTS.find(([, main]) => main === contentType)?.[0];
    if (kind && part && names.has(part)) return kind;
  }
  return null;
}

function zipKind(data: Buffer): TContactAttachmentKind | null {
  const entries = zipEntries(data);
  if (!entries) return null;
  const mimetype = entries.find((entry) => entry.name === 'mimetype');
  if (mimetype) {
    return readZipEntry(data, mimetype, 200)?.toString('latin1').trim() === ODT_MIMETYPE ? 'odt' : null;
  }
  return ooxmlKind(data, entries);
}

/** The attachment's kind, or null when it is none of the kinds a contact form takes. */
export function attachmentKind(data: Buffer): TContactAttachmentKind | null {
  if (startsWith(data, 0xff, 0xd8, 0xff)) return 'jpeg';
  if (startsWith(data, 0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a)) return 'png';
  if (ascii(data, 0, 'GIF87a') || ascii(data, 0, 'GIF89a')) return 'gif';
  if (ascii(data, 0, 'RIFF') && ascii(data, 8, 'WEBP')) return 'webp';
  if (ascii(data, 0, '%PDF-')) return 'pdf';
  if (startsWith(data, 0x50, 0x4b, 0x03, 0x04)) return zipKind(data);
  if (startsWith(data, ...COMPOUND_FILE_SIGNATURE)) {
    return compoundFileStreams(data)?.has('WordDocument') ? 'doc' : null;
  }
  return null;
}

const NAME_MAX = 150;

/**
 * The name the file goes by in the mail and the download: the visitor's name without folders or control characters,
 * ending in its kind's extension (a PDF called `offer.exe` becomes `offer.exe.pdf`), so nothing opens it as a program
 * by its name.
 */
export function attachmentFileName(original: string, kind: TContactAttachmentKind): string {
  const { extensions } = ATTACHMENT_KINDS[kind];
  const base =
    withoutControlCharacters(original.split(/[/\\]/).pop() ?? '')
      .replace(/"/g, '')
      .trim()
      .slice(-NAME_MAX) || 'attachment';
  const extension = base.includes('.') ? base.slice(base.lastIndexOf('.') + 1).toLowerCase() : '';
  return extensions.includes(extension) ? base : `${base}.${extensions[0]}`;
}

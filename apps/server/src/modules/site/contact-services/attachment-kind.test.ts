/** A contact form attachment's kind comes from its bytes (decision 0035): real small files of each kind, and impostors. */
import { describe, expect, it } from 'vitest';
import { ELF_BYTES, pictureOf } from '../../../../test/images';
import {
  compoundFileBytes,
  docmBytes,
  docxBytes,
  MZ_BYTES,
  odtBytes,
  plainZipBytes,
  SHELL_SCRIPT,
  tinyPdf,
  xlsxBytes,
  zipOf,
} from '../../../../test/support/contact-files';
import { attachmentFileName, attachmentKind } from './attachment-kind';

describe('attachmentKind', () => {
  it('knows pictures by their signatures', async () => {
    expect(attachmentKind(await pictureOf('png', 30, 20))).toBe('png');
    expect(attachmentKind(await pictureOf('jpeg', 30, 20))).toBe('jpeg');
    expect(attachmentKind(await pictureOf('webp', 30, 20))).toBe('webp');
    expect(attachmentKind(await pictureOf('gif', 30, 20))).toBe('gif');
  });

  it('knows a PDF and office documents by what they hold', () => {
    expect(attachmentKind(tinyPdf())).toBe('pdf');
    expect(attachmentKind(docxBytes())).toBe('docx');
    expect(attachmentKind(xlsxBytes())).toBe('xlsx');
    expect(attachmentKind(odtBytes())).toBe('odt');
    expect(attachmentKind(compoundFileBytes())).toBe('doc');
  });

  it('refuses programs and scripts, whatever they are called', () => {
    expect(attachmentKind(MZ_BYTES)).toBeNull();
    expect(attachmentKind(ELF_BYTES)).toBeNull();
    expect(attachmentKind(SHELL_SCRIPT)).toBeNull();
    expect(attachmentKind(Buffer.alloc(0))).toBeNull();
  });

  it('refuses a ZIP that is no office document, a macro-enabled one, and another OpenDocument kind', () => {
    expect(attachmentKind(plainZipBytes())).toBeNull();
    expect(attachmentKind(docmBytes())).toBeNull();
    const spreadsheet = zipOf([
      { name: 'mimetype', data: 'application/vnd.oasis.opendocument.spreadsheet', stored: true },
      { name: 'content.xml', data: '<x/>' },
    ]);
    expect(attachmentKind(spreadsheet)).toBeNull();
  });

  it('refuses a package whose main part it names is missing, and an OLE2 file that is no Word document', () => {
    const hollow = zipOf([
      {
        name: '[Content_Types].xml',
        data: '<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      },
    ]);
    expect(attachmentKind(hollow)).toBeNull();
    expect(attachmentKind(compoundFileBytes('MsiDigitalSignatureEx'))).toBeNull();
  });

  it('refuses broken containers without throwing', () => {
    const docx = docxBytes();
    expect(attachmentKind(docx.subarray(0, docx.length - 30))).toBeNull();
    expect(attachmentKind(Buffer.concat([Buffer.from('PK\u0003\u0004'), Buffer.alloc(64, 0xff)]))).toBeNull();
    expect(attachmentKind(compoundFileBytes().subarray(0, 600))).toBeNull();
  });
});

describe('attachmentFileName', () => {
  it('keeps a name that ends in its kind’s extension, without folders or control characters', () => {
    expect(attachmentFileName('C:\\Users\\ana\\Ponuda 2026.PDF', 'pdf')).toBe('Ponuda 2026.PDF');
    expect(attachmentFileName('../../slika\n.jpeg', 'jpeg')).toBe('slika.jpeg');
  });

  it('gives any other name its kind’s extension, so nothing opens it as a program', () => {
    expect(attachmentFileName('offer.exe', 'pdf')).toBe('offer.exe.pdf');
    expect(attachmentFileName('', 'docx')).toBe('attachment.docx');
    expect(attachmentFileName('photo', 'jpeg')).toBe('photo.jpg');
  });
});

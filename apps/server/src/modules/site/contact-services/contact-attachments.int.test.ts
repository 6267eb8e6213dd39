/**
 * A contact form attachment is taken by its bytes (decision 0035): pictures, PDF and office documents go through
 * whatever they are called; a program, a script, a plain archive or a macro document is a 415 and an oversized file a
 * 413 — with nothing stored (no submission, no file) and nothing sent.
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_ATTACHMENT_MAX_BYTES } from '@izlog/contract/contact-services';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
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
} from '../../../../test/support/contact-files';
import {
  contactWorld,
  drainContactMail,
  getSubmissions,
  outboxTo,
  submitForm,
  type TContactWorld,
} from '../../../../test/support/contact-services';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const send = (world: TContactWorld, data: Buffer, filename: string, type?: string, language?: 'en' | 'srp') =>
  submitForm(
    app,
    world.licence,
    {
      contact_service_id: world.service.id,
      submited_by: 'posetilac@example.com',
      message: 'Šaljem fajl.',
      attachment: { data, filename, type },
    },
    { language },
  );

/** Files kept for the licence's messages in the private storage. */
const storedFiles = (world: TContactWorld) => {
  try {
    return readdirSync(join(app.dataDir, 'private', 'contact', String(world.licence.id)));
  } catch {
    return [];
  }
};

async function expectNothingStoredOrSent(world: TContactWorld) {
  expect((await getSubmissions(app, world.licence, '', { token: world.admin.token })).json()).toEqual([]);
  expect(storedFiles(world)).toEqual([]);
  await drainContactMail(app);
  expect(await outboxTo(app, world.service.email)).toEqual([]);
}

describe('kinds a contact form takes', () => {
  it('takes pictures, a PDF and office documents, each mailed under its own type', async () => {
    const world = await contactWorld(app);
    const files: [Buffer, string, string][] = [
      [await pictureOf('png', 60, 40), 'skica.png', 'image/png'],
      [await pictureOf('jpeg', 60, 40), 'foto.JPG', 'image/jpeg'],
      [tinyPdf(), 'ponuda.pdf', 'application/pdf'],
      [docxBytes(), 'upit.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      [xlsxBytes(), 'cene.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
      [odtBytes(), 'dopis.odt', 'application/vnd.oasis.opendocument.text'],
      [compoundFileBytes(), 'stari.doc', 'application/msword'],
    ];
    // One address sends five an hour: the files come from several.
    for (const [data, filename, contentType] of files) {
      const sent = await send(world, data, filename, 'application/octet-stream');
      expect(sent.statusCode, filename).toBe(200);
      const [stored] = (await getSubmissions(app, world.licence, '', { token: world.admin.token })).json();
      expect(stored.attachment, filename).toMatchObject({ file_name: filename, content_type: contentType });
    }
    await drainContactMail(app);
    const mails = await outboxTo(app, world.service.email);
    expect(mails.flatMap((mail) => mail.attachments.map((file) => file.content_type)).sort()).toEqual(
      files.map(([, , type]) => type).sort(),
    );
  });

  it('names a real PDF by its kind whatever the visitor called it', async () => {
    const world = await contactWorld(app);
    expect((await send(world, tinyPdf(), 'racun.exe')).statusCode).toBe(200);
    const [stored] = (await getSubmissions(app, world.licence, '', { token: world.admin.token })).json();
    expect(stored.attachment.file_name).toBe('racun.exe.pdf');
  });
});

describe('what is refused with 415', () => {
  it('refuses a Windows program renamed .pdf and declared a PDF, in both languages', async () => {
    const world = await contactWorld(app);
    const refused = await send(world, MZ_BYTES, 'ponuda.pdf', 'application/pdf');
    expect(refused.statusCode).toBe(415);
    expect(refused.json().message).toBe(
      'The attachment must be a picture, a PDF or an office document (Word, Excel, OpenDocument).',
    );
    const srp = await send(world, MZ_BYTES, 'ponuda.pdf', 'application/pdf', 'srp');
    expect(srp.json().message).toBe(
      'Prilog mora biti slika, PDF ili kancelarijski dokument (Word, Excel, OpenDocument).',
    );
    await expectNothingStoredOrSent(world);
  });

  it('refuses a Linux program, a script, a plain archive and a Word document with macros', async () => {
    const world = await contactWorld(app);
    const impostors: [Buffer, string][] = [
      [ELF_BYTES, 'slika.png'],
      [SHELL_SCRIPT, 'dopis.doc'],
      [plainZipBytes(), 'dokumenti.docx'],
      [docmBytes(), 'faktura.docx'],
      [compoundFileBytes('MsiDigitalSignatureEx'), 'upit.doc'],
    ];
    for (const [data, filename] of impostors) {
      expect((await send(world, data, filename)).statusCode, filename).toBe(415);
    }
    await expectNothingStoredOrSent(world);
  });
});

describe('size', () => {
  it(`refuses a file over ${CONTACT_ATTACHMENT_MAX_BYTES / 1024 / 1024} MB with 413, storing and sending nothing`, async () => {
    const world = await contactWorld(app);
    const pdf = tinyPdf();
    const oversized = Buffer.concat([pdf, Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES + 1 - pdf.length, 0x20)]);
    const refused = await send(world, oversized, 'veliki.pdf');
    expect(refused.statusCode).toBe(413);
    expect(refused.json().message).toBe('The attachment is too large (at most 5 MB).');
    await expectNothingStoredOrSent(world);
  });

  it('takes a file of exactly the limit', async () => {
    const world = await contactWorld(app);
    const pdf = tinyPdf();
    const largest = Buffer.concat([pdf, Buffer.alloc(CONTACT_ATTACHMENT_MAX_BYTES - pdf.length, 0x20)]);
    expect((await send(world, largest, 'taman.pdf')).statusCode).toBe(200);
    expect(storedFiles(world)).toHaveLength(1);
  });
});

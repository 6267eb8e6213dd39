/**
 * submit-contact-form (SPEC §7): the message is stored first and mailed to the service's address by a job, answering
 * to the visitor, with its attachment; the visitor's answer does not wait for the mail. An unknown, deleted or another
 * licence's service is a 404 with nothing stored; one address sends at most CONTACT_SUBMISSIONS_PER_HOUR an hour.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { CONTACT_SUBMISSIONS_PER_HOUR } from '@izlog/contract/contact-services';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { tinyPdf } from '../../../../test/support/contact-files';
import {
  contactWorld,
  deleteService,
  downloadAttachment,
  drainContactMail,
  getSubmissions,
  outboxTo,
  submitForm,
} from '../../../../test/support/contact-services';
import { tenantOf } from '../../../../test/support/content-test-support';
import { contactSubmissions } from '../../../db/schema';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

describe('a message without an attachment', () => {
  it('is stored, answered at once, and mailed to the service, answering to the sender', async () => {
    const world = await contactWorld(app, 'Prodaja');
    const sent = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'Marija.Petrovic@Example.com',
      name: 'Marija Petrović',
      message: 'Da li imate med od bagrema u teglama od 1 kg?',
    });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({ id: expect.any(Number), delivery: 'pending' });

    await drainContactMail(app);
    const [mail, ...others] = await outboxTo(app, world.service.email);
    expect(others).toEqual([]);
    expect(mail).toMatchObject({
      reply_to: 'marija.petrovic@example.com',
      subject: `[${world.licence.titleOfApp}] Prodaja: poruka od Marija Petrović`,
      attachments: [],
    });
    expect(mail!.text).toContain('Da li imate med od bagrema u teglama od 1 kg?');
    expect(mail!.text).toContain('Od: Marija Petrović <marija.petrovic@example.com>');

    const [stored] = (await getSubmissions(app, world.licence, '', { token: world.admin.token })).json();
    expect(stored).toEqual({
      id: sent.json().id,
      contact_service_id: world.service.id,
      service_name: 'Prodaja',
      submited_by: 'marija.petrovic@example.com',
      name: 'Marija Petrović',
      message: 'Da li imate med od bagrema u teglama od 1 kg?',
      attachment: null,
      delivery: 'sent',
      attempts: 1,
      last_error: null,
      sent_at: expect.any(String),
      created_at: expect.any(String),
    });
  });

  it('takes a signed-in user’s message the same way, and a name is optional', async () => {
    const world = await contactWorld(app);
    const sent = await submitForm(
      app,
      world.licence,
      { contact_service_id: world.service.id, submited_by: world.user.user.email, message: 'Pitanje bez imena.' },
      { token: world.user.token },
    );
    expect(sent.statusCode).toBe(200);
    await drainContactMail(app);
    const [mail] = await outboxTo(app, world.service.email);
    expect(mail!.subject).toContain(`poruka od ${world.user.user.email}`);
  });

  it('refuses a message with a missing text or a bad address, naming the fields, and stores nothing', async () => {
    const world = await contactWorld(app);
    const bad = await submitForm(
      app,
      world.licence,
      { contact_service_id: world.service.id, submited_by: 'nobody', message: '' },
      { language: 'srp' },
    );
    expect(bad.statusCode).toBe(422);
    expect(
      bad
        .json()
        .map((problem: { field: string }) => problem.field)
        .sort(),
    ).toEqual(['message', 'submited_by']);
    const noService = await submitForm(app, world.licence, { submited_by: 'a@example.com', message: 'Zdravo!' });
    expect(noService.statusCode).toBe(422);
    expect(noService.json().map((problem: { field: string }) => problem.field)).toEqual(['contact_service_id']);
    expect((await getSubmissions(app, world.licence, '', { token: world.admin.token })).json()).toEqual([]);
  });
});

describe('the service a message is for', () => {
  it('is a 404, with nothing stored or sent, when unknown, deleted or another licence’s', async () => {
    const world = await contactWorld(app);
    const other = await contactWorld(app);
    const message = { submited_by: 'a@example.com', message: 'Ima li koga?' };

    const unknown = await submitForm(app, world.licence, { ...message, contact_service_id: 2_000_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('The requested item does not exist.');
    const foreign = await submitForm(app, world.licence, { ...message, contact_service_id: other.service.id });
    expect(foreign.statusCode).toBe(404);
    await deleteService(app, world.licence, world.service.id, { token: world.admin.token });
    const deleted = await submitForm(app, world.licence, { ...message, contact_service_id: world.service.id });
    expect(deleted.statusCode).toBe(404);

    await drainContactMail(app);
    expect((await getSubmissions(app, world.licence, '', { token: world.admin.token })).json()).toEqual([]);
    expect((await getSubmissions(app, other.licence, '', { token: other.admin.token })).json()).toEqual([]);
    expect(await outboxTo(app, other.service.email)).toEqual([]);
  });
});

describe('an attachment', () => {
  it('goes with the mail, shows in the outbox, and staff download it by an authorised call', async () => {
    const world = await contactWorld(app, 'Ponude');
    const pdf = tinyPdf('Upit za ponudu');
    const sent = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'nabavka@kupac.example.com',
      message: 'U prilogu je spisak robe.',
      attachment: { data: pdf, filename: 'spisak robe.pdf', type: 'application/octet-stream' },
    });
    expect(sent.statusCode).toBe(200);
    await drainContactMail(app);

    const [mail] = await outboxTo(app, world.service.email);
    expect(mail!.attachments).toEqual([
      { file_name: 'spisak robe.pdf', content_type: 'application/pdf', size: pdf.length, url: expect.any(String) },
    ]);
    expect(mail!.text).toContain('Prilog: spisak robe.pdf');
    const fromOutbox = await app.inject({ method: 'GET', url: mail!.attachments[0]!.url });
    expect(fromOutbox.statusCode).toBe(200);
    expect(fromOutbox.rawPayload.equals(pdf)).toBe(true);
    const page = await app.inject({ method: 'GET', url: `/dev/mail?to=${encodeURIComponent(world.service.email)}` });
    expect(page.body).toContain('spisak robe.pdf');
    expect(page.body).toContain('Reply-To nabavka@kupac.example.com');

    const [stored] = (await getSubmissions(app, world.licence, '', { token: world.editor.token })).json();
    expect(stored.attachment).toEqual({
      file_name: 'spisak robe.pdf',
      content_type: 'application/pdf',
      size: pdf.length,
      url: `/api/v1/licence-contacts/contact-submissions/${stored.id}/attachment`,
    });
    const download = await downloadAttachment(app, world.licence, stored.id, { token: world.editor.token });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="spisak robe.pdf"; filename*=UTF-8''spisak%20robe.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('has no public address: visitors get 401, clients, users and moderators 403, another licence 404', async () => {
    const world = await contactWorld(app);
    const other = await contactWorld(app);
    const sent = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'a@example.com',
      message: 'Prilog za proveru.',
      attachment: { data: tinyPdf(), filename: 'a.pdf' },
    });
    const id = sent.json().id;
    expect((await downloadAttachment(app, world.licence, id)).statusCode).toBe(401);
    for (const role of ['client', 'user', 'moderator'] as const) {
      expect((await downloadAttachment(app, world.licence, id, { token: world[role].token })).statusCode, role).toBe(
        403,
      );
    }
    expect((await downloadAttachment(app, other.licence, id, { token: other.admin.token })).statusCode).toBe(404);
    // A message without a file has nothing to download.
    const plain = await submitForm(app, world.licence, {
      contact_service_id: world.service.id,
      submited_by: 'a@example.com',
      message: 'Bez priloga.',
    });
    expect(
      (await downloadAttachment(app, world.licence, plain.json().id, { token: world.admin.token })).statusCode,
    ).toBe(404);
    // The file lives in the private storage, which no public address serves.
    const [row] = await tenantOf(app, world.licence).select(contactSubmissions, eq(contactSubmissions.id, id));
    expect(existsSync(join(app.dataDir, 'private', row!.attachmentKey!))).toBe(true);
    expect(existsSync(join(app.dataDir, 'media', row!.attachmentKey!))).toBe(false);
    const media = await app.inject({
      method: 'GET',
      url: `/media/${row!.attachmentKey}`,
      headers: { 'x-licence': String(world.licence.id) },
    });
    // (A missing media file falls through to the site's page.)
    expect(media.body).not.toContain('%PDF');
  });
});

describe(`the hourly limit of ${CONTACT_SUBMISSIONS_PER_HOUR} messages per address`, () => {
  it('refuses the next message from that address with 429, in both languages, while another address may write', async () => {
    const world = await contactWorld(app);
    const message = {
      contact_service_id: world.service.id,
      submited_by: 'a@example.com',
      message: 'Još jedna poruka.',
    };
    const address = '192.0.2.10';
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR; i += 1) {
      expect((await submitForm(app, world.licence, message, { remoteAddress: address })).statusCode).toBe(200);
    }
    const over = await submitForm(app, world.licence, message, { remoteAddress: address });
    expect(over.statusCode).toBe(429);
    expect(over.json().message).toBe('Too many messages were sent from this address. Try again in an hour.');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(3500);
    const srp = await submitForm(app, world.licence, message, { remoteAddress: address, language: 'srp' });
    expect(srp.json().message).toBe('Sa ove adrese je poslato previše poruka. Pokušajte ponovo za sat vremena.');

    expect((await submitForm(app, world.licence, message, { remoteAddress: '192.0.2.11' })).statusCode).toBe(200);
    const stored = await getSubmissions(app, world.licence, '', { token: world.admin.token });
    expect(stored.headers['x-pagination-total-count']).toBe(String(CONTACT_SUBMISSIONS_PER_HOUR + 1));
  });

  it('behind the TLS terminator (every request from loopback) counts each visitor by their forwarded address', async () => {
    const world = await contactWorld(app);
    const message = {
      contact_service_id: world.service.id,
      submited_by: 'b@example.com',
      message: 'Poruka kroz proxy.',
    };
    const viaProxy = (visitor: string) =>
      call(app, {
        method: 'POST',
        url: '/api/v1/licence-contacts/submit-contact-form',
        licence: world.licence.id,
        payload: message,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': visitor },
      });
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR; i += 1) {
      expect((await viaProxy('203.0.113.7')).statusCode).toBe(200);
    }
    expect((await viaProxy('203.0.113.7')).statusCode).toBe(429);
    // Another visitor through the same terminator is not held back by the first one's messages.
    expect((await viaProxy('203.0.113.8')).statusCode).toBe(200);
  });

  it('counts only stored messages: refused ones cost nothing', async () => {
    const world = await contactWorld(app);
    const address = '192.0.2.20';
    for (let i = 0; i < CONTACT_SUBMISSIONS_PER_HOUR + 2; i += 1) {
      const refused = await submitForm(
        app,
        world.licence,
        { contact_service_id: 2_000_000, submited_by: 'a@example.com', message: 'Pogrešna služba.' },
        { remoteAddress: address },
      );
      expect(refused.statusCode).toBe(404);
    }
    const accepted = await submitForm(
      app,
      world.licence,
      { contact_service_id: world.service.id, submited_by: 'a@example.com', message: 'Sada kako treba.' },
      { remoteAddress: address },
    );
    expect(accepted.statusCode).toBe(200);
  });

  it('keeps no network address, only its keyed hash', async () => {
    const world = await contactWorld(app);
    await submitForm(
      app,
      world.licence,
      { contact_service_id: world.service.id, submited_by: 'a@example.com', message: 'Gde je moja adresa?' },
      { remoteAddress: '198.51.100.77' },
    );
    const [row] = await tenantOf(app, world.licence).select(contactSubmissions);
    const hash = row!.senderHash!;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain('198.51.100.77');
  });
});

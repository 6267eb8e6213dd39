/**
 * A mail failure loses nothing (decision 0035): the message is stored and the visitor answered before the mail goes;
 * a failed send is counted with its reason and retried; after the last attempt the message is `failed` and staff send
 * it again. Retries here: one, a second after the first failure (CONTACT_MAIL_RETRY_*).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TTestApp } from '../../../../test/harness';
import { tinyPdf } from '../../../../test/support/contact-files';
import {
  contactWorld,
  drainContactMail,
  getSubmissions,
  outboxTo,
  retrySubmission,
  submitForm,
  type TContactWorld,
} from '../../../../test/support/contact-services';
import type { TMail } from '../../../platform/mail/mailer';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp({ CONTACT_MAIL_RETRY_LIMIT: '1', CONTACT_MAIL_RETRY_DELAY_SECONDS: '1' });
});
afterAll(() => app.close());

/** Mail to `to` fails while `isDown()` says so; the rest goes through. */
function mailDownFor(to: string, isDown: () => boolean) {
  const send = app.deps.mailer.send.bind(app.deps.mailer);
  app.deps.mailer.send = async (mail: TMail) => {
    if (mail.to === to && isDown()) throw new Error('SMTP 451 4.3.0 mail server temporarily unavailable');
    return send(mail);
  };
  return () => {
    app.deps.mailer.send = send;
  };
}

const submissionsOf = async (world: TContactWorld, query = '') =>
  (await getSubmissions(app, world.licence, query, { token: world.admin.token })).json();

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const stop = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > stop) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('when the mail server fails', () => {
  it('keeps the message, says why, and sends it on the retry once mail works again', async () => {
    const world = await contactWorld(app);
    let down = true;
    const restore = mailDownFor(world.service.email, () => down);
    try {
      const sent = await submitForm(app, world.licence, {
        contact_service_id: world.service.id,
        submited_by: 'kupac@example.com',
        message: 'Poruka koja ne sme da se izgubi.',
        attachment: { data: tinyPdf(), filename: 'prilog.pdf' },
      });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().delivery).toBe('pending');

      const [waiting] = await until(
        () => submissionsOf(world),
        ([row]) => row?.attempts === 1,
      );
      expect(waiting).toMatchObject({
        delivery: 'pending',
        attempts: 1,
        last_error: 'SMTP 451 4.3.0 mail server temporarily unavailable',
        sent_at: null,
        message: 'Poruka koja ne sme da se izgubi.',
      });
      expect(await outboxTo(app, world.service.email)).toEqual([]);

      down = false;
      await drainContactMail(app);
      const [delivered] = await submissionsOf(world);
      expect(delivered).toMatchObject({ delivery: 'sent', attempts: 2, last_error: null, sent_at: expect.any(String) });
      const mails = await outboxTo(app, world.service.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]!.attachments.map((file) => file.file_name)).toEqual(['prilog.pdf']);
    } finally {
      restore();
    }
  });

  it('marks the message failed after the last attempt; staff send it again and it arrives', async () => {
    const world = await contactWorld(app);
    let down = true;
    const restore = mailDownFor(world.service.email, () => down);
    try {
      const sent = await submitForm(app, world.licence, {
        contact_service_id: world.service.id,
        submited_by: 'kupac@example.com',
        message: 'Druga poruka.',
      });
      await drainContactMail(app);
      const [failed] = await submissionsOf(world, '?filter[delivery]=failed');
      expect(failed).toMatchObject({ id: sent.json().id, delivery: 'failed', attempts: 2 });
      expect(await submissionsOf(world, '?filter[delivery]=sent')).toEqual([]);

      down = false;
      const retried = await retrySubmission(app, world.licence, failed.id, { token: world.editor.token });
      expect(retried.statusCode).toBe(200);
      expect(retried.json()).toMatchObject({
        id: failed.id,
        delivery: 'pending',
        service_name: world.service.service_name,
      });
      await drainContactMail(app);
      const [delivered] = await submissionsOf(world);
      expect(delivered).toMatchObject({ delivery: 'sent', attempts: 3 });
      expect(await outboxTo(app, world.service.email)).toHaveLength(1);

      // Sent is sent: asking again is a 409 and queues nothing.
      const again = await retrySubmission(app, world.licence, failed.id, { token: world.admin.token });
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe('Only a message whose sending failed can be sent again.');
      await drainContactMail(app);
      expect(await outboxTo(app, world.service.email)).toHaveLength(1);
    } finally {
      restore();
    }
  });
});

describe('retry-contact-submission', () => {
  it('is for staff of the licence: visitors 401, clients, users and moderators 403, another licence and unknown ids 404', async () => {
    const world = await contactWorld(app);
    const other = await contactWorld(app);
    const restore = mailDownFor(world.service.email, () => true);
    try {
      const sent = await submitForm(app, world.licence, {
        contact_service_id: world.service.id,
        submited_by: 'kupac@example.com',
        message: 'Treća poruka.',
      });
      await drainContactMail(app);
      const id = sent.json().id;
      expect((await retrySubmission(app, world.licence, id)).statusCode).toBe(401);
      for (const role of ['client', 'user', 'moderator'] as const) {
        expect((await retrySubmission(app, world.licence, id, { token: world[role].token })).statusCode, role).toBe(
          403,
        );
      }
      expect((await retrySubmission(app, other.licence, id, { token: other.admin.token })).statusCode).toBe(404);
      expect((await retrySubmission(app, world.licence, 2_000_000, { token: world.admin.token })).statusCode).toBe(404);
      const [still] = await submissionsOf(world);
      expect(still.delivery).toBe('failed');
    } finally {
      restore();
    }
  });
});

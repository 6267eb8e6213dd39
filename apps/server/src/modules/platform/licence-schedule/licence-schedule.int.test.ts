/**
 * The licence's clock on the suite's database: licences whose term ended become expired (their site refuses writes,
 * the console shows it), and owners get one renewal reminder 30, 7 and 1 Belgrade days before the end — never twice,
 * however often or from however many processes the job runs. Operations take `now`, so nothing waits for a day.
 */
import { LANGUAGE_ID } from '@izlog/contract/constants';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, lastMailTo } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import {
  createOwnedLicence,
  createPlatformAccount,
  platformCall,
  type TPlatformAccount,
} from '../../../../test/support/sales-console';
import { licences, mailOutbox } from '../../../db/schema';
import { EXPIRE_LICENCES_JOB, expireLicences } from './expire-licences';
import { renewalLinkOf } from './renewal-mail';
import { sendRenewalReminders, stageOf } from './renewal-reminders';

let app: TTestApp;
let owner: TPlatformAccount;

beforeAll(async () => {
  app = await createTestApp();
  owner = await createPlatformAccount(app, 'SALES');
});
afterAll(() => app?.close());

const DAY = 86_400_000;
const statusOf = async (licenceId: number) => {
  const [row] = await app.deps.platformDb
    .select({ status: licences.status })
    .from(licences)
    .where(eq(licences.id, licenceId));
  return row?.status;
};
const mailsTo = (to: string) => app.deps.platformDb.select().from(mailOutbox).where(eq(mailOutbox.toAddress, to));
const mailsOf = (to: string, licenceId: number) =>
  app.deps.platformDb
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.toAddress, to), eq(mailOutbox.licenceId, licenceId)));

describe('expiring licences', () => {
  it('expires active licences whose term ended, and only those', async () => {
    const now = new Date();
    const ended = await createOwnedLicence(app, owner, { expiresAt: new Date(now.getTime() - 60_000) });
    const running = await createOwnedLicence(app, owner, { expiresAt: new Date(now.getTime() + DAY) });
    const suspended = await createOwnedLicence(app, owner, {
      status: 'suspended',
      expiresAt: new Date(now.getTime() - DAY),
    });

    const expired = await expireLicences(app.deps, { now });

    expect(expired).toContain(ended.id);
    expect(expired).not.toContain(running.id);
    expect(await statusOf(ended.id)).toBe('expired');
    expect(await statusOf(running.id)).toBe('active');
    expect(await statusOf(suspended.id)).toBe('suspended');
    // A second run finds nothing more to do.
    expect(await expireLicences(app.deps, { now })).not.toContain(ended.id);
  });

  it('turns the site read-only at once and shows the owner the expired licence in the console', async () => {
    const licence = await createOwnedLicence(app, owner, { expiresAt: new Date(Date.now() + 60 * 60_000) });
    const { token } = await createSignedInUser(app, licence, { role: 'ADMIN' });
    const greet = () =>
      call(app, {
        method: 'POST',
        url: '/api/v1/licences/update-licence-greeting-messages',
        licence: licence.id,
        token,
        payload: { sign_in_msg: 'Zdravo!', register_msg: 'Dobro došli!', client_register_msg: 'Dobro došli, firme!' },
      });
    expect((await greet()).statusCode).toBe(200);

    // Two hours later, the term has ended.
    await expireLicences(app.deps, { now: new Date(Date.now() + 2 * 60 * 60_000) });

    expect((await greet()).statusCode).toBe(403);
    const shown = await platformCall(app, owner, {
      method: 'GET',
      url: `/api/v1/licences/get-sales-licence/${licence.id}`,
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.json().status).toBe('expired');
  });

  it('runs as the expire-licences job on the queue', async () => {
    const licence = await createOwnedLicence(app, owner, { expiresAt: new Date(Date.now() - 1000) });
    await app.deps.jobs.send(EXPIRE_LICENCES_JOB, {});
    await app.deps.jobs.drain([EXPIRE_LICENCES_JOB]);
    expect(await statusOf(licence.id)).toBe('expired');
  });
});

describe('renewal reminders', () => {
  // 00:30 on 11 June in Belgrade (CEST), still 10 June in UTC: days are counted on Belgrade's calendar.
  const now = new Date('2026-06-10T22:30:00Z');
  const endingOn = (belgradeDay: string) => new Date(`${belgradeDay}T10:00:00Z`);

  async function ownerWithLicence(expiresAt: Date, language: 'en' | 'srp' = 'en') {
    const account = await createPlatformAccount(app, 'SALES', { name: 'Jelena Petrović' });
    const licence = await createOwnedLicence(app, account, {
      activatedAt: new Date(expiresAt.getTime() - 365 * DAY),
      expiresAt,
      languageId: LANGUAGE_ID[language],
      siteName: 'Cvećara Jasmin',
    });
    return { account, licence };
  }

  it('picks the nearest stage not below the days left (a missed day is made up once)', () => {
    expect([0, 1, 2, 7, 8, 29, 30, 31].map(stageOf)).toEqual([1, 1, 7, 7, 30, 30, 30, undefined]);
  });

  it('mails the owner 30 days before, in the licence language, with the renewal link', async () => {
    const { account, licence } = await ownerWithLicence(endingOn('2026-07-11'));
    const sent = await sendRenewalReminders(app.deps, { now });

    expect(sent).toContainEqual({ licenceId: licence.id, daysBefore: 30 });
    const mail = await lastMailTo(app, account.email);
    expect(mail?.subject).toBe('The licence of Cvećara Jasmin expires in 30 days');
    expect(mail?.textBody).toContain('Hello Jelena Petrović');
    expect(mail?.textBody).toContain('11 July 2026');
    expect(mail?.textBody).toContain(renewalLinkOf(app.deps.config, licence.id));
  });

  it('writes to a Serbian site’s owner in Serbian, and says "tomorrow" the day before', async () => {
    const seven = await ownerWithLicence(endingOn('2026-06-18'), 'srp');
    const one = await ownerWithLicence(endingOn('2026-06-12'), 'srp');
    await sendRenewalReminders(app.deps, { now });

    expect((await lastMailTo(app, seven.account.email))?.subject).toBe(
      'Licenca za sajt Cvećara Jasmin ističe za 7 dana',
    );
    const tomorrow = await lastMailTo(app, one.account.email);
    expect(tomorrow?.subject).toBe('Licenca za sajt Cvećara Jasmin ističe sutra');
    expect(tomorrow?.textBody).toContain('ističe 12. juna 2026., sutra');
  });

  it('sends nothing to a licence far from its end, without an owner, or not active', async () => {
    const far = await ownerWithLicence(endingOn('2026-08-20'));
    const ownerless = await createOwnedLicence(app, null, { expiresAt: endingOn('2026-07-11') });
    const suspended = await ownerWithLicence(endingOn('2026-06-18'));
    await app.deps.platformDb
      .update(licences)
      .set({ status: 'suspended' })
      .where(eq(licences.id, suspended.licence.id));

    const sent = await sendRenewalReminders(app.deps, { now });

    expect(sent.map((reminder) => reminder.licenceId)).not.toContain(far.licence.id);
    expect(sent.map((reminder) => reminder.licenceId)).not.toContain(ownerless.id);
    expect(await mailsTo(far.account.email)).toEqual([]);
    expect(await mailsTo(suspended.account.email)).toEqual([]);
  });

  it('sends each reminder once, however often and from however many processes the job runs', async () => {
    const { account, licence } = await ownerWithLicence(endingOn('2026-07-11'));
    await Promise.all([
      sendRenewalReminders(app.deps, { now }),
      sendRenewalReminders(app.deps, { now }),
      sendRenewalReminders(app.deps, { now: new Date(now.getTime() + 60 * 60_000) }),
    ]);
    await sendRenewalReminders(app.deps, { now: new Date(now.getTime() + 3 * DAY) });
    expect(await mailsOf(account.email, licence.id)).toHaveLength(1);

    // 23 days on it is 7 days before: the next reminder, once.
    const later = new Date(now.getTime() + 23 * DAY);
    await sendRenewalReminders(app.deps, { now: later });
    await sendRenewalReminders(app.deps, { now: later });
    const mails = await mailsOf(account.email, licence.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'The licence of Cvećara Jasmin expires in 30 days',
      'The licence of Cvećara Jasmin expires in 7 days',
    ]);
  });

  it('starts again for the new term once the licence is renewed', async () => {
    const { account, licence } = await ownerWithLicence(endingOn('2026-06-12'));
    await sendRenewalReminders(app.deps, { now });
    const renewedUntil = endingOn('2027-06-12');
    await app.deps.platformDb.update(licences).set({ expiresAt: renewedUntil }).where(eq(licences.id, licence.id));

    await sendRenewalReminders(app.deps, { now });
    expect(await mailsOf(account.email, licence.id)).toHaveLength(1);
    await sendRenewalReminders(app.deps, { now: new Date(renewedUntil.getTime() - 30 * DAY) });
    const mails = await mailsOf(account.email, licence.id);
    expect(mails.map((mail) => mail.subject)).toEqual([
      'The licence of Cvećara Jasmin expires tomorrow',
      'The licence of Cvećara Jasmin expires in 30 days',
    ]);
  });

  it('keeps a reminder whose mail failed for the next run', async () => {
    const { account, licence } = await ownerWithLicence(endingOn('2026-07-11'));
    const send = app.deps.mailer.send.bind(app.deps.mailer);
    app.deps.mailer.send = async (mail) => {
      if (mail.to === account.email) throw new Error('SMTP refused');
      return send(mail);
    };
    try {
      await expect(sendRenewalReminders(app.deps, { now })).rejects.toThrow(/could not be sent/);
    } finally {
      app.deps.mailer.send = send;
    }
    expect(await mailsOf(account.email, licence.id)).toEqual([]);

    const sent = await sendRenewalReminders(app.deps, { now });
    expect(sent).toContainEqual({ licenceId: licence.id, daysBefore: 30 });
    expect(await mailsOf(account.email, licence.id)).toHaveLength(1);
  });
});

/**
 * Issue 24 item 7: a reset request answers before any mail work. The request only queues the account-mail job, for
 * a known and an unknown address alike; the job looks the account up, issues the token and sends the mail, with a
 * link at the licence's own address.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, createUser, runAccountMailJobs, tokenFromMail } from '../../../../test/factories';
import { call, createTestApp, type TTestApp } from '../../../../test/harness';
import { mailOutbox } from '../../../db/schema';
import { licenceOwnUrl } from '../../../platform/tenancy/site-url';
import { SEND_ACCOUNT_MAIL_JOB } from './account-mail-queue';

const RESET_URL = '/api/v1/users/request-reset-licence-user-password';

const requestReset = (app: TTestApp, licence: number, email: string, remoteAddress: string, host?: string) =>
  call(app, {
    method: 'POST',
    url: RESET_URL,
    licence,
    payload: { email },
    remoteAddress,
    ...(host ? { headers: { host } } : {}),
  });

const mailsTo = (app: TTestApp, licenceId: number, to: string) =>
  app.deps.platformDb
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.licenceId, licenceId), eq(mailOutbox.toAddress, to)));

/** What a caller can compare of two answers: all but the moment and the request's own id. */
function observable(response: LightMyRequestResponse) {
  const { date: _date, 'x-request-id': _requestId, ...headers } = response.headers;
  return { status: response.statusCode, body: response.body, headers };
}

describe('the reset request does no mail work (no worker runs jobs in this app)', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp({ JOBS_ENABLED: 'false' });
  });
  afterAll(() => app.close());

  it('answers with the mail still unsent, and queues the same job for a known and an unknown address', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);

    const known = await requestReset(app, licence.id, user.email, '10.1.0.1');
    const unknown = await requestReset(app, licence.id, 'nobody@example.com', '10.1.0.2');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);

    // Nothing was sent by the request itself, and no token issued: the answer came before any of it.
    expect(await mailsTo(app, licence.id, user.email)).toEqual([]);
    const queued = await app.deps.platformDb.execute(
      sql`select data from ${sql.raw(app.deps.config.JOBS_SCHEMA)}.job where name = ${SEND_ACCOUNT_MAIL_JOB}
          and state = 'created' order by created_on`,
    );
    const { rows } = queued as unknown as { rows: { data: object }[] };
    expect(rows.map((row) => row.data)).toEqual([
      expect.objectContaining({ kind: 'reset', licenceId: licence.id, email: user.email }),
      expect.objectContaining({ kind: 'reset', licenceId: licence.id, email: 'nobody@example.com' }),
    ]);
  });
});

describe('the reset mail, sent by the job', () => {
  let app: TTestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });
  afterAll(() => app.close());

  it('gives a known and an unknown address the same answer; only the known one gets a mail, once the job ran', async () => {
    // One address with an account on one site and none on the other: the answers may not differ in anything.
    const withAccount = await createLicence(app);
    const withoutAccount = await createLicence(app);
    const user = await createUser(app, withAccount);

    const known = await requestReset(app, withAccount.id, user.email, '10.2.0.1');
    const unknown = await requestReset(app, withoutAccount.id, user.email, '10.2.0.2');
    expect(known.statusCode).toBe(200);
    expect(observable(unknown)).toEqual(observable(known));

    await runAccountMailJobs(app);
    const [mail, ...more] = await mailsTo(app, withAccount.id, user.email);
    expect(more).toEqual([]);
    expect(tokenFromMail(mail!.textBody).url.pathname).toBe('/reset-password');
    expect(await mailsTo(app, withoutAccount.id, user.email)).toEqual([]);
  });

  it('links to the licence’s own address, whatever Host the request named', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence);
    const response = await requestReset(app, licence.id, user.email, '10.2.0.3', 'attacker.example');
    expect(response.statusCode).toBe(200);

    await runAccountMailJobs(app);
    const [mail] = await mailsTo(app, licence.id, user.email);
    const link = tokenFromMail(mail!.textBody);
    expect(link.url.origin).toBe(licenceOwnUrl(app.deps.config, licence));
    expect(link.email).toBe(user.email);
    const reset = await call(app, {
      method: 'POST',
      url: '/api/v1/users/reset-licence-user-password',
      licence: licence.id,
      payload: { email: user.email, password_reset_token: link.token, password: 'after-the-job' },
    });
    expect(reset.statusCode).toBe(200);
  });

  it('sends nothing to a blocked account', async () => {
    const licence = await createLicence(app);
    const user = await createUser(app, licence, { status: 'blocked' });
    expect((await requestReset(app, licence.id, user.email, '10.2.0.4')).statusCode).toBe(200);
    await runAccountMailJobs(app);
    expect(await mailsTo(app, licence.id, user.email)).toEqual([]);
  });
});

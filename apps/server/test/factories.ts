/** Factories: every test makes its own licence and users, so tests share nothing and need no cleanup. */
import { randomBytes } from 'node:crypto';
import type { TLicenceRole } from '@izlog/contract/roles';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { licences, mailOutbox, users } from '../src/db/schema';
import { SEND_ACCOUNT_MAIL_JOB } from '../src/modules/site/accounts/account-mail-queue';
import { hashPassword } from '../src/platform/auth/secrets';
import { TenantDb } from '../src/platform/tenancy/tenant-db';
import { call } from './harness';

const unique = () => randomBytes(4).toString('hex');

export type TTestLicence = typeof licences.$inferSelect;

export async function createLicence(
  app: FastifyInstance,
  values: Partial<typeof licences.$inferInsert> = {},
): Promise<TTestLicence> {
  const subdomain = values.titleOfAppUnique ?? `site-${unique()}`;
  const [licence] = await app.deps.platformDb
    .insert(licences)
    .values({ titleOfApp: `Site ${subdomain}`, titleOfAppUnique: subdomain, signInMsg: 'Welcome back!', ...values })
    .returning();
  app.deps.licences.forget();
  return licence!;
}

export type TTestUser = typeof users.$inferSelect & { password: string };

// One hash for every factory user keeps tests fast; each user still gets its own row.
let sharedHash: Promise<string> | undefined;
export const FACTORY_PASSWORD = 'secret-pass';

export async function createUser(
  app: FastifyInstance,
  licence: TTestLicence,
  values: Partial<Omit<typeof users.$inferInsert, 'licenceId'>> & { role?: TLicenceRole } = {},
): Promise<TTestUser> {
  sharedHash ??= hashPassword(FACTORY_PASSWORD);
  const name = `user-${unique()}`;
  const [user] = await new TenantDb(app.deps.platformDb, licence.id)
    .insert(users, {
      email: `${name}@example.com`,
      username: name,
      passwordHash: await sharedHash,
      role: 'USER',
      status: 'active',
      ...values,
    })
    .returning();
  return { ...(user as typeof users.$inferSelect), password: FACTORY_PASSWORD };
}

export async function loginAs(app: FastifyInstance, licence: TTestLicence, user: TTestUser): Promise<string> {
  const response = await call(app, {
    method: 'POST',
    url: '/api/v1/users/login-licence-user',
    licence: licence.id,
    payload: { email: user.email, password: user.password },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.statusCode} ${response.body}`);
  return response.json().auth_key;
}

export async function createSignedInUser(
  app: FastifyInstance,
  licence: TTestLicence,
  values: Parameters<typeof createUser>[2] = {},
) {
  const user = await createUser(app, licence, values);
  return { user, token: await loginAs(app, licence, user) };
}

/** The newest mail to an address, from the outbox. */
export async function lastMailTo(app: FastifyInstance, to: string) {
  const [mail] = await app.deps.platformDb
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, to))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  return mail;
}

/** Waits until the account mails queued so far (password reset, decision 0048) have been sent. */
export const runAccountMailJobs = (app: FastifyInstance) => app.deps.jobs.drain([SEND_ACCOUNT_MAIL_JOB]);

/** The token in a mailed link (`...?email=..&token=..`). */
export function tokenFromMail(text: string): { email: string; token: string; url: URL } {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  const url = new URL(match[0]);
  return { email: url.searchParams.get('email') ?? '', token: url.searchParams.get('token') ?? '', url };
}

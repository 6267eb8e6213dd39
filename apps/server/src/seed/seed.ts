/**
 * Creates the demo world's licences, settings and accounts. Safe to run again: what exists is never changed, and a
 * setting or profile field still empty is filled (a demo database made before the site settings existed gets them).
 */
import { eq } from 'drizzle-orm';
import { licences, platformUsers, userLocations, users } from '../db/schema';
import { hashPassword } from '../platform/auth/secrets';
import type { Db } from '../platform/db/database';
import { seedFirstRate } from '../platform/exchange-rates/exchange-rate-service';
import { LicenceRows } from '../platform/licences/licence-rows';
import { TenantDb } from '../platform/tenancy/tenant-db';
import { sanitizeRichText } from '../platform/text/sanitize';
import {
  DEMO_EUR_MIDDLE_RATE,
  DEMO_LICENCES,
  DEMO_SALES_ACCOUNTS,
  PLATFORM_ADMIN,
  type TDemoAccount,
  type TDemoLicence,
} from './demo-data';
import { seedTourProgress } from './tours-seed';

async function seedPlatformAdmin(db: Db): Promise<number> {
  const find = async () =>
    (await db.select().from(platformUsers).where(eq(platformUsers.email, PLATFORM_ADMIN.email)))[0]?.id;
  const existing = await find();
  if (existing !== undefined) return existing;
  // Two seeds at once (test files sharing a PostgreSQL database) may both get here: the second inserts nothing.
  await db
    .insert(platformUsers)
    .values({
      email: PLATFORM_ADMIN.email,
      name: PLATFORM_ADMIN.name,
      passwordHash: await hashPassword(PLATFORM_ADMIN.password),
      role: 'PLATFORM_ADMIN',
    })
    .onConflictDoNothing();
  return (await find())!;
}

/** The demo sales user and partner (decision 0026); an existing account is left as it is. */
async function seedSalesAccounts(db: Db): Promise<void> {
  for (const account of DEMO_SALES_ACCOUNTS) {
    const { password, ...values } = account;
    await db
      .insert(platformUsers)
      .values({ ...values, passwordHash: await hashPassword(password), termsAcceptedAt: new Date() })
      .onConflictDoNothing();
  }
}

/** The offline default's first EUR middle rate, for today (decision 0027); a rate already in force stays. */
export async function seedExchangeRates(db: Db, now = new Date()): Promise<void> {
  await seedFirstRate(db, 'EUR', DEMO_EUR_MIDDLE_RATE, now);
}

/** The values of `wanted` whose field in `row` is still empty: what a second run may fill without undoing an edit. */
function stillEmpty<T extends Record<string, unknown>>(row: Record<string, unknown>, wanted: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(wanted).filter(([key, value]) => value !== undefined && (row[key] === null || row[key] === '')),
  ) as Partial<T>;
}

/** The site's settings as stored: the long texts go through the server's sanitizer, as an admin's edit would. */
function settingsOf(demo: TDemoLicence) {
  const { termsAndConditions, privacyPolicy, termsOfPayment, ...plain } = demo.settings;
  return {
    ...plain,
    termsAndConditions: sanitizeRichText(termsAndConditions),
    privacyPolicy: sanitizeRichText(privacyPolicy),
    termsOfPayment: sanitizeRichText(termsOfPayment),
  };
}

/** The profile of a demo account as the users table holds it (the avatar is drawn later, with the app). */
function profileOf(account: TDemoAccount) {
  const { role, email, username, status, locations, avatar, ...profile } = account;
  return profile;
}

async function seedLicence(db: Db, rows: LicenceRows, ownerId: number, demo: TDemoLicence): Promise<void> {
  const settings = settingsOf(demo);
  let [licence] = await db.select().from(licences).where(eq(licences.titleOfAppUnique, demo.subdomain));
  if (!licence) {
    licence = await rows.insert(db, {
      titleOfApp: demo.title,
      titleOfAppUnique: demo.subdomain,
      description: demo.description,
      languageId: demo.languageId,
      licenceType: demo.licenceType,
      ownerPlatformUserId: ownerId,
      expiresAt: new Date(Date.now() + 365 * 86_400_000),
      ...settings,
    });
  } else {
    const missing = stillEmpty(licence, settings);
    if (Object.keys(missing).length > 0) await rows.update(db, licence.id, missing);
  }
  const tenant = new TenantDb(db, licence!.id);
  const passwordHash = await hashPassword(demo.password);
  for (const account of demo.accounts) {
    const existing = await tenant.findOne(users, eq(users.email, account.email));
    if (existing) {
      const missing = stillEmpty(existing, profileOf(account));
      if (Object.keys(missing).length > 0)
        await tenant.update(users, { ...missing, updatedAt: new Date() }, eq(users.id, existing.id));
      continue;
    }
    const [user] = await tenant
      .insert(users, {
        email: account.email,
        username: account.username,
        passwordHash,
        role: account.role,
        status: account.status ?? 'active',
        ...profileOf(account),
      })
      .returning({ id: users.id });
    if (account.locations?.length) {
      await tenant.insert(
        userLocations,
        account.locations.map((location, index) => ({
          ...location,
          userId: user!.id,
          primaryLocation: index === 0 ? 0 : 1,
        })),
      );
    }
  }
}

/**
 * `sites` lets a test seed copies of the demo sites under subdomains of its own. The licences are written through
 * their owner; by default one without caches, as `izlog seed` and a start on an empty database seed before any
 * request was answered, so nothing holds a copy yet. A caller whose app already answered passes `app.deps.licenceRows`.
 */
export async function seed(
  db: Db,
  sites: TDemoLicence[] = DEMO_LICENCES,
  rows: LicenceRows = new LicenceRows(),
): Promise<void> {
  const ownerId = await seedPlatformAdmin(db);
  await seedSalesAccounts(db);
  await seedExchangeRates(db);
  for (const demo of sites) {
    await seedLicence(db, rows, ownerId, demo);
    await seedTourProgress(db, demo);
  }
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: licences.id }).from(licences).limit(1);
  return rows.length === 0;
}

/** The lines `izlog serve` prints so a newcomer can log in at once. */
export function demoLoginLines(port: number): string[] {
  const lines = [`Platform admin: ${PLATFORM_ADMIN.email} / ${PLATFORM_ADMIN.password}`];
  for (const account of DEMO_SALES_ACCOUNTS) {
    lines.push(
      `Platform ${account.role === 'PARTNER' ? 'partner' : 'sales user'}: ${account.email} / ${account.password}`,
    );
  }
  for (const demo of DEMO_LICENCES) {
    lines.push(`${demo.title} — http://${demo.subdomain}.localhost:${port} (password ${demo.password} for all):`);
    for (const account of demo.accounts) {
      const note =
        account.status === 'blocked' ? '  (blocked)' : account.status === 'inactive' ? '  (not confirmed)' : '';
      lines.push(`  ${account.role.padEnd(10)} ${account.email}${note}`);
    }
  }
  return lines;
}

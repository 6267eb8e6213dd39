/** Creates the demo world; safe to run again (existing licences and accounts are left as they are). */
import { eq } from 'drizzle-orm';
import { licences, platformUsers, userLocations, users } from '../db/schema';
import { hashPassword } from '../platform/auth/secrets';
import type { Db } from '../platform/db/database';
import { TenantDb } from '../platform/tenancy/tenant-db';
import { DEMO_LICENCES, PLATFORM_ADMIN, type TDemoLicence } from './demo-data';

async function seedPlatformAdmin(db: Db): Promise<number> {
  const [existing] = await db.select().from(platformUsers).where(eq(platformUsers.email, PLATFORM_ADMIN.email));
  if (existing) return existing.id;
  const [created] = await db
    .insert(platformUsers)
    .values({
      email: PLATFORM_ADMIN.email,
      name: PLATFORM_ADMIN.name,
      passwordHash: await hashPassword(PLATFORM_ADMIN.password),
      role: 'PLATFORM_ADMIN',
    })
    .returning({ id: platformUsers.id });
  return created!.id;
}

async function seedLicence(db: Db, ownerId: number, demo: TDemoLicence): Promise<void> {
  let [licence] = await db.select().from(licences).where(eq(licences.titleOfAppUnique, demo.subdomain));
  if (!licence) {
    [licence] = await db
      .insert(licences)
      .values({
        titleOfApp: demo.title,
        titleOfAppUnique: demo.subdomain,
        description: demo.description,
        languageId: demo.languageId,
        licenceType: demo.licenceType,
        siteName: demo.title,
        signInMsg: demo.signInMsg,
        registerMsg: demo.registerMsg,
        clientRegisterMsg: demo.clientRegisterMsg,
        termsAndConditions: demo.terms,
        ownerPlatformUserId: ownerId,
        expiresAt: new Date(Date.now() + 365 * 86_400_000),
      })
      .returning();
  }
  const tenant = new TenantDb(db, licence!.id);
  const passwordHash = await hashPassword(demo.password);
  for (const account of demo.accounts) {
    if (await tenant.findOne(users, eq(users.email, account.email))) continue;
    const [user] = await tenant
      .insert(users, {
        email: account.email,
        username: account.username,
        passwordHash,
        role: account.role,
        status: 'active',
        name: account.name,
        surname: account.surname,
        companyName: account.companyName,
        phone: account.phone,
        publicEmail: account.companyName ? account.email : undefined,
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

export async function seed(db: Db): Promise<void> {
  const ownerId = await seedPlatformAdmin(db);
  for (const demo of DEMO_LICENCES) await seedLicence(db, ownerId, demo);
}

export async function isEmpty(db: Db): Promise<boolean> {
  const rows = await db.select({ id: licences.id }).from(licences).limit(1);
  return rows.length === 0;
}

/** The lines `izlog serve` prints so a newcomer can log in at once. */
export function demoLoginLines(port: number): string[] {
  const lines = [`Platform admin: ${PLATFORM_ADMIN.email} / ${PLATFORM_ADMIN.password}`];
  for (const demo of DEMO_LICENCES) {
    lines.push(`${demo.title} — http://${demo.subdomain}.localhost:${port} (password ${demo.password} for all):`);
    for (const account of demo.accounts) lines.push(`  ${account.role.padEnd(10)} ${account.email}`);
  }
  return lines;
}

/**
 * Data access of the licence's clock (expiry and renewal reminders): licences whose term ended or ends soon with their
 * owners, and the sent reminders. Days are counted on Belgrade's calendar.
 */
import { and, eq, gt, lte, sql } from 'drizzle-orm';
import { licences, platformUsers, renewalReminders } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';

export const LICENCE_TIME_ZONE = 'Europe/Belgrade';

/** Active licences whose term ended by `now`. */
export async function findLicencesToExpire(db: Db, now: Date): Promise<number[]> {
  const rows = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.status, 'active'), lte(licences.expiresAt, now)))
    .orderBy(licences.id);
  return rows.map((row) => row.id);
}

/** Locks the licence while it is still active and its term still ended (a renewal meanwhile answers nothing). */
export async function lockLicenceToExpire(db: Db, licenceId: number, now: Date): Promise<boolean> {
  const rows = await db
    .select({ id: licences.id })
    .from(licences)
    .where(and(eq(licences.id, licenceId), eq(licences.status, 'active'), lte(licences.expiresAt, now)))
    .for('update');
  return rows.length === 1;
}

export type TLicenceDue = {
  licenceId: number;
  title: string;
  subdomain: string;
  languageId: number;
  expiresAt: Date;
  /** Belgrade calendar days from `now` to the expiry: 0 = it ends today. */
  daysLeft: number;
  ownerEmail: string;
  ownerName: string | null;
};

/** Active licences with an owner whose term ends within `maxDays` Belgrade days (and has not ended yet). */
export async function findLicencesExpiringWithin(db: Db, now: Date, maxDays: number): Promise<TLicenceDue[]> {
  const belgradeDay = (value: unknown) => sql`((${value})::timestamptz at time zone ${LICENCE_TIME_ZONE})::date`;
  const daysLeft = sql<number>`(${belgradeDay(licences.expiresAt)} - ${belgradeDay(now.toISOString())})::int`;
  const rows = await db
    .select({
      licenceId: licences.id,
      title: sql<string>`coalesce(${licences.siteName}, ${licences.titleOfApp})`,
      subdomain: licences.titleOfAppUnique,
      languageId: licences.languageId,
      expiresAt: licences.expiresAt,
      daysLeft,
      ownerEmail: platformUsers.email,
      ownerName: platformUsers.name,
    })
    .from(licences)
    .innerJoin(platformUsers, eq(platformUsers.id, licences.ownerPlatformUserId))
    .where(and(eq(licences.status, 'active'), gt(licences.expiresAt, now), sql`${daysLeft} <= ${maxDays}`))
    .orderBy(licences.id);
  return rows.map((row) => ({ ...row, expiresAt: row.expiresAt!, daysLeft: Number(row.daysLeft) }));
}

/**
 * Claims one reminder (licence, expiry, days before): true for the one caller that wrote it, false when it was
 * already sent — by an earlier run or another process.
 */
export async function claimReminder(
  db: Db,
  reminder: { licenceId: number; expiresAt: Date; daysBefore: number },
): Promise<boolean> {
  const rows = await db
    .insert(renewalReminders)
    .values(reminder)
    .onConflictDoNothing()
    .returning({ licenceId: renewalReminders.licenceId });
  return rows.length === 1;
}

/** Gives a claimed reminder back when its mail could not be sent, so the next run sends it. */
export async function releaseReminder(
  db: Db,
  reminder: { licenceId: number; expiresAt: Date; daysBefore: number },
): Promise<void> {
  await db
    .delete(renewalReminders)
    .where(
      and(
        eq(renewalReminders.licenceId, reminder.licenceId),
        eq(renewalReminders.expiresAt, reminder.expiresAt),
        eq(renewalReminders.daysBefore, reminder.daysBefore),
      ),
    );
}

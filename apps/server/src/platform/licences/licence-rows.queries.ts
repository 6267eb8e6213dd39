/**
 * The statements that write the `licences` row. Only licence-rows.ts calls them: it adds what must follow a write
 * (the caches forgetting the licence once the write committed), so nothing else writes the table.
 */
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { licences } from '../../db/schema';
import type { Db } from '../db/database';
import type { TLicence } from '../tenancy/licence-resolver';

export type TNewLicence = typeof licences.$inferInsert;
export type TLicenceChanges = Partial<Omit<TNewLicence, 'id'>>;
/** A column a write may wait on: the row changes only while it is still null. */
export type TNullableLicenceColumn = 'icon' | 'siteImage';

export async function insertLicenceRow(db: Db, values: TNewLicence): Promise<TLicence> {
  const [row] = await db.insert(licences).values(values).returning();
  return row!;
}

export async function updateLicenceRow(
  db: Db,
  licenceId: number,
  changes: TLicenceChanges,
  whileNull?: TNullableLicenceColumn,
): Promise<TLicence | undefined> {
  const named = eq(licences.id, licenceId);
  const [row] = await db
    .update(licences)
    .set({ updatedAt: new Date(), ...changes })
    .where(whileNull ? and(named, isNull(licences[whileNull])) : named)
    .returning();
  return row;
}

/** Of `licenceIds`, those still naming `domain` no longer do, and their host and certificate fail. */
export async function failCustomDomainRows(db: Db, licenceIds: number[], domain: string, now: Date): Promise<number[]> {
  const failed = await db
    .update(licences)
    .set({ customDomain: null, vhostStatus: 'failed', sslStatus: 'failed', updatedAt: now })
    .where(and(inArray(licences.id, licenceIds), eq(licences.customDomain, domain)))
    .returning({ id: licences.id });
  return failed.map((row) => row.id);
}

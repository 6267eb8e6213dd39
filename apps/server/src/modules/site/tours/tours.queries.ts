/**
 * Data access of the guided tours: where a user stands in each tour (tour_progress), and the few cheap questions the
 * setup checklist asks of the site's own data. The only place Drizzle is used for this domain.
 */
import { and, eq, isNull, lte, ne, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { contactServices, contents, licences, pageWidgets, tourProgress } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TTourProgressRow = typeof tourProgress.$inferSelect;

export function listTourProgress(tenant: TenantDb, userId: number): Promise<TTourProgressRow[]> {
  return tenant.select(tourProgress, eq(tourProgress.userId, userId)).orderBy(tourProgress.tourKey);
}

export async function findTourProgress(
  tenant: TenantDb,
  userId: number,
  tourKey: string,
): Promise<TTourProgressRow | undefined> {
  return tenant.findOne(tourProgress, and(eq(tourProgress.userId, userId), eq(tourProgress.tourKey, tourKey))!);
}

/**
 * Records where the user stands, in one statement: a first save inserts, a later one overwrites — unless the stored
 * version is newer (a tab still showing the old tour must not undo the new one's progress). The licence of the row
 * is the tenant's: a conflict can only be with this licence's own row.
 */
export async function upsertTourProgress(
  tenant: TenantDb,
  values: { userId: number; tourKey: string; version: number; step: number; status: string },
): Promise<void> {
  await tenant.insert(tourProgress, values).onConflictDoUpdate({
    target: [tourProgress.licenceId, tourProgress.userId, tourProgress.tourKey],
    set: {
      version: sql`excluded.version`,
      step: sql`excluded.step`,
      status: sql`excluded.status`,
      updatedAt: sql`now()`,
    },
    setWhere: lte(tourProgress.version, sql`excluded.version`),
  });
}

/** A text column holding more than blanks. */
const isFilled = (column: PgColumn) => sql`coalesce(btrim(${column}), '') <> ''`;

/**
 * The setup checklist's facts in one statement: the licence's own columns (logo, greetings) and an EXISTS per table,
 * each answered by an index that leads with licence_id. The licence row is read, not the resolver's cached copy: a
 * logo saved a moment ago ticks at once.
 */
export async function readSetupFacts(db: Db, tenant: TenantDb, productTypeId: number) {
  const [row] = await db
    .select({
      icon: licences.icon,
      hasGreetings:
        sql`(${isFilled(licences.signInMsg)} or ${isFilled(licences.registerMsg)} or ${isFilled(licences.clientRegisterMsg)})`.mapWith(
          Boolean,
        ),
      hasProduct: tenant
        .exists(contents, and(eq(contents.contentTypeId, productTypeId), ne(contents.status, 'deleted'))!)
        .mapWith(Boolean),
      hasWidget: tenant.exists(pageWidgets, sql`true`).mapWith(Boolean),
      hasContactService: tenant.exists(contactServices, isNull(contactServices.deletedAt)).mapWith(Boolean),
    })
    .from(licences)
    .where(eq(licences.id, tenant.licenceId));
  return row;
}

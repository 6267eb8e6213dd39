/**
 * Data access of the licence's own row. The licence IS the tenant (its table has no licence_id), so TenantDb cannot
 * scope it: every statement here names `id = <the request's licence>` itself, and nothing else reaches the table.
 */
import { eq } from 'drizzle-orm';
import { licences } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { TenantDb } from '../../../platform/tenancy/tenant-db';

/** The columns the site's staff change (SPEC §2 "Site settings"); the sales side's columns are not among them. */
export type TLicenceSettings = Partial<
  Pick<
    TLicence,
    | 'siteName'
    | 'description'
    | 'overlayText'
    | 'buttonText'
    | 'linkText'
    | 'phone'
    | 'country'
    | 'city'
    | 'address'
    | 'facebookUrl'
    | 'instagramUrl'
    | 'twitterUrl'
    | 'linkedinUrl'
    | 'icon'
    | 'siteImage'
    | 'signInMsg'
    | 'registerMsg'
    | 'clientRegisterMsg'
    | 'termsAndConditions'
    | 'privacyPolicy'
    | 'termsOfPayment'
    | 'searchStatus'
    | 'loginRegistrationStatus'
    | 'biddingDuration'
    | 'templateId'
    | 'brandColor'
  >
>;

/** One transaction over the licence's row (`licenceId`) and its tenant rows (`tenant`, for the audit entry). */
export type TLicenceTx = { readonly licenceId: number; readonly db: Db; readonly tenant: TenantDb };

export function inLicenceTransaction<R>(db: Db, licenceId: number, work: (tx: TLicenceTx) => Promise<R>): Promise<R> {
  return db.transaction((tx) => {
    const txDb = tx as unknown as Db;
    return work({ licenceId, db: txDb, tenant: new TenantDb(txDb, licenceId) });
  });
}

/** The licence row as it is now, locked until the transaction ends: two saves at once do not mix their "before". */
export async function lockLicenceRow(tx: TLicenceTx): Promise<TLicence | undefined> {
  const [row] = await tx.db.select().from(licences).where(eq(licences.id, tx.licenceId)).limit(1).for('update');
  return row;
}

export async function updateLicenceRow(tx: TLicenceTx, changes: TLicenceSettings): Promise<TLicence | undefined> {
  const [row] = await tx.db
    .update(licences)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(licences.id, tx.licenceId))
    .returning();
  return row;
}

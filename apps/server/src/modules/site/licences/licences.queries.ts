/**
 * Data access of the licence's own row. The licence IS the tenant (its table has no licence_id), so TenantDb cannot
 * scope it: every statement here names `id = <the request's licence>` itself. Its writes go through platform/licences.
 */
import { eq } from 'drizzle-orm';
import { licences } from '../../../db/schema';
import type { Db } from '../../../platform/db/database';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';

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

/** The licence row as it is now, locked until the transaction ends: two saves at once do not mix their "before". */
export async function lockLicenceRow(db: Db, licenceId: number): Promise<TLicence | undefined> {
  const [row] = await db.select().from(licences).where(eq(licences.id, licenceId)).limit(1).for('update');
  return row;
}

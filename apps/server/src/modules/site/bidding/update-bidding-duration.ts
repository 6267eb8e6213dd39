/**
 * POST /biddings/update-bidding-duration: how many days a new first place lasts (the admin's, SPEC §6). Saved as a
 * site setting (one transaction with its audit entry; the licence is read afresh after it), so the web reloads the
 * licence details' bidding_duration. First places already made keep their days.
 */
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { saveLicenceSettings } from '../licences/save-licence-settings';

export function updateBiddingDuration(scope: TRequestScope, duration: number): Promise<TLicence> {
  return saveLicenceSettings(scope, 'site.bidding_duration', { biddingDuration: duration });
}

/**
 * The site's two switches (SPEC §4): login and registration, and search. What each turns off is checked in one place,
 * platform/tenancy/licence-switches.ts; this only sets them.
 */
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { saveLicenceSettings } from './save-licence-settings';

export function changeLoginRegistrationStatus(scope: TRequestScope, status: boolean): Promise<TLicence> {
  return saveLicenceSettings(scope, 'site.login_registration', { loginRegistrationStatus: status });
}

export function changeSearchStatus(scope: TRequestScope, status: boolean): Promise<TLicence> {
  return saveLicenceSettings(scope, 'site.search', { searchStatus: status });
}

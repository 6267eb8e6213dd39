/** The switches a licence's admin sets for the whole site (SPEC §2 site settings, §4), each checked in one place. */
import type { TLicenceRole } from '@izlog/contract/roles';
import { AppError } from '../http/errors';
import { roleMay } from '../permissions/policy';
import type { TLicence } from './licence-resolver';

/** Search of the site (GET /search and the contents' `search`): 403 when the site turned it off. */
export function assertSearchEnabled(licence: Pick<TLicence, 'searchStatus'>): void {
  if (!licence.searchStatus) throw new AppError(403, 'search_disabled');
}

/** A new account (front user, client, or one made by social sign-in): 403 while login and registration are off. */
export function assertRegistrationOpen(licence: Pick<TLicence, 'loginRegistrationStatus'>): void {
  if (!licence.loginRegistrationStatus) throw new AppError(403, 'registration_disabled');
}

/**
 * Signing in: while login and registration are off, only the roles the policy lets in (the site's staff, through the
 * admin login screen) still sign in; everyone else gets the same 403 as registration.
 */
export function assertSignInOpen(licence: Pick<TLicence, 'loginRegistrationStatus'>, role: TLicenceRole): void {
  if (!licence.loginRegistrationStatus && !roleMay(role, 'auth.signInWhenLoginClosed')) {
    throw new AppError(403, 'registration_disabled');
  }
}

/** The switches a licence's admin sets for the whole site (SPEC §2 site settings), each checked in one place. */
import { AppError } from '../http/errors';
import type { TLicence } from './licence-resolver';

/** Search of the site (GET /search and the contents' `search`): 403 when the site turned it off. */
export function assertSearchEnabled(licence: Pick<TLicence, 'searchStatus'>): void {
  if (!licence.searchStatus) throw new AppError(403, 'search_disabled');
}

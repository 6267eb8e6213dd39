/**
 * Who reaches a licence's apps (issue 13 "Permissions"): the licence reach's (platform/permissions/licence-reach.ts) —
 * a sales user or partner the licences they own (another's is a 404), the platform admin every one.
 */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findReachableLicence, licenceReachOf } from '../../../platform/permissions/licence-reach';
import type { TAppLicence } from './app-builds.queries';

export async function reachableLicence(scope: TRequestScope, licenceId: number): Promise<TAppLicence> {
  const licence = await findReachableLicence(scope.deps.platformDb, licenceReachOf(scope.actor), licenceId);
  if (!licence) throw notFound();
  return licence;
}

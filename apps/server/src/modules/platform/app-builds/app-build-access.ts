/**
 * Who reaches a licence's apps (issue 13 "Permissions"): a sales user or partner the licences they own (another's is
 * a 404), the platform admin every one — the console's rule (sales-console/licence-access.ts).
 */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { isPlatformAdmin } from '../sales-console/licence-access';
import { findReachableLicence, type TAppLicence, type TOwnerReach } from './app-builds.queries';

export function ownerReachOf(scope: TRequestScope): TOwnerReach {
  const actor = requirePlatformActor(scope.actor);
  return isPlatformAdmin(actor) ? undefined : actor.platformUserId;
}

export async function reachableLicence(scope: TRequestScope, licenceId: number): Promise<TAppLicence> {
  const licence = await findReachableLicence(scope.deps.platformDb, licenceId, ownerReachOf(scope));
  if (!licence) throw notFound();
  return licence;
}

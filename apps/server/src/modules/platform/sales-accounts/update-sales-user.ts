/** A platform account changes its own name or phone (SPEC §7 sales-user-update-name, -phone). */
import type { TSalesUser } from '@izlog/contract/sales';
import { sessionExpired } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { updatePlatformUser } from './sales-accounts.queries';
import { presentSalesUser } from './sales-user.presenter';

export async function updateOwnSalesUser(
  scope: TRequestScope,
  values: { name: string } | { phone: string },
): Promise<TSalesUser> {
  const actor = requirePlatformActor(scope.actor);
  const user = await updatePlatformUser(scope.deps.platformDb, actor.platformUserId, values);
  // The account went away between the session check and here: its session is over.
  if (!user) throw sessionExpired();
  scope.log.info({ platformUserId: user.id, changed: Object.keys(values) }, 'sales user changed own account');
  return presentSalesUser(user);
}

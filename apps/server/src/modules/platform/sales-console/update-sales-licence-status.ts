/**
 * sales-user-update-licence-status (SPEC §4 "Licence status is changed by a sales user"): a sales user suspends,
 * resumes or closes their own licence; the platform admin takes any step of the state machine. Every change goes
 * through the one status path (modules/sales changeLicenceStatus: an illegal transition is its 422).
 */
import type { TLicenceStatus } from '@izlog/contract/constants';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { licenceReachOf } from '../../../platform/permissions/licence-reach';
import { requirePlatformActor } from '../../../platform/permissions/policy';
import { changeLicenceStatus } from '../sales/licence-status';
import { getConsoleLicence } from './console-licences';
import { assertStatusAllowed } from './licence-access';
import { findLicence } from './sales-console.queries';

export async function updateLicenceStatus(scope: TRequestScope, licenceId: number, to: TLicenceStatus) {
  const actor = requirePlatformActor(scope.actor);
  const row = await findLicence(scope.deps.platformDb, licenceReachOf(actor), licenceId);
  if (!row) throw notFound();
  // The same status again (a second click, a form sent twice) changes nothing and answers the licence as it is.
  if (row.licence.status !== to) {
    assertStatusAllowed(actor, row.licence.status, to);
    await changeLicenceStatus(scope.deps, licenceId, to, {
      reason: `sales console: platform user ${actor.platformUserId} (${actor.role})`,
      log: scope.log,
    });
  }
  return getConsoleLicence(scope, licenceId);
}

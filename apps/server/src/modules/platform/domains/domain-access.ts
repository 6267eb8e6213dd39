/**
 * Whose licences a domain call reaches: the licence reach's (platform/permissions/licence-reach.ts) — a sales user or
 * partner their own, the platform admin every one; another's licence is a 404, as a missing one is.
 */
import type { TAppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/http/errors';
import { findReachableLicence, licenceReachOf } from '../../../platform/permissions/licence-reach';
import type { TActor } from '../../../platform/permissions/policy';
import { findDomainLicenceId, type TDomainLicence } from './domains.queries';

export async function reachLicence(deps: TAppDeps, actor: TActor, licenceId: number): Promise<TDomainLicence> {
  const licence = await findReachableLicence(deps.platformDb, licenceReachOf(actor), licenceId);
  if (!licence) throw notFound();
  return licence;
}

/** The licence of a domain row, if `actor` reaches it. */
export async function reachDomainLicence(deps: TAppDeps, actor: TActor, domainId: number): Promise<TDomainLicence> {
  const reach = licenceReachOf(actor);
  const licenceId = await findDomainLicenceId(deps.platformDb, domainId);
  const licence = licenceId === undefined ? undefined : await findReachableLicence(deps.platformDb, reach, licenceId);
  if (!licence) throw notFound();
  return licence;
}

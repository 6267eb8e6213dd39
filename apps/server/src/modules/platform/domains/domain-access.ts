/**
 * Whose licences a domain call reaches (issue 13 "Permissions"): a sales user or partner their own, the platform
 * admin every one; another's licence is a 404, as a missing one is. Decided by the policy's abilities.
 */
import type { TAppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/http/errors';
import { can, requirePlatformActor, type TActor } from '../../../platform/permissions/policy';
import { findDomainLicenceId, findReachableLicence, type TDomainLicence } from './domains.queries';

/** The owner whose licences `actor` reaches, or null for every licence (the platform admin). */
function ownerFilterOf(actor: TActor): number | null {
  const platform = requirePlatformActor(actor);
  return can(platform, 'sales.platformAdmin') ? null : platform.platformUserId;
}

export async function reachLicence(deps: TAppDeps, actor: TActor, licenceId: number): Promise<TDomainLicence> {
  const licence = await findReachableLicence(deps.platformDb, licenceId, ownerFilterOf(actor));
  if (!licence) throw notFound();
  return licence;
}

/** The licence of a domain row, if `actor` reaches it. */
export async function reachDomainLicence(deps: TAppDeps, actor: TActor, domainId: number): Promise<TDomainLicence> {
  const owner = ownerFilterOf(actor);
  const licenceId = await findDomainLicenceId(deps.platformDb, domainId);
  const licence = licenceId === undefined ? undefined : await findReachableLicence(deps.platformDb, licenceId, owner);
  if (!licence) throw notFound();
  return licence;
}

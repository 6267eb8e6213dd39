/**
 * A sales user changes an active licence's addresses (SPEC §7 create-licence-domain, create-licence-subdomain): a
 * custom domain added or replaced on a licence type that has one (not free: a 422), checked as at purchase, then on
 * its way through DNS and certificate; its registration price is answered and billed with the licence's next renewal
 * (decision 0030). Or the site moved to another subdomain (the old one stops at once).
 */
import type { TLicenceType } from '@izlog/contract/constants';
import type { TCreateLicenceDomainRequest, TCreateLicenceSubdomainRequest } from '@izlog/contract/domains';
import { LICENCE_TYPE_FEATURES } from '@izlog/contract/sales';
import { isUniqueViolation } from '../../../platform/db/unique-violation';
import { AppError, fieldConflict, fieldError } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { checkDomain } from './check-domain';
import { reachLicence } from './domain-access';
import { presentDomainPrice } from './domain-prices';
import { attachLicenceDomains, moveLicenceSubdomain } from './licence-domains';
import { licenceDomainsAnswer } from './read-licence-domains';

type TScope = Pick<TRequestScope, 'deps' | 'actor' | 'language'>;

async function activeLicence(scope: TScope, licenceId: number) {
  const licence = await reachLicence(scope.deps, scope.actor, licenceId);
  if (licence.status !== 'active') throw new AppError(409, 'licence_not_active');
  return licence;
}

/** Turns the unique indexes' refusal (another licence took the name meanwhile) into a 409 naming the field. */
async function claimingName<T>(field: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldConflict(field, 'domain_not_available');
    throw error;
  }
}

/** Whether the licence's type includes a custom domain (the price list's features: basic and e-commerce). */
const hasCustomDomainFeature = (licenceType: string) =>
  (LICENCE_TYPE_FEATURES[licenceType as TLicenceType] ?? []).includes('custom_domain');

export async function createLicenceDomain(scope: TScope, request: TCreateLicenceDomainRequest) {
  const { deps } = scope;
  const licence = await activeLicence(scope, request.licence_id);
  if (!hasCustomDomainFeature(licence.licenceType)) throw fieldError('domain', 'domain_not_in_licence_type');
  const check = await checkDomain(deps, request.domain, { language: scope.language });
  const price = check.price ? await presentDomainPrice(deps, check.price) : null;
  if (check.kind === 'custom' && check.domain === licence.customDomain) {
    return licenceDomainsAnswer(scope, licence.id, price);
  }
  if (check.kind !== 'custom' || !check.isFree) throw fieldError('domain', 'domain_not_available');
  await claimingName('domain', () =>
    attachLicenceDomains(deps, {
      licenceId: licence.id,
      subdomain: licence.titleOfAppUnique,
      customDomain: check.domain,
    }),
  );
  return licenceDomainsAnswer(scope, licence.id, price);
}

export async function createLicenceSubdomain(scope: TScope, request: TCreateLicenceSubdomainRequest) {
  const { deps } = scope;
  const licence = await activeLicence(scope, request.licence_id);
  const subdomain = request.subdomain.trim().toLowerCase();
  if (subdomain !== licence.titleOfAppUnique) {
    const check = await checkDomain(deps, subdomain, { language: scope.language });
    if (check.kind !== 'subdomain' || !check.isFree) throw fieldError('subdomain', 'domain_not_available');
    await claimingName('subdomain', () => moveLicenceSubdomain(deps, licence.id, check.domain));
  }
  return licenceDomainsAnswer(scope, licence.id);
}

/**
 * What a renewal charges for the licence's custom domain (decision 0030): its zone's price in domain_prices — the
 * registration price the first time the domain is paid for (a domain added to a running licence is billed with its
 * next renewal), then the renewal price, or the reactivation price once the term has ended (the grace period, as a
 * registry charges a restore inside its own grace).
 */
import type { TAppDeps } from '../../../platform/deps';
import { findZone } from '../../../platform/domains/domain-names';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { listDomainPrices, type TDomainPrice } from '../domains/domain-prices';
import { isDomainPaidFor } from './sales.queries';

export type TRenewalDomain = { domain: string; amountMinor: number };

/** Which of the zone's prices a renewal charges for the domain's year. */
export function domainYearPrice(
  price: Pick<TDomainPrice, 'registrationMinor' | 'renewalMinor' | 'reactivationMinor'>,
  { isPaidFor, hasLapsed }: { isPaidFor: boolean; hasLapsed: boolean },
): number {
  if (!isPaidFor) return price.registrationMinor;
  return hasLapsed ? price.reactivationMinor : price.renewalMinor;
}

export async function renewalDomainPrice(
  deps: TAppDeps,
  licence: Pick<TLicence, 'id' | 'customDomain' | 'expiresAt'>,
  now: Date,
): Promise<TRenewalDomain | null> {
  const domain = licence.customDomain;
  if (!domain) return null;
  const prices = await listDomainPrices(deps);
  const zone = findZone(
    domain,
    prices.map((row) => row.zone),
  );
  const price = zone ? prices.find((row) => row.zone === zone.zone) : undefined;
  // Every domain a licence holds was checked against this table; a zone gone from it is a broken price list, and
  // renewing without the domain's price is the charge we must not lose.
  if (!price) throw new Error(`no domain price for the zone of ${domain}`);
  const isPaidFor = await isDomainPaidFor(deps.platformDb, licence.id, domain);
  const hasLapsed = licence.expiresAt !== null && now.getTime() > licence.expiresAt.getTime();
  return { domain, amountMinor: domainYearPrice(price, { isPaidFor, hasLapsed }) };
}

/**
 * Whether a name can be a new site's address (SPEC §7 check-domain, §5 "domain availability is checked before
 * choosing"): a bare label is a subdomain of the platform, a name with a dot a custom domain Izlog registers. Used by
 * the check-domain call and by create-licence (modules/sales), so both refuse the same names.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '@izlog/contract/sales';
import type { TAppDeps } from '../../../platform/deps';
import { findZone, isUnderPlatformDomain, isValidLabel, parseDomainName } from '../../../platform/domains/domain-names';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { listDomainPrices, type TDomainPrice } from './domain-prices';
import { isCustomDomainTaken, isSubdomainTaken } from './domains.queries';

/** Why a name is not offered (for logs and tests; the buyer reads SPEC §8's one message). */
export type TDomainRefusal =
  | 'invalid_name'
  | 'ip_address'
  | 'reserved'
  | 'platform_domain'
  | 'zone_not_sold'
  | 'not_registrable'
  | 'taken'
  | 'registered'
  | 'registry_unknown';

export type TDomainCheck = {
  /** The name as stored and matched: a subdomain's label, or a custom domain's ASCII (IDNA) form. */
  domain: string;
  /** As people read it (Cyrillic for .срб). */
  displayDomain: string;
  kind: 'subdomain' | 'custom';
  isFree: boolean;
  messageKey: 'domain_available' | 'domain_not_available';
  reason: TDomainRefusal | null;
  /** The site's address on this name, when it is free. */
  siteUrl: string | null;
  /** A custom domain's yearly prices (its zone's row), whether or not this name is free. */
  price: TDomainPrice | null;
};

/** `buyerId`: the platform account asking, whose own unpaid orders do not count as holding a name. */
export type TCheckDomainOptions = { language?: TLanguage; now?: Date; buyerId?: number };

const isReserved = (label: string) => (RESERVED_SUBDOMAINS as readonly string[]).includes(label);

export async function checkDomain(
  deps: TAppDeps,
  input: string,
  options: TCheckDomainOptions = {},
): Promise<TDomainCheck> {
  const now = options.now ?? new Date();
  const name = input.trim().toLowerCase().replace(/\.$/, '');
  return name.includes('.') ? checkCustomDomain(deps, name) : checkSubdomain(deps, name, now, options.buyerId);
}

async function checkSubdomain(deps: TAppDeps, label: string, now: Date, buyerId?: number): Promise<TDomainCheck> {
  const answer = (reason: TDomainRefusal | null): TDomainCheck => ({
    domain: label,
    displayDomain: label,
    kind: 'subdomain',
    isFree: reason === null,
    messageKey: reason === null ? 'domain_available' : 'domain_not_available',
    reason,
    siteUrl: reason === null ? licenceSiteUrl(deps.config, label) : null,
    price: null,
  });
  if (!SUBDOMAIN_PATTERN.test(label) || !isValidLabel(label) || label.startsWith('xn--')) {
    return answer('invalid_name');
  }
  if (isReserved(label)) return answer('reserved');
  if (await isSubdomainTaken(deps.platformDb, label, now, buyerId)) return answer('taken');
  return answer(null);
}

async function checkCustomDomain(deps: TAppDeps, name: string): Promise<TDomainCheck> {
  const parsed = parseDomainName(name);
  const ascii = parsed.ok ? parsed.ascii : name;
  let price: TDomainPrice | null = null;
  const answer = (reason: TDomainRefusal | null): TDomainCheck => ({
    domain: ascii,
    displayDomain: parsed.ok ? parsed.unicode : name,
    kind: 'custom',
    isFree: reason === null,
    messageKey: reason === null ? 'domain_available' : 'domain_not_available',
    reason,
    siteUrl: reason === null ? `https://${ascii}` : null,
    price,
  });
  if (!parsed.ok) return answer(parsed.reason);
  if (isUnderPlatformDomain(ascii, deps.config.PLATFORM_DOMAIN)) return answer('platform_domain');
  const prices = await listDomainPrices(deps);
  const zone = findZone(
    ascii,
    prices.map((row) => row.zone),
  );
  if (!zone) return answer('zone_not_sold');
  price = prices.find((row) => row.zone === zone.zone) ?? null;
  if (!zone.registrable) return answer('not_registrable');
  // Only a proven domain is taken: claims and open orders do not hold a name (decision 0047).
  if (await isCustomDomainTaken(deps.platformDb, ascii)) return answer('taken');
  const availability = await deps.registrar.availability(ascii);
  if (availability === 'taken') return answer('registered');
  if (availability === 'unknown') return answer('registry_unknown');
  return answer(null);
}

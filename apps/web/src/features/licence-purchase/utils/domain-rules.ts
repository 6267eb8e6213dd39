/**
 * What the wizard says about a domain before asking the server: a subdomain's format (SPEC §5 "domain availability is
 * checked before choosing") and the site's address as it will read.
 */
import { RESERVED_SUBDOMAINS, SUBDOMAIN_PATTERN } from '@izlog/contract/sales';

export const normaliseDomain = (value: string) => value.trim().toLowerCase();

/** A well-formed subdomain that is not one of the platform's own names. */
export function isSubdomainWellFormed(value: string): boolean {
  const name = normaliseDomain(value);
  return SUBDOMAIN_PATTERN.test(name) && !(RESERVED_SUBDOMAINS as readonly string[]).includes(name);
}

/** A custom domain needs a dot and labels of letters, digits and hyphens (any script: .срб is sold). */
export function isCustomDomainWellFormed(value: string): boolean {
  const name = normaliseDomain(value);
  if (name.length > 253 || !name.includes('.')) return false;
  return name.split('.').every((label) => /^(?!-)[\p{L}\p{N}-]{1,63}(?<!-)$/u.test(label));
}

/** The address the site will answer at: `<subdomain>.<the platform's host>` (the server's own answer wins). */
export function siteAddressPreview(subdomain: string, location: Pick<Location, 'protocol' | 'host'> = window.location) {
  return `${location.protocol}//${normaliseDomain(subdomain)}.${location.host}`;
}

/**
 * The DNS step of a custom domain: is the verification TXT record there, and does the apex point to Izlog? The answer
 * says which record is missing, in words the owner can act on (message key and its values), and what was found.
 */
import type { TMessageKey, TMessageParams } from '@izlog/contract/messages';
import type { TConfig } from '../../../config';
import { type DnsChecker, DnsLookupError } from '../../../platform/domains/dns-checker';
import { verificationName, verificationValue } from './domain-records';

export type TDnsCheck = {
  ok: boolean;
  messageKey: TMessageKey;
  params: TMessageParams;
  txt: { name: string; expected: string; found: string[] };
  /** Null when PUBLIC_IPV4 is not configured: the address is then not checked. */
  address: { name: string; expected: string; found: string[] } | null;
};

export async function checkDomainDns(
  dns: DnsChecker,
  config: Pick<TConfig, 'PUBLIC_IPV4'>,
  domain: string,
  token: string,
): Promise<TDnsCheck> {
  const txt = { name: verificationName(domain), expected: verificationValue(token), found: [] as string[] };
  const address = config.PUBLIC_IPV4 ? { name: domain, expected: config.PUBLIC_IPV4, found: [] as string[] } : null;
  const result = (ok: boolean, messageKey: TMessageKey, params: TMessageParams): TDnsCheck => ({
    ok,
    messageKey,
    params,
    txt,
    address,
  });
  try {
    txt.found = await dns.lookup(txt.name, 'TXT');
    if (address) address.found = await dns.lookup(domain, 'A');
  } catch (error) {
    if (error instanceof DnsLookupError) return result(false, 'domain_dns_lookup_failed', { domain });
    throw error;
  }
  // The owner may paste the bare code or the whole `izlog-verification=…` value.
  const token_ = token.toLowerCase();
  const hasToken = txt.found.some((value) => {
    const text = value.trim().toLowerCase();
    return text === txt.expected.toLowerCase() || text === token_;
  });
  if (!hasToken) return result(false, 'domain_dns_txt_missing', { name: txt.name });
  if (address && !address.found.includes(address.expected)) {
    return result(false, 'domain_dns_address_wrong', {
      domain,
      expected: address.expected,
      found: address.found.join(', ') || '—',
    });
  }
  return result(true, 'domain_dns_ok', { domain });
}

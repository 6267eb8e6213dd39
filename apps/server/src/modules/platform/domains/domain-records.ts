/**
 * What a custom domain's owner sets at their DNS (research §3): the apex's A record to Izlog's address (an apex cannot
 * be a CNAME), www as a CNAME to the site's subdomain, and the TXT record `_izlog.<domain>` proving the domain is
 * theirs. And the virtual-host record: the Caddy site block that serves the domain (kept in last_check).
 */

import type { ZDnsRecord } from '@izlog/contract/domains';
import type { z } from 'zod';
import type { TConfig } from '../../../config';

export type TDnsRecordSpec = z.infer<typeof ZDnsRecord>;
type TRecordConfig = Pick<TConfig, 'PLATFORM_DOMAIN' | 'PUBLIC_IPV4'>;

export const verificationName = (domain: string) => `_izlog.${domain}`;
export const verificationValue = (token: string) => `izlog-verification=${token}`;
export const subdomainHost = (config: Pick<TConfig, 'PLATFORM_DOMAIN'>, subdomain: string) =>
  `${subdomain}.${config.PLATFORM_DOMAIN}`;

/** The records to set for `domain`; the A record only once PUBLIC_IPV4 names the address (production sets it). */
export function dnsRecordsOf(
  config: TRecordConfig,
  domain: string,
  subdomain: string,
  token: string,
): TDnsRecordSpec[] {
  return [
    ...(config.PUBLIC_IPV4 ? [{ type: 'A' as const, name: domain, value: config.PUBLIC_IPV4 }] : []),
    { type: 'CNAME', name: `www.${domain}`, value: subdomainHost(config, subdomain) },
    { type: 'TXT', name: verificationName(domain), value: verificationValue(token) },
  ];
}

/**
 * The Caddy site block of a custom domain: its certificate comes through on-demand TLS (the ask endpoint), www goes
 * to the apex, and requests reach Izlog with their Host, which finds the licence (DESIGN §2).
 */
export function caddySiteBlock(config: Pick<TConfig, 'PORT'>, licenceId: number, domain: string): string {
  return [
    `# Izlog licence ${licenceId}`,
    `www.${domain} {`,
    '\ttls {',
    '\t\ton_demand',
    '\t}',
    `\tredir https://${domain}{uri} permanent`,
    '}',
    `${domain} {`,
    '\ttls {',
    '\t\ton_demand',
    '\t}',
    `\treverse_proxy 127.0.0.1:${config.PORT}`,
    '}',
  ].join('\n');
}

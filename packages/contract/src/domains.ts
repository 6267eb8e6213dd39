/**
 * Domains of a licence (SPEC §3 Domain prices, §7 check-domain, get-domain-prices; issue 13): the address rules, the
 * price table, the answer of a check, and a custom domain's stages on its way to live.
 */
import { z } from 'zod';

/** Zones Izlog sells (RNIDS spaces and the common generic ones); the price table has one row per zone. */
export const DOMAIN_ZONES = ['rs', 'co.rs', 'org.rs', 'edu.rs', 'in.rs', 'срб', 'com', 'net', 'org', 'eu'] as const;
export type TDomainZone = (typeof DOMAIN_ZONES)[number];
/** A custom domain's way to live (the domain status board): DNS set → certificate issued → live. */
export const DOMAIN_STAGES = ['checking-dns', 'checking-tls', 'live', 'failed'] as const;
export type TDomainStage = (typeof DOMAIN_STAGES)[number];
/** Stages of a custom domain whose DNS proof passed: one licence holds the name; before, it is a claim (0047). */
export const PROVEN_DOMAIN_STAGES = ['checking-tls', 'live'] as const satisfies readonly TDomainStage[];
/** SPEC §3 `VHost_status` and `ssl_status`. */
export const VHOST_STATUSES = ['none', 'pending', 'active', 'failed'] as const;
export const SSL_STATUSES = ['none', 'pending', 'issued', 'failed'] as const;

export const ZCheckDomainRequest = z.object({
  /** A subdomain (letters, digits, hyphens) or a full custom domain such as mojsajt.rs. */
  domain: z.string().trim().toLowerCase().min(1).max(253),
});
export const ZDomainPriceRow = z.object({
  zone: z.string(),
  /** RSD with VAT in minor units, and EUR for information at the day's middle rate (minor units, rounded). */
  registration: z.number(),
  renewal: z.number(),
  reactivation: z.number(),
  registration_eur: z.number().nullable(),
  renewal_eur: z.number().nullable(),
  reactivation_eur: z.number().nullable(),
});
export type TDomainPriceRow = z.infer<typeof ZDomainPriceRow>;
export const ZDomainPrices = z.object({
  prices: z.array(ZDomainPriceRow),
  /** The middle rate the EUR figures use, and its date; null when no rate is known. */
  rate: z.object({ middle: z.string(), date: z.string() }).nullable(),
});
export const ZCheckDomainResponse = z.object({
  /** The name as it is stored and matched: lower case, IDNA (ASCII) for a custom domain, a leading www. dropped. */
  domain: z.string(),
  /** The same name as people read it (Cyrillic for .срб). */
  display_domain: z.string().optional(),
  kind: z.enum(['subdomain', 'custom']),
  is_free: z.boolean(),
  /** SPEC §8's message when it is not: "Domain not available or you have not entered it correctly…". */
  message: z.string(),
  /** The site's address once it is live. */
  site_url: z.string().nullable(),
  /** A custom domain's prices (the buyer accepts them before the order is confirmed). */
  price: ZDomainPriceRow.nullable(),
});
export type TCheckDomainResponse = z.infer<typeof ZCheckDomainResponse>;

export const ZDnsRecord = z.object({
  type: z.enum(['A', 'AAAA', 'CNAME', 'TXT']),
  name: z.string(),
  value: z.string(),
});
export const ZLicenceDomain = z.object({
  id: z.number(),
  /** The full host name (`<subdomain>.<platform domain>`, or the custom domain in IDNA form). */
  domain: z.string(),
  display_domain: z.string().optional(),
  kind: z.enum(['subdomain', 'custom']),
  stage: z.enum(DOMAIN_STAGES),
  /** The records to set at the domain's DNS for it to reach the site. */
  records: z.array(ZDnsRecord),
  last_checked_at: z.string().nullable(),
  last_check: z.record(z.string(), z.unknown()).nullable(),
  registered_until: z.string().nullable(),
  /** While a custom domain waits for its DNS proof: when the claim lapses unless proven (decision 0047). */
  claim_expires_at: z.string().nullable(),
});
export type TLicenceDomain = z.infer<typeof ZLicenceDomain>;

/** SPEC §7 calls on one licence's domains: `get-domain`, `create-virtual-host`, `create-ssl-certificate`. */
/** An id column is int4: a larger number names no licence and must not reach the database. */
export const ZLicenceIdRequest = z.object({ licence_id: z.coerce.number().int().positive().max(2_147_483_647) });
/** `create-licence-domain`: add or replace the licence's custom domain. */
export const ZCreateLicenceDomainRequest = ZLicenceIdRequest.extend({
  domain: z.string().trim().toLowerCase().min(1).max(253),
});
export type TCreateLicenceDomainRequest = z.infer<typeof ZCreateLicenceDomainRequest>;
/** `create-licence-subdomain`: move the site to another subdomain (the old one stops answering). */
export const ZCreateLicenceSubdomainRequest = ZLicenceIdRequest.extend({
  subdomain: z.string().trim().toLowerCase().min(1).max(63),
});
export type TCreateLicenceSubdomainRequest = z.infer<typeof ZCreateLicenceSubdomainRequest>;
/** A licence's domains with its `VHost_status` and `ssl_status` (SPEC §3), as `get-domain` and the changes answer. */
export const ZLicenceDomains = z.object({
  licence_id: z.number(),
  subdomain: z.string(),
  custom_domain: z.string().nullable(),
  VHost_status: z.enum(VHOST_STATUSES),
  ssl_status: z.enum(SSL_STATUSES),
  domains: z.array(ZLicenceDomain),
  /** The registration price of a custom domain just added (the payment follows as its own order, decision 0030). */
  price: ZDomainPriceRow.nullable(),
});
export type TLicenceDomains = z.infer<typeof ZLicenceDomains>;
/** GET /domains/tls-ask: the name the TLS terminator is about to get a certificate for (Caddy on_demand_tls ask). */
export const ZTlsAskQuery = z.object({ domain: z.string().max(253) });

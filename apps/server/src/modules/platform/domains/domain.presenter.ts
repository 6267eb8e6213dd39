/** A licence's domains as the wire carries them (contract ZLicenceDomain, ZLicenceDomains), with the records to set. */
import { domainToUnicode } from 'node:url';
import type { TLanguage } from '@izlog/contract/constants';
import type { TDomainPriceRow, TLicenceDomain, TLicenceDomains } from '@izlog/contract/domains';
import { formatMessage, isMessageKey, type TMessageParams } from '@izlog/contract/messages';
import type { TConfig } from '../../../config';
import { claimLapsesAt } from './domain-claims';
import { dnsRecordsOf, subdomainHost } from './domain-records';
import type { TDomainLicence, TLicenceDomainRow } from './domains.queries';

type TPresentConfig = Pick<TConfig, 'PLATFORM_DOMAIN' | 'PUBLIC_IPV4' | 'DOMAIN_CLAIM_HOURS'>;

/** last_check as stored, with its message (and the reason of a failure) in the reader's language. */
function presentLastCheck(lastCheck: Record<string, unknown> | null, language: TLanguage) {
  if (!lastCheck) return null;
  const say = (key: unknown, params: unknown) =>
    typeof key === 'string' && isMessageKey(key)
      ? formatMessage(key, language, (params ?? {}) as TMessageParams)
      : undefined;
  const message = say(lastCheck.message_key, lastCheck.params);
  const reason = say(lastCheck.reason_key, lastCheck.reason_params);
  return { ...lastCheck, ...(message ? { message } : {}), ...(reason ? { reason } : {}) };
}

export function presentLicenceDomain(
  config: TPresentConfig,
  licence: Pick<TDomainLicence, 'titleOfAppUnique'>,
  row: TLicenceDomainRow,
  language: TLanguage,
): TLicenceDomain {
  const isCustom = row.kind === 'custom';
  const domain = isCustom ? row.domain : subdomainHost(config, row.domain);
  return {
    id: row.id,
    domain,
    display_domain: isCustom ? domainToUnicode(row.domain) : domain,
    kind: isCustom ? 'custom' : 'subdomain',
    stage: row.stage as TLicenceDomain['stage'],
    records: isCustom ? dnsRecordsOf(config, row.domain, licence.titleOfAppUnique, row.verificationToken) : [],
    last_checked_at: row.lastCheckedAt?.toISOString() ?? null,
    last_check: presentLastCheck(row.lastCheck, language),
    registered_until: row.registeredUntil?.toISOString() ?? null,
    // Shown while the claim waits for its proof; a failed one says in last_check why it ended.
    claim_expires_at: row.stage === 'checking-dns' ? (claimLapsesAt(config, row)?.toISOString() ?? null) : null,
  };
}

export function presentLicenceDomains(
  config: TPresentConfig,
  licence: TDomainLicence,
  rows: TLicenceDomainRow[],
  language: TLanguage,
  price: TDomainPriceRow | null = null,
): TLicenceDomains {
  return {
    licence_id: licence.id,
    subdomain: licence.titleOfAppUnique,
    custom_domain: licence.customDomain,
    VHost_status: licence.vhostStatus as TLicenceDomains['VHost_status'],
    ssl_status: licence.sslStatus as TLicenceDomains['ssl_status'],
    domains: rows.map((row) => presentLicenceDomain(config, licence, row, language)),
    price,
  };
}

/**
 * A custom domain is a claim until its DNS proof passes (decision 0047): claims of one name by several licences do
 * not exclude each other, none is served, and each lapses DOMAIN_CLAIM_HOURS after it was made unless proven. Here:
 * when a claim lapses, and what ending one writes.
 */

import { PROVEN_DOMAIN_STAGES } from '@izlog/contract/domains';
import type { TMessageKey } from '@izlog/contract/messages';
import type { TConfig } from '../../../config';
import type { TLicenceDomainRow } from './domains.queries';

type TClaimConfig = Pick<TConfig, 'DOMAIN_CLAIM_HOURS'>;
type TClaimRow = Pick<TLicenceDomainRow, 'kind' | 'stage' | 'claimedAt'>;

/** Whether the row's DNS proof passed (the certificate step or live): the licence holds the name. */
export const isProven = (row: Pick<TLicenceDomainRow, 'stage'>): boolean =>
  (PROVEN_DOMAIN_STAGES as readonly string[]).includes(row.stage);

/** When a custom domain's claim lapses; null once proven (and for a subdomain, which is never a claim). */
export function claimLapsesAt(config: TClaimConfig, row: TClaimRow): Date | null {
  if (row.kind !== 'custom' || isProven(row)) return null;
  return new Date(row.claimedAt.getTime() + config.DOMAIN_CLAIM_HOURS * 3_600_000);
}

export function hasClaimLapsed(config: TClaimConfig, row: TClaimRow, now: Date): boolean {
  const lapsesAt = claimLapsesAt(config, row);
  return lapsesAt !== null && lapsesAt.getTime() <= now.getTime();
}

export type TClaimEnd = 'domain_claim_lapsed' | 'domain_proven_elsewhere';

/** The last check a claim ends with: the message the status board shows, in the reader's language. */
export function claimEndCheck(
  config: TClaimConfig,
  domain: string,
  why: TClaimEnd,
  now: Date,
): Record<string, unknown> & { message_key: TMessageKey } {
  return {
    message_key: why,
    params: why === 'domain_claim_lapsed' ? { domain, hours: config.DOMAIN_CLAIM_HOURS } : { domain },
    claim_ended_at: now.toISOString(),
  };
}

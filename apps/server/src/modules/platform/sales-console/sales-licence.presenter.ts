/** A licence as the console shows it (contract ZConsoleLicence): times as ISO text, its latest jobs, what may be done. */
import type { TLicenceStatus, TLicenceType } from '@izlog/contract/constants';
import type { TJobRecord } from '@izlog/contract/sales';
import type { TCommissionTotals, TConsoleLicence, TPartnerLicence } from '@izlog/contract/sales-console';
import type { TConfig } from '../../../config';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { refundableUntil } from '../sales/licence-term';
import type { TJobRow, TLicenceWithOwner } from './sales-console.queries';

export type TLicenceExtras = {
  jobs: TJobRow[];
  /** The approved payment that bought the licence, if any. */
  purchaseTransactionId: number | null;
  allowedStatuses: TLicenceStatus[];
  now: Date;
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentJob(job: TJobRow): TJobRecord {
  return {
    id: job.id,
    name: job.name,
    state: job.state as TJobRecord['state'],
    progress: job.progress,
    message: job.message,
    attempts: job.attempts,
    updated_at: job.updatedAt.toISOString(),
  };
}

/** The refund of the purchase is open while the 15 days run, the licence is not closed and a payment can go back. */
function refundWindow(row: TLicenceWithOwner, extras: TLicenceExtras): { until: Date; transactionId: number } | null {
  const until = refundableUntil(row.licence);
  if (!until || !extras.purchaseTransactionId || row.licence.status === 'closed') return null;
  return until.getTime() > extras.now.getTime() ? { until, transactionId: extras.purchaseTransactionId } : null;
}

export function presentConsoleLicence(
  config: Pick<TConfig, 'PUBLIC_URL' | 'PLATFORM_DOMAIN' | 'PORT'>,
  row: TLicenceWithOwner,
  extras: TLicenceExtras,
): TConsoleLicence {
  const { licence, owner } = row;
  const refund = refundWindow(row, extras);
  return {
    id: licence.id,
    title_of_app: licence.titleOfApp,
    title_of_app_unique: licence.titleOfAppUnique,
    site_url: licenceSiteUrl(config, licence.titleOfAppUnique),
    custom_domain: licence.customDomain,
    description: licence.description,
    licence_type: licence.licenceType as TLicenceType,
    template_id: licence.templateId,
    language_id: licence.languageId,
    status: licence.status as TLicenceStatus,
    icon: licence.icon,
    phone: licence.phone,
    country: licence.country,
    city: licence.city,
    address: licence.address,
    VHost_status: licence.vhostStatus,
    ssl_status: licence.sslStatus,
    android_app_link: licence.androidAppLink,
    expires_at: iso(licence.expiresAt),
    activated_at: iso(licence.activatedAt),
    refundable_until: iso(refund?.until ?? null),
    sold_by: owner,
    jobs: extras.jobs.map(presentJob),
    created_at: licence.createdAt.toISOString(),
    allowed_statuses: extras.allowedStatuses,
    refund_transaction_id: refund?.transactionId ?? null,
  };
}

export function presentPartnerLicence(
  licence: TConsoleLicence,
  sums: { accrued: number; reversed: number } | undefined,
): TPartnerLicence {
  const accrued = sums?.accrued ?? 0;
  const reversed = sums?.reversed ?? 0;
  const commission: TCommissionTotals = { accrued, reversed, net: accrued + reversed };
  return { ...licence, commission };
}

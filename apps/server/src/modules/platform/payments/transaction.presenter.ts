/**
 * An attempt to pay as the buyer sees it (contract ZTransaction): SPEC §3's transaction fields and what Serbian card
 * rules ask the result page to show (brand and last four digits, the gateway's status code), with SPEC §4's outcome.
 */
import type { TPaymentStatus, TTransaction } from '@izlog/contract/payments';
import type { TConfig } from '../../../config';
import { licenceSiteUrl } from '../../../platform/tenancy/site-url';
import { refundableUntil } from '../sales/order-settlement';
import { isRefundDue } from './attempt-rules';
import type { TOrderRow, TTransactionRow } from './payments.queries';

/** SPEC §4's three outcomes; an attempt still at the gateway has none yet. A refund undoes a payment that succeeded. */
export function outcomeOf(status: TPaymentStatus): TTransaction['outcome'] {
  switch (status) {
    case 'approved':
    case 'refunded':
      return 'succeeded';
    case 'declined':
    case 'error':
      return 'failed';
    case 'canceled':
      return 'canceled';
    case 'created':
    case 'redirected':
      return null;
  }
}

export type TLicenceTerm = { activatedAt: Date | null; status: string } | undefined;

export function presentTransaction(
  config: TConfig,
  transaction: TTransactionRow,
  order: TOrderRow,
  licence: TLicenceTerm,
): TTransaction {
  const status = transaction.status as TPaymentStatus;
  const refundDue = isRefundDue(transaction);
  const until =
    status === 'approved' && !refundDue && order.kind === 'new' && licence
      ? refundableUntil({ activatedAt: licence.activatedAt })
      : null;
  return {
    id: transaction.id,
    order_id: order.id,
    order_number: order.referenceNo,
    status,
    outcome: outcomeOf(status),
    amount: transaction.amountMinor,
    currency: transaction.currency,
    card_type: transaction.cardBrand,
    card_last4: transaction.cardLast4,
    authorization_code: transaction.authCode,
    status_code: transaction.statusCode,
    status_message: transaction.statusMessage,
    gateway_transaction_id: transaction.gatewayTransactionId,
    time: (transaction.completedAt ?? null)?.toISOString() ?? null,
    licence_id: order.licenceId,
    site_url: order.licenceId ? licenceSiteUrl(config, order.subdomain) : null,
    refundable_until: until?.toISOString() ?? null,
    refund_due: refundDue,
  };
}

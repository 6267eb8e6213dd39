/**
 * Two rules about card attempts that several calls share: when an attempt still open counts as abandoned, and how an
 * approved payment that did not pay its order is marked for a refund (decision 0029).
 */
import { CALLBACK_MAX_AGE_MINUTES } from '@izlog/contract/payments';
import type { TTransactionRow } from './payments.queries';

/**
 * An attempt open this long with no answer from the gateway is abandoned: a new "pay" starts another, and it no longer
 * stops the order being marked paid another way. Its answer is still applied if it comes (the bank may have charged).
 */
export const ATTEMPT_ABANDONED_AFTER_MS = CALLBACK_MAX_AGE_MINUTES * 60_000;

/** The start of the window in which an open attempt is still live. */
export const liveAttemptsSince = (now: Date) => new Date(now.getTime() - ATTEMPT_ABANDONED_AFTER_MS);

/**
 * The status message of an approved payment its order did not take (the order was paid another way, or no longer
 * waited): the money is to be refunded. The gateway's own text stays in the callback's record.
 */
export const REFUND_DUE_MESSAGE = 'Not applied to its order (paid another way or no longer payable): to be refunded';

export const isRefundDue = (transaction: Pick<TTransactionRow, 'status' | 'statusMessage'>) =>
  transaction.status === 'approved' && transaction.statusMessage === REFUND_DUE_MESSAGE;

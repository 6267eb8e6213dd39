/** The licence's year (SPEC §1): where a paid term starts and ends, and the windows counted from it. */
import { GRACE_PERIOD_DAYS, LICENCE_TERM_MONTHS, REFUND_WINDOW_DAYS } from '@izlog/contract/sales';

const DAY_MS = 24 * 60 * 60 * 1000;

/** `months` later on the calendar (UTC); a day the month lacks becomes its last day (29 Feb → 28 Feb). */
export function addMonths(from: Date, months: number): Date {
  const result = new Date(from);
  const day = result.getUTCDate();
  result.setUTCDate(1);
  result.setUTCMonth(result.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(result.getUTCFullYear(), result.getUTCMonth() + 1, 0)).getUTCDate();
  result.setUTCDate(Math.min(day, lastDay));
  return result;
}

export const termEndFrom = (start: Date): Date => addMonths(start, LICENCE_TERM_MONTHS);

/** The end of the grace period after an expiry: until then the licence can be renewed from its old expiry. */
const graceEndOf = (expiresAt: Date): Date => new Date(expiresAt.getTime() + GRACE_PERIOD_DAYS * DAY_MS);

/**
 * The new end of a renewed term: a year from the old expiry while the licence is still running or inside its grace
 * period (the days paid for are not lost, and the grace kept the data, so its days are not given twice — as a domain
 * registry renews inside its grace), else a year from the payment (decision 0028).
 */
export function renewedTermEnd(expiresAt: Date | null, paidAt: Date): Date {
  if (expiresAt && paidAt.getTime() <= graceEndOf(expiresAt).getTime()) return termEndFrom(expiresAt);
  return termEndFrom(paidAt);
}

/** SPEC §1: a deviation may be reported within 15 days of the lease; null while the licence was never activated. */
export function refundableUntil(licence: { activatedAt: Date | null }): Date | null {
  return licence.activatedAt ? new Date(licence.activatedAt.getTime() + REFUND_WINDOW_DAYS * DAY_MS) : null;
}

/** A transaction's amount in its currency and the NBS middle rate, as the purchase flow shows them. */
import { formatMiddleRate } from '@izlog/contract/money-format';
import { getLanguage } from '@/lib/i18n';
import { formatEurMinor, formatRsdMinor } from '@/lib/price';

/** A transaction's amount in its own currency (RSD for every charge today; EUR read as EUR). */
export const formatAmount = (minor: number, currency: string) =>
  currency.toUpperCase() === 'EUR' ? formatEurMinor(minor) : formatRsdMinor(minor);

/** The NBS middle rate as the interface's language writes numbers ("117,1734" in Serbian). */
export const formatRate = (middle: string) => formatMiddleRate(middle, getLanguage());

/**
 * Money as each language writes it (issue 26 item 12): one formatter for the site, the back office, the console,
 * the payment pages and the mails, so a page never sets "€185.50" beside "21.735,04 RSD".
 *
 *   Serbian: "21.735,04 RSD", "1.490 RSD", "185,50 €"  (the sign after the amount, a space between)
 *   English: "RSD 21,735.04", "RSD 1,490", "€185.50"   (the code or sign before it)
 *
 * Whole amounts are written without decimals unless the text is an account of a payment (`exact`), where a
 * receipt always shows its paras or cents. Digits are grouped here rather than by `Intl`, whose Serbian data
 * differs between ICU builds (some leave four-digit numbers ungrouped).
 */
import type { TLanguage } from './constants';

export type TMoneyCurrency = 'RSD' | 'EUR';

type TMoneyOptions = {
  /** Always two decimals: receipts, payment pages and mails account for every para. */
  exact?: boolean;
};

const SEPARATORS: Record<TLanguage, { thousands: string; decimal: string }> = {
  srp: { thousands: '.', decimal: ',' },
  en: { thousands: ',', decimal: '.' },
};

/** The digits of a non-negative amount in minor units, grouped and with decimals only where they say something. */
function digitsOf(minor: number, language: TLanguage, exact: boolean): string {
  const { thousands, decimal } = SEPARATORS[language];
  const whole = String(Math.floor(minor / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands);
  const fraction = minor % 100;
  if (fraction === 0 && !exact) return whole;
  return `${whole}${decimal}${String(fraction).padStart(2, '0')}`;
}

/** An amount in minor units (para, cents) as the reader's language writes it. */
export function formatMoneyMinor(
  minor: number,
  currency: TMoneyCurrency,
  language: TLanguage,
  options: TMoneyOptions = {},
): string {
  const rounded = Math.round(minor);
  const sign = rounded < 0 ? '−' : '';
  const digits = digitsOf(Math.abs(rounded), language, options.exact ?? false);
  if (language === 'srp') return `${sign}${digits} ${currency === 'EUR' ? '€' : 'RSD'}`;
  return currency === 'EUR' ? `${sign}€${digits}` : `${sign}RSD ${digits}`;
}

/** An amount in whole units (dinars, euros, as prices are stored) as the reader's language writes it. */
export const formatMoney = (
  amount: number,
  currency: TMoneyCurrency,
  language: TLanguage,
  options: TMoneyOptions = {},
): string => formatMoneyMinor(Math.round(amount * 100), currency, language, options);

/** A stored currency code ("RSD", "eur") as the formatter's currency; any other code is a defect, not money. */
export function moneyCurrencyOf(code: string): TMoneyCurrency {
  const upper = code.toUpperCase();
  if (upper === 'RSD' || upper === 'EUR') return upper;
  throw new Error(`Izlog keeps no money in ${code}.`);
}

/** The central bank's middle rate ("117.1734") with the language's decimal mark and the bank's four decimals. */
export function formatMiddleRate(middle: string, language: TLanguage): string {
  const value = Number(middle);
  if (!Number.isFinite(value)) return middle;
  const [whole, fraction] = value.toFixed(4).split('.');
  return `${whole}${SEPARATORS[language].decimal}${fraction}`;
}

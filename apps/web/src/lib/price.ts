/** Prices as visitors read them (SPEC §3, §5): RSD "12.900 RSD", EUR "€12.90", a discount, or "on request". */
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';

export type TPriced = { price: number | null; currency_id: number; discount: number; discount_type: number };

type TPriceView =
  | { kind: 'onRequest' }
  | { kind: 'price'; current: string; old: string | null; discountLabel: string | null };

const rsdNumber = (fractionDigits: number) =>
  new Intl.NumberFormat('sr-Latn-RS', { minimumFractionDigits: fractionDigits, maximumFractionDigits: 2 });
const eurFormat = new Intl.NumberFormat('en-IE', { style: 'currency', currency: 'EUR' });

/** Whole dinars are shown without decimals ("12.900 RSD"); paras only when there are some. */
export function formatMoney(amount: number, currencyId: number): string {
  if (currencyId === CURRENCY.RSD) return `${rsdNumber(Number.isInteger(amount) ? 0 : 2).format(amount)} RSD`;
  return eurFormat.format(amount);
}

/** Orders, invoices, commissions and the price list count money in minor units (para, cents): "12.900 RSD". */
export const formatRsdMinor = (minor: number): string => formatMoney(minor / 100, CURRENCY.RSD);
export const formatEurMinor = (minor: number): string => formatMoney(minor / 100, CURRENCY.EUR);
/** An amount in minor units of its currency (planner prices: para or cents), written as the site writes prices. */
export const formatMinor = (minor: number, currencyId: number): string =>
  currencyId === CURRENCY.EUR ? formatEurMinor(minor) : formatRsdMinor(minor);

/** Money is counted in minor units so 12.9 − 10% is exactly 11.61, not 11.610000000000001. */
const toMinor = (amount: number) => Math.round(amount * 100);

function discountedPrice({ price, discount, discount_type }: TPriced): number | null {
  if (price === null) return null;
  if (discount <= 0) return price;
  if (discount_type === DISCOUNT_TYPE.percent)
    return Math.round(toMinor(price) * (1 - Math.min(discount, 100) / 100)) / 100;
  if (discount_type === DISCOUNT_TYPE.amount) return Math.max(0, toMinor(price) - toMinor(discount)) / 100;
  return price;
}

export function priceView(item: TPriced): TPriceView {
  if (item.price === null) return { kind: 'onRequest' };
  const current = discountedPrice(item) ?? item.price;
  if (current === item.price)
    return { kind: 'price', current: formatMoney(item.price, item.currency_id), old: null, discountLabel: null };
  const discountLabel =
    item.discount_type === DISCOUNT_TYPE.percent
      ? `−${item.discount}%`
      : `−${formatMoney(item.discount, item.currency_id)}`;
  return {
    kind: 'price',
    current: formatMoney(current, item.currency_id),
    old: formatMoney(item.price, item.currency_id),
    discountLabel,
  };
}

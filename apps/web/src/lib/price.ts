/** Prices as visitors read them (SPEC §3, §5): an amount in the reader's language, a discount, or "on request". */
import { CURRENCY, DISCOUNT_TYPE, type TLanguage } from '@izlog/contract/constants';
import {
  formatMoney as formatContractMoney,
  formatMoneyMinor,
  type TMoneyCurrency,
} from '@izlog/contract/money-format';
import { getLanguage } from '@/lib/i18n';

export type TPriced = { price: number | null; currency_id: number; discount: number; discount_type: number };

type TPriceView =
  | { kind: 'onRequest' }
  | { kind: 'price'; current: string; old: string | null; discountLabel: string | null };

const currencyOf = (currencyId: number): TMoneyCurrency => (currencyId === CURRENCY.EUR ? 'EUR' : 'RSD');

/**
 * An amount as the interface's language writes money (contract money-format): "12.900 RSD" and "12,90 €" in Serbian,
 * "RSD 12,900" and "€12.90" in English; whole amounts without decimals.
 */
export const formatMoney = (amount: number, currencyId: number, language: TLanguage = getLanguage()): string =>
  formatContractMoney(amount, currencyOf(currencyId), language);

/** Orders, invoices, commissions and the price list count money in minor units (para, cents). */
export const formatRsdMinor = (minor: number, language: TLanguage = getLanguage()): string =>
  formatMoneyMinor(minor, 'RSD', language);
export const formatEurMinor = (minor: number, language: TLanguage = getLanguage()): string =>
  formatMoneyMinor(minor, 'EUR', language);
/** An amount in minor units of its currency (planner prices: para or cents), written as the site writes prices. */
export const formatMinor = (minor: number, currencyId: number, language: TLanguage = getLanguage()): string =>
  formatMoneyMinor(minor, currencyOf(currencyId), language);

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

/**
 * Money of planner items, in integers only: a product's price after its discount (what a link copies), the middle
 * rate a euro price keeps from the moment it was set, and an item's price in para at that rate.
 */
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import { foreignMinorToRsdMinor } from '../../../../platform/exchange-rates/rate-conversion';

/**
 * What a product costs today (minor units): a percentage off rounded half up to the para or cent, an amount off never
 * below zero; null for "price on request". The same figure the product page shows (web lib/price.ts).
 */
export function currentPriceMinor(product: { price: number | null; discount: number; discountType: number }) {
  const { price, discount, discountType } = product;
  if (price === null) return null;
  if (discount <= 0) return price;
  if (discountType === DISCOUNT_TYPE.percent) {
    const kept = 100 - Math.min(discount, 100);
    return Math.floor((price * kept * 2 + 100) / 200);
  }
  if (discountType === DISCOUNT_TYPE.amount) return Math.max(0, price - discount);
  return price;
}

/** An item's price columns: the amount, its currency and, for euros, the rate it was priced at. */
export type TPricedValues = {
  priceMinor: number | null;
  currencyId: number | null;
  rateMiddle: string | null;
  rateParity: number | null;
  rateDate: string | null;
};

export const NO_PRICE: TPricedValues = {
  priceMinor: null,
  currencyId: null,
  rateMiddle: null,
  rateParity: null,
  rateDate: null,
};

/**
 * The price columns of `priceMinor` in `currencyId`. A euro price keeps the rate it was set at: today's (none when
 * Izlog knows no rate), or the one it already had when neither the amount nor the currency changed, so saving a form
 * again does not move a total. Dinars keep no rate; no price clears the currency too.
 */
export function pricedValues(
  priceMinor: number | null,
  currencyId: number | null,
  before: TPricedValues | null,
  today: Pick<TExchangeRate, 'middle' | 'parity' | 'date'> | null,
): TPricedValues {
  if (priceMinor === null || currencyId === null) return NO_PRICE;
  if (currencyId !== CURRENCY.EUR) return { ...NO_PRICE, priceMinor, currencyId };
  if (before && before.priceMinor === priceMinor && before.currencyId === currencyId) {
    // Only the price columns: `before` may be the whole row, whose other fields must not overwrite the form's.
    return {
      priceMinor,
      currencyId,
      rateMiddle: before.rateMiddle,
      rateParity: before.rateParity,
      rateDate: before.rateDate,
    };
  }
  return {
    priceMinor,
    currencyId,
    rateMiddle: today?.middle ?? null,
    rateParity: today?.parity ?? null,
    rateDate: today?.date ?? null,
  };
}

/** The item's price in para: dinars as they are, euros at the rate they were priced at; null without either. */
export function priceRsdMinor(item: TPricedValues): number | null {
  if (item.priceMinor === null) return null;
  if (item.currencyId === CURRENCY.RSD) return item.priceMinor;
  if (item.rateMiddle === null || item.rateParity === null) return null;
  return foreignMinorToRsdMinor(item.priceMinor, { middle: item.rateMiddle, parity: item.rateParity });
}

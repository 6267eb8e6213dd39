/**
 * GET /licences/get-licence-prices: the yearly price of each licence type in RSD including VAT, the same in EUR for
 * information at the central bank's middle rate (with the rate and the day of its list), and what each type includes.
 */
import { CURRENCY, LICENCE_TYPES, type TLanguage } from '@izlog/contract/constants';
import {
  LICENCE_FEATURES,
  LICENCE_PRICES_MINOR,
  LICENCE_TERM_MONTHS,
  LICENCE_TYPE_FEATURES,
  type TLicencePrices,
} from '@izlog/contract/sales';
import type { TAppDeps } from '../../../platform/deps';
import { rsdMinorToForeignMinor } from '../../../platform/exchange-rates/rate-conversion';
import { FEATURE_TEXTS, LICENCE_TYPE_TEXTS } from './catalogue-texts';

export async function getLicencePrices(
  deps: Pick<TAppDeps, 'exchangeRates'>,
  language: TLanguage,
): Promise<TLicencePrices> {
  // One rate for every figure of the answer, the one it names; none known means no EUR rather than a made-up one.
  const rate = await deps.exchangeRates.current('EUR');
  const prices = LICENCE_TYPES.map((type) => {
    const price = LICENCE_PRICES_MINOR[type];
    const included = new Set(LICENCE_TYPE_FEATURES[type]);
    return {
      licence_type: type,
      name: LICENCE_TYPE_TEXTS[type].name[language],
      description: LICENCE_TYPE_TEXTS[type].description[language],
      price,
      currency_id: CURRENCY.RSD,
      price_eur: rate ? rsdMinorToForeignMinor(price, rate) : null,
      term_months: LICENCE_TERM_MONTHS,
      features: LICENCE_FEATURES.filter((key) => included.has(key)).map((key) => ({
        key,
        label: FEATURE_TEXTS[key][language],
      })),
    };
  });
  return { prices, rate: rate ? { middle: rate.middle, date: rate.date, stale: rate.stale } : null };
}

/** Money of planner items in integers: a product's price after its discount, the rate a euro price keeps, para. */
import { CURRENCY, DISCOUNT_TYPE } from '@izlog/contract/constants';
import { priceToMinorUnits } from '@izlog/contract/contents';
import { ZPlannerPriceParams } from '@izlog/contract/planners';
import { describe, expect, it } from 'vitest';
import { currentPriceMinor, NO_PRICE, pricedValues, priceRsdMinor } from './planner-price';
import { presentPlannerTotals } from './planner-totals';

const TODAY = { middle: '117.1734', parity: 1, date: '2026-05-04' };

describe('currentPriceMinor', () => {
  it('takes a percentage off, rounded half up to the para, as the product page shows it', () => {
    expect(currentPriceMinor({ price: 129_000, discount: 10, discountType: DISCOUNT_TYPE.percent })).toBe(116_100);
    // 0.15 × 85% = 0.1275 → 0.13; float arithmetic would give 12.749999… para.
    expect(currentPriceMinor({ price: 15, discount: 15, discountType: DISCOUNT_TYPE.percent })).toBe(13);
    expect(currentPriceMinor({ price: 999, discount: 150, discountType: DISCOUNT_TYPE.percent })).toBe(0);
  });

  it('takes an amount off without going below zero; no discount or price on request stay as they are', () => {
    expect(currentPriceMinor({ price: 10_000, discount: 2_550, discountType: DISCOUNT_TYPE.amount })).toBe(7_450);
    expect(currentPriceMinor({ price: 500, discount: 900, discountType: DISCOUNT_TYPE.amount })).toBe(0);
    expect(currentPriceMinor({ price: 500, discount: 0, discountType: DISCOUNT_TYPE.percent })).toBe(500);
    expect(currentPriceMinor({ price: null, discount: 10, discountType: DISCOUNT_TYPE.percent })).toBeNull();
  });
});

describe('the price in the path', () => {
  it('reads a comma or a point with at most two decimals, never a sign', () => {
    const parse = (price: string) => ZPlannerPriceParams.safeParse({ id: 1, price, currencyId: '1' });
    expect(priceToMinorUnits(parse('1234,5').data!.price)).toBe(123_450);
    expect(priceToMinorUnits(parse(' 0.07 ').data!.price)).toBe(7);
    for (const bad of ['-1', '1e3', '12.345', 'deset', '', '1,2,3']) expect(parse(bad).success, bad).toBe(false);
  });
});

describe('pricedValues', () => {
  it('keeps no rate for dinars and today’s for euros; no price clears the currency', () => {
    expect(pricedValues(1_000, CURRENCY.RSD, null, TODAY)).toEqual({ ...NO_PRICE, priceMinor: 1_000, currencyId: 1 });
    expect(pricedValues(1_000, CURRENCY.EUR, null, TODAY)).toEqual({
      priceMinor: 1_000,
      currencyId: 2,
      rateMiddle: '117.1734',
      rateParity: 1,
      rateDate: '2026-05-04',
    });
    expect(pricedValues(null, CURRENCY.EUR, null, TODAY)).toEqual(NO_PRICE);
  });

  it('keeps the rate an unchanged euro price was priced at, and takes today’s when the amount changes', () => {
    const before = { priceMinor: 1_000, currencyId: 2, rateMiddle: '116.5000', rateParity: 1, rateDate: '2026-01-05' };
    expect(pricedValues(1_000, CURRENCY.EUR, before, TODAY)).toEqual(before);
    expect(pricedValues(1_001, CURRENCY.EUR, before, TODAY).rateMiddle).toBe('117.1734');
  });

  it('prices euros without a rate when Izlog knows none: no para figure then', () => {
    const priced = pricedValues(1_000, CURRENCY.EUR, null, null);
    expect(priced).toMatchObject({ rateMiddle: null, rateDate: null });
    expect(priceRsdMinor(priced)).toBeNull();
  });
});

describe('priceRsdMinor and the totals’ grand total', () => {
  it('converts euros at the kept rate, rounded half up, and dinars as they are', () => {
    expect(priceRsdMinor(pricedValues(4_999, CURRENCY.EUR, null, TODAY))).toBe(585_750);
    expect(priceRsdMinor(pricedValues(4_999, CURRENCY.EUR, null, { ...TODAY, middle: '0.5', parity: 100 }))).toBe(25);
    expect(priceRsdMinor(pricedValues(4_999, CURRENCY.RSD, null, TODAY))).toBe(4_999);
    expect(priceRsdMinor(NO_PRICE)).toBeNull();
  });

  it('has no grand total and no rate without today’s rate', () => {
    const planner = { totalRsdMinor: 100, totalEurMinor: 200, pricedTotalRsdMinor: 300, countedItems: 2 };
    expect(presentPlannerTotals(planner, null)).toMatchObject({ grand_total_rsd_minor: null, rate: null });
    expect(presentPlannerTotals(planner, { ...TODAY, code: 'EUR', source: 'seed', stale: true })).toMatchObject({
      grand_total_rsd_minor: 100 + 23_435,
      rate: { stale: true, date: '2026-05-04' },
    });
  });
});

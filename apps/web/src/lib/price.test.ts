import { describe, expect, it } from 'vitest';
import { formatEurMinor, formatMoney, formatRsdMinor, priceView } from './price';

const RSD = 1;
const EUR = 2;

describe('prices', () => {
  it('writes Serbian money with dot thousands, decimal commas and the sign after, no decimals when whole', () => {
    expect(formatMoney(12900, RSD)).toBe('12.900 RSD');
    expect(formatMoney(1234.5, RSD)).toBe('1.234,50 RSD');
    expect(formatMoney(12.9, EUR)).toBe('12,90 €');
    expect(formatMoney(1234.5, EUR)).toBe('1.234,50 €');
  });

  it('writes English money with the code or sign first, so an English page never shows "1.490 RSD"', () => {
    expect(formatMoney(1490, RSD, 'en')).toBe('RSD 1,490');
    expect(formatMoney(1234.5, EUR, 'en')).toBe('€1,234.50');
    expect(formatRsdMinor(2_173_504, 'en')).toBe('RSD 21,735.04');
  });

  it('reads orders’ amounts in minor units (para, cents)', () => {
    expect(formatRsdMinor(1_290_000)).toBe('12.900 RSD');
    expect(formatRsdMinor(123_450)).toBe('1.234,50 RSD');
    expect(formatEurMinor(10_245)).toBe('102,45 €');
  });

  it('takes a percent or an amount off, exactly, and never below zero', () => {
    expect(priceView({ price: 12.9, currency_id: EUR, discount: 10, discount_type: 1 })).toEqual({
      kind: 'price',
      current: '11,61 €',
      old: '12,90 €',
      discountLabel: '−10%',
    });
    expect(priceView({ price: 12900, currency_id: RSD, discount: 900, discount_type: 2 })).toEqual({
      kind: 'price',
      current: '12.000 RSD',
      old: '12.900 RSD',
      discountLabel: '−900 RSD',
    });
    expect(priceView({ price: 100, currency_id: RSD, discount: 500, discount_type: 2 })).toMatchObject({
      current: '0 RSD',
    });
  });

  it('shows no discount when there is none, and "on request" when there is no price', () => {
    expect(priceView({ price: 890, currency_id: RSD, discount: 0, discount_type: 0 })).toEqual({
      kind: 'price',
      current: '890 RSD',
      old: null,
      discountLabel: null,
    });
    expect(priceView({ price: null, currency_id: RSD, discount: 10, discount_type: 1 })).toEqual({ kind: 'onRequest' });
  });
});

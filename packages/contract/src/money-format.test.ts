import { describe, expect, it } from 'vitest';
import { formatMoney, formatMoneyMinor } from './money-format';

describe('money as each language writes it', () => {
  it('writes Serbian with the sign after the amount and English with it before', () => {
    expect(formatMoneyMinor(2_173_504, 'RSD', 'srp')).toBe('21.735,04 RSD');
    expect(formatMoneyMinor(18_550, 'EUR', 'srp')).toBe('185,50 €');
    expect(formatMoneyMinor(2_173_504, 'RSD', 'en')).toBe('RSD 21,735.04');
    expect(formatMoneyMinor(18_550, 'EUR', 'en')).toBe('€185.50');
  });

  it('leaves whole amounts without decimals and groups four-digit ones', () => {
    expect(formatMoney(1490, 'RSD', 'srp')).toBe('1.490 RSD');
    expect(formatMoney(1490, 'RSD', 'en')).toBe('RSD 1,490');
    expect(formatMoney(185, 'EUR', 'srp')).toBe('185 €');
    expect(formatMoney(1_234_567, 'RSD', 'srp')).toBe('1.234.567 RSD');
    expect(formatMoney(12.9, 'EUR', 'en')).toBe('€12.90');
  });

  it('keeps every para on a receipt, and marks a negative amount', () => {
    expect(formatMoneyMinor(149_000, 'RSD', 'srp', { exact: true })).toBe('1.490,00 RSD');
    expect(formatMoneyMinor(149_000, 'RSD', 'en', { exact: true })).toBe('RSD 1,490.00');
    expect(formatMoneyMinor(-5_600, 'RSD', 'srp')).toBe('−56 RSD');
    expect(formatMoneyMinor(-5_650, 'EUR', 'en')).toBe('−€56.50');
  });

  it('rounds an amount in whole units to the para, so 11.61 is not 11.610000000000001', () => {
    expect(formatMoney(12.9 * 0.9, 'EUR', 'srp')).toBe('11,61 €');
    expect(formatMoney(0.1 + 0.2, 'RSD', 'en')).toBe('RSD 0.30');
  });
});

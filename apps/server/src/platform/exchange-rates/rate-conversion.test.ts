import { describe, expect, it } from 'vitest';
import { foreignMinorToRsdMinor, rateInTenThousandths, rsdMinorToForeignMinor } from './rate-conversion';

describe('money at a middle rate, in integers', () => {
  const eur = { middle: '117.1734', parity: 1 };

  it('turns 12 000,00 RSD into 102,41 EUR at 117.1734', () => {
    expect(rsdMinorToForeignMinor(1_200_000, eur)).toBe(10_241);
  });

  it('rounds half up, and a refund the same amount the other way', () => {
    expect(rsdMinorToForeignMinor(1, { middle: '2.0000', parity: 1 })).toBe(1); // 0.5 → 1
    expect(rsdMinorToForeignMinor(3, { middle: '2.0000', parity: 1 })).toBe(2); // 1.5 → 2
    expect(rsdMinorToForeignMinor(7, { middle: '5.0000', parity: 1 })).toBe(1); // 1.4 → 1
    expect(rsdMinorToForeignMinor(-1, { middle: '2.0000', parity: 1 })).toBe(-1);
    expect(rsdMinorToForeignMinor(-1_200_000, eur)).toBe(-10_241);
  });

  it('reads four decimals exactly, and a rate per 100 units', () => {
    expect(rateInTenThousandths('117.1734')).toBe(1_171_734n);
    expect(rateInTenThousandths('117.17')).toBe(1_171_700n);
    // JPY is quoted per 100: 10 000 RSD at 71.2345 per 100 JPY is 14 038.14 JPY.
    expect(rsdMinorToForeignMinor(1_000_000, { middle: '71.2345', parity: 100 })).toBe(1_403_814);
    expect(foreignMinorToRsdMinor(10_241, eur)).toBe(1_199_973);
  });

  it('stays exact where a float would not', () => {
    expect(rsdMinorToForeignMinor(Number.MAX_SAFE_INTEGER, { middle: '1.0000', parity: 1 })).toBe(
      Number.MAX_SAFE_INTEGER,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { isModel97Reference, model97CheckDigits, orderReference } from './payment-reference';

describe('model 97 references', () => {
  it('computes the check digits of known references', () => {
    // Research §1 (NBS IPS QR `RO`): 97 14 123412.
    expect(model97CheckDigits('123412')).toBe('14');
    expect(`97${model97CheckDigits('123412')}123412`).toBe('9714123412');
    expect(model97CheckDigits('1234567890')).toBe('92');
    // A check below 10 keeps its leading zero: 98 − (3000 mod 97 = 90) = 08.
    expect(model97CheckDigits('30')).toBe('08');
  });

  it('writes an order as 97 + check + its id padded to six digits, and the result checks out (mod 97 = 1)', () => {
    expect(orderReference(123)).toBe('9720000123');
    expect(orderReference(1234567)).toBe(`97${model97CheckDigits('1234567')}1234567`);
    for (const id of [1, 42, 999_999, 2_147_483_647]) {
      const reference = orderReference(id);
      expect(BigInt(reference.slice(4) + reference.slice(2, 4)) % 97n).toBe(1n);
      expect(isModel97Reference(reference)).toBe(true);
    }
  });

  it('refuses a reference with a wrong check digit, another model or no digits', () => {
    expect(isModel97Reference('9714123412')).toBe(true);
    expect(isModel97Reference('97 14 123412')).toBe(true);
    expect(isModel97Reference('9715123412')).toBe(false);
    expect(isModel97Reference('9914123412')).toBe(false);
    expect(isModel97Reference('9714')).toBe(false);
    expect(() => model97CheckDigits('12a4')).toThrow();
  });
});

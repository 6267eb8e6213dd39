/**
 * Money at a middle rate, in integers only (DESIGN §3: never a float): the rate's four decimals become ten-thousandths,
 * and the result is rounded half up (half away from zero for a negative amount, such as a refund).
 */

/** "117.1734" → 1171734n (ten-thousandths of a dinar per `parity` units). */
export function rateInTenThousandths(middle: string): bigint {
  const match = /^(\d+)(?:\.(\d{1,4}))?$/.exec(middle.trim());
  if (!match) throw new Error(`Not a rate: ${middle}`);
  return BigInt(match[1]!) * 10_000n + BigInt((match[2] ?? '').padEnd(4, '0'));
}

function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n;
  const magnitude = negative ? -numerator : numerator;
  const rounded = (2n * magnitude + denominator) / (2n * denominator);
  return negative ? -rounded : rounded;
}

/** Para (RSD minor units) → cents of the rate's currency: rsd × parity ÷ middle. */
export function rsdMinorToForeignMinor(rsdMinor: number, rate: { middle: string; parity: number }): number {
  const middle = rateInTenThousandths(rate.middle);
  if (middle <= 0n) throw new Error(`Not a rate: ${rate.middle}`);
  return Number(divideRounded(BigInt(rsdMinor) * BigInt(rate.parity) * 10_000n, middle));
}

/** Cents of the rate's currency → para: amount × middle ÷ parity. */
export function foreignMinorToRsdMinor(foreignMinor: number, rate: { middle: string; parity: number }): number {
  return Number(divideRounded(BigInt(foreignMinor) * rateInTenThousandths(rate.middle), BigInt(rate.parity) * 10_000n));
}

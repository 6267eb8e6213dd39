/**
 * The captcha's proof-of-work alternative (decision 0046), the rule server and browser both apply: a nonce answers a
 * challenge when SHA-256 of the UTF-8 text `salt + nonce` (the nonce in decimal) starts with `bits` zero bits.
 */

/** How a nonce is written: decimal digits, so it fits the `captcha` field (at most 20 characters). */
export const WORK_NONCE_PATTERN = /^\d{1,16}$/;

/** The bytes hashed for one try. */
export const workInput = (salt: string, nonce: number | string): Uint8Array<ArrayBuffer> =>
  new TextEncoder().encode(`${salt}${nonce}`);

/** How many zero bits a digest starts with. */
export function leadingZeroBits(digest: Uint8Array): number {
  let bits = 0;
  for (const byte of digest) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The server's check of a proof-of-work answer (decision 0046), by the contract's rule. */
import { createHash } from 'node:crypto';
import { leadingZeroBits, WORK_NONCE_PATTERN, workInput } from '@izlog/contract/proof-of-work';

export function isWorkDone(salt: string, bits: number, nonce: string): boolean {
  if (!WORK_NONCE_PATTERN.test(nonce) || !Number.isInteger(bits) || bits < 1) return false;
  const digest = createHash('sha256').update(workInput(salt, nonce)).digest();
  return leadingZeroBits(digest) >= bits;
}

/**
 * Solves the captcha's proof-of-work challenge in the browser (decision 0046): tries nonces 0, 1, 2… until SHA-256 of
 * salt + nonce starts with the bits asked. The hashing is the browser's Web Crypto, which works beside the page's
 * thread; tries go in batches, and between batches the page keeps answering.
 */
import { leadingZeroBits, workInput } from '@izlog/contract/proof-of-work';

const BATCH = 256;

export async function solveProofOfWork(salt: string, bits: number, signal?: AbortSignal): Promise<string> {
  for (let start = 0; ; start += BATCH) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: BATCH }, (_, offset) => crypto.subtle.digest('SHA-256', workInput(salt, start + offset))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= bits);
    if (found >= 0) return String(start + found);
  }
}

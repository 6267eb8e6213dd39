import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveProofOfWork } from './proof-of-work';

describe('solveProofOfWork', () => {
  it('finds the first nonce whose SHA-256 with the salt starts with the bits asked', async () => {
    const salt = '0123456789abcdef0123456789abcdef';
    const nonce = await solveProofOfWork(salt, 10);
    const digest = createHash('sha256').update(`${salt}${nonce}`).digest();
    expect(digest[0]).toBe(0);
    expect((digest[1] ?? 255) >> 6).toBe(0);
    for (let earlier = 0; earlier < Number(nonce); earlier += 1) {
      const tried = createHash('sha256').update(`${salt}${earlier}`).digest();
      expect(tried[0] === 0 && (tried[1] ?? 255) >> 6 === 0).toBe(false);
    }
  });

  it('stops when its form is closed', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(solveProofOfWork('salt', 30, controller.signal)).rejects.toThrow();
  });
});

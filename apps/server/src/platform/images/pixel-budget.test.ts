import { describe, expect, it } from 'vitest';
import { DecodeSlots } from './decode-slots';
import { imagePayerOf, PixelBudget } from './pixel-budget';

describe('PixelBudget', () => {
  it('refuses what does not fit the window, counting nothing for it, and names the seconds until it fits', () => {
    let now = 0;
    const budget = new PixelBudget(10, () => now);
    budget.charge('a', 4);
    now = 20_000;
    budget.charge('a', 4);
    expect(() => budget.charge('a', 4)).toThrow(expect.objectContaining({ status: 429, key: 'too_many_images' }));
    now = 30_000;
    // The first charge leaves at 60 s; the refused ones never counted.
    expect(() => budget.charge('a', 4)).toThrow(expect.objectContaining({ params: { seconds: 30 } }));
    now = 60_000;
    expect(() => budget.charge('a', 4)).not.toThrow();
    budget.charge('b', 10);
  });

  it('lets a picture larger than the whole budget through an empty window only; null and 0 are unmetered', () => {
    let now = 0;
    const budget = new PixelBudget(10, () => now);
    budget.charge('a', 25);
    expect(() => budget.charge('a', 1)).toThrow(expect.objectContaining({ params: { seconds: 60 } }));
    now = 60_000;
    budget.charge('a', 25);
    for (let i = 0; i < 5; i += 1) budget.charge(null, 1e9);
    for (let i = 0; i < 5; i += 1) new PixelBudget(0).charge('a', 1e9);
  });

  it('names an account by its licence and user, a platform account by its id, a visitor by the address', () => {
    expect(imagePayerOf({ kind: 'user', userId: 3, licenceId: 7, role: 'USER', sessionId: 1 }, '1.2.3.4')).toBe(
      'user:7:3',
    );
    expect(imagePayerOf({ kind: 'platform', platformUserId: 5, role: 'SALES', sessionId: 1 })).toBe('platform:5');
    expect(imagePayerOf({ kind: 'anonymous' }, '1.2.3.4')).toBe('ip:1.2.3.4');
  });
});

describe('DecodeSlots', () => {
  it('runs at most its bound at once, the rest in turn, and frees a slot when work fails', async () => {
    const slots = new DecodeSlots(2);
    let running = 0;
    let most = 0;
    const work = (fail: boolean) =>
      slots.run(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setImmediate(resolve));
        running -= 1;
        if (fail) throw new Error('bad picture');
        return 'done';
      });
    const results = await Promise.allSettled([work(true), work(false), work(true), work(false), work(false)]);
    expect(most).toBe(2);
    expect(results.map((result) => result.status)).toEqual([
      'rejected',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
    ]);
  });
});

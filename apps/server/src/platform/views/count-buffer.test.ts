/** The count buffer keeps counts through a failed write and makes a flush wait for the write before it. */
import { describe, expect, it } from 'vitest';
import { CountBuffer, type TCounted } from './count-buffer';

type TKey = { item: number; day: string };
const keyOf = ({ item, day }: TKey) => `${item}:${day}`;

describe('CountBuffer', () => {
  it('sums by key, whatever other fields the key has', async () => {
    const batches: TCounted<TKey>[][] = [];
    const buffer = new CountBuffer<TKey>(keyOf, async (counts) => {
      batches.push(counts);
    });
    buffer.add({ item: 1, day: '2026-11-26' });
    buffer.add({ item: 1, day: '2026-11-26' }, 4);
    buffer.add({ item: 1, day: '2026-11-27' });
    expect(buffer.size).toBe(2);
    await buffer.flush();
    expect(batches).toEqual([
      [
        { item: 1, day: '2026-11-26', n: 5 },
        { item: 1, day: '2026-11-27', n: 1 },
      ],
    ]);
    expect(buffer.size).toBe(0);
  });

  it('keeps the counts of a failed write for the next flush, with what was counted since', async () => {
    let failing = true;
    const written: TCounted<TKey>[] = [];
    const buffer = new CountBuffer<TKey>(keyOf, async (counts) => {
      if (failing) throw new Error('database away');
      written.push(...counts);
    });
    buffer.add({ item: 2, day: '2026-11-26' }, 3);
    await expect(buffer.flush()).rejects.toThrow('database away');
    buffer.add({ item: 2, day: '2026-11-26' });
    failing = false;
    await buffer.flush();
    expect(written).toEqual([{ item: 2, day: '2026-11-26', n: 4 }]);
  });

  it('a flush resolves only once a write already under way has finished', async () => {
    const written: number[] = [];
    let release: () => void = () => {};
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    let calls = 0;
    const buffer = new CountBuffer<TKey>(keyOf, async (counts) => {
      calls += 1;
      if (calls === 1) await slow;
      written.push(...counts.map((count) => count.n));
    });
    buffer.add({ item: 3, day: '2026-11-26' }, 7);
    const first = buffer.flush();
    // Nothing new to write, yet this flush must not resolve before the first batch is in.
    let secondDone = false;
    const second = buffer.flush().then(() => {
      secondDone = true;
    });
    await Promise.resolve();
    expect(secondDone).toBe(false);
    release();
    await Promise.all([first, second]);
    expect(written).toEqual([7]);
  });
});

/** The view counter sums views per licence and item in memory and hands them to its writer in one batch. */
import { describe, expect, it, vi } from 'vitest';
import { type TViewCount, ViewCounter } from './view-counter';

const sorted = (counts: TViewCount[]) => [...counts].sort((a, b) => a.licenceId - b.licenceId || a.id - b.id);

describe('ViewCounter', () => {
  it('sums the views of each item per licence and writes them in one batch', async () => {
    const batches: TViewCount[][] = [];
    const counter = new ViewCounter(async (counts) => {
      batches.push(counts);
    });
    counter.record(1, 7);
    counter.record(1, 7);
    counter.record(2, 7);
    counter.record(1, 8);
    await counter.flush();
    expect(batches).toHaveLength(1);
    expect(sorted(batches[0]!)).toEqual([
      { licenceId: 1, id: 7, n: 2 },
      { licenceId: 1, id: 8, n: 1 },
      { licenceId: 2, id: 7, n: 1 },
    ]);
  });

  it('does not call the writer when nothing was viewed, nor write a count twice', async () => {
    const write = vi.fn(async () => {});
    const counter = new ViewCounter(write);
    await counter.flush();
    expect(write).not.toHaveBeenCalled();
    counter.record(3, 1);
    await counter.flush();
    await counter.flush();
    expect(write).toHaveBeenCalledTimes(1);
    counter.record(3, 1);
    await counter.flush();
    expect(write).toHaveBeenLastCalledWith([{ licenceId: 3, id: 1, n: 1 }]);
  });

  it('writes by itself a while after the first view', async () => {
    vi.useFakeTimers();
    try {
      const write = vi.fn(async () => {});
      const counter = new ViewCounter(write, 1000);
      counter.record(4, 2);
      counter.record(4, 2);
      expect(write).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1000);
      expect(write).toHaveBeenCalledWith([{ licenceId: 4, id: 2, n: 2 }]);
    } finally {
      vi.useRealTimers();
    }
  });
});

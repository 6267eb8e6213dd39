/** Lists held in memory per licence: pages and filters, one load per licence and generation, lifetime and budget. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LicenceLists, type TLicenceListsOptions, type TListItem } from './licence-lists';

type TItem = { id: number; type: number; category: number | null };

const itemsOf = (rows: TItem[]): TListItem[] =>
  rows.map((row) => ({
    json: JSON.stringify({ id: row.id, title: `Naslov ${row.id} — čaša` }),
    facets: { type: row.type, category: row.category },
  }));

/** Ten items, newest first: even ids are products (3) of category 7, odd ids articles (2) without a category. */
const TEN = itemsOf(
  Array.from({ length: 10 }, (_, i) => 10 - i).map((id) => ({
    id,
    type: id % 2 === 0 ? 3 : 2,
    category: id % 2 === 0 ? 7 : null,
  })),
);

function listsWith(options: Partial<TLicenceListsOptions> = {}, generations = new Map<number, number>()) {
  const lists = new LicenceLists({
    maxAgeMs: 60_000,
    maxBytes: 1_000_000,
    maxItemsPerLicence: 100,
    generationOf: (licenceId) => generations.get(licenceId) ?? 0,
    ...options,
  });
  const loads: number[] = [];
  const page = (licenceId: number, filter: Record<string, number>, offset: number, limit: number, items = TEN) =>
    lists.page(licenceId, {
      load: async () => {
        loads.push(licenceId);
        return items;
      },
      filter,
      window: { offset, limit },
    });
  return { lists, page, loads, generations };
}

const idsOf = (body: Buffer) => (JSON.parse(body.toString('utf8')) as { id: number }[]).map((item) => item.id);

afterEach(() => {
  vi.useRealTimers();
});

describe('pages', () => {
  it('cuts any page of any filter, in list order, with the filtered total', async () => {
    const { page } = listsWith();
    const all = await page(1, {}, 0, 4);
    expect(idsOf(all!.body)).toEqual([10, 9, 8, 7]);
    expect(all!.total).toBe(10);
    const products = await page(1, { type: 3 }, 2, 2);
    expect(idsOf(products!.body)).toEqual([6, 4]);
    expect(products!.total).toBe(5);
    const both = await page(1, { type: 3, category: 7 }, 4, 10);
    expect(idsOf(both!.body)).toEqual([2]);
    const uncategorised = await page(1, { category: 0 }, 0, 10);
    expect(idsOf(uncategorised!.body)).toEqual([9, 7, 5, 3, 1]);
  });

  it('answers a page past the end with an empty array and the real total', async () => {
    const { page } = listsWith();
    const past = await page(1, { type: 3 }, 40, 20);
    expect(past!.body.toString()).toBe('[]');
    expect(past!.total).toBe(5);
    expect((await page(1, { type: 99 }, 0, 20))!.total).toBe(0);
  });

  it('keeps every letter of the items intact', async () => {
    const { page } = listsWith();
    const first = await page(1, {}, 0, 2);
    expect(JSON.parse(first!.body.toString('utf8'))).toEqual([
      { id: 10, title: 'Naslov 10 — čaša' },
      { id: 9, title: 'Naslov 9 — čaša' },
    ]);
  });
});

describe('loading and lifetime', () => {
  it('loads a licence once for requests that arrive together, and says which answers came from memory', async () => {
    const { page, loads } = listsWith();
    const answers = await Promise.all([page(1, {}, 0, 2), page(1, { type: 3 }, 0, 2), page(2, {}, 0, 2)]);
    expect(loads.sort()).toEqual([1, 2]);
    expect(answers.map((answer) => answer!.fromMemory)).toEqual([false, false, false]);
    expect((await page(1, {}, 2, 2))!.fromMemory).toBe(true);
  });

  it('loads again after a write to the licence, and only that licence', async () => {
    const { page, loads, generations } = listsWith();
    await page(1, {}, 0, 2);
    await page(2, {}, 0, 2);
    generations.set(1, 1);
    expect((await page(1, {}, 0, 2))!.fromMemory).toBe(false);
    expect((await page(2, {}, 0, 2))!.fromMemory).toBe(true);
    expect(loads).toEqual([1, 2, 1]);
  });

  it('does not keep lists that a write made stale while they loaded', async () => {
    const { page, loads, generations } = listsWith();
    const slow = page(1, {}, 0, 2);
    generations.set(1, 1);
    await slow;
    await page(1, {}, 0, 2);
    expect(loads).toEqual([1, 1]);
  });

  it('reloads lists older than their life in the background, answering from the old ones meanwhile', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { lists } = listsWith({ maxAgeMs: 1000 });
    const loaded: string[] = [];
    let finishReload: (items: TListItem[]) => void = () => {};
    const firstPage = (items: TListItem[] | Promise<TListItem[]>) =>
      lists.page(1, {
        load: () => {
          loaded.push('load');
          return Promise.resolve(items);
        },
        filter: {},
        window: { offset: 0, limit: 1 },
      });
    const idOf = (answer: Awaited<ReturnType<typeof firstPage>>) => JSON.parse(answer!.body.toString())[0].id;
    const newer = itemsOf([{ id: 11, type: 3, category: 7 }]);

    await firstPage(TEN);
    vi.advanceTimersByTime(900);
    expect(idOf(await firstPage(newer))).toBe(10);
    expect(loaded).toEqual(['load']);

    vi.advanceTimersByTime(200);
    const slowReload = new Promise<TListItem[]>((resolve) => {
      finishReload = resolve;
    });
    const whileReloading = await firstPage(slowReload);
    // The old lists answered at once; one reload started, not one per visitor.
    expect([idOf(whileReloading), whileReloading!.fromMemory]).toEqual([10, true]);
    await firstPage(newer);
    expect(loaded).toEqual(['load', 'load']);

    finishReload(newer);
    await slowReload;
    await new Promise((resolve) => setImmediate(resolve));
    expect(idOf(await firstPage(TEN))).toBe(11);
  });

  it('drops old lists whose background reload failed, so the next visitor loads them and meets the error', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { lists, page, loads } = listsWith({ maxAgeMs: 1000 });
    await page(1, {}, 0, 2);
    vi.advanceTimersByTime(1100);
    const failing = {
      load: () => Promise.reject(new Error('database down')),
      filter: {},
      window: { offset: 0, limit: 2 },
    };
    expect((await lists.page(1, failing))!.fromMemory).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    await expect(lists.page(1, failing)).rejects.toThrow('database down');
    expect((await page(1, {}, 0, 2))!.fromMemory).toBe(false);
    expect(loads).toEqual([1, 1]);
  });

  it('leaves a licence too large to hold to the database, and does nothing when turned off', async () => {
    const { page } = listsWith({ maxItemsPerLicence: 9 });
    expect(await page(1, {}, 0, 2)).toBeNull();
    const off = listsWith({ maxAgeMs: 0 });
    expect(await off.page(1, {}, 0, 2)).toBeNull();
    expect(off.loads).toEqual([]);
  });
});

describe('memory budget', () => {
  it('keeps within its bytes by letting the least recently used licence go', async () => {
    const probe = listsWith();
    await probe.page(1, {}, 0, 10);
    const oneLicence = probe.lists.bytes;
    const { page, loads, lists } = listsWith({ maxBytes: Math.floor(oneLicence * 2.5) });
    await page(1, {}, 0, 10);
    await page(2, {}, 0, 10);
    await page(1, {}, 0, 1); // 1 is now the most recently used
    await page(3, {}, 0, 10);
    expect(lists.bytes).toBeLessThanOrEqual(Math.floor(oneLicence * 2.5));
    expect((await page(1, {}, 0, 1))!.fromMemory).toBe(true);
    expect((await page(2, {}, 0, 1))!.fromMemory).toBe(false);
    expect(loads).toEqual([1, 2, 3, 2]);
  });
});

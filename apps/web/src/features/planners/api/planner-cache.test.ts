/**
 * Answers applied out of order (two quick switches on two items): a late answer's older planner never puts back the
 * totals a newer one replaced, while its item still takes its place.
 */
import type { TPlannerDetail } from '@izlog/contract/planners';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { TPage } from '@/lib/api-client';
import { change, detail, euroProduct, item, planner, totals } from '../test/planner-fixtures';
import { applyItemChange, applyItemRemoved } from './planner-cache';
import { plannerKeys } from './planner-keys';

const EARLIER = '2026-11-20T10:00:00.000Z';
const LATER = '2026-11-20T10:00:01.000Z';

function cacheWith(page: TPlannerDetail) {
  const queryClient = new QueryClient();
  queryClient.setQueryData(plannerKeys.detail(page.planner.id), page);
  queryClient.setQueryData([...plannerKeys.lists, { page: 1 }], {
    items: [page.planner],
    pagination: { currentPage: 1, pageCount: 1, perPage: 10, totalCount: 1 },
  });
  const pageOf = () => queryClient.getQueryData<TPlannerDetail>(plannerKeys.detail(page.planner.id))!;
  const listed = () =>
    queryClient.getQueryData<TPage<typeof page.planner>>([...plannerKeys.lists, { page: 1 }])!.items[0]!;
  return { queryClient, pageOf, listed };
}

describe('the planner cache', () => {
  const cake = item({ id: 11, updated_at: EARLIER });
  const table = euroProduct({ id: 12, updated_at: EARLIER });
  const start = detail({ id: 1, updated_at: EARLIER, totals: totals({ counted_items: 2 }) }, [cake, table]);

  it('keeps the newer totals when an older answer arrives last, and still shows that answer’s item', () => {
    const { queryClient, pageOf, listed } = cacheWith(start);
    const newer = change(
      { ...cake, calculate_price: false, updated_at: LATER },
      { id: 1, updated_at: LATER, totals: totals({ counted_items: 0, rsd_minor: 0, eur_minor: 0 }) },
    );
    const older = change(
      { ...table, calculate_price: false, updated_at: LATER },
      { id: 1, updated_at: EARLIER, totals: totals({ counted_items: 1, rsd_minor: 1_250_000, eur_minor: 0 }) },
    );
    applyItemChange(queryClient, newer);
    applyItemChange(queryClient, older);

    expect(pageOf().planner.totals.counted_items).toBe(0);
    expect(listed().totals.counted_items).toBe(0);
    const items = pageOf().categories.flatMap((group) => group.items);
    expect(items.find((each) => each.id === 11)?.calculate_price).toBe(false);
    expect(items.find((each) => each.id === 12)?.calculate_price).toBe(false);
  });

  it('does not put back an older version of an item over a newer one', () => {
    const { queryClient, pageOf } = cacheWith(start);
    applyItemChange(queryClient, change({ ...cake, title: 'Newer', updated_at: LATER }, { id: 1, updated_at: LATER }));
    applyItemChange(
      queryClient,
      change({ ...cake, title: 'Older', updated_at: EARLIER }, { id: 1, updated_at: LATER }),
    );
    expect(
      pageOf()
        .categories.flatMap((group) => group.items)
        .find((each) => each.id === 11)?.title,
    ).toBe('Newer');
  });

  it('applies a newer planner, and a removal whatever its planner’s age', () => {
    const { queryClient, pageOf, listed } = cacheWith(start);
    applyItemRemoved(queryClient, 12, planner({ id: 1, updated_at: LATER, items_count: 1 }));
    expect(pageOf().planner.items_count).toBe(1);
    expect(listed().items_count).toBe(1);
    applyItemRemoved(queryClient, 11, planner({ id: 1, updated_at: EARLIER, items_count: 7 }));
    expect(pageOf().categories).toEqual([]);
    expect(pageOf().planner.items_count).toBe(1);
  });
});

/**
 * The query keys of the owner's planners and how a write's answer updates what is cached (issue 15): every item
 * write answers the planner with its new totals, so the page takes them from the answer at once instead of asking
 * again, and the lists (My Planners, the auth-user modal, the planner choices) are marked stale for their next look.
 * Answers can arrive out of order (two quick switches on two items): a planner or item older than the one cached is
 * not applied, so a late answer never puts back totals a newer one replaced. The server stamps a planner's
 * `updated_at` under its lock with every rewrite of its totals, so the newer stamp is the newer total.
 */
import type { TPlanner, TPlannerDetail, TPlannerItemChange, TPlannerItemMove } from '@izlog/contract/planners';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPage } from '@/lib/api-client';
import { itemsOf, placeItem, withoutItem } from '../utils/group-items';
import { plannerKeys } from './planner-keys';

/** The lists are read again when next shown; the one on screen now too. */
const markListsStale = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: plannerKeys.lists });

/** Whether `next` is the same version as `cached` or a later one (an unreadable stamp counts as later). */
function isNotOlder(next: { updated_at: string }, cached: { updated_at: string } | undefined): boolean {
  if (!cached) return true;
  const nextTime = Date.parse(next.updated_at);
  const cachedTime = Date.parse(cached.updated_at);
  return Number.isNaN(nextTime) || Number.isNaN(cachedTime) || nextTime >= cachedTime;
}

const withPlanner = (detail: TPlannerDetail, planner: TPlanner): TPlannerDetail =>
  isNotOlder(planner, detail.planner) ? { ...detail, planner } : detail;

/** A planner's new state (its title, switch or totals) in its page and in every list that shows it. */
export function applyPlanner(queryClient: QueryClient, planner: TPlanner): void {
  queryClient.setQueryData<TPlannerDetail>(plannerKeys.detail(planner.id), (detail) =>
    detail ? withPlanner(detail, planner) : detail,
  );
  queryClient.setQueriesData<TPage<TPlanner> | TPlanner[]>({ queryKey: plannerKeys.lists }, (list) => {
    if (!list) return list;
    const replace = (each: TPlanner) => (each.id === planner.id && isNotOlder(planner, each) ? planner : each);
    return Array.isArray(list) ? list.map(replace) : { ...list, items: list.items.map(replace) };
  });
  void markListsStale(queryClient);
}

export function applyItemChange(queryClient: QueryClient, { item, planner }: TPlannerItemChange): void {
  queryClient.setQueryData<TPlannerDetail>(plannerKeys.detail(planner.id), (detail) => {
    if (!detail) return detail;
    const cached = itemsOf(detail).find((each) => each.id === item.id);
    return withPlanner(isNotOlder(item, cached) ? placeItem(detail, item) : detail, planner);
  });
  applyPlanner(queryClient, planner);
}

export function applyItemRemoved(queryClient: QueryClient, itemId: number, planner: TPlanner): void {
  queryClient.setQueryData<TPlannerDetail>(plannerKeys.detail(planner.id), (detail) =>
    detail ? withPlanner(withoutItem(detail, itemId), planner) : detail,
  );
  applyPlanner(queryClient, planner);
}

/** A move: out of the planner it left, into the one it went to (whose page, if cached, shows it at once). */
export function applyItemMove(queryClient: QueryClient, move: TPlannerItemMove): void {
  applyItemRemoved(queryClient, move.item.id, move.from);
  applyItemChange(queryClient, move);
}

/** A deleted planner: its page, still on screen while the user is led away, is not asked for again until next shown. */
export function forgetPlanner(queryClient: QueryClient, id: number): void {
  void queryClient.invalidateQueries({ queryKey: plannerKeys.detail(id), refetchType: 'none' });
  void markListsStale(queryClient);
}

/** A mutation of one item whose answer (the item and its planner) goes straight into the cache. */
export function useItemWrite<TInput>(write: (input: TInput) => Promise<TPlannerItemChange>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: write, onSuccess: (change) => applyItemChange(queryClient, change) });
}

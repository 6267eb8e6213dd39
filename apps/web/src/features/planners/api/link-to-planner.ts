/**
 * POST /planner-items/link-product-to-planner/{plannerId}/{contentId} (and link-catalog-to-planner): SPEC §4 — 200
 * when it was linked, 202 when the planner already had it. Either way the answer is the item and its planner.
 */
import type { TPlannerItemChange } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequestWithStatus } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyItemChange } from './planner-cache';

/** What can be added from its page. */
export type TLinkable = { kind: 'product' | 'catalog'; id: number; title: string };

const ALREADY_THERE = 202;

export type TLinkResult = { change: TPlannerItemChange; isNew: boolean };

export async function linkToPlanner({ plannerId, subject }: { plannerId: number; subject: TLinkable }) {
  const path =
    subject.kind === 'product'
      ? apiPaths.linkProductToPlanner(plannerId, subject.id)
      : apiPaths.linkCatalogToPlanner(plannerId, subject.id);
  const { data, status } = await apiRequestWithStatus<TPlannerItemChange>(path, { method: 'POST' });
  return { change: data, isNew: status !== ALREADY_THERE } satisfies TLinkResult;
}

export function useLinkToPlanner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: linkToPlanner,
    onSuccess: ({ change }) => applyItemChange(queryClient, change),
  });
}

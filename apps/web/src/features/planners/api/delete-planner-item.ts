/** POST /planner-items/delete-planner-item/{itemId}/{plannerId}: answers the planner with its new totals. */
import type { TPlannerItemDeleted } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyItemRemoved } from './planner-cache';

type TDeleteItemInput = { itemId: number; plannerId: number };

export const deletePlannerItem = ({ itemId, plannerId }: TDeleteItemInput) =>
  apiRequest<TPlannerItemDeleted>(apiPaths.deletePlannerItem(itemId, plannerId), { method: 'POST' });

export function useDeletePlannerItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlannerItem,
    onSuccess: ({ planner }, { itemId }) => applyItemRemoved(queryClient, itemId, planner),
  });
}

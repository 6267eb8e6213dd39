/** POST /planner-items/switch-to-another-planner/{itemId}/{plannerId}: the item into another of the user's planners. */
import type { TPlannerItemMove } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyItemMove } from './planner-cache';

type TMoveItemInput = { itemId: number; toPlannerId: number };

export const movePlannerItem = ({ itemId, toPlannerId }: TMoveItemInput) =>
  apiRequest<TPlannerItemMove>(apiPaths.switchToAnotherPlanner(itemId, toPlannerId), { method: 'POST' });

export function useMovePlannerItem() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: movePlannerItem, onSuccess: (move) => applyItemMove(queryClient, move) });
}

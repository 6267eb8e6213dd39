/**
 * POST /planners/toggle-public-planner/{id} with the value the switch shows (not a flip): a second click sent before
 * the first answer then cannot undo it.
 */
import type { TPlanner } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyPlanner } from './planner-cache';

export const togglePublicPlanner = ({ id, isPublic }: { id: number; isPublic: boolean }) =>
  apiRequest<TPlanner>(apiPaths.togglePublicPlanner(id), { method: 'POST', body: { value: isPublic } });

export function useTogglePublicPlanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: togglePublicPlanner, onSuccess: (planner) => applyPlanner(queryClient, planner) });
}

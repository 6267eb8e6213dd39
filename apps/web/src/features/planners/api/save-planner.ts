/** POST /planners/create-planner and update-planner/{id}: a planner's title and description (SPEC §3: both needed). */
import type { TPlanner, TPlannerRequest } from '@izlog/contract/planners';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { applyPlanner } from './planner-cache';

type TSavePlannerInput = { id?: number; body: TPlannerRequest };

export const savePlanner = ({ id, body }: TSavePlannerInput) =>
  apiRequest<TPlanner>(id === undefined ? apiPaths.createPlanner : apiPaths.updatePlanner(id), {
    method: 'POST',
    body,
  });

export function useSavePlanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: savePlanner, onSuccess: (planner) => applyPlanner(queryClient, planner) });
}

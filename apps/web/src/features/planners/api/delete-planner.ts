/** POST /planners/delete-planner/{id}: the planner goes with its items. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { forgetPlanner } from './planner-cache';

export const deletePlanner = (id: number) => apiRequest<unknown>(apiPaths.deletePlanner(id), { method: 'POST' });

export function useDeletePlanner() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deletePlanner, onSuccess: (_answer, id) => forgetPlanner(queryClient, id) });
}

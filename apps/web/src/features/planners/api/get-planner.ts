/** GET /planners/planner-categories/{id}: the owner's planner page — the planner with its totals, items by category. */
import type { TPlannerDetail } from '@izlog/contract/planners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { plannerKeys } from './planner-keys';

export const getPlanner = (id: number) => apiRequest<TPlannerDetail>(apiPaths.plannerCategories(id));

export const plannerQueryOptions = (id: number) =>
  queryOptions({ queryKey: plannerKeys.detail(id), queryFn: () => getPlanner(id) });

export const usePlanner = (id: number) => useQuery(plannerQueryOptions(id));

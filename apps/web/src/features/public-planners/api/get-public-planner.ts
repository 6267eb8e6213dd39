/**
 * GET /planners/public-planner-categories/{id}: PublicPlannerItems — a public planner with the items the public sees,
 * by category. A planner that is not public (or of another site) is a 404, which the page shows as not found.
 */
import type { TPublicPlannerDetail } from '@izlog/contract/planners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { plannerKeys } from '@/features/planners/api/planner-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getPublicPlanner = (plannerId: number) =>
  apiRequest<TPublicPlannerDetail>(apiPaths.publicPlannerCategories(plannerId));

export const publicPlannerQueryOptions = (plannerId: number) =>
  queryOptions({ queryKey: [...plannerKeys.all, 'public', plannerId], queryFn: () => getPublicPlanner(plannerId) });

export const usePublicPlanner = (plannerId: number) => useQuery(publicPlannerQueryOptions(plannerId));

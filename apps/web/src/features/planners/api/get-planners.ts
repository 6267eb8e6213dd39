/** GET /planners: the signed-in user's own planners, newest change first, filtered by title and public or not. */
import type { TPlanner } from '@izlog/contract/planners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { plannerKeys } from './planner-keys';

export type TPlannersFilters = { title?: string; isPublic?: boolean; page: number; pageCount: number };

export const getPlanners = ({ title, isPublic, page, pageCount }: TPlannersFilters) =>
  apiRequestPage<TPlanner>(
    withQuery(apiPaths.planners, {
      'filter[title]': title,
      'filter[is_public]': isPublic === undefined ? undefined : isPublic ? 1 : 0,
      page,
      page_count: pageCount,
    }),
  );

export const plannersQueryOptions = (filters: TPlannersFilters) =>
  queryOptions({
    queryKey: [...plannerKeys.lists, filters],
    queryFn: () => getPlanners(filters),
    placeholderData: keepPreviousData,
  });

export const usePlanners = (filters: TPlannersFilters, { enabled = true } = {}) =>
  useQuery({ ...plannersQueryOptions(filters), enabled });

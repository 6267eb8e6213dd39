/**
 * GET /public-planners: the planners their owners made public and that show at least one item, newest change first,
 * a page at a time. The list page reads it; the footer asks for one row to know whether to offer the page.
 */
import type { TPublicPlannerSummary } from '@izlog/contract/planners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { plannerKeys } from '@/features/planners/api/planner-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getPublicPlanners = (page: number, pageCount: number) =>
  apiRequestPage<TPublicPlannerSummary>(withQuery(apiPaths.publicPlanners, { page, page_count: pageCount }));

export const publicPlannersQueryOptions = (page: number, pageCount: number) =>
  queryOptions({
    queryKey: [...plannerKeys.all, 'public', 'list', page, pageCount],
    queryFn: () => getPublicPlanners(page, pageCount),
    placeholderData: keepPreviousData,
  });

export const usePublicPlanners = (page: number, pageCount: number, { enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...publicPlannersQueryOptions(page, pageCount), enabled });

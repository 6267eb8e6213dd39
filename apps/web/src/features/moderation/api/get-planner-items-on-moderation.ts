/**
 * GET /moderations/planner-items-on-moderation: tasks their owners show publicly in a public planner, waiting for a
 * moderator before the public sees them (SPEC §6), oldest first, one page.
 */
import type { TModerationPlannerItem } from '@izlog/contract/planners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getPlannerItemsOnModeration = (page: number, pageCount: number) =>
  apiRequestPage<TModerationPlannerItem>(withQuery(apiPaths.plannerItemsOnModeration, { page, page_count: pageCount }));

export const plannerItemsOnModerationQueryOptions = (page: number, pageCount: number) =>
  queryOptions({
    queryKey: ['moderations', 'planner-items-on-moderation', page, pageCount],
    queryFn: () => getPlannerItemsOnModeration(page, pageCount),
    placeholderData: keepPreviousData,
  });

export const usePlannerItemsOnModeration = (page: number, pageCount: number) =>
  useQuery(plannerItemsOnModerationQueryOptions(page, pageCount));

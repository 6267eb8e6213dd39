/**
 * GET /moderations/planners-on-moderation: public planners whose title or description waits for a moderator before
 * visitors see the planner (decision 0041), oldest first, one page.
 */
import type { TModerationPlanner } from '@izlog/contract/planners';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getPlannersOnModeration = (page: number, pageCount: number) =>
  apiRequestPage<TModerationPlanner>(withQuery(apiPaths.plannersOnModeration, { page, page_count: pageCount }));

export const plannersOnModerationQueryOptions = (page: number, pageCount: number) =>
  queryOptions({
    queryKey: ['moderations', 'planners-on-moderation', page, pageCount],
    queryFn: () => getPlannersOnModeration(page, pageCount),
    placeholderData: keepPreviousData,
  });

export const usePlannersOnModeration = (page: number, pageCount: number) =>
  useQuery(plannersOnModerationQueryOptions(page, pageCount));

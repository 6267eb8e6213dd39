/**
 * All of the user's planners to choose from (adding a product, moving an item): one page holds them, since a user
 * keeps at most PLANNERS_PER_USER_MAX.
 */
import { PLANNERS_PER_USER_MAX } from '@izlog/contract/planners';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPlanners } from './get-planners';
import { plannerKeys } from './planner-keys';

export const plannerChoicesQueryOptions = () =>
  queryOptions({
    queryKey: [...plannerKeys.lists, 'choices'],
    queryFn: async () => (await getPlanners({ page: 1, pageCount: PLANNERS_PER_USER_MAX })).items,
  });

export const usePlannerChoices = ({ enabled = true } = {}) => useQuery({ ...plannerChoicesQueryOptions(), enabled });

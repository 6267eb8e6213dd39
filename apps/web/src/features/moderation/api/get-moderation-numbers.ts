/** GET /moderations/moderation-numbers: how many products, catalogs, blogs and comments wait (the section badges). */
import type { TModerationNumbers } from '@izlog/contract/moderation';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getModerationNumbers = () => apiRequest<TModerationNumbers>(apiPaths.moderationNumbers);

export const moderationNumbersQueryOptions = () =>
  queryOptions({ queryKey: ['moderations', 'numbers'], queryFn: getModerationNumbers });

export const useModerationNumbers = () => useQuery(moderationNumbersQueryOptions());

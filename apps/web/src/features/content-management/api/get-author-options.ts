/**
 * The site's users for the author filter (GET /users, one page of the largest size): only user admins may list
 * users (SPEC §6), so the hook runs for them alone.
 */
import type { TUser } from '@izlog/contract/auth';
import { PAGINATION } from '@izlog/contract/constants';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { userKeys } from '@/features/auth/api/user-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

export const getAuthorOptions = () =>
  apiRequestPage<TUser>(withQuery(apiPaths.users, { page_count: PAGINATION.maxPageSize }));

export const authorOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...userKeys.all, 'author-options'], queryFn: getAuthorOptions, staleTime: 60_000 });

export const useAuthorOptions = ({ enabled }: { enabled: boolean }) =>
  useQuery({ ...authorOptionsQueryOptions(), enabled });

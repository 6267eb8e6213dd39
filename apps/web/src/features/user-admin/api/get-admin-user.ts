/** One user as the user management modal shows them (GET /users/admin-get-user/{id}). */
import type { TAdminUser } from '@izlog/contract/user-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { USER_ADMIN_KEY } from './user-admin-queries';

export const getAdminUser = (id: number) => apiRequest<TAdminUser>(apiPaths.adminGetUser(id));

export const adminUserQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...USER_ADMIN_KEY, 'user', id], queryFn: () => getAdminUser(id) });

export const useAdminUser = (id: number | undefined) =>
  useQuery({ ...adminUserQueryOptions(id ?? 0), enabled: id !== undefined });

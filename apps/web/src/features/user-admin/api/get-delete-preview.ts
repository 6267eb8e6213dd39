/** GET /users/admin-delete-user-preview/{id}: what deleting the user would touch, read fresh each time it is asked. */
import type { TDeleteUserPreview } from '@izlog/contract/user-admin';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { USER_ADMIN_KEY } from './user-admin-queries';

export const getDeletePreview = (id: number) => apiRequest<TDeleteUserPreview>(apiPaths.adminDeleteUserPreview(id));

export const deletePreviewQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USER_ADMIN_KEY, 'delete-preview', id],
    queryFn: () => getDeletePreview(id),
    staleTime: 0,
  });

export const useDeletePreview = (id: number) => useQuery({ ...deletePreviewQueryOptions(id), gcTime: 0 });

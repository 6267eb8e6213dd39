/** One content in any status for its editor (GET /contents/{id}: authors see their own, staff every status). */
import type { TContent } from '@izlog/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const getManagedContent = (id: number) => apiRequest<TContent>(apiPaths.content(id));

export const managedContentQueryOptions = (id: number) =>
  queryOptions({ queryKey: [...contentKeys.all, 'managed', id], queryFn: () => getManagedContent(id) });

export const useManagedContent = (id: number | null) =>
  useQuery({ ...managedContentQueryOptions(id ?? 0), enabled: id !== null });

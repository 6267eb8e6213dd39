/**
 * The content types of the site menu in their order (GET /licence-content-type-options). Same key as the header's
 * menu on purpose: a saved order written into this cache shows in the header at once.
 */
import type { TContentTypeOption } from '@izlog/contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const MENU_CONTENT_TYPES_KEY = categoryKeys.contentTypeOptions;

export const getMenuContentTypes = () => apiRequest<TContentTypeOption[]>(apiPaths.contentTypeOptions);

export const menuContentTypesQueryOptions = () =>
  queryOptions({ queryKey: MENU_CONTENT_TYPES_KEY, queryFn: getMenuContentTypes });

export const useMenuContentTypes = () => useQuery(menuContentTypesQueryOptions());

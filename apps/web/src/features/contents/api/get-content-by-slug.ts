/**
 * One approved content by its readable URL: the slug finds the id (GET /contents?filter[slug]), the id the whole
 * content with gallery, attributes, locations and catalogs (GET /contents/:id, which also counts the view).
 */

import type { TContentTypeId } from '@izlog/contract/constants';
import type { TContent, TContentListItem } from '@izlog/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest, apiRequestPage } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { apiPaths, withQuery } from '@/lib/paths';

const NOT_FOUND = 404;

export async function getContentBySlug(contentTypeId: TContentTypeId, slug: string): Promise<TContent> {
  const { items } = await apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': contentTypeId,
      'filter[slug]': slug,
      'filter[status]': 'approved',
      page_count: 1,
    }),
  );
  const found = items[0];
  if (!found) throw new ApiError(NOT_FOUND, i18n.t('site.notFound'));
  return apiRequest<TContent>(apiPaths.content(found.id));
}

export const contentBySlugQueryOptions = (contentTypeId: TContentTypeId, slug: string) =>
  queryOptions({
    queryKey: ['contents', 'by-slug', contentTypeId, slug],
    queryFn: () => getContentBySlug(contentTypeId, slug),
  });

export const useContentBySlug = (contentTypeId: TContentTypeId, slug: string) =>
  useQuery(contentBySlugQueryOptions(contentTypeId, slug));

/** One approved catalog by its readable URL (GET /catalogs?filter[slug]); unknown slugs are a 404. */
import type { TCatalog } from '@izlog/contract/catalogs';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { apiPaths, withQuery } from '@/lib/paths';

const NOT_FOUND = 404;

export async function getCatalogBySlug(slug: string): Promise<TCatalog> {
  const [catalog] = await apiRequest<TCatalog[]>(
    withQuery(apiPaths.catalogs, { 'filter[slug]': slug, 'filter[status]': 'approved', page_count: 1 }),
  );
  if (!catalog) throw new ApiError(NOT_FOUND, i18n.t('site.notFound'));
  return catalog;
}

export const catalogBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['catalogs', 'by-slug', slug], queryFn: () => getCatalogBySlug(slug) });

export const useCatalogBySlug = (slug: string) => useQuery(catalogBySlugQueryOptions(slug));

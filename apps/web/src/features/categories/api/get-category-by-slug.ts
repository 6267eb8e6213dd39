/** One active category by its readable URL (GET /categories?filter[slug]); unknown slugs are a 404. */
import type { TCategory } from '@izlog/contract/categories';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@/lib/api-client';
import { i18n } from '@/lib/i18n';
import { apiPaths, withQuery } from '@/lib/paths';

const NOT_FOUND = 404;

export async function getCategoryBySlug(slug: string): Promise<TCategory> {
  const [category] = await apiRequest<TCategory[]>(
    withQuery(apiPaths.categories, { 'filter[slug]': slug, 'filter[status]': 'active', page_count: 1 }),
  );
  if (!category) throw new ApiError(NOT_FOUND, i18n.t('site.notFound'));
  return category;
}

export const categoryBySlugQueryOptions = (slug: string) =>
  queryOptions({ queryKey: ['categories', 'by-slug', slug], queryFn: () => getCategoryBySlug(slug) });

export const useCategoryBySlug = (slug: string) => useQuery(categoryBySlugQueryOptions(slug));

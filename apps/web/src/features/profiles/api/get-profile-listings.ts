/**
 * What a public profile lists (the same calls as the Profile screen): an author's approved catalogs, products and
 * blogs, the first few of each with the total, for the auth-user modal's "profile listings" section.
 */
import type { TCatalog } from '@izlog/contract/catalogs';
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogKeys } from '@/features/catalogs/api/catalog-keys';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

const LISTING_PREVIEW_SIZE = 5;

export type TProfileListingKind = 'catalogs' | 'products' | 'blogs';

/** One line of a listing: its title and where the public sees it. */
type TListingItem = { id: number; title: string; slug: string };

const firstPage = { 'filter[status]': 'approved', page: 1, page_count: LISTING_PREVIEW_SIZE };

async function getListing(kind: TProfileListingKind, authorId: number) {
  if (kind === 'catalogs') {
    const page = await apiRequestPage<TCatalog>(
      withQuery(apiPaths.catalogs, { 'filter[author_id]': authorId, ...firstPage }),
    );
    return { ...page, items: page.items.map(({ id, name, slug }): TListingItem => ({ id, title: name, slug })) };
  }
  const page = await apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': kind === 'products' ? CONTENT_TYPE.product : CONTENT_TYPE.blog,
      'filter[author_id]': authorId,
      ...firstPage,
    }),
  );
  return { ...page, items: page.items.map(({ id, title, slug }): TListingItem => ({ id, title, slug })) };
}

export const profileListingQueryOptions = (kind: TProfileListingKind, authorId: number) =>
  queryOptions({
    queryKey: [...(kind === 'catalogs' ? catalogKeys.all : contentKeys.all), 'profile-listing', kind, authorId],
    queryFn: () => getListing(kind, authorId),
  });

export const useProfileListing = (kind: TProfileListingKind, authorId: number) =>
  useQuery(profileListingQueryOptions(kind, authorId));

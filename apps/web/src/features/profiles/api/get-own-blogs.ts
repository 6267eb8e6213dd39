/**
 * The signed-in user's own blogs in every status they may see (GET /contents with filter[author_id] = themselves:
 * the server shows an author all of their own), newest first, a page at a time: the auth-user modal's blogs section.
 */
import { CONTENT_TYPE } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

const OWN_BLOGS_PAGE_SIZE = 8;

export const getOwnBlogs = (authorId: number, page: number) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': CONTENT_TYPE.blog,
      'filter[author_id]': authorId,
      page,
      page_count: OWN_BLOGS_PAGE_SIZE,
    }),
  );

// Under 'contents', so every content write (the editors invalidate that root) brings the section up to date.
export const ownBlogsQueryOptions = (authorId: number, page: number) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'own-blogs', authorId, page],
    queryFn: () => getOwnBlogs(authorId, page),
    placeholderData: keepPreviousData,
  });

export const useOwnBlogs = (authorId: number, page: number, { enabled = true } = {}) =>
  useQuery({ ...ownBlogsQueryOptions(authorId, page), enabled });

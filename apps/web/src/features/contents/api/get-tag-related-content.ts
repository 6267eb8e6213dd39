/** Approved contents sharing tags with one content (GET /contents/tag-related-content/:id), best overlap first. */
import type { TContentListItem } from '@izlog/contract/contents';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

const RELATED_COUNT = 4;

export const getTagRelatedContent = (id: number) =>
  apiRequestPage<TContentListItem>(withQuery(apiPaths.tagRelatedContent(id), { page_count: RELATED_COUNT }));

export const tagRelatedContentQueryOptions = (id: number) =>
  queryOptions({ queryKey: ['contents', 'tag-related', id], queryFn: () => getTagRelatedContent(id) });

export const useTagRelatedContent = (id: number | undefined) =>
  useQuery({ ...tagRelatedContentQueryOptions(id ?? 0), enabled: id !== undefined });

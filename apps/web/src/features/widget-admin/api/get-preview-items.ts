/**
 * Real items for the wizard's live preview: the approved contents a list widget of this type, category and order
 * would show (GET /contents, the public list), `limit` of them. Only asked once a content type is chosen.
 */
import type { TContentTypeId } from '@izlog/contract/constants';
import type { TContentListItem } from '@izlog/contract/contents';
import type { TWidgetCriterion } from '@izlog/contract/widgets';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contentKeys } from '@/features/contents/api/content-keys';
import { apiRequestPage } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';

type TPreviewFilter = {
  contentTypeId: TContentTypeId;
  categoryId?: number;
  criterion: TWidgetCriterion;
  limit: number;
};

export const getPreviewItems = (filter: TPreviewFilter) =>
  apiRequestPage<TContentListItem>(
    withQuery(apiPaths.contents, {
      'filter[content_type_id]': filter.contentTypeId,
      'filter[category_id]': filter.categoryId,
      'filter[status]': 'approved',
      sort: filter.criterion,
      page_count: filter.limit,
    }),
  );

export const previewItemsQueryOptions = (filter: TPreviewFilter) =>
  queryOptions({
    queryKey: [...contentKeys.all, 'widget-preview', filter],
    queryFn: () => getPreviewItems(filter),
    placeholderData: keepPreviousData,
  });

export const usePreviewItems = (filter: TPreviewFilter | undefined) =>
  useQuery({
    ...previewItemsQueryOptions(filter ?? { contentTypeId: 1, criterion: 'newest', limit: 1 }),
    enabled: filter !== undefined,
  });

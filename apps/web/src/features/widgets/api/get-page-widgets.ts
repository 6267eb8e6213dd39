/**
 * A page's widgets by position (GET /content-widgets/get-page-widgets): the home page, a single content's page or a
 * category list. A content and a category may share a number, so the page says which of the two it is
 * (page_content_id / page_category_id). Visitors' answers come from the server's cache; the widget modal invalidates
 * ['content-widgets'].
 */

import { HOME_PAGE_NAME } from '@izlog/contract/widget-positions';
import type { TPageWidgets } from '@izlog/contract/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { widgetKeys } from './widget-keys';

export type TWidgetPage = { kind: 'home' } | { kind: 'content'; id: number } | { kind: 'category'; id: number };

const pageQuery = (page: TWidgetPage) => {
  if (page.kind === 'home') return { page_name: HOME_PAGE_NAME };
  return page.kind === 'content'
    ? { page_name: String(page.id), page_content_id: page.id }
    : { page_name: String(page.id), page_category_id: page.id };
};

export const getPageWidgets = (page: TWidgetPage) =>
  apiRequest<TPageWidgets>(withQuery(apiPaths.pageWidgets, pageQuery(page)));

export const pageWidgetsQueryOptions = (page: TWidgetPage) =>
  queryOptions({
    queryKey: [...widgetKeys.all, 'page', page.kind, page.kind === 'home' ? HOME_PAGE_NAME : page.id],
    queryFn: () => getPageWidgets(page),
  });

/** `page` undefined while the page does not know its own content yet: nothing is asked then. */
export const usePageWidgets = (page: TWidgetPage | undefined) =>
  useQuery({ ...pageWidgetsQueryOptions(page ?? { kind: 'home' }), enabled: page !== undefined });

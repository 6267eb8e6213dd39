/**
 * A page's widgets by position and the layout's version (GET /content-widgets/get-page-widgets), as the widget modal's
 * landing screen arranges them. The version goes back with every move, so a layout changed meanwhile is a 409.
 */
import type { TPageWidgets } from '@izlog/contract/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths, withQuery } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

export const getPageLayout = (pageName: string) =>
  apiRequest<TPageWidgets>(withQuery(apiPaths.pageWidgets, { page_name: pageName }));

export const pageLayoutQueryOptions = (pageName: string) =>
  queryOptions({ queryKey: widgetAdminKeys.layout(pageName), queryFn: () => getPageLayout(pageName) });

export const usePageLayout = (pageName: string) => useQuery(pageLayoutQueryOptions(pageName));

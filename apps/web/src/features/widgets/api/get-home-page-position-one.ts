/**
 * The home page's lead block (GET /content-widgets/get-home-page-position-one): the first widget of position one, or
 * the site's newest content while position one has none.
 */
import type { THomePagePositionOne } from '@izlog/contract/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { widgetKeys } from './widget-keys';

export const getHomePagePositionOne = () => apiRequest<THomePagePositionOne>(apiPaths.homePagePositionOne);

export const homePagePositionOneQueryOptions = () =>
  queryOptions({ queryKey: [...widgetKeys.all, 'home-position-one'], queryFn: getHomePagePositionOne });

export const useHomePagePositionOne = () => useQuery(homePagePositionOneQueryOptions());

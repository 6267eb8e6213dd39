/** One widget's stored settings and version, for the wizard's edit (GET /content-widgets/get-widget-settings/{id}). */
import type { TWidgetSettings } from '@izlog/contract/widgets';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

export const getWidgetSettings = (id: number) => apiRequest<TWidgetSettings>(apiPaths.widgetSettings(id));

export const widgetSettingsQueryOptions = (id: number) =>
  queryOptions({
    queryKey: widgetAdminKeys.settings(id),
    queryFn: () => getWidgetSettings(id),
    // The version read here guards the save: always the stored one, never a minute-old copy.
    staleTime: 0,
  });

export const useWidgetSettings = (id: number) => useQuery(widgetSettingsQueryOptions(id));

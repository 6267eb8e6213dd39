/**
 * change-widget-position: a widget to a position and a place in it, with the layout's and the widget's versions as
 * the admin saw them (decision 0034). Whatever the answer — moved, or a 409 because someone else changed the layout —
 * the layout is read again before the promise settles, so the next move carries the new version.
 */
import type { TChangeWidgetPositionRequest, TWidgetWriteResponse } from '@izlog/contract/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

export const changeWidgetPosition = (body: TChangeWidgetPositionRequest) =>
  apiRequest<TWidgetWriteResponse>(apiPaths.changeWidgetPosition, { method: 'POST', body });

export function useChangeWidgetPosition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeWidgetPosition,
    onSettled: () => queryClient.invalidateQueries({ queryKey: widgetAdminKeys.all }),
  });
}

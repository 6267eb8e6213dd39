/**
 * delete-page-widget/{id} with the widget's version as the admin saw it: a widget someone changed meanwhile is not
 * deleted unseen (409). Either way the layout is read again.
 */
import type { TWidgetWriteResponse } from '@izlog/contract/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

type TDeleteWidgetInput = { id: number; version: number };

export const deleteWidget = ({ id, version }: TDeleteWidgetInput) =>
  apiRequest<TWidgetWriteResponse>(apiPaths.deletePageWidget(id), {
    method: 'POST',
    body: { delete_validity_check: version },
  });

export function useDeleteWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWidget,
    onSettled: () => queryClient.invalidateQueries({ queryKey: widgetAdminKeys.all }),
  });
}

/**
 * add-widget-to-page and update-page-widget/{id}: multipart, because the cover may be a file. Either one changes what
 * the page shows, so every widget list (the modal's and the pages') is read again.
 */
import type { TWidgetWriteResponse } from '@izlog/contract/widgets';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { widgetAdminKeys } from './widget-admin-keys';

type TSaveWidgetInput = { id?: number; body: FormData };

export const saveWidget = ({ id, body }: TSaveWidgetInput) =>
  apiRequest<TWidgetWriteResponse>(id === undefined ? apiPaths.addWidgetToPage : apiPaths.updatePageWidget(id), {
    method: 'POST',
    body,
  });

export function useSaveWidget() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWidget,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: widgetAdminKeys.all }),
  });
}

/** update-content-type-order: the content type ids in their new menu order; the answer is the new menu. */
import type { TContentTypeOption } from '@izlog/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';
import { MENU_CONTENT_TYPES_KEY } from './get-menu-content-types';

export const updateContentTypeOrder = (order: number[]) =>
  apiRequest<TContentTypeOption[]>(apiPaths.updateContentTypeOrder, { method: 'POST', body: { order } });

export function useUpdateContentTypeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateContentTypeOrder,
    onSuccess: (menu) => {
      queryClient.setQueryData(MENU_CONTENT_TYPES_KEY, menu);
      return queryClient.invalidateQueries({ queryKey: categoryKeys.all });
    },
  });
}

/** update-category-order/{contentType}: the ids in their new order; the answer is the type's categories in order. */
import type { TCategory } from '@izlog/contract/categories';
import type { TContentTypeId } from '@izlog/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

type TCategoryOrderInput = { contentTypeId: TContentTypeId; order: number[] };

export const updateCategoryOrder = ({ contentTypeId, order }: TCategoryOrderInput) =>
  apiRequest<TCategory[]>(apiPaths.updateCategoryOrder(contentTypeId), { method: 'POST', body: { order } });

export function useUpdateCategoryOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategoryOrder,
    // The menu and the public category lists follow the new order.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** admin-delete-attribute/{id}: the attribute, its values, its links and the products' choices of them go. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const deleteAttribute = (attributeId: number) =>
  apiRequest<{ message: string }>(apiPaths.adminDeleteAttribute(attributeId), { method: 'POST' });

export function useDeleteAttribute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttribute,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

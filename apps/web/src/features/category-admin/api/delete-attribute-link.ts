/** admin-delete-attribute-category-link/{attribute_connect.id}: the attribute leaves one category and stays. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const deleteAttributeLink = (linkId: number) =>
  apiRequest<{ message: string }>(apiPaths.adminDeleteAttributeLink(linkId), { method: 'POST' });

export function useDeleteAttributeLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteAttributeLink,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

/** admin-update-category/{id}: multipart, because the picture may be a file. */
import type { TCategory } from '@izlog/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const updateCategory = ({ id, body }: { id: number; body: FormData }) =>
  apiRequest<TCategory>(apiPaths.adminUpdateCategory(id), { method: 'POST', body });

export function useUpdateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCategory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

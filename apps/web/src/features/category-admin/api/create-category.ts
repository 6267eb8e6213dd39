/** admin-create-category: multipart, because the picture may be a file. */
import type { TCategory } from '@izlog/contract/categories';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { categoryKeys } from '@/features/categories/api/category-keys';
import { apiRequest } from '@/lib/api-client';
import { apiPaths } from '@/lib/paths';

export const createCategory = (body: FormData) =>
  apiRequest<TCategory>(apiPaths.adminCreateCategory, { method: 'POST', body });

export function useCreateCategory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    // Every category list (back office, menu, public pages) may show the new one.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: categoryKeys.all }),
  });
}

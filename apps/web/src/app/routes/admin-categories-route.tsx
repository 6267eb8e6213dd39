/** `/admin/categories` (back office): the category list of each content type and the edit-category modal. */
import { CategoryAdminPage } from '@/features/category-admin/components/category-admin-page';

export function AdminCategoriesRoute() {
  return <CategoryAdminPage />;
}

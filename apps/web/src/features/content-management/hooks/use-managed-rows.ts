/** The rows of a management list, whatever the kind (contents and catalogs come from different calls). */
import type { TCategory } from '@izlog/contract/categories';
import type { TManagedKind } from '@/lib/paths';
import { useManagedCatalogs, useManagedContents } from '../api/get-managed-items';
import { CONTENT_TYPE_OF, isContentKind } from '../utils/managed-kinds';
import { rowOfCatalog, rowOfContent } from '../utils/managed-rows';
import { SCOPES, type TManagementScope } from '../utils/management-scope';
import type { TListFilters } from './use-list-filters';

export function useManagedRows(
  scope: TManagementScope,
  kind: TManagedKind,
  filters: TListFilters,
  categories: TCategory[] | undefined,
) {
  const isContent = isContentKind(kind);
  const { categoryId, status, authorId, page } = filters;
  const filter = { categoryId, status, authorId, page };
  const contents = useManagedContents(CONTENT_TYPE_OF[isContent ? kind : 'products'], filter, { enabled: isContent });
  const catalogs = useManagedCatalogs(filter, { enabled: !isContent });
  const editTo = (id: number) => SCOPES[scope].editLink(kind, id);

  if (isContent) {
    const data = contents.data && {
      pagination: contents.data.pagination,
      items: contents.data.items.map((item) => rowOfContent(item, editTo(item.id))),
    };
    return { ...contents, data };
  }
  const data = catalogs.data && {
    pagination: catalogs.data.pagination,
    items: catalogs.data.items.map((catalog) => rowOfCatalog(catalog, categories, editTo(catalog.id))),
  };
  return { ...catalogs, data };
}

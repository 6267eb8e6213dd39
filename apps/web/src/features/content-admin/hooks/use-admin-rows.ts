/** The rows of a staff list, whatever the kind (contents and catalogs come from different calls). */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE_OF, isContentKind } from '@/components/content-form/managed-kinds';
import { rowOfCatalog, rowOfContent } from '@/components/content-form/managed-rows';
import type { TListFilters } from '@/components/content-form/use-list-filters';
import { links, type TManagedKind } from '@/lib/paths';
import { useAdminCatalogs } from '../api/get-admin-catalogs';
import { useAdminContents } from '../api/get-admin-contents';

export function useAdminRows(kind: TManagedKind, filters: TListFilters, categories: TCategory[] | undefined) {
  const isContent = isContentKind(kind);
  const { categoryId, status, authorId, page } = filters;
  const contentTypeId = CONTENT_TYPE_OF[isContent ? kind : 'products'];
  const contents = useAdminContents({ contentTypeId, categoryId, status, authorId, page }, { enabled: isContent });
  const catalogs = useAdminCatalogs({ categoryId, status, authorId, page }, { enabled: !isContent });
  const editTo = (id: number) => links.adminContentEdit(kind, id);

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

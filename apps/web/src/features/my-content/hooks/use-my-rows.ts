/** The rows of a member's own list, whatever the kind (contents and catalogs come from different calls). */
import type { TCategory } from '@izlog/contract/categories';
import { CONTENT_TYPE_OF } from '@/components/content-form/managed-kinds';
import { rowOfCatalog, rowOfContent } from '@/components/content-form/managed-rows';
import type { TListFilters } from '@/components/content-form/use-list-filters';
import { links } from '@/lib/paths';
import { useMyCatalogs, useMyContents } from '../api/get-my-items';
import type { TMemberKind } from '../api/member-calls';

export function useMyRows(
  kind: TMemberKind,
  authorId: number,
  filters: TListFilters,
  categories: TCategory[] | undefined,
) {
  const isCatalogs = kind === 'catalogs';
  const filter = { authorId, categoryId: filters.categoryId, status: filters.status, page: filters.page };
  const contents = useMyContents(CONTENT_TYPE_OF[isCatalogs ? 'products' : kind], filter, { enabled: !isCatalogs });
  const catalogs = useMyCatalogs(filter, { enabled: isCatalogs });
  const editTo = (id: number) => links.myContentEdit(kind, id);

  if (!isCatalogs) {
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

/** Contents as list items by id, for other modules' lists that hold contents (catalogs' products, category items). */
import type { TContentListItem } from '@izlog/contract/contents';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { presentListItem } from '../content.presenter';
import { contentRowsByIds } from '../contents.queries';

/** The contents of `ids` as list items (category, author, tags), in the order of `ids`; unknown ids are left out. */
export async function contentListItemsInOrder(tdb: TenantDb, ids: number[]): Promise<TContentListItem[]> {
  if (ids.length === 0) return [];
  const rows = await contentRowsByIds(tdb, ids);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [presentListItem(row)] : [];
  });
}

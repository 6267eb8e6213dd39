/** Data access for the menu order of content types (table content_type_order, one row per licence and type). */
import { contentTypeOrder } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TContentTypeOrderRow = typeof contentTypeOrder.$inferSelect;

export async function contentTypeOrderRows(tdb: TenantDb): Promise<TContentTypeOrderRow[]> {
  return (await tdb.select(contentTypeOrder)) as TContentTypeOrderRow[];
}

/** Writes the whole order of the licence: one row per content type. */
export async function saveContentTypeOrder(
  tdb: TenantDb,
  rows: { contentTypeId: number; position: number; isEnabled: boolean }[],
): Promise<void> {
  await tdb.transaction(async (tx) => {
    for (const row of rows) {
      await tx.insert(contentTypeOrder, row).onConflictDoUpdate({
        target: [contentTypeOrder.licenceId, contentTypeOrder.contentTypeId],
        set: { position: row.position, isEnabled: row.isEnabled },
      });
    }
  });
}

/** Data access of `media_files`: the record of every stored picture (who sent it, its kind and variants). */
import { mediaFiles } from '../../../db/schema';
import type { TenantDb } from '../../../platform/tenancy/tenant-db';

export type TNewMediaFile = Omit<typeof mediaFiles.$inferInsert, 'licenceId' | 'id' | 'createdAt'>;

export async function insertMediaFile(tdb: TenantDb, values: TNewMediaFile): Promise<void> {
  await tdb.insert(mediaFiles, values);
}

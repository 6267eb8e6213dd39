/**
 * Tags a content from the names its form sends (SPEC §3: tags are comma-joined names): the named tags, created on
 * first use, become the content's whole tag list. The contents module calls this inside its write transaction.
 */
import type { TenantDb } from '../../../platform/tenancy/tenant-db';
import { setContentTags, upsertTags } from './tags.queries';

export async function tagContent(tdb: TenantDb, contentId: number, names: string[]): Promise<void> {
  const tags = await upsertTags(tdb, names);
  const byName = new Map(tags.map((tag) => [tag.name.toLowerCase(), tag.id]));
  const ids = names.map((name) => byName.get(name.toLowerCase())).filter((id): id is number => id !== undefined);
  await setContentTags(tdb, contentId, ids.length === names.length ? ids : tags.map((tag) => tag.id));
}

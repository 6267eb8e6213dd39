/**
 * The view counter's writer (platform/views): adds buffered view counts to contents, every licence's in one
 * UPDATE … FROM (VALUES …). It runs outside any request, on the unscoped handle: each pair names its own licence.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database';
import type { TViewCount } from '../../../../platform/views/view-counter';

export async function addContentViews(db: Db, counts: TViewCount[]): Promise<void> {
  if (counts.length === 0) return;
  const rows = counts.map(({ licenceId, id, n }) => sql`(${licenceId}::int, ${id}::int, ${n}::bigint)`);
  await db.execute(sql`
    update contents set views = contents.views + v.n
    from (values ${sql.join(rows, sql`, `)}) as v(licence_id, id, n)
    where contents.licence_id = v.licence_id and contents.id = v.id`);
}

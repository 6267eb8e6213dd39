/**
 * "Most read" needs view counts without a database write per page view (issue: hot pages). Views are summed in
 * memory and written in one statement per flush (every few seconds, and on shutdown).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/database';

const FLUSH_EVERY_MS = 5000;

export class ViewCounter {
  private pending = new Map<string, number>();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly db: Db) {}

  record(licenceId: number, contentId: number): void {
    const key = `${licenceId}:${contentId}`;
    this.pending.set(key, (this.pending.get(key) ?? 0) + 1);
    this.timer ??= setTimeout(() => void this.flush(), FLUSH_EVERY_MS).unref();
  }

  /** Writes every pending count in one UPDATE … FROM (VALUES …). */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = this.pending;
    this.pending = new Map();
    const rows = [...batch].map(([key, n]) => {
      const [licenceId, contentId] = key.split(':').map(Number);
      return sql`(${licenceId}::int, ${contentId}::int, ${n}::bigint)`;
    });
    await this.db.execute(sql`
      update contents set views = contents.views + v.n
      from (values ${sql.join(rows, sql`, `)}) as v(licence_id, id, n)
      where contents.licence_id = v.licence_id and contents.id = v.id`);
  }
}

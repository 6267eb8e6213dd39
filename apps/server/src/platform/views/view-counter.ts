/**
 * "Most read" needs view counts without a database write per page view (issue: hot pages). Views are summed in
 * memory per licence and item and handed to the writer given at construction in one batch per flush (every few
 * seconds, and on shutdown). The counter knows no table: the contents module's writer adds the counts.
 */

const FLUSH_EVERY_MS = 5000;

/** The views of one item of one licence since the last flush. */
export type TViewCount = { licenceId: number; id: number; n: number };
export type TFlushViews = (counts: TViewCount[]) => Promise<void>;

export class ViewCounter {
  private pending = new Map<string, TViewCount>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly write: TFlushViews,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
  ) {}

  record(licenceId: number, id: number): void {
    const key = `${licenceId}:${id}`;
    const count = this.pending.get(key);
    if (count) count.n += 1;
    else this.pending.set(key, { licenceId, id, n: 1 });
    this.timer ??= setTimeout(() => void this.flush(), this.flushEveryMs).unref();
  }

  /** Hands every pending count to the writer in one batch; counts recorded meanwhile wait for the next flush. */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    if (this.pending.size === 0) return;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    await this.write(batch);
  }
}

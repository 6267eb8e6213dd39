/**
 * Counts that must not cost a database write each (a content's views, a first place's impressions and clicks): summed
 * in memory per key and handed to the writer given at construction in one batch per flush — a few seconds after the
 * first count, on demand (a report that must be current), and on shutdown. The buffer knows no table.
 */

const FLUSH_EVERY_MS = 5000;

/** A key's count since the last flush: the key's fields and `n`. */
export type TCounted<K> = K & { n: number };
export type TFlushCounts<K> = (counts: TCounted<K>[]) => Promise<void>;

export class CountBuffer<K extends object> {
  private pending = new Map<string, TCounted<K>>();
  private timer: NodeJS.Timeout | undefined;
  /** The batch being written, if any: a flush waits for it, so what was counted before the flush is written after. */
  private writing: Promise<void> = Promise.resolve();

  constructor(
    /** The text that tells two keys apart (equal text, one count). */
    private readonly keyOf: (key: K) => string,
    private readonly write: TFlushCounts<K>,
    private readonly flushEveryMs = FLUSH_EVERY_MS,
    /** Told when a timed flush fails; its counts are kept for the next one. */
    private readonly onError: (error: unknown) => void = () => {},
  ) {}

  add(key: K, n = 1): void {
    const text = this.keyOf(key);
    const count = this.pending.get(text);
    if (count) count.n += n;
    else this.pending.set(text, { ...key, n });
    this.timer ??= setTimeout(() => this.flush().catch(this.onError), this.flushEveryMs).unref();
  }

  /** How many keys wait for the next flush. */
  get size(): number {
    return this.pending.size;
  }

  /**
   * Hands every pending count to the writer in one batch and resolves once it and any batch before it are written;
   * counts added meanwhile wait for the next flush. A failed batch goes back into the buffer (and the error to the
   * caller), so a database that is briefly away loses no count.
   */
  async flush(): Promise<void> {
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = [...this.pending.values()];
    this.pending = new Map();
    const previous = this.writing;
    const current = previous.then(async () => {
      if (batch.length === 0) return;
      try {
        await this.write(batch);
      } catch (error) {
        for (const count of batch) this.add(count, count.n);
        throw error;
      }
    });
    // The next flush waits for this one whether it succeeds or not.
    this.writing = current.catch(() => {});
    await current;
  }
}

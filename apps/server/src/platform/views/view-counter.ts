/**
 * "Most read" needs view counts without a database write per page view (issue: hot pages). Views are summed in
 * memory per licence and item (count-buffer.ts) and handed to the writer given at construction in one batch per flush
 * (every few seconds, and on shutdown). The counter knows no table: the contents module's writer adds the counts.
 */
import { CountBuffer, type TCounted } from './count-buffer';

/** The views of one item of one licence since the last flush. */
export type TViewCount = TCounted<{ licenceId: number; id: number }>;
export type TFlushViews = (counts: TViewCount[]) => Promise<void>;

export class ViewCounter extends CountBuffer<{ licenceId: number; id: number }> {
  constructor(write: TFlushViews, flushEveryMs?: number, onError?: (error: unknown) => void) {
    super(({ licenceId, id }) => `${licenceId}:${id}`, write, flushEveryMs, onError);
  }

  record(licenceId: number, id: number): void {
    this.add({ licenceId, id });
  }
}

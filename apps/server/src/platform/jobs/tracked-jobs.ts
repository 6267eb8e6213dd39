/**
 * Jobs people watch (provisioning, domains, app builds): each has a `job_records` row that its handler moves along —
 * queued → running → succeeded, or retrying (attempt n, why) → running …, or failed on the last attempt — with a
 * progress in percent and a message, which the sales console shows as it changes.
 */
import type { Db } from '../db/database';
import type { JobQueue, TJobMeta, TJobOptions, TWorkOptions } from './job-queue';
import {
  deleteJobRecord,
  findJobRecord,
  insertJobRecord,
  markJobEnded,
  markJobRunning,
  setJobRecordQueueId,
  type TJobRecordRow,
  updateJobProgress,
} from './tracked-jobs.queries';

export type { TJobRecordRow } from './tracked-jobs.queries';

export type TTrackedDeps = { jobs: JobQueue; platformDb: Db };
/** Whose job it is: the licence or order whose page shows it. */
export type TTrackedRefs = { licenceId?: number; orderId?: number };
/** What the queue carries: the caller's data and the record's id. */
export type TTrackedJobData<T> = T & { jobRecordId: number };
export type TTrackedRun = TJobMeta & {
  recordId: number;
  /** Sets the progress (0–100) and, when given, the message the watchers see. */
  progress(percent: number, message?: string): Promise<void>;
};
export type TTrackedHandler<T> = (data: T, run: TTrackedRun) => Promise<void>;

/** Messages are for people: long stack-like texts are cut. */
const MESSAGE_MAX = 500;
const messageOf = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, MESSAGE_MAX);

/**
 * Creates the job's record (queued) and queues the job with the record's id, in one transaction (the caller's when
 * `options.tx` is given). A singleton key already waiting or running answers that job's record instead, and records
 * nothing new.
 */
export async function queueTracked<T extends object>(
  deps: TTrackedDeps,
  name: string,
  data: T,
  refs: TTrackedRefs = {},
  options: TJobOptions = {},
): Promise<TJobRecordRow> {
  const queueIn = async (tx: Db): Promise<TJobRecordRow> => {
    const record = await insertJobRecord(tx, { name, ...refs });
    const jobId = await deps.jobs.send<TTrackedJobData<T>>(
      name,
      { ...data, jobRecordId: record.id },
      { ...options, tx },
    );
    if (jobId) return setJobRecordQueueId(tx, record.id, jobId);
    await deleteJobRecord(tx, record.id);
    return pendingRecord(deps, tx, name, options.singletonKey);
  };
  return options.tx ? queueIn(options.tx) : deps.platformDb.transaction((tx) => queueIn(tx));
}

async function pendingRecord(deps: TTrackedDeps, tx: Db, name: string, key: string | undefined) {
  const pending = key ? await deps.jobs.findPending<Partial<TTrackedJobData<object>>>(name, key, tx) : null;
  const record = pending?.data.jobRecordId ? await findJobRecord(tx, pending.data.jobRecordId) : undefined;
  // Only a singleton key is ever refused, and a tracked queue is only sent to tracked.
  if (!record) throw new Error(`Jobs: '${name}' was not queued and no tracked job of key '${key}' is pending`);
  return record;
}

/**
 * Registers a tracked queue's handler: the record goes running at each attempt, succeeded (100 %) when the handler
 * resolves, retrying with the error's message while attempts remain, failed after the last. The handler's error still
 * reaches the queue, which retries.
 */
export function workTracked<T extends object>(
  deps: TTrackedDeps,
  name: string,
  handler: TTrackedHandler<T>,
  options?: TWorkOptions,
): Promise<void> {
  return deps.jobs.work<TTrackedJobData<T>>(
    name,
    async ({ jobRecordId, ...data }, meta) => {
      const db = deps.platformDb;
      await markJobRunning(db, jobRecordId, meta.attempt, meta.jobId);
      try {
        await handler(data as unknown as T, {
          ...meta,
          recordId: jobRecordId,
          progress: (percent, message) => reportProgress(deps, jobRecordId, percent, message),
        });
      } catch (error) {
        const last = meta.attempt >= meta.attemptsAllowed;
        await markJobEnded(db, jobRecordId, last ? 'failed' : 'retrying', messageOf(error));
        throw error;
      }
      await markJobEnded(db, jobRecordId, 'succeeded', null);
    },
    options,
  );
}

/** A running job's progress in percent (0–100, whole) and what it is doing. */
export async function reportProgress(
  deps: Pick<TTrackedDeps, 'platformDb'>,
  recordId: number,
  percent: number,
  message?: string,
): Promise<void> {
  const progress = Math.max(0, Math.min(100, Math.round(percent)));
  await updateJobProgress(deps.platformDb, recordId, progress, message?.slice(0, MESSAGE_MAX) ?? null);
}

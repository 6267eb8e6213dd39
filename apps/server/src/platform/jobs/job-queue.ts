/**
 * Background jobs (issue 13): provisioning, domains and certificates, app builds, reminders, exchange rates. The queue
 * is pg-boss on the same database (decision 0025): each job runs once even with several server processes, retries
 * with backoff, and its state is visible (pg-boss's own tables, and `job_records` for what people watch).
 */
import type { Db } from '../db/database';

export type TJobOptions = {
  /**
   * At most one waiting (queued or retrying) or running job of this queue with this key: a second send is ignored
   * (answers null). Checked under a lock per key, so two processes sending at once queue one job.
   */
  singletonKey?: string;
  /** Attempts after the first; the wait doubles from `retryDelaySeconds`. */
  retryLimit?: number;
  retryDelaySeconds?: number;
  startAfterSeconds?: number;
  /** How long one run may take before it counts as failed (and is retried); 15 minutes unless set. */
  expireInSeconds?: number;
  /**
   * The caller's transaction: the job is queued in it, so it exists exactly when the caller's rows do (a rolled-back
   * transaction queues nothing). Inside a transaction ALWAYS pass it: on embedded PGlite (one connection) a job call
   * outside the open transaction waits for it forever.
   */
  tx?: Db;
};

export type TJobMeta = {
  jobId: string;
  /** 1 for the first run, 2 for the first retry… */
  attempt: number;
  /** Runs allowed in all (retryLimit + 1): `attempt === attemptsAllowed` is the last chance. */
  attemptsAllowed: number;
};

export type TJobHandler<T> = (data: T, meta: TJobMeta) => Promise<void>;

export type TWorkOptions = {
  /** Jobs of this queue this process runs at once (default 1). */
  concurrency?: number;
};

export interface JobQueue {
  /** Queues a job; answers its id, or null when a singleton with the same key is already waiting or running. */
  send<T extends object>(name: string, data: T, options?: TJobOptions): Promise<string | null>;
  /**
   * Registers the handler of a queue (each server process may; one of them takes each job). With JOBS_ENABLED=false
   * the queue is declared but this process runs no handler.
   */
  work<T extends object>(name: string, handler: TJobHandler<T>, options?: TWorkOptions): Promise<void>;
  /** Runs `name` on a cron schedule (Europe/Belgrade), once per tick across all processes. */
  schedule(name: string, cron: string, data?: object): Promise<void>;
  /** The waiting or running job of a queue with this singleton key, if any (what a deduplicated send met). */
  findPending<T extends object>(name: string, singletonKey: string, tx?: Db): Promise<{ id: string; data: T } | null>;
  /** Waits until no job of the given queues is waiting or running (tests, shutdown). */
  drain(names?: string[], timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

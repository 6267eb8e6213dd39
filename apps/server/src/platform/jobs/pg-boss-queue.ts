/**
 * The job queue on pg-boss 10 (decision 0025), the same code on PostgreSQL and on embedded PGlite: pg-boss claims
 * each job with FOR UPDATE SKIP LOCKED, so one process runs it however many poll; a failed run is retried with
 * backoff; schedules tick in Europe/Belgrade once across all processes.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import PgBoss from 'pg-boss';
import type { Db } from '../db/database';
import type { JobQueue, TJobHandler, TJobOptions, TWorkOptions } from './job-queue';
import { createQueueSql, lockSingletonSql, pendingBySingletonSql, unfinishedCountSql } from './pg-boss-sql';
import { handleRunner, type TRunSql, type TrackedSql } from './sql-executor';

export const JOBS_TIME_ZONE = 'Europe/Belgrade';

/** When a send names none: three retries, 10 s, 20 s, 40 s apart (each with up to as much again at random). */
const DEFAULT_RETRY_LIMIT = 3;
const DEFAULT_RETRY_DELAY_SECONDS = 10;
const DRAIN_TIMEOUT_MS = 30_000;
/** How long stopping waits for handlers still running before pg-boss marks them failed (they are retried). */
const STOP_GRACE_MS = 10_000;

export type TJobsLog = {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
};

export type TPgBossQueueOptions = {
  schema: string;
  sql: TrackedSql;
  /** Workers, maintenance and schedules run in this process (JOBS_ENABLED); otherwise it only sends. */
  runWorkers: boolean;
  pollIntervalSeconds: number;
  log: TJobsLog;
  /** How often the schedules are looked at (pg-boss: 1–45 s, default 30); tests shorten it. */
  cronCheckSeconds?: number;
};

type TBossJob = PgBoss.JobWithMetadata<object>;

export class PgBossJobQueue implements JobQueue {
  private readonly boss: PgBoss;
  private readonly queues = new Set<string>();
  private readonly workerIds = new Map<string, string[]>();
  private running = 0;
  private stopping: Promise<void> | null = null;

  constructor(private readonly options: TPgBossQueueOptions) {
    this.boss = new PgBoss({
      db: { executeSql: options.sql.executeSql },
      schema: options.schema,
      migrate: true,
      supervise: options.runWorkers,
      schedule: options.runWorkers,
      retryLimit: DEFAULT_RETRY_LIMIT,
      retryDelay: DEFAULT_RETRY_DELAY_SECONDS,
      retryBackoff: true,
      ...(options.cronCheckSeconds
        ? { cronMonitorIntervalSeconds: options.cronCheckSeconds, cronWorkerIntervalSeconds: options.cronCheckSeconds }
        : {}),
    });
    // pg-boss reports its own failures (maintenance, polling) as events; unheard, an 'error' event would throw.
    this.boss.on('error', (error) => options.log.error({ err: error }, 'job queue error'));
  }

  async start(): Promise<void> {
    await this.boss.start();
  }

  async send<T extends object>(name: string, data: T, options: TJobOptions = {}): Promise<string | null> {
    const { tx, singletonKey } = options;
    // pg-boss refuses an option present but undefined: only those given are passed.
    const sendOptions: PgBoss.SendOptions = {
      retryBackoff: true,
      ...(options.retryLimit !== undefined ? { retryLimit: options.retryLimit } : {}),
      ...(options.retryDelaySeconds !== undefined ? { retryDelay: options.retryDelaySeconds } : {}),
      ...(options.startAfterSeconds ? { startAfter: options.startAfterSeconds } : {}),
      ...(options.expireInSeconds ? { expireInSeconds: options.expireInSeconds } : {}),
      ...(singletonKey ? { singletonKey } : {}),
    };
    // Outside a transaction the queue is declared first, on its own; inside one, in it (see declare).
    if (!tx) await this.declare(name, this.options.sql.executeSql, true);
    const sendOn = async (run: TRunSql): Promise<string | null> => {
      if (tx) await this.declare(name, run, false);
      if (singletonKey) {
        await run(lockSingletonSql, [`${this.options.schema}:${name}:${singletonKey}`]);
        const { rows } = await run(pendingBySingletonSql(this.options.schema), [name, singletonKey]);
        if (rows.length > 0) return null;
      }
      return this.boss.send(name, data, { ...sendOptions, db: { executeSql: run } });
    };
    let id: string | null;
    if (tx) id = await sendOn(handleRunner(tx));
    else if (singletonKey) id = await this.options.sql.transaction(sendOn);
    else id = await sendOn(this.options.sql.executeSql);
    // A job queued in the caller's transaction is seen by the next poll, once that transaction commits.
    if (id && !tx) this.wake(name);
    return id;
  }

  async work<T extends object>(name: string, handler: TJobHandler<T>, options: TWorkOptions = {}): Promise<void> {
    await this.declare(name, this.options.sql.executeSql, true);
    if (!this.options.runWorkers) return;
    const run = async ([job]: TBossJob[]) => {
      if (!job) return;
      this.running += 1;
      try {
        await handler(job.data as T, {
          jobId: job.id,
          attempt: job.retryCount + 1,
          attemptsAllowed: job.retryLimit + 1,
        });
      } catch (error) {
        this.options.log.warn(
          { err: error, queue: name, jobId: job.id, attempt: job.retryCount + 1 },
          'job failed; retried while attempts remain',
        );
        throw error;
      } finally {
        this.running -= 1;
      }
    };
    const ids = this.workerIds.get(name) ?? [];
    for (let i = 0; i < (options.concurrency ?? 1); i += 1) {
      ids.push(
        await this.boss.work<object>(
          name,
          { batchSize: 1, includeMetadata: true, pollingIntervalSeconds: this.options.pollIntervalSeconds },
          run,
        ),
      );
    }
    this.workerIds.set(name, ids);
  }

  async schedule(name: string, cron: string, data: object = {}): Promise<void> {
    await this.declare(name, this.options.sql.executeSql, true);
    await this.boss.schedule(name, cron, data, { tz: JOBS_TIME_ZONE });
  }

  async findPending<T extends object>(
    name: string,
    singletonKey: string,
    tx?: Db,
  ): Promise<{ id: string; data: T } | null> {
    const run = tx ? handleRunner(tx) : this.options.sql.executeSql;
    const { rows } = await run(pendingBySingletonSql(this.options.schema), [name, singletonKey]);
    const row = rows[0];
    return row ? { id: String(row.id), data: row.data as T } : null;
  }

  async drain(names?: string[], timeoutMs = DRAIN_TIMEOUT_MS): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    const text = unfinishedCountSql(this.options.schema, names !== undefined);
    for (;;) {
      const { rows } = await this.options.sql.executeSql(text, names ? [names] : undefined);
      const count = Number(rows[0]?.count ?? 0);
      if (count === 0) return;
      if (Date.now() > deadline) {
        throw new Error(
          `Jobs: ${count} still waiting or running after ${timeoutMs} ms (${names?.join(', ') ?? 'all'})`,
        );
      }
      for (const name of names ?? this.workerIds.keys()) this.wake(name);
      await sleep(50);
    }
  }

  /**
   * Stops taking jobs, lets running handlers finish (for a while), then waits for every statement under way — pg-boss
   * completes a job without waiting for it — before the queue's connections close. Safe to call twice.
   */
  stop(): Promise<void> {
    this.stopping ??= (async () => {
      await this.boss.stop({ graceful: true, timeout: STOP_GRACE_MS, close: false });
      const deadline = Date.now() + STOP_GRACE_MS;
      // A poll under way when stopping began may still hand a job to its handler.
      while ((this.running > 0 || this.options.sql.busy) && Date.now() < deadline) await sleep(20);
      await this.options.sql.close();
    })();
    return this.stopping;
  }

  /**
   * Creates the queue once (pg-boss 10 sends nothing to an unknown queue). Inside a caller's transaction it is
   * created there and remembered only outside one, since that transaction may roll back.
   */
  private async declare(name: string, run: TRunSql, remember: boolean): Promise<void> {
    if (this.queues.has(name)) return;
    await run(createQueueSql(this.options.schema), [name, JSON.stringify({ policy: 'standard' })]);
    if (remember) this.queues.add(name);
  }

  /** Lets this process's workers of the queue poll now instead of at their next interval. */
  private wake(name: string): void {
    for (const id of this.workerIds.get(name) ?? []) this.boss.notifyWorker(id);
  }
}

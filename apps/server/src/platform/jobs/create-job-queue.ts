/**
 * Makes the app's job queue from the configuration (decision 0025): on PostgreSQL a pool of its own beside the
 * requests' pool (a long job never takes a request's connection), on embedded PGlite the one client the app opened.
 */
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TConfig } from '../../config';
import type { Database } from '../db/database';
import { PgBossJobQueue, type TJobsLog } from './pg-boss-queue';
import { pgliteConnection, postgresConnection, type SqlConnection, TrackedSql } from './sql-executor';

/** Connections of the queue's pool: one per polling worker at most, and workers mostly wait. */
const JOBS_POOL_MAX = 4;

export type TJobQueueConfig = Pick<
  TConfig,
  'DATABASE_URL' | 'JOBS_ENABLED' | 'JOBS_SCHEMA' | 'JOBS_POLL_INTERVAL_SECONDS'
>;

export function jobsConnection(config: Pick<TConfig, 'DATABASE_URL'>, database: Database): SqlConnection {
  if (database.kind === 'postgres' && config.DATABASE_URL) {
    const pool = new pg.Pool({
      connectionString: config.DATABASE_URL,
      max: JOBS_POOL_MAX,
      application_name: 'izlog-jobs',
    });
    return postgresConnection(pool);
  }
  // Drizzle keeps the client it was made with as `$client`: the PGlite instance of openDatabase.
  const client = (database.db as unknown as { $client: PGlite }).$client;
  return pgliteConnection(client);
}

export async function startJobQueue(
  config: TJobQueueConfig,
  database: Database,
  log: TJobsLog,
  extra: { cronCheckSeconds?: number } = {},
): Promise<PgBossJobQueue> {
  const sql = new TrackedSql(jobsConnection(config, database), (text) =>
    log.warn({ statement: text.trim().slice(0, 60) }, 'job queue statement after stop, not run'),
  );
  const queue = new PgBossJobQueue({
    schema: config.JOBS_SCHEMA,
    sql,
    runWorkers: config.JOBS_ENABLED,
    pollIntervalSeconds: config.JOBS_POLL_INTERVAL_SECONDS,
    log,
    ...extra,
  });
  await queue.start();
  return queue;
}

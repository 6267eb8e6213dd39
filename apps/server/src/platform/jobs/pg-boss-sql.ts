/**
 * The few statements the queue runs on pg-boss's tables itself (pg-boss 10 schema): the singleton check under a
 * lock per key, a deduplicated send's job, how many jobs are still to run, and declaring a queue inside a caller's
 * transaction. The schema name is checked by pg-boss (letters, digits, underscores).
 */

/** Serialises sends of one (schema, queue, key) until the sending transaction ends. */
export const lockSingletonSql = 'select pg_advisory_xact_lock(hashtext($1))';

/** Waiting, retrying or running (pg-boss's job_state enum is ordered: created < retry < active < completed…). */
export const pendingBySingletonSql = (schema: string) =>
  `select id, data from ${schema}.job where name = $1 and singleton_key = $2 and state < 'completed'
   order by created_on limit 1`;

/** Jobs still to run or running, of the given queues or of all but pg-boss's own. */
export const unfinishedCountSql = (schema: string, byName: boolean) =>
  `select count(*)::int as count from ${schema}.job where state < 'completed' and ${
    byName ? 'name = any($1::text[])' : "name not like '\\_\\_pgboss\\_\\_%'"
  }`;

export const createQueueSql = (schema: string) => `select ${schema}.create_queue($1, $2::json)`;

export const dropSchemaSql = (schema: string) => `drop schema if exists ${schema} cascade`;

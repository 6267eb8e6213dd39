import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../db/database';
import { startJobQueue } from './create-job-queue';
import type { PgBossJobQueue } from './pg-boss-queue';
import { dropSchemaSql } from './pg-boss-sql';

/**
 * The queue on the database the suite runs on (PGlite, or PostgreSQL with DATABASE_URL): two queues on one database
 * stand for two server processes. Each test uses queue names of its own.
 */
const suffix = randomBytes(4).toString('hex');
const schema = `pgboss_q${suffix}`;
const runsTable = `job_runs_${suffix}`;
const warnings: string[] = [];
const log = {
  warn: (_object: object, message: string) => warnings.push(message),
  error: (_object: object, message: string) => warnings.push(message),
};
const config = {
  DATABASE_URL: process.env.DATABASE_URL,
  JOBS_ENABLED: true,
  JOBS_SCHEMA: schema,
  JOBS_POLL_INTERVAL_SECONDS: 0.5,
};

let database: Database;
let first: PgBossJobQueue;
let second: PgBossJobQueue;

const rowsOf = async <T>(text: string) => ((await database.db.execute(sql.raw(text))) as unknown as { rows: T[] }).rows;
const runsOf = (queue: string) =>
  rowsOf<{ job_id: string; worker: string; attempt: number }>(
    `select job_id, worker, attempt from ${runsTable} where queue = '${queue}' order by id`,
  );
const jobStates = (queue: string) => rowsOf(`select state from ${schema}.job where name = '${queue}'`);
const recordRun = (queue: string, worker: string, jobId: string, attempt: number) =>
  database.db.execute(
    sql`insert into ${sql.raw(runsTable)} (queue, worker, job_id, attempt) values (${queue}, ${worker}, ${jobId}, ${attempt})`,
  );

beforeAll(async () => {
  database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL ?? 'memory://',
    dataDir: mkdtempSync(join(tmpdir(), 'izlog-jobs-')),
  });
  await database.db.execute(
    sql.raw(
      `create table ${runsTable} (id serial primary key, queue text not null, worker text not null, job_id text not null, attempt int not null)`,
    ),
  );
  first = await startJobQueue(config, database, log);
  second = await startJobQueue(config, database, log);
});

afterAll(async () => {
  await first?.stop();
  await second?.stop();
  await database.db.execute(sql.raw(`drop table if exists ${runsTable}`));
  await database.db.execute(sql.raw(dropSchemaSql(schema)));
  await database.close();
});

describe('the job queue', () => {
  it('runs each of 20 jobs exactly once while two processes race for them', async () => {
    for (const [worker, queue] of [
      ['first', first],
      ['second', second],
    ] as const) {
      await queue.work<{ n: number }>(
        'race',
        async (_data, meta) => {
          await recordRun('race', worker, meta.jobId, meta.attempt);
          await sleep(30);
        },
        { concurrency: 2 },
      );
    }
    const ids = await Promise.all(Array.from({ length: 20 }, (_, n) => first.send('race', { n })));
    expect(new Set(ids).size).toBe(20);

    await second.drain(['race']);

    const runs = await runsOf('race');
    expect(runs).toHaveLength(20);
    expect(new Set(runs.map((run) => run.job_id))).toEqual(new Set(ids));
    expect(runs.every((run) => run.attempt === 1)).toBe(true);
  });

  it('retries a failing job with backoff until it succeeds, counting the attempts', async () => {
    await first.work<{ failures: number }>('flaky', async (data, meta) => {
      await recordRun('flaky', 'first', meta.jobId, meta.attempt);
      if (meta.attempt <= data.failures) throw new Error(`attempt ${meta.attempt} failed`);
    });
    const started = Date.now();
    await first.send('flaky', { failures: 1 }, { retryLimit: 2, retryDelaySeconds: 1 });
    await first.drain(['flaky']);

    expect((await runsOf('flaky')).map((run) => run.attempt)).toEqual([1, 2]);
    // The retry waited for its delay (1 s, up to twice that with the backoff's random part).
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(warnings).toContain('job failed; retried while attempts remain');
  });

  it('gives up after the last attempt and tells the handler which attempt is the last', async () => {
    const seen: string[] = [];
    await first.work('hopeless', async (_data, meta) => {
      seen.push(`${meta.attempt}/${meta.attemptsAllowed}`);
      throw new Error('never works');
    });
    await first.send('hopeless', {}, { retryLimit: 1, retryDelaySeconds: 1 });
    await first.drain(['hopeless']);

    expect(seen).toEqual(['1/2', '2/2']);
    expect(await jobStates('hopeless')).toEqual([{ state: 'failed' }]);
  });

  it('queues one job per singleton key while it waits or runs, from two processes at once', async () => {
    let release!: () => void;
    const held = new Promise<void>((done) => {
      release = done;
    });
    await first.work<{ from: string }>(
      'recheck',
      async (data, meta) => {
        await recordRun('recheck', data.from, meta.jobId, meta.attempt);
        await held;
      },
      { concurrency: 2 },
    );

    const sent = await Promise.all([
      first.send('recheck', { from: 'first' }, { singletonKey: 'example.rs' }),
      second.send('recheck', { from: 'second' }, { singletonKey: 'example.rs' }),
      first.send('recheck', { from: 'first' }, { singletonKey: 'other.rs' }),
    ]);
    expect(sent.filter((id) => id === null)).toHaveLength(1);
    const pending = await second.findPending<{ from: string }>('recheck', 'example.rs');
    expect(sent).toContain(pending?.id);

    // While it runs, a second send for the key is still ignored.
    await waitFor(async () => (await runsOf('recheck')).length === 2);
    expect(await second.send('recheck', { from: 'second' }, { singletonKey: 'example.rs' })).toBeNull();

    release();
    await first.drain(['recheck']);
    expect(await second.findPending('recheck', 'example.rs')).toBeNull();
    // Once it has run, the key takes a new job.
    expect(await second.send('recheck', { from: 'second' }, { singletonKey: 'example.rs' })).not.toBeNull();
    await first.drain(['recheck']);
    expect(await runsOf('recheck')).toHaveLength(3);
  });

  it("queues a job inside the caller's transaction: a rollback queues nothing, a commit queues it", async () => {
    await first.work<{ label: string }>('in-transaction', async (data, meta) => {
      await recordRun('in-transaction', data.label, meta.jobId, meta.attempt);
    });
    await database.db
      .transaction(async (tx) => {
        await first.send('in-transaction', { label: 'rolled back' }, { tx });
        throw new Error('rollback');
      })
      .catch(() => {});
    await database.db.transaction(async (tx) => {
      await first.send('in-transaction', { label: 'committed' }, { tx });
    });
    await first.drain(['in-transaction']);

    expect((await runsOf('in-transaction')).map((run) => run.worker)).toEqual(['committed']);
  });

  it('says which jobs are still waiting when draining times out', async () => {
    // A queue no process works on.
    await first.send('unworked', {});
    await expect(first.drain(['unworked'], 300)).rejects.toThrow(/1 still waiting or running.*unworked/);
  });

  it('keeps a schedule in Europe/Belgrade time and runs each tick once across processes', async () => {
    const ticking = await startJobQueue(config, database, log, { cronCheckSeconds: 1 });
    try {
      for (const [worker, queue] of [
        ['first', first],
        ['ticking', ticking],
      ] as const) {
        await queue.work('every-minute', async (_data, meta) => {
          await recordRun('every-minute', worker, meta.jobId, meta.attempt);
        });
      }
      await ticking.schedule('every-minute', '* * * * *', { why: 'test' });
      await first.schedule('every-minute', '* * * * *', { why: 'test' });

      expect(await rowsOf(`select cron, timezone from ${schema}.schedule where name = 'every-minute'`)).toEqual([
        { cron: '* * * * *', timezone: 'Europe/Belgrade' },
      ]);
      await waitFor(async () => (await runsOf('every-minute')).length > 0, 15_000);
      await sleep(2500);
      // One run per minute's tick, though both processes look at the schedules: the jobs that ran were made in
      // different minutes (a loaded machine may reach the next minute's tick meanwhile, never the same tick twice).
      const ran = await runsOf('every-minute');
      const minutes = await rowsOf<{ minute: string }>(
        `select to_char(created_on, 'YYYY-MM-DD HH24:MI') as minute from ${schema}.job where name = 'every-minute'` +
          ` and id::text in (${ran.map((run) => `'${run.job_id}'`).join(', ')})`,
      );
      expect(ran.length).toBeGreaterThan(0);
      expect(minutes).toHaveLength(ran.length);
      expect(new Set(minutes.map((row) => row.minute)).size).toBe(ran.length);
    } finally {
      await ticking.stop();
    }
  });

  it('lets a running handler finish before stopping, and then answers nothing more', async () => {
    const queue = await startJobQueue(config, database, log);
    let finished = false;
    let startedRun!: () => void;
    const running = new Promise<void>((done) => {
      startedRun = done;
    });
    await queue.work('slow', async () => {
      startedRun();
      await sleep(400);
      finished = true;
    });
    await queue.send('slow', {});
    await running;
    await queue.stop();

    expect(finished).toBe(true);
    expect(await jobStates('slow')).toEqual([{ state: 'completed' }]);
    await queue.stop();
  });
});

async function waitFor(condition: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await sleep(50);
  }
}

import { setTimeout as sleep } from 'node:timers/promises';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence, type TTestLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { jobRecords } from '../../db/schema';
import { queueTracked, workTracked } from './tracked-jobs';

/** What a watcher of a tracked job sees (its record), through a real app on the suite's database. */
let app: TTestApp;
let licence: TTestLicence;

beforeAll(async () => {
  app = await createTestApp();
  licence = await createLicence(app);
});
afterAll(async () => {
  await app?.close();
});

const recordOf = async (id: number) => {
  const [row] = await app.deps.platformDb.select().from(jobRecords).where(eq(jobRecords.id, id));
  return row!;
};
/** This file's records of a queue (a shared PostgreSQL keeps other runs' rows). */
const recordsOf = (name: string) =>
  app.deps.platformDb
    .select()
    .from(jobRecords)
    .where(and(eq(jobRecords.name, name), eq(jobRecords.licenceId, licence.id)));
const seen = (row: Awaited<ReturnType<typeof recordOf>>) => ({
  state: row.state,
  progress: row.progress,
  attempts: row.attempts,
  message: row.message,
});

async function waitForRecord(id: number, check: (row: Awaited<ReturnType<typeof recordOf>>) => boolean) {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const row = await recordOf(id);
    if (check(row)) return row;
    if (Date.now() > deadline) throw new Error(`job record ${id} stayed ${JSON.stringify(seen(row))}`);
    await sleep(25);
  }
}

function latch() {
  let open!: () => void;
  const opened = new Promise<void>((done) => {
    open = done;
  });
  return { open, opened };
}

describe('tracked jobs', () => {
  it('show queued, then running with the progress the handler reports, then succeeded', async () => {
    const halfway = latch();
    const handled: unknown[] = [];
    await workTracked<{ step: string }>(app.deps, 'tracked-steps', async (data, run) => {
      handled.push(data);
      await run.progress(40, 'Halfway there');
      await halfway.opened;
    });

    const record = await queueTracked(app.deps, 'tracked-steps', { step: 'one' }, { licenceId: licence.id });
    expect(record).toMatchObject({ state: 'queued', licenceId: licence.id, name: 'tracked-steps' });
    expect(record.queueJobId).toBeTruthy();

    const running = await waitForRecord(record.id, (row) => row.progress === 40);
    expect(seen(running)).toEqual({ state: 'running', progress: 40, attempts: 1, message: 'Halfway there' });

    halfway.open();
    await app.deps.jobs.drain(['tracked-steps']);
    expect(seen(await recordOf(record.id))).toEqual({ state: 'succeeded', progress: 100, attempts: 1, message: null });
    // The handler gets its own data, without the record's id.
    expect(handled).toEqual([{ step: 'one' }]);
  });

  it('show retrying with the attempt and the reason after a failure, then succeeded on the retry', async () => {
    await workTracked(app.deps, 'tracked-flaky', async (_data, run) => {
      if (run.attempt === 1) throw new Error('The registry did not answer');
    });
    const record = await queueTracked(
      app.deps,
      'tracked-flaky',
      {},
      { licenceId: licence.id },
      { retryLimit: 2, retryDelaySeconds: 1 },
    );

    const retrying = await waitForRecord(record.id, (row) => row.state === 'retrying');
    expect(seen(retrying)).toEqual({
      state: 'retrying',
      progress: 0,
      attempts: 1,
      message: 'The registry did not answer',
    });

    await app.deps.jobs.drain(['tracked-flaky']);
    expect(seen(await recordOf(record.id))).toEqual({ state: 'succeeded', progress: 100, attempts: 2, message: null });
  });

  it('show failed with the last reason once the attempts are used up', async () => {
    await workTracked(app.deps, 'tracked-hopeless', async (_data, run) => {
      throw new Error(`No luck on attempt ${run.attempt}`);
    });
    const record = await queueTracked(app.deps, 'tracked-hopeless', {}, {}, { retryLimit: 1, retryDelaySeconds: 1 });
    await app.deps.jobs.drain(['tracked-hopeless']);

    expect(seen(await recordOf(record.id))).toEqual({
      state: 'failed',
      progress: 0,
      attempts: 2,
      message: 'No luck on attempt 2',
    });
  });

  it('answer the waiting job of a singleton key instead of queuing a second one', async () => {
    const held = latch();
    let runs = 0;
    await workTracked(app.deps, 'tracked-single', async () => {
      runs += 1;
      await held.opened;
    });
    const first = await queueTracked(app.deps, 'tracked-single', {}, { licenceId: licence.id }, { singletonKey: 'a' });
    const again = await queueTracked(app.deps, 'tracked-single', {}, { licenceId: licence.id }, { singletonKey: 'a' });
    expect(again.id).toBe(first.id);

    held.open();
    await app.deps.jobs.drain(['tracked-single']);
    expect(runs).toBe(1);
    expect((await recordsOf('tracked-single')).map((row) => row.state)).toEqual(['succeeded']);
  });

  it("are part of the caller's transaction: a rollback leaves neither record nor job", async () => {
    let runs = 0;
    await workTracked(app.deps, 'tracked-rolled-back', async () => {
      runs += 1;
    });
    await app.deps.platformDb
      .transaction(async (tx) => {
        await queueTracked(app.deps, 'tracked-rolled-back', {}, { licenceId: licence.id }, { tx });
        throw new Error('the order could not be saved');
      })
      .catch(() => {});
    await app.deps.jobs.drain(['tracked-rolled-back']);

    expect(runs).toBe(0);
    expect(await recordsOf('tracked-rolled-back')).toEqual([]);
  });
});

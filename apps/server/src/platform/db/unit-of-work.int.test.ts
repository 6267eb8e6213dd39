import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLicence } from '../../../test/factories';
import { createTestApp, type TTestApp } from '../../../test/harness';
import { tags } from '../../db/schema';
import { inUnitOfWork } from './unit-of-work';

let app: TTestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(() => app.close());

const tagNamed = (name: string) => ({ name, slug: name });
const storedTags = (licenceId: number) =>
  app.deps.platformDb.select().from(tags).where(eq(tags.licenceId, licenceId)).orderBy(tags.id);

/** A logger that keeps what it was told. */
function keptLog() {
  const errors: { object: object; message: string }[] = [];
  return { errors, log: { error: (object: object, message: string) => void errors.push({ object, message }) } };
}

describe('one unit of work', () => {
  it('runs its after-commit tasks once, in order, after the commit: each sees the committed rows', async () => {
    const licence = await createLicence(app);
    const seen: string[] = [];
    const answer = await inUnitOfWork(app.deps.platformDb, async (unit) => {
      await unit.tenant(licence.id).insert(tags, tagNamed('prvi'));
      unit.afterCommit(async () => {
        // Read outside the transaction: only a committed row is there.
        const rows = await storedTags(licence.id);
        seen.push(`first:${rows.map((row) => row.name).join(',')}`);
      });
      unit.afterCommit(() => void seen.push('second'));
      expect(seen).toEqual([]);
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual(['first:prvi', 'second']);
  });

  it('runs no after-commit task when the work throws, and keeps none of its writes', async () => {
    const licence = await createLicence(app);
    const seen: string[] = [];
    const failure = new Error('refused');
    await expect(
      inUnitOfWork(app.deps.platformDb, async (unit) => {
        await unit.tenant(licence.id).insert(tags, tagNamed('drugi'));
        unit.afterCommit(() => void seen.push('ran'));
        throw failure;
      }),
    ).rejects.toBe(failure);
    expect(seen).toEqual([]);
    expect(await storedTags(licence.id)).toEqual([]);
  });

  it('logs a failing after-commit task instead of throwing it, and still runs the tasks after it', async () => {
    const licence = await createLicence(app);
    const { errors, log } = keptLog();
    const seen: string[] = [];
    const answer = await inUnitOfWork(
      app.deps.platformDb,
      async (unit) => {
        await unit.tenant(licence.id).insert(tags, tagNamed('treci'));
        unit.afterCommit(() => {
          throw new Error('the mail server is down');
        });
        unit.afterCommit(() => void seen.push('after the failure'));
        return 42;
      },
      { log },
    );
    expect(answer).toBe(42);
    expect(seen).toEqual(['after the failure']);
    expect(errors).toHaveLength(1);
    expect(String((errors[0]!.object as { err: Error }).err.message)).toBe('the mail server is down');
    expect((await storedTags(licence.id)).map((row) => row.name)).toEqual(['treci']);
  });

  it('scopes tenant(licenceId) to that licence, inside the same transaction', async () => {
    const mine = await createLicence(app);
    const other = await createLicence(app);
    await inUnitOfWork(app.deps.platformDb, async (unit) => {
      await unit.tenant(other.id).insert(tags, tagNamed('tudji'));
    });
    const failure = new Error('undo');
    await expect(
      inUnitOfWork(app.deps.platformDb, async (unit) => {
        const tenant = unit.tenant(mine.id);
        expect(unit.tenant(mine.id)).toBe(tenant);
        expect(tenant.licenceId).toBe(mine.id);
        await tenant.insert(tags, tagNamed('moj'));
        // The other licence's row is not found through this scope, even by its name. (Nothing here reads outside
        // the transaction: on PGlite, one connection, such a read would wait for the transaction to end.)
        expect((await tenant.select(tags)).map((row) => row.name)).toEqual(['moj']);
        expect(await tenant.findOne(tags, eq(tags.name, 'tudji'))).toBeUndefined();
        expect((await unit.db.select().from(tags).where(eq(tags.licenceId, mine.id))).map((row) => row.name)).toEqual([
          'moj',
        ]);
        throw failure;
      }),
    ).rejects.toBe(failure);
    // The scope's write was the transaction's: rolled back with it.
    expect(await storedTags(mine.id)).toEqual([]);
    expect((await storedTags(other.id)).map((row) => row.name)).toEqual(['tudji']);
  });

  it('joins a unit it is given: the inner work commits with the outer, and its tasks wait for that commit', async () => {
    const licence = await createLicence(app);
    const seen: string[] = [];
    await inUnitOfWork(app.deps.platformDb, async (outer) => {
      await inUnitOfWork(outer, async (inner) => {
        expect(inner).toBe(outer);
        await inner.tenant(licence.id).insert(tags, tagNamed('unutra'));
        inner.afterCommit(() => void seen.push('inner'));
      });
      expect(seen).toEqual([]);
      outer.afterCommit(() => void seen.push('outer'));
    });
    expect(seen).toEqual(['inner', 'outer']);
    expect((await storedTags(licence.id)).map((row) => row.name)).toEqual(['unutra']);
  });

  it('queues a job in its transaction through its handle: a rolled-back unit queues nothing', async () => {
    const key = `unit-of-work-${Date.now()}`;
    const queue = 'unit-of-work-probe';
    await expect(
      inUnitOfWork(app.deps.platformDb, async (unit) => {
        expect(await app.deps.jobs.send(queue, { probe: true }, { singletonKey: key, tx: unit.db })).not.toBeNull();
        expect(await app.deps.jobs.findPending(queue, key, unit.db)).not.toBeNull();
        throw new Error('undo');
      }),
    ).rejects.toThrow('undo');
    expect(await app.deps.jobs.findPending(queue, key)).toBeNull();
  });
});

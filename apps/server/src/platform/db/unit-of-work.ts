/**
 * One unit of work (issue 25 item 1): a transaction that carries its handle, the licences' scopes inside it, and the
 * work that must wait for its commit (caches to drop, mail, log lines). Every transaction of the server opens here.
 */
import { TenantDb } from '../tenancy/tenant-db';
import type { Db } from './database';

type TLogger = { error(object: object, message: string): void };

export type TUnitOfWork = {
  /**
   * The transaction, unscoped: platform tables, the licences row. It is also the handle a job queued in this unit
   * takes (`TJobOptions.tx`), so the job exists exactly when the unit's rows do.
   */
  readonly db: Db;
  /** The tenant scope of `licenceId` inside this transaction (one per licence). */
  tenant(licenceId: number): TenantDb;
  /**
   * Runs `task` once the transaction has committed, after the tasks registered before it; never after a rollback.
   * A task's failure is logged, not thrown: what the unit wrote is committed by then and stays.
   */
  afterCommit(task: () => unknown): void;
};

export type TUnitOptions = {
  /** Where an after-commit task's failure is written (the console when not given). */
  log?: TLogger;
};

const consoleLog: TLogger = { error: (object, message) => console.error(message, object) };

/** Units opened here, to tell one from a bare handle (`inUnitOfWork` joins a unit it is given). */
const units = new WeakSet<TUnitOfWork>();

/**
 * Runs `work` in one transaction of `db`, then the tasks it registered with `afterCommit`, in order, and answers what
 * `work` answered. Given a unit rather than a handle, `work` runs in that unit: its writes commit with the caller's
 * and its tasks wait for the caller's commit (a nested transaction would run them after its savepoint).
 */
export async function inUnitOfWork<R>(
  from: Db | TUnitOfWork,
  work: (unit: TUnitOfWork) => Promise<R>,
  options: TUnitOptions = {},
): Promise<R> {
  if (isUnit(from)) return work(from);
  const tasks: (() => unknown)[] = [];
  const result = await from.transaction((tx) => work(openUnit(tx, tasks)));
  const log = options.log ?? consoleLog;
  for (const task of tasks) {
    try {
      await task();
    } catch (error) {
      log.error({ err: error }, 'a task after a committed transaction failed');
    }
  }
  return result;
}

function isUnit(from: Db | TUnitOfWork): from is TUnitOfWork {
  return units.has(from as TUnitOfWork);
}

function openUnit(tx: Db, tasks: (() => unknown)[]): TUnitOfWork {
  const scopes = new Map<number, TenantDb>();
  const unit: TUnitOfWork = {
    db: tx,
    tenant(licenceId) {
      let scope = scopes.get(licenceId);
      if (!scope) {
        scope = new TenantDb(tx, licenceId);
        scopes.set(licenceId, scope);
      }
      return scope;
    },
    afterCommit(task) {
      tasks.push(task);
    },
  };
  units.add(unit);
  return unit;
}

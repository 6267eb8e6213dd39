/**
 * The one way pg-boss and the queue reach the database (pg-boss's `db` option): a PostgreSQL pool of the queue's own,
 * the embedded PGlite client, or a caller's Drizzle transaction. It counts the statements under way so stopping can
 * wait for them before the database closes.
 */
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import type { Db } from '../db/database';

export type TSqlResult = { rows: Record<string, unknown>[] };
export type TRunSql = (text: string, values?: unknown[]) => Promise<TSqlResult>;

export interface SqlConnection {
  run: TRunSql;
  /** Runs `work` in one transaction on one connection (committed when it resolves, rolled back when it throws). */
  transaction<T>(work: (run: TRunSql) => Promise<T>): Promise<T>;
  /** Closes what the queue opened (its pool); the app's own database is closed by the app. */
  close(): Promise<void>;
}

const hasValues = (values?: unknown[]): values is unknown[] => values !== undefined && values.length > 0;

/**
 * pg-boss sends its schema changes and maintenance as several statements at once, with their own BEGIN … COMMIT and
 * no values: those go through the simple protocol on one connection, rolled back should one fail so the connection
 * is not left in a failed transaction.
 */
export function postgresConnection(pool: pg.Pool): SqlConnection {
  const withClient = async <T>(work: (client: pg.PoolClient) => Promise<T>): Promise<T> => {
    const client = await pool.connect();
    try {
      return await work(client);
    } finally {
      client.release();
    }
  };
  const run: TRunSql = async (text, values) => {
    if (hasValues(values)) return pool.query(text, values);
    return withClient(async (client) => {
      try {
        return await client.query(text);
      } catch (error) {
        await client.query('ROLLBACK').catch(() => {});
        throw error;
      }
    });
  };
  return {
    run,
    transaction: (work) =>
      withClient(async (client) => {
        await client.query('BEGIN');
        try {
          const result = await work((text, values) => client.query(text, values));
          await client.query('COMMIT');
          return result;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => {});
          throw error;
        }
      }),
    close: () => pool.end(),
  };
}

/**
 * PGlite is one connection that serialises its callers: statements with values go through `query`, several at once
 * through `exec` inside PGlite's own transaction (its BEGIN inside pg-boss's is harmless and its ROLLBACK cleans up
 * a failure); `exec` answers one result per statement, pg-boss reads the last.
 */
export function pgliteConnection(client: PGlite): SqlConnection {
  return {
    run: async (text, values) => {
      if (hasValues(values)) return client.query(text, values as unknown[]) as Promise<TSqlResult>;
      const results = await client.transaction((tx) => tx.exec(text));
      return (results.at(-1) ?? { rows: [] }) as TSqlResult;
    },
    transaction: (work) =>
      client.transaction((tx) => work((text, values) => tx.query(text, values as unknown[]) as Promise<TSqlResult>)),
    close: async () => {},
  };
}

type TDrizzleSessionClient = { query(text: string, values?: unknown[]): Promise<TSqlResult> };

/**
 * Statements on a Drizzle handle's own connection, so a job is queued inside the caller's transaction. Drizzle keeps
 * the transaction's client (node-postgres PoolClient, PGlite Transaction) as `session.client`, both with `query`.
 */
export function handleRunner(handle: Db): TRunSql {
  const client = (handle as unknown as { session?: { client?: Partial<TDrizzleSessionClient> } }).session?.client;
  if (typeof client?.query !== 'function') {
    throw new Error('Jobs: this database handle has no client to queue a job in its transaction (Drizzle changed?)');
  }
  return (text, values) => (client as TDrizzleSessionClient).query(text, hasValues(values) ? values : []);
}

/**
 * Counts statements under way; once closed, late ones (pg-boss completes a job without waiting) are answered empty
 * instead of failing on a closed database, which would be an unhandled rejection inside pg-boss.
 */
export class TrackedSql {
  private readonly inFlight = new Set<Promise<unknown>>();
  private closed = false;

  constructor(
    private readonly connection: SqlConnection,
    private readonly onLate: (text: string) => void,
  ) {}

  /** pg-boss's `db` option. */
  readonly executeSql = (text: string, values?: unknown[]): Promise<TSqlResult> => {
    if (this.closed) {
      this.onLate(text);
      return Promise.resolve({ rows: [] });
    }
    return this.track(this.connection.run(text, values));
  };

  transaction<T>(work: (run: TRunSql) => Promise<T>): Promise<T> {
    if (this.closed) return Promise.reject(new Error('Jobs: the queue is stopped'));
    return this.track(this.connection.transaction(work));
  }

  get busy(): boolean {
    return this.inFlight.size > 0;
  }

  /** Waits for the statements under way, then refuses new ones and closes the queue's own connections. */
  async close(): Promise<void> {
    while (this.inFlight.size > 0) await Promise.allSettled([...this.inFlight]);
    this.closed = true;
    await this.connection.close();
  }

  private track<T>(promise: Promise<T>): Promise<T> {
    this.inFlight.add(promise);
    const forget = () => this.inFlight.delete(promise);
    promise.then(forget, forget);
    return promise;
  }
}

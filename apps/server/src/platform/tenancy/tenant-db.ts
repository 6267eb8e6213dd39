/**
 * Tenant-scoped data access (DESIGN §2): the only way request code reaches tenant rows. Every read, write and
 * delete is AND-ed with `licence_id = <this licence>` and every insert gets the licence id, so a query that forgets
 * the licence cannot be written with it. Rows of another licence are simply not found (404, never 403).
 */
import { and, count, eq, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Db } from '../db/database';
import { inUnitOfWork, type TUnitOfWork } from '../db/unit-of-work';

/** A table that belongs to a licence: it has a `licenceId` column. */
export type TenantTable = PgTable & { licenceId: PgColumn };
/** A select built by this class, usable as a subquery. */
type Subqueryable = { as(alias: string): Subquery };
type Insert<T extends TenantTable> = Omit<T['$inferInsert'], 'licenceId'>;

export class TenantDb {
  constructor(
    private readonly db: Db,
    readonly licenceId: number,
  ) {}

  /** The licence condition for `table`, AND-ed with any others: use it in joins and subqueries. */
  scope(table: TenantTable, ...conditions: (SQL | undefined)[]): SQL {
    // Each condition in parentheses: `and` does not add them, so a raw `sql\`a or b\`` would escape the licence.
    const fenced = conditions.map((condition) => (condition ? sql`(${condition})` : undefined));
    return and(eq(table.licenceId, this.licenceId), ...fenced) as SQL;
  }

  /** The condition of a join to `table`: the joined rows are this licence's too, whatever the other side says. */
  joinOn(table: TenantTable, condition: SQL): SQL {
    return this.scope(table, condition);
  }

  /** `exists (select 1 from table where <this licence> and condition)`, for filters over a related table. */
  exists(table: TenantTable, condition: SQL): SQL {
    // Built by the query builder, not as text: an aliased table is written `"table" "alias"` only by the builder.
    const related = this.db
      .select({ one: sql`1`.as('one') })
      .from<TenantTable>(table as never)
      .where(this.scope(table, condition));
    return sql`exists (${related})`;
  }

  /** `column in (select value from table where <this licence> and condition)`. */
  inSubquery(column: PgColumn | SQL, table: TenantTable, value: PgColumn, condition?: SQL): SQL {
    const values = this.db
      .select({ value })
      .from<TenantTable>(table as never)
      .where(this.scope(table, condition));
    return sql`${column} in (${values})`;
  }

  // Drizzle cannot resolve its empty-selection check for a generic table, hence `from<T>(table as never)`.
  select<T extends TenantTable>(table: T, where?: SQL) {
    const builder = this.db.select();
    return builder
      .from<T>(table as never)
      .where(this.scope(table, where))
      .$dynamic();
  }

  /** Selects chosen columns, for lists that should not read whole rows. */
  selectFields<T extends TenantTable, F extends Record<string, PgColumn | SQL.Aliased>>(
    table: T,
    fields: F,
    where?: SQL,
  ) {
    const builder = this.db.select(fields);
    return builder
      .from<T>(table as never)
      .where(this.scope(table, where))
      .$dynamic();
  }

  async findOne<T extends TenantTable>(table: T, where: SQL): Promise<T['$inferSelect'] | undefined> {
    const rows = await this.select(table, where).limit(1);
    return rows[0] as T['$inferSelect'] | undefined;
  }

  async count<T extends TenantTable>(table: T, where?: SQL): Promise<number> {
    const builder = this.db.select({ n: count() });
    const [row] = await builder.from<T>(table as never).where(this.scope(table, where));
    return Number(row?.n ?? 0);
  }

  insert<T extends TenantTable>(table: T, values: Insert<T> | Insert<T>[]) {
    const list = (Array.isArray(values) ? values : [values]).map((v) => ({ ...v, licenceId: this.licenceId }));
    return this.db.insert(table).values(list as T['$inferInsert'][]);
  }

  update<T extends TenantTable>(table: T, set: Omit<PgUpdateSetSource<T>, 'licenceId'>, where: SQL) {
    return this.db
      .update(table)
      .set(set as PgUpdateSetSource<T>)
      .where(this.scope(table, where));
  }

  delete<T extends TenantTable>(table: T, where: SQL) {
    return this.db.delete(table).where(this.scope(table, where));
  }

  /**
   * The rows of a query built through this TenantDb, each as the text of one JSON object made by the database (its
   * keys are the query's column aliases), with the `beside` columns read out too: a few columns per row to map
   * where many rows of many columns cost more to map than to query (the driver's rows are returned as they come).
   * The statement is prepared once per connection under `statementName`, so it is planned once, not on every call.
   */
  async jsonTextRows<C extends string>(
    query: Subqueryable,
    beside: readonly C[],
    statementName: string,
  ): Promise<({ json: string } & Record<C, unknown>)[]> {
    const columns = Object.fromEntries(beside.map((name) => [name, sql`r.${sql.identifier(name)}`.as(name)]));
    const select = this.db.select({ json: sql<string>`to_json(r)::text`.as('json'), ...columns }).from(query.as('r'));
    return rawRows<{ json: string } & Record<C, unknown>>(select.prepare(statementName) as unknown as TPrepared, {});
  }

  /**
   * One window of the rows of a query (a union, say), each as one JSON object, with how many rows the query has in
   * all — one statement, prepared under `statementName`. Past the last row there is no row to carry the total: it
   * is then null.
   *
   * The statement is built once for every licence, the first time it is asked for: `build` gets a TenantDb whose
   * licence is a placeholder, and gives the query and its order (columns named `hits."column"`); the query's other
   * values are placeholders too, filled from `values`. Every execution binds this TenantDb's own licence, which
   * `values` cannot change. (Building a large statement — search folds catalog text in SQL — cost the server more
   * than PostgreSQL spent running it.)
   */
  async windowOf<R>(
    statementName: string,
    build: (shared: TenantDb) => { query: Subqueryable; order: SQL[] },
    values: Record<string, unknown>,
    window: { limit: number; offset: number },
  ): Promise<{ rows: R[]; total: number | null }> {
    const prepared = sharedStatement(this.db, statementName, () => {
      const { query, order } = build(new TenantDb(this.db, sql.placeholder(LICENCE_PLACEHOLDER) as unknown as number));
      return (
        this.db
          .select({ row: sql<R>`to_json(hits)`.as('row'), total: sql<number>`count(*) over ()`.as('total') })
          .from(query.as('hits'))
          .orderBy(...order)
          // Drizzle leaves out `offset 0`: a placeholder keeps one text for every window.
          .limit(sql.placeholder('limit'))
          .offset(sql.placeholder('offset'))
      );
    });
    const rows = await rawRows<{ row: R; total: unknown }>(prepared, {
      ...values,
      ...window,
      [LICENCE_PLACEHOLDER]: this.licenceId,
    });
    return { rows: rows.map((r) => r.row), total: rows.length > 0 ? Number(rows[0]!.total) : null };
  }

  /**
   * Runs `work` in one unit of work, still scoped to this licence; `unit` is for what the scope cannot hold (the
   * handle a queued job takes, an advisory lock, after-commit tasks).
   */
  transaction<R>(work: (tx: TenantDb, unit: TUnitOfWork) => Promise<R>): Promise<R> {
    return inUnitOfWork(this.db, (unit) => work(unit.tenant(this.licenceId), unit));
  }
}

type TPrepared = { all(values: object): Promise<unknown> };

/** The placeholder a shared statement's licence conditions compare with. */
const LICENCE_PLACEHOLDER = '__licence_id';

/** Statements built once for every licence (`windowOf`), per database (tests run several apps in one process). */
const sharedStatements = new WeakMap<Db, Map<string, TPrepared>>();

function sharedStatement(db: Db, name: string, build: () => { prepare(name: string): unknown }): TPrepared {
  let statements = sharedStatements.get(db);
  if (!statements) {
    statements = new Map();
    sharedStatements.set(db, statements);
  }
  let prepared = statements.get(name);
  if (!prepared) {
    prepared = build().prepare(name) as TPrepared;
    statements.set(name, prepared);
  }
  return prepared;
}

/**
 * Runs a prepared statement and gives the driver's rows as they come: `all()` skips Drizzle's mapping of every field
 * of every row (its type checks cost more than the query here).
 */
async function rawRows<R>(prepared: TPrepared, values: object): Promise<R[]> {
  const result = await prepared.all(values);
  // node-postgres gives its result's rows, PGlite the rows themselves.
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as R[];
}

/**
 * Opens the database: embedded PGlite in DATA_DIR by default, a PostgreSQL server when DATABASE_URL is set.
 * Both speak the same SQL, take the same migrations and give the same Drizzle handle.
 */
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gin } from '@electric-sql/pglite/contrib/btree_gin';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from '../../db/schema';

export type TSchema = typeof schema;
/** The unscoped handle. Outside platform code, reach tenant rows only through `TenantDb`. */
export type Db = PgDatabase<PgQueryResultHKT, TSchema>;

export type Database = {
  db: Db;
  kind: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  ping(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: the whole database as a tarball, to open copies of it (the tests' migrated template). */
  dumpDataDir?(): Promise<Blob>;
};

const MIGRATIONS_FOLDER = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../db/migrations');
/** Serialises migrations of several server processes that start at once against one PostgreSQL server. */
const MIGRATION_LOCK_KEY = 740_105_001;

export type DatabaseOptions = { databaseUrl?: string; dataDir: string };

export async function openDatabase({ databaseUrl, dataDir }: DatabaseOptions): Promise<Database> {
  if (databaseUrl && databaseUrl !== 'memory://') return openPostgres(databaseUrl);
  return openPglite(databaseUrl === 'memory://' ? 'memory://' : dataDir);
}

/** An in-memory copy of a database dumped by `dumpDataDir` (a test file's own copy of the migrated template). */
export async function openPgliteCopy(dump: Blob): Promise<Database> {
  return wrapPglite(await PGlite.create({ loadDataDir: dump, extensions: { btree_gin } }));
}

async function openPglite(location: string): Promise<Database> {
  if (location !== 'memory://') mkdirSync(location, { recursive: true });
  // btree_gin: the search index leads with licence_id (migration 0004); PostgreSQL servers ship it as contrib.
  const client = await PGlite.create(location === 'memory://' ? undefined : resolve(location, 'pglite'), {
    extensions: { btree_gin },
  });
  return wrapPglite(client);
}

function wrapPglite(client: PGlite): Database {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(drizzlePglite({ client, schema }), { migrationsFolder: MIGRATIONS_FOLDER });
    },
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      await client.close();
    },
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

async function openPostgres(url: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg({ client: pool, schema });
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      const lockClient = await pool.connect();
      try {
        await lockClient.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        await migratePg(db, { migrationsFolder: MIGRATIONS_FOLDER });
      } finally {
        await lockClient.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        lockClient.release();
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      await pool.end();
    },
  };
}

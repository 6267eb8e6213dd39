/**
 * Builds the real app for a test file: a fresh in-memory PGlite database, or the PostgreSQL server of
 * DATABASE_URL (the same migrations; each test makes its own licences, so files never share rows).
 */
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { LICENCE_HEADER } from '@izlog/contract/constants';
import { sql } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type TBuildOverrides } from '../src/app';
import { loadConfig } from '../src/config';
import { type Database, openDatabase, openPgliteCopy } from '../src/platform/db/database';
import { dropSchemaSql } from '../src/platform/jobs/pg-boss-sql';

export const TEST_INDEX_HTML =
  '<!doctype html><html lang="en"><head><meta charset="utf-8" /><title>Izlog</title><meta name="description" content="" /></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>';

export type TTestApp = FastifyInstance & { dataDir: string };

/**
 * The migrated database, made once for the whole run and kept as a file beside the system's temporary files (named by
 * the migrations it holds, so a new migration makes a new one): each PGlite test app opens its own copy of it, which
 * takes a fraction of creating a database and running every migration on it (the copy's migrations find nothing to
 * do). Test files run in separate processes, hence a file rather than memory; two writers at once each rename a whole
 * file into place.
 */
const MIGRATIONS_DIR = fileURLToPath(new URL('../src/db/migrations', import.meta.url));

function templatePath(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    if (name.endsWith('.sql')) hash.update(name).update(readFileSync(join(MIGRATIONS_DIR, name)));
  }
  return join(tmpdir(), `izlog-pglite-template-${hash.digest('hex').slice(0, 16)}.tar`);
}

async function pgliteTemplate(): Promise<Blob> {
  const path = templatePath();
  if (existsSync(path)) return new Blob([readFileSync(path)]);
  const database = await openDatabase({ databaseUrl: 'memory://', dataDir: tmpdir() });
  try {
    await database.migrate();
    const dump = await database.dumpDataDir!();
    const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, path);
    return dump;
  } finally {
    await database.close();
  }
}

async function testDatabase(url: string | undefined, overrides: TBuildOverrides): Promise<Database | undefined> {
  if (overrides.database || url !== 'memory://') return overrides.database;
  return openPgliteCopy(await pgliteTemplate());
}

export async function createTestApp(
  env: Record<string, string> = {},
  overrides: TBuildOverrides = {},
): Promise<TTestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-test-'));
  const webDir = join(dataDir, 'web');
  const { mkdirSync } = await import('node:fs');
  mkdirSync(join(webDir, 'assets'), { recursive: true });
  writeFileSync(join(webDir, 'index.html'), TEST_INDEX_HTML);
  writeFileSync(join(webDir, 'assets', 'app.js'), 'console.log("izlog")');
  const onPostgres = (process.env.DATABASE_URL ?? '').startsWith('postgres');
  const testJobsSchema = onPostgres && !env.JOBS_SCHEMA ? `pgboss_t${randomBytes(6).toString('hex')}` : undefined;
  const config = loadConfig(
    {},
    {
      NODE_ENV: 'test',
      DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
      DATA_DIR: dataDir,
      WEB_DIST_DIR: webDir,
      LOG_LEVEL: 'silent',
      CAPTCHA_ENABLED: 'false',
      LOGIN_RATE_PER_MINUTE: '1000',
      // Test passwords are made up: hashes at 1/32 of the production cost (decision 0057), scrypt all the same.
      PASSWORD_HASH_COST: '10',
      // Feature tests read right after writing rows directly; the cache has its own tests.
      PUBLIC_CACHE_TTL_SECONDS: '0',
      PUBLIC_LIST_CACHE_SECONDS: '0',
      // Jobs: retries come back quickly; on a shared PostgreSQL each app has its own queue schema, so a file's
      // workers never take another file's jobs (dropped when the app closes).
      JOBS_POLL_INTERVAL_SECONDS: '0.5',
      ...(testJobsSchema ? { JOBS_SCHEMA: testJobsSchema } : {}),
      ...env,
    },
  );
  const database = await testDatabase(config.DATABASE_URL, overrides);
  const app = (await buildApp(config, { ...overrides, database })) as TTestApp;
  app.dataDir = dataDir;
  if (testJobsSchema) {
    // onClose hooks run last-added first: this one, before the app's own closes the database.
    app.addHook('onClose', async () => {
      await app.deps.jobs.stop();
      await app.deps.platformDb.execute(sql.raw(dropSchemaSql(testJobsSchema)));
    });
  }
  await app.ready();
  return app;
}

export type TCall = Omit<InjectOptions, 'headers'> & {
  licence?: string | number;
  token?: string;
  language?: 'en' | 'srp';
  headers?: Record<string, string>;
};

/** One request to a licence's API (selected by X-Licence), optionally signed in and in a language. */
export function call(app: FastifyInstance, options: TCall): Promise<LightMyRequestResponse> {
  const { licence, token, language, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: {
      ...(licence !== undefined ? { [LICENCE_HEADER]: String(licence) } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      'accept-language': language ?? 'en',
      ...headers,
    },
  } as InjectOptions);
}

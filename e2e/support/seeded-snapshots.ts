/**
 * The browser tests' seeded servers, made at most once per run and copied for each test file (decision 0040's
 * migrated template, one step further): the demo licences (`seed`, on a freshly migrated database) and the demo
 * catalogue on top of them (`seedDemoCatalogue`, over a minute). A snapshot is the PGlite dump of the database as the
 * seeding server left it when it closed, beside the DATA_DIR it wrote (the pictures' files, the keys made at first
 * start); a test's server opens an in-memory copy of the dump over a copy of those files, as a server restarted on them
 * would. The first file that asks for a snapshot makes it in the run's directory (snapshots-global-setup.ts); it is
 * published by renaming a whole directory into place, so two makers at once would each finish and one would win.
 */
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type Database, openDatabase, openPgliteCopy } from '../../apps/server/src/platform/db/database';
import { seedDemoCatalogue } from '../../apps/server/src/seed/catalogue-seed';
import { seed } from '../../apps/server/src/seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's directory of snapshots, made by snapshots-global-setup.ts. */
    izlogE2eRunDir: string;
  }
}

/** `demo`: the demo licences, their people and settings; `catalogue`: the same with the demo sites' whole catalogue. */
export type TSeedLevel = 'demo' | 'catalogue';

/** Builds the test server on a DATA_DIR and an open database (the caller's configuration, whatever the port). */
export type TBuildIzlog = (dataDir: string, database: Database) => Promise<FastifyInstance>;

const DATABASE_FILE = 'database.tar';
const DATA_FOLDER = 'data';

/**
 * Fills `dataDir` with the snapshot's files and opens a copy of its database, making the snapshot first when this run
 * has none yet.
 */
export async function openSeededCopy(
  runDir: string,
  level: TSeedLevel,
  dataDir: string,
  build: TBuildIzlog,
): Promise<Database> {
  const snapshot = await seededSnapshot(runDir, level, build);
  cpSync(join(snapshot, DATA_FOLDER), dataDir, { recursive: true });
  return openPgliteCopy(new Blob([readFileSync(join(snapshot, DATABASE_FILE))]));
}

async function seededSnapshot(runDir: string, level: TSeedLevel, build: TBuildIzlog): Promise<string> {
  const published = join(runDir, level);
  if (existsSync(published)) return published;
  const partial = mkdtempSync(join(runDir, `${level}.partial-`));
  const dataDir = join(partial, DATA_FOLDER);
  mkdirSync(dataDir);
  // The catalogue is seeded over the demo licences, as `izlog serve` seeds an empty database: one after the other.
  const database =
    level === 'demo'
      ? await openDatabase({ databaseUrl: 'memory://', dataDir })
      : await openSeededCopy(runDir, 'demo', dataDir, build);
  try {
    // The server closes its database when it closes: this one stays open to be dumped once the server has written
    // its last counts and stopped its job queue.
    const app = await build(dataDir, { ...database, close: async () => {} });
    try {
      if (level === 'demo') await seed(app.deps.platformDb);
      else await seedDemoCatalogue(app);
    } finally {
      await app.close();
    }
    const dump = await database.dumpDataDir!();
    writeFileSync(join(partial, DATABASE_FILE), Buffer.from(await dump.arrayBuffer()));
  } catch (error) {
    rmSync(partial, { recursive: true, force: true });
    throw error;
  } finally {
    await database.close();
  }
  try {
    renameSync(partial, published);
  } catch (error) {
    // Another maker published first: theirs is the snapshot.
    if (!existsSync(published)) throw error;
    rmSync(partial, { recursive: true, force: true });
  }
  return published;
}

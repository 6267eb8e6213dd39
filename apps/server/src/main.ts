/** The `izlog` command: serve (default), migrate, seed, openapi. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase } from './platform/db/database';
import { OPENAPI_SNAPSHOT_PATH, openApiDocumentText } from './platform/http/openapi-document';
import { seedDemoCatalogue } from './seed/catalogue-seed';
import { demoLoginLines, isEmpty, seed } from './seed/seed';

/** Where the mail goes, for the start banner: SMTP, the outbox (and who may read it), or nowhere to read it. */
function mailWhere(config: TConfig, port: number): string {
  if (config.SMTP_URL) return 'sent by SMTP (SMTP_URL); no outbox';
  if (!config.DEV_MAIL_ENABLED) return 'kept in the outbox table; /dev/mail is off (DEV_MAIL_ENABLED=false)';
  const who = config.DEV_MAIL_ALLOW === 'any' ? 'open to every caller: DEV_MAIL_ALLOW=any' : 'this machine only';
  return `outbox at http://localhost:${port}/dev/mail (${who})`;
}

async function serve(config: TConfig) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  const app = await buildApp(config, { database });
  if (config.SEED_ON_EMPTY && (await isEmpty(database.db))) {
    app.log.info('Empty database: creating the demo data (about a minute, once)');
    await seed(database.db);
    await seedDemoCatalogue(app);
  }
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing requests in flight, then closing`);
    // app.close() stops listening, waits for the requests still running, then writes the view counts and closes the
    // database (decision 0018); after 15 s the process ends anyway.
    const timer = setTimeout(() => process.exit(1), 15_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  await app.listen({ port: config.PORT, host: config.HOST });
  const port = (app.server.address() as { port: number }).port;
  console.log(
    [
      '',
      `Izlog is running on ${database.kind === 'pglite' ? `embedded PostgreSQL in ${config.DATA_DIR}` : 'PostgreSQL'}`,
      `  Sites:    http://demo.localhost:${port}  http://acme.localhost:${port}`,
      `  API docs: http://localhost:${port}/api/docs`,
      `  Mail:     ${mailWhere(config, port)}`,
      '',
      'Demo logins:',
      ...demoLoginLines(port).map((line) => `  ${line}`),
      '',
    ]
      .filter((line, i, all) => line !== '' || all[i - 1] !== '')
      .join('\n'),
  );
}

async function withDatabase(config: TConfig, work: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<void>) {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    await work(database);
  } finally {
    await database.close();
  }
}

/**
 * Writes the OpenAPI document (to docs/openapi.json unless told another file). The app is built on an empty in-memory
 * database with the default configuration, not the environment's, so every machine writes the same document.
 */
async function writeOpenApi(target = OPENAPI_SNAPSHOT_PATH) {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-openapi-'));
  try {
    const app = await buildApp(loadConfig({}, { DATABASE_URL: 'memory://', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      await app.ready();
      writeFileSync(resolve(target), openApiDocumentText(app));
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(`OpenAPI document written to ${resolve(target)}`);
}

async function main() {
  const command = process.argv[2] ?? 'serve';
  if (command === 'openapi') return writeOpenApi(process.argv[3]);
  const config = loadConfig();
  switch (command) {
    case 'serve':
      return serve(config);
    case 'migrate':
      return withDatabase(config, async (database) => {
        await database.migrate();
        console.log('Migrations applied.');
      });
    case 'seed': {
      const app = await buildApp({ ...config, LOG_LEVEL: 'warn' });
      try {
        await seed(app.deps.platformDb);
        await seedDemoCatalogue(app);
      } finally {
        await app.close();
      }
      console.log(['Demo data is in place.', ...demoLoginLines(config.PORT)].join('\n'));
      return;
    }
    default:
      console.error(`Unknown command "${command}". Use: izlog serve | migrate | seed | openapi [file]`);
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

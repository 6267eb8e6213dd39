/** The `izlog` command: serve (default), migrate, seed, openapi, routes. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig, type TConfig } from './config';
import { openDatabase } from './platform/db/database';
import { OPENAPI_SNAPSHOT_PATH, openApiDocumentText } from './platform/http/openapi-document';
import { buildRouteIndex } from './platform/http/route-index';
import { routeIndexText, type TRouteIndexFormat } from './platform/http/route-index-text';
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
 * Runs `work` on the app built on an empty in-memory database with the default configuration, not the environment's,
 * so every machine writes the same OpenAPI document and route index.
 */
async function withDefaultApp(work: (app: Awaited<ReturnType<typeof buildApp>>) => void) {
  const dataDir = mkdtempSync(join(tmpdir(), 'izlog-default-app-'));
  try {
    const app = await buildApp(loadConfig({}, { DATABASE_URL: 'memory://', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }));
    try {
      await app.ready();
      work(app);
    } finally {
      await app.close();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** Writes the OpenAPI document (to docs/openapi.json unless told another file). */
async function writeOpenApi(target = OPENAPI_SNAPSHOT_PATH) {
  await withDefaultApp((app) => writeFileSync(resolve(target), openApiDocumentText(app)));
  console.log(`OpenAPI document written to ${resolve(target)}`);
}

const ROUTES_USAGE = 'routes [--json | --markdown] [file]';
const FORMAT_FLAGS: Record<string, TRouteIndexFormat> = { '--json': 'json', '--markdown': 'markdown' };

/**
 * Prints every route with its permission, call name and the line that registers it (decision 0056): an aligned table,
 * or JSON, or Markdown; given a file, writes it there instead (`--markdown docs/ROUTES.md`).
 */
async function writeRoutes(args: string[]) {
  const formats = args.filter((arg) => arg.startsWith('--'));
  const files = args.filter((arg) => !arg.startsWith('--'));
  const format: TRouteIndexFormat | undefined =
    formats.length === 0 ? 'table' : formats.length === 1 ? FORMAT_FLAGS[formats[0]!] : undefined;
  if (!format || files.length > 1) {
    console.error(`Usage: izlog ${ROUTES_USAGE}`);
    process.exit(2);
  }
  // npm runs the workspace's script in apps/server: a file is named from where `npm run` was typed.
  const target = files[0] && resolve(process.env.INIT_CWD ?? process.cwd(), files[0]);
  await withDefaultApp((app) => {
    const text = routeIndexText(buildRouteIndex(app), format);
    if (target) writeFileSync(target, text);
    else process.stdout.write(text);
  });
  if (target) console.log(`Route index written to ${target}`);
}

async function main() {
  const command = process.argv[2] ?? 'serve';
  if (command === 'openapi') return writeOpenApi(process.argv[3]);
  if (command === 'routes') return writeRoutes(process.argv.slice(3));
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
      console.error(
        `Unknown command "${command}". Use: izlog serve | migrate | seed | openapi [file] | ${ROUTES_USAGE}`,
      );
      process.exit(2);
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else console.error(error);
  process.exit(1);
});

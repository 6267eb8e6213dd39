/**
 * Benchmark of a site's home page as visitors load it (issue 14, decision 0034): its three widgets
 * (GET /api/v1/content-widgets/get-page-widgets?page_name=home) and its lead block (get-home-page-position-one),
 * against a raw Fastify route answering a static body as large as the widgets' answer, in the same run. Needs a
 * PostgreSQL server; the data is bench/generate.ts's (N licences × M products), each home page then gets three list
 * widgets: the newest products of a category in position one, the most read products in two, random products in
 * three.
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/izlog_bench node --import tsx bench/home-page.ts [licences] [products]
 *
 * BENCH_SKIP_GENERATE=1 reuses the products of an earlier run (of this file or of bench/run.ts); the widgets are
 * written again either way. The first visit of every site is measured on its own (decision 0017), then each call
 * has a warm-up and a measured period of BENCH_SECONDS (15).
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import type { Db } from '../apps/server/src/platform/db/database';
import { BENCH_PREFIX, generateBenchData } from './generate';

const licenceCount = Number(process.argv[2] ?? 1000);
const productsPerLicence = Number(process.argv[3] ?? 1000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
const WIDGETS = '/api/v1/content-widgets/get-page-widgets?page_name=home';
const LEAD = '/api/v1/content-widgets/get-home-page-position-one';

type TLoad = { name: string; port: number; paths: string[]; hosts: string[]; eachHostOnce?: boolean };
type TResult = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; seconds: number };

function runLoad(load: TLoad): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as TResult));
    child.once('error', reject);
    child.send({ ...load, connections: CONNECTIONS, duration: DURATION_S });
  });
}

/** Three list widgets on every generated site's home page, set-based; the layouts get their first version. */
async function writeHomeWidgets(db: Db): Promise<void> {
  const generated = sql`select id from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`}`;
  await db.execute(sql`delete from page_widgets where licence_id in (${generated})`);
  await db.execute(sql`delete from page_layouts where licence_id in (${generated})`);
  await db.execute(sql`
    insert into page_widgets (licence_id, page_name, column_number, sort_order, title, content_type_id, category_id,
                              criteria, item_limit, items_per_row)
    select l.id, 'home', w.column_number, 1, w.title, 3,
           case when w.column_number = 1 then (select min(c.id) from categories c where c.licence_id = l.id) end,
           w.criteria, w.item_limit, 3
    from licences l
    cross join (values (1, 'Novo u ponudi', 'newest', 6), (2, 'Najčitanije', 'most_read', 6),
                       (3, 'Izdvajamo', 'random', 4)) as w(column_number, title, criteria, item_limit)
    where l.title_of_app_unique like ${`${BENCH_PREFIX}%`}`);
  await db.execute(sql`
    insert into page_layouts (licence_id, page_name, version)
    select id, 'home', 3 from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`}`);
  await db.execute(sql`analyze page_widgets`);
}

async function main() {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL database.');
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-bench-home-')),
    SEED_ON_EMPTY: 'false',
    JOBS_ENABLED: 'false',
  });
  const app = await buildApp(config);
  const started = Date.now();
  if (process.env.BENCH_SKIP_GENERATE !== '1') {
    console.log(`Generating ${licenceCount} licences × ${productsPerLicence} products…`);
    await generateBenchData(app.deps.platformDb, licenceCount, productsPerLicence);
  }
  await writeHomeWidgets(app.deps.platformDb);
  console.log(`  data ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const izlogPort = (app.server.address() as { port: number }).port;
  const hosts = Array.from({ length: licenceCount }, (_, i) => `${BENCH_PREFIX}${i + 1}.localhost`);

  const sample = await fetch(`http://127.0.0.1:${izlogPort}${WIDGETS}`, {
    headers: { 'x-licence': `${BENCH_PREFIX}1` },
  });
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`get-page-widgets failed: ${sample.status} ${body}`);
  const widgets = (JSON.parse(body) as { positions: { widgets: { items: unknown[] }[] }[] }).positions.flatMap(
    (position) => position.widgets,
  );
  console.log(
    `  a home page: ${widgets.length} widgets, ${widgets.map((w) => w.items.length).join('+')} items, ${body.length} bytes`,
  );

  const raw = Fastify();
  raw.get('/raw', (_request, reply) => reply.type('application/json').send(body));
  await raw.listen({ port: 0, host: '127.0.0.1' });
  const rawPort = (raw.server.address() as { port: number }).port;

  const results: TResult[] = [];
  const measure = async (load: TLoad) => {
    await runLoad({ ...load, name: `${load.name} (warm-up)` });
    const result = await runLoad(load);
    results.push(result);
    console.log(
      `${result.name.padEnd(34)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors} non-2xx ${result.non2xx}`,
    );
  };
  await measure({ name: 'raw static JSON', port: rawPort, paths: ['/raw'], hosts: ['127.0.0.1'] });
  // A site's first visit reads its widgets' items from the database: measured apart, as decision 0017 does for lists.
  for (const path of [WIDGETS, LEAD]) {
    const visits = await runLoad({
      name: `first visit ${path}`,
      port: izlogPort,
      paths: [path],
      hosts,
      eachHostOnce: true,
    });
    console.log(
      `${visits.name}: ${hosts.length} sites in ${visits.seconds.toFixed(1)} s (p50 ${visits.p50} ms, p99 ${visits.p99} ms, non-2xx ${visits.non2xx})`,
    );
  }
  await measure({ name: 'home page (widgets + lead block)', port: izlogPort, paths: [WIDGETS, LEAD], hosts });
  await measure({ name: 'page widgets', port: izlogPort, paths: [WIDGETS], hosts });
  await measure({ name: 'lead block', port: izlogPort, paths: [LEAD], hosts });

  // The raw route again: on a shared machine its figure moves from minute to minute, so both runs are shown and the
  // shares are of their mean.
  await measure({ name: 'raw static JSON, again', port: rawPort, paths: ['/raw'], hosts: ['127.0.0.1'] });
  const rawRps = (results[0]!.rps + results.at(-1)!.rps) / 2;
  console.log(`raw route: ${rawRps.toFixed(0)} req/s on average`);
  for (const r of results.slice(1, -1)) {
    const share = (r.rps / rawRps) * 100;
    const verdict = share >= 25 && r.p99 < 50 ? 'within budget' : 'OVER BUDGET (≥ 25% of raw, p99 < 50 ms)';
    console.log(`${r.name}: ${share.toFixed(1)}% of the raw route, p99 ${r.p99} ms — ${verdict}`);
  }
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(`cached answers: ${mb(app.deps.publicCache.bytes)} MB (${app.deps.publicCache.size} entries)`);
  await raw.close();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

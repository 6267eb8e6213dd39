/**
 * Benchmark of the public catalogue calls against a raw Fastify route returning a static JSON body of the same size,
 * in the same run, on the same machine (issue 3 item 8). Needs a PostgreSQL server:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/izlog_bench node --import tsx bench/run.ts [licences] [products]
 *
 * The load generator (autocannon) runs in a child process so it does not share the server's event loop. Requests
 * spread over many licences and pages. Results print as a table and as JSON (bench/results.json).
 */
import { fork } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { generateFirstPlaces, measureFirstPlaceCounting } from './first-places';
import { BENCH_PREFIX, generateBenchData, SEARCH_TERMS } from './generate';

const licenceCount = Number(process.argv[2] ?? 1000);
const productsPerLicence = Number(process.argv[3] ?? 1000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);
/** BENCH_CALLS=list,search measures only those calls (the raw route always runs: it is what they compare to). */
const ONLY_CALLS = process.env.BENCH_CALLS?.split(',');

type TLoad = {
  name: string;
  port: number;
  paths: string[];
  hosts: string[];
  eachHostOnce?: boolean;
  targets?: { host: string; path: string }[];
};
type TResult = {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  seconds: number;
};

function runLoad(load: TLoad): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as TResult));
    child.once('error', reject);
    child.send({ ...load, connections: CONNECTIONS, duration: DURATION_S });
  });
}

async function main() {
  if (!process.env.DATABASE_URL?.startsWith('postgres')) throw new Error('Set DATABASE_URL to a PostgreSQL database.');
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-bench-')),
    SEED_ON_EMPTY: 'false',
    LOGIN_RATE_PER_MINUTE: '100000',
    // Room for every generated licence's public lists (0.6–0.75 MB per thousand products, more with text; decision 0016).
    PUBLIC_LIST_CACHE_MB: process.env.PUBLIC_LIST_CACHE_MB ?? '1024',
  });
  const app = await buildApp(config);
  const started = Date.now();
  if (process.env.BENCH_SKIP_GENERATE !== '1') {
    console.log(`Generating ${licenceCount} licences × ${productsPerLicence} products…`);
    await generateBenchData(app.deps.platformDb, licenceCount, productsPerLicence);
    console.log(`  done in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  }
  // Paid first places are written on every run: a run on earlier data starts from the same first places.
  await generateFirstPlaces(app.deps.platformDb);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const izlogPort = (app.server.address() as { port: number }).port;

  const hosts = Array.from({ length: licenceCount }, (_, i) => `${BENCH_PREFIX}${i + 1}.localhost`);
  const pages = Math.max(1, Math.floor(productsPerLicence / 20));
  const listPath = (page: number) => `/api/v1/contents?filter[content_type_id]=3&page=${page}&page_count=20`;
  // Visitors open the first pages most: page 1 about a third of the time, then 2 and 3, the rest evenly.
  const listPaths = [
    ...Array.from({ length: 30 }, () => listPath(1)),
    ...Array.from({ length: 10 }, () => listPath(2)),
    ...Array.from({ length: 5 }, () => listPath(3)),
    ...Array.from({ length: Math.max(0, pages - 3) }, (_, i) => listPath(i + 4)),
  ];
  // fetch may not set Host; the licence header selects the same site.
  const sample = await fetch(`http://127.0.0.1:${izlogPort}${listPaths[0]}`, {
    headers: { 'x-licence': `${BENCH_PREFIX}1` },
  });
  const listBody = await sample.text();
  if (sample.status !== 200) throw new Error(`The list call failed: ${sample.status} ${listBody}`);
  const firstIds = (JSON.parse(listBody) as { id: number }[]).map((item) => item.id);
  const singlePaths = firstIds.map((id) => `/api/v1/contents/${id}`);
  const searchPaths = SEARCH_TERMS.map((term) => `/api/v1/search?q=${encodeURIComponent(term)}&page_count=20`);

  const raw = Fastify();
  raw.get('/raw', (_request, reply) => reply.type('application/json').send(listBody));
  await raw.listen({ port: 0, host: '127.0.0.1' });
  const rawPort = (raw.server.address() as { port: number }).port;

  // A site's first list visit loads its lists (decision 0016): measured on its own, before the list's warm-up, so
  // the measured period shows the lists as visitors meet them after that — cold loads are not steady state.
  const calls = [
    { call: 'list', name: 'product list', port: izlogPort, paths: listPaths, hosts, firstVisits: true },
    { call: 'single', name: 'single product', port: izlogPort, paths: singlePaths, hosts: hosts.slice(0, 1) },
    { call: 'search', name: 'search', port: izlogPort, paths: searchPaths, hosts },
  ].filter((load) => ONLY_CALLS === undefined || ONLY_CALLS.includes(load.call));
  const results: TResult[] = [];
  const firstVisits: TResult[] = [];
  for (const { firstVisits: visitsFirst, ...load } of [
    { name: 'raw static JSON', port: rawPort, paths: ['/raw'], hosts: ['127.0.0.1'], firstVisits: false },
    ...calls,
  ]) {
    if (visitsFirst) {
      const visits = await runLoad({ ...load, name: `${load.name}, first visit of each site`, eachHostOnce: true });
      firstVisits.push(visits);
      console.log(
        `${visits.name}: ${hosts.length} sites in ${visits.seconds.toFixed(1)} s (${visits.rps.toFixed(0)} req/s, p50 ${visits.p50} ms, p99 ${visits.p99} ms, non-2xx ${visits.non2xx})`,
      );
    }
    await runLoad({ ...load, name: `${load.name} (warm-up)` });
    const result = await runLoad(load);
    results.push(result);
    console.log(
      `${result.name.padEnd(16)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors} non-2xx ${result.non2xx}`,
    );
  }
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(0);
  console.log(
    `held in memory: lists ${mb(app.deps.contentLists.bytes)} MB, answers ${mb(app.deps.publicCache.bytes)} MB (${app.deps.publicCache.size} entries)`,
  );
  const rawRps = results[0]!.rps;
  const report = results.map((r) => ({ ...r, ratioToRaw: Number((r.rps / rawRps).toFixed(3)) }));
  for (const r of report.slice(1)) console.log(`${r.name}: ${(r.ratioToRaw * 100).toFixed(1)}% of the raw route`);
  // Paid first places (issue 14): the category list with two sponsors beside the same list without, in rounds.
  const firstPlaces =
    ONLY_CALLS === undefined || ONLY_CALLS.includes('category')
      ? await measureFirstPlaceCounting(app.deps.platformDb, izlogPort, pages, runLoad)
      : undefined;
  writeFileSync(
    new URL('./results.json', import.meta.url),
    `${JSON.stringify(
      {
        licenceCount,
        productsPerLicence,
        connections: CONNECTIONS,
        seconds: DURATION_S,
        results: report,
        firstVisits,
        firstPlaces,
      },
      null,
      2,
    )}\n`,
  );
  await raw.close();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

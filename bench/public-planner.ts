/**
 * Benchmark of a public planner's page (issue 15 "Performance"): GET /api/v1/planners/public-planner-categories/:id
 * of every generated site's public planner of 200 public items (bench/public-planners.ts), against a raw Fastify route
 * answering a static body as large as one planner's answer, measured before and after (the share is of their mean).
 * Each site's first visit is measured on its own (decision 0017). Needs a PostgreSQL server:
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/izlog_bench node --import tsx bench/public-planner.ts [licences] [products]
 *
 * BENCH_SKIP_GENERATE=1 reuses the products of an earlier run; the planners are written again either way.
 * PUBLIC_CACHE_TTL_SECONDS=0 measures the call without the visitors' answer cache (every request a query).
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { generateBenchData } from './generate';
import { generatePublicPlanners, PUBLIC_PLANNER_ITEMS, publicPlannerTargets } from './public-planners';

const licenceCount = Number(process.argv[2] ?? 1000);
const productsPerLicence = Number(process.argv[3] ?? 1000);
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 15);

type TTarget = { host: string; path: string };
type TLoad = {
  name: string;
  port: number;
  paths: string[];
  hosts: string[];
  targets?: TTarget[];
  eachHostOnce?: boolean;
};
type TResult = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number; seconds: number };

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
  if (productsPerLicence < PUBLIC_PLANNER_ITEMS)
    throw new Error(`The planners link products 1–${PUBLIC_PLANNER_ITEMS}.`);
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-bench-planner-')),
    SEED_ON_EMPTY: 'false',
    JOBS_ENABLED: 'false',
  });
  const app = await buildApp(config);
  const started = Date.now();
  if (process.env.BENCH_SKIP_GENERATE !== '1') {
    console.log(`Generating ${licenceCount} licences × ${productsPerLicence} products…`);
    await generateBenchData(app.deps.platformDb, licenceCount, productsPerLicence);
  }
  await generatePublicPlanners(app.deps.platformDb);
  const targets = await publicPlannerTargets(app.deps.platformDb);
  console.log(`  data ready in ${((Date.now() - started) / 1000).toFixed(0)} s: ${targets.length} public planners`);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const izlogPort = (app.server.address() as { port: number }).port;

  const sample = await fetch(`http://127.0.0.1:${izlogPort}${targets[0]!.path}`, {
    headers: { 'x-licence': targets[0]!.host.replace(/\.localhost$/, '') },
  });
  const body = await sample.text();
  if (sample.status !== 200) throw new Error(`public-planner-categories failed: ${sample.status} ${body}`);
  const groups = (JSON.parse(body) as { categories: { items: unknown[] }[] }).categories;
  console.log(
    `  a planner: ${groups.length} categories, ${groups.reduce((n, g) => n + g.items.length, 0)} items, ${body.length} bytes` +
      `; answer cache ${config.PUBLIC_CACHE_TTL_SECONDS > 0 ? 'on' : 'off'}`,
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
      `${result.name.padEnd(26)} ${result.rps.toFixed(0).padStart(7)} req/s  p50 ${result.p50} ms  p99 ${result.p99} ms  errors ${result.errors} non-2xx ${result.non2xx}`,
    );
  };
  await measure({ name: 'raw static JSON', port: rawPort, paths: ['/raw'], hosts: ['127.0.0.1'] });
  const visits = await runLoad({
    name: 'first visit of each planner',
    port: izlogPort,
    paths: [],
    hosts: targets.map((target) => target.host),
    targets,
    eachHostOnce: true,
  });
  console.log(
    `${visits.name}: ${targets.length} planners in ${visits.seconds.toFixed(1)} s (p50 ${visits.p50} ms, p99 ${visits.p99} ms, non-2xx ${visits.non2xx})`,
  );
  await measure({ name: 'public planner', port: izlogPort, paths: [], hosts: [], targets });
  await measure({ name: 'raw static JSON, again', port: rawPort, paths: ['/raw'], hosts: ['127.0.0.1'] });

  const rawRps = (results[0]!.rps + results.at(-1)!.rps) / 2;
  const planner = results[1]!;
  const share = (planner.rps / rawRps) * 100;
  const verdict = share >= 25 && planner.p99 < 50 ? 'within budget' : 'OVER BUDGET (≥ 25% of raw, p99 < 50 ms)';
  console.log(`raw route: ${rawRps.toFixed(0)} req/s on average`);
  console.log(`public planner: ${share.toFixed(1)}% of the raw route, p99 ${planner.p99} ms — ${verdict}`);
  const mb = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);
  console.log(`cached answers: ${mb(app.deps.publicCache.bytes)} MB (${app.deps.publicCache.size} entries)`);
  await raw.close();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

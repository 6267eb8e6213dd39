/**
 * Benchmark of the TLS ask (GET /api/v1/domains/tls-ask, decision 0030): the question Caddy asks before every
 * certificate it gets or renews, answered from names held in memory. Against a raw Fastify route that answers the
 * same small JSON, in the same run; the load generator runs in its own process. Works on embedded PGlite (default)
 * or PostgreSQL (DATABASE_URL):
 *
 *   node --import tsx bench/tls-ask.ts [licences] [custom domains]
 *
 * Asked names: three in four are names a certificate may be issued for (subdomains and custom domains, www too), the
 * rest unknown names (404), as a terminator under a scan would see.
 */
import { fork } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app';
import { loadConfig } from '../apps/server/src/config';
import { licenceDomains, licences } from '../apps/server/src/db/schema';

const licenceCount = Number(process.argv[2] ?? 10_000);
const customCount = Math.min(licenceCount, Number(process.argv[3] ?? 2_000));
const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_SECONDS ?? 10);
const BATCH = 1_000;

type TResult = { name: string; rps: number; p50: number; p99: number; errors: number; non2xx: number };

function runLoad(name: string, port: number, paths: string[]): Promise<TResult> {
  return new Promise((resolve, reject) => {
    const child = fork(new URL('./load.ts', import.meta.url).pathname, [], { execArgv: ['--import', 'tsx'] });
    child.once('message', (result) => resolve(result as TResult));
    child.once('error', reject);
    child.send({ name, port, paths, hosts: ['127.0.0.1'], connections: CONNECTIONS, duration: DURATION_S });
  });
}

async function main() {
  const run = `tls${Date.now().toString(36)}`;
  const config = loadConfig(process.env, {
    LOG_LEVEL: 'warn',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'izlog-bench-tls-')),
    DATABASE_URL: process.env.DATABASE_URL ?? 'memory://',
    SEED_ON_EMPTY: 'false',
    JOBS_ENABLED: 'false',
  });
  const app = await buildApp(config);
  const db = app.deps.platformDb;
  console.log(`Writing ${licenceCount} licences, ${customCount} of them with a live custom domain…`);
  for (let start = 0; start < licenceCount; start += BATCH) {
    const rows = Array.from({ length: Math.min(BATCH, licenceCount - start) }, (_, i) => ({
      titleOfApp: `Bench ${start + i}`,
      titleOfAppUnique: `${run}-${start + i}`,
    }));
    const inserted = await db.insert(licences).values(rows).returning({ id: licences.id });
    const withDomain = inserted.filter((_, i) => start + i < customCount);
    if (withDomain.length > 0) {
      await db.insert(licenceDomains).values(
        withDomain.map((row, i) => ({
          licenceId: row.id,
          domain: `${run}-${start + i}.rs`,
          kind: 'custom',
          stage: 'live',
          verificationToken: 'bench',
        })),
      );
    }
  }
  app.deps.licences.forget();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const izlogPort = (app.server.address() as { port: number }).port;

  const ask = (name: string) => `/api/v1/domains/tls-ask?domain=${name}`;
  const paths: string[] = [];
  for (let i = 0; i < 3_000; i += 1) {
    const n = Math.floor(Math.random() * licenceCount);
    const c = Math.floor(Math.random() * customCount);
    paths.push(ask(`${run}-${n}.${config.PLATFORM_DOMAIN}`), ask(`${run}-${c}.rs`), ask(`www.${run}-${c}.rs`));
    paths.push(ask(`unknown-${i}.example.com`));
  }
  const first = await fetch(`http://127.0.0.1:${izlogPort}${paths[0]}`);
  const body = await first.text();
  if (first.status !== 200) throw new Error(`The ask refused a known name: ${first.status} ${body}`);

  const raw = Fastify();
  raw.get('/raw', (_request, reply) => reply.type('application/json').send(body));
  await raw.listen({ port: 0, host: '127.0.0.1' });
  const rawPort = (raw.server.address() as { port: number }).port;

  const results = [
    await runLoad('raw static JSON', rawPort, ['/raw']),
    await runLoad('tls-ask (3/4 allowed, 1/4 unknown)', izlogPort, paths),
    await runLoad(
      'tls-ask (allowed only)',
      izlogPort,
      paths.filter((path) => !path.includes('unknown-')),
    ),
  ];
  const rawRps = results[0]!.rps;
  console.table(
    results.map((r) => ({ ...r, rps: Math.round(r.rps), ratioToRaw: Number((r.rps / rawRps).toFixed(3)) })),
  );
  await raw.close();
  await app.close();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});

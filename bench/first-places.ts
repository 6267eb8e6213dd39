/**
 * Paid first places for the category list benchmark (issue 14, decision 0036): in every generated licence, two
 * products of its first category are placed first from yesterday for a month (running today in any time zone), and
 * its second category has none — the same list without sponsors, to compare with.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';
import { BENCH_PREFIX } from './generate';

export type TCategoryTargets = { host: string; sponsored: number; plain: number };

/** Writes the first places again (a rerun on BENCH_SKIP_GENERATE data starts from the same state). */
export async function generateFirstPlaces(db: Db): Promise<void> {
  const bench = sql`(select id from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`})`;
  await db.execute(sql`delete from bidding_daily_stats where licence_id in ${bench}`);
  await db.execute(sql`delete from bidding_items where licence_id in ${bench}`);
  // Products n = 5 and n = 10 of a licence are in its first category (the generator puts product n in category n % 5).
  await db.execute(sql`
    insert into bidding_items (licence_id, content_id, category_id, start_date, end_date)
    select c.licence_id, c.id, c.category_id, current_date - 1, current_date + 30
    from contents c
    join (select licence_id, min(id) as category_id from categories where licence_id in ${bench} group by licence_id) f
      on f.licence_id = c.licence_id and f.category_id = c.category_id
    where c.slug in ('proizvod-5', 'proizvod-10')`);
}

/** Each generated licence's host with its sponsored (first) and plain (second) category. */
export async function categoryTargets(db: Db): Promise<TCategoryTargets[]> {
  const result = await db.execute<{ unique: string; sponsored: number; plain: number }>(sql`
    select l.title_of_app_unique as unique,
           (select c.id from categories c where c.licence_id = l.id order by c.id limit 1) as sponsored,
           (select c.id from categories c where c.licence_id = l.id order by c.id offset 1 limit 1) as plain
    from licences l where l.title_of_app_unique like ${`${BENCH_PREFIX}%`} order by l.id`);
  const rows = (result as unknown as { rows?: { unique: string; sponsored: number; plain: number }[] }).rows ?? [];
  return rows.map((row) => ({ host: `${row.unique}.localhost`, sponsored: row.sponsored, plain: row.plain }));
}

type TRun = (load: {
  name: string;
  port: number;
  paths: string[];
  hosts: string[];
  targets: { host: string; path: string }[];
}) => Promise<{ name: string; rps: number; p50: number; p99: number; non2xx: number }>;

/** Rounds of the comparison (BENCH_ROUNDS): each runs the list without and with first places, one after the other. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);

/**
 * The category list of every site, with two first places (each serving of page 1 counts two impressions) and
 * without, in alternating rounds (each measured right after its own warm-up), so a machine whose speed drifts from
 * minute to minute weighs on both alike. Pages are weighted as the product list's: page 1 about a third of the time.
 */
export async function measureFirstPlaceCounting(db: Db, port: number, productPages: number, run: TRun) {
  const sites = await categoryTargets(db);
  // A category holds a fifth of a site's products (the generator's five categories).
  const pages = Array.from({ length: Math.max(1, Math.floor(productPages / 5)) }, (_, i) => i + 1);
  const weighted = pages.flatMap((page) => Array.from({ length: page === 1 ? 6 : page <= 3 ? 2 : 1 }, () => page));
  const load = (pick: 'sponsored' | 'plain', name: string) => ({
    name,
    port,
    paths: [],
    hosts: [],
    targets: sites.flatMap((site) =>
      weighted.map((page) => ({
        host: site.host,
        path: `/api/v1/categories/get-category-catalog-product/${site[pick]}?page=${page}&page_count=20`,
      })),
    ),
  });
  const plain = load('plain', 'category list');
  const sponsored = load('sponsored', 'category list, 2 first places');
  // Each measurement follows its own warm-up: both start from the same state of the answer cache (30 s TTL).
  const measure = async (load: typeof plain) => {
    await run({ ...load, name: `${load.name} (warm-up)` });
    return run(load);
  };
  // The first visits of both lists (the database's pages, the server's code) before any round counts.
  await run({ ...plain, name: `${plain.name} (first visits)` });
  await run({ ...sponsored, name: `${sponsored.name} (first visits)` });
  const rounds: { plain: number; sponsored: number; ratio: number; p99: [number, number]; non2xx: number }[] = [];
  for (let round = 1; round <= ROUNDS; round++) {
    const without = await measure(plain);
    const withPlaces = await measure(sponsored);
    const ratio = Number((withPlaces.rps / without.rps).toFixed(3));
    rounds.push({
      plain: without.rps,
      sponsored: withPlaces.rps,
      ratio,
      p99: [without.p99, withPlaces.p99],
      non2xx: without.non2xx + withPlaces.non2xx,
    });
    console.log(
      `round ${round}: category list ${without.rps.toFixed(0)} req/s (p99 ${without.p99} ms), with 2 first places ${withPlaces.rps.toFixed(0)} req/s (p99 ${withPlaces.p99} ms): ${(ratio * 100).toFixed(1)}%`,
    );
  }
  const total = (pick: 'plain' | 'sponsored') => rounds.reduce((sum, r) => sum + r[pick], 0);
  const ratio = Number((total('sponsored') / total('plain')).toFixed(3));
  console.log(
    `counting first places' impressions: the sponsored list at ${(ratio * 100).toFixed(1)}% of the same list without over ${ROUNDS} rounds (budget ≥ 90%)`,
  );
  return { rounds, ratio };
}

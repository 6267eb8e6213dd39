/**
 * Public planners for the benchmarks (issue 15 "Performance"): in every generated licence a front user keeps one
 * public planner, its words approved by a moderator, of 200 items the public sees — tasks (approved, shown publicly) and the site's products linked, in
 * the licence's five categories, dated over two months, half with their price shown — and 20 tasks still waiting for a
 * moderator, which the public call must leave out. Set-based SQL, written again on every run.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../apps/server/src/platform/db/database';
import { BENCH_PREFIX } from './generate';

export const PUBLIC_PLANNER_ITEMS = 200;
const WAITING_ITEMS = 20;

/** Writes each generated licence's planner owner, public planner and items (the generator's products must exist). */
export async function generatePublicPlanners(db: Db): Promise<void> {
  const bench = sql`(select id from licences where title_of_app_unique like ${`${BENCH_PREFIX}%`})`;
  await db.execute(sql`delete from planners where licence_id in ${bench}`);
  await db.execute(sql`delete from users where licence_id in ${bench} and username = 'planer'`);
  await db.execute(sql`
    insert into users (licence_id, email, username, role, status)
    select id, 'planer@' || title_of_app_unique || '.example.com', 'planer', 'USER', 'active'
    from licences where id in ${bench}`);
  await db.execute(sql`
    insert into planners (licence_id, user_id, title, description, is_public, status, items_count)
    select u.licence_id, u.id, 'Venčanje Ane i Marka', 'Sve za veliki dan: torta, cveće, muzika i gosti.', true,
           'approved', ${PUBLIC_PLANNER_ITEMS + WAITING_ITEMS}
    from users u where u.licence_id in ${bench} and u.username = 'planer'`);
  // Every fourth item links the product of the same number (the generator's slug 'proizvod-<n>'); the rest are tasks.
  await db.execute(sql`
    insert into planner_items (licence_id, planner_id, user_id, kind, content_id, title, remark, scheduled_date,
                               scheduled_time, address, city, country, category_id, price_minor, currency_id,
                               calculate_price, show_publicly, show_price_publicly, status)
    select p.licence_id, p.id, p.user_id,
           case when n % 4 = 0 then 'product' else 'task' end,
           case when n % 4 = 0 then c.id end,
           case when n % 4 = 0 then c.title else 'Zadatak ' || n || ': dogovor sa dobavljačem' end,
           case when n % 3 = 0 then 'Potvrditi termin telefonom i poneti ugovor; avans je plaćen.' end,
           date '2026-06-01' + (n % 60), case when n % 5 = 0 then null else time '08:00' + (n % 12) * interval '1 hour' end,
           'Knez Mihailova ' || n, 'Beograd', 'Srbija',
           (select min(k.id) from categories k where k.licence_id = p.licence_id) + n % 5,
           (1000 + n * 37) * 100, 1 + n % 2, true,
           n <= ${PUBLIC_PLANNER_ITEMS}, n % 2 = 0,
           case when n <= ${PUBLIC_PLANNER_ITEMS} then 'approved' else 'pending' end
    from planners p
    cross join generate_series(1, ${PUBLIC_PLANNER_ITEMS + WAITING_ITEMS}) as n
    left join contents c on n % 4 = 0 and c.licence_id = p.licence_id and c.slug = 'proizvod-' || n
    where p.licence_id in ${bench}`);
  await db.execute(sql`analyze planners`);
  await db.execute(sql`analyze planner_items`);
}

/** Each generated licence's host with its public planner's id. */
export async function publicPlannerTargets(db: Db): Promise<{ host: string; path: string }[]> {
  const result = await db.execute<{ unique: string; id: number }>(sql`
    select l.title_of_app_unique as unique, p.id
    from licences l join planners p on p.licence_id = l.id
    where l.title_of_app_unique like ${`${BENCH_PREFIX}%`} order by l.id`);
  const rows = (result as unknown as { rows?: { unique: string; id: number }[] }).rows ?? [];
  return rows.map((row) => ({
    host: `${row.unique}.localhost`,
    path: `/api/v1/planners/public-planner-categories/${row.id}`,
  }));
}

/**
 * Data access of the planner reminders (issue 15 part 5): claiming, across every licence at once, the dated items
 * whose day is tomorrow and whose reminder has not gone for that day — with what their mail needs — and giving a
 * claim back when its mail could not be sent. Platform code: the job belongs to no request's licence.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../../../../platform/db/database';

export type TReminderRow = {
  licenceId: number;
  itemId: number;
  plannerId: number;
  plannerTitle: string;
  userId: number;
  email: string;
  name: string;
  title: string;
  scheduledDate: string;
  scheduledTime: string | null;
  address: string | null;
  city: string | null;
  country: string | null;
  languageId: number;
  subdomain: string;
  siteTitle: string;
};

const rowsOf = <R>(result: unknown) => (result as { rows: R[] }).rows;

/**
 * Marks every item dated `day` of an active owner on a running site — of the given licences only, when named — as
 * reminded for that day, and answers them: one UPDATE, so two processes running the job at once never both take an
 * item. An item whose date moved away and back is taken again only if the owner's change cleared the mark (a date
 * change resets it).
 */
export async function claimRemindersFor(db: Db, day: string, licenceIds?: number[]): Promise<TReminderRow[]> {
  const ofLicences =
    licenceIds === undefined ? sql`` : sql`and i.licence_id = any(${`{${licenceIds.map(Number).join(',')}}`}::int[])`;
  const result = await db.execute(sql`
    update planner_items as i
    set reminded_for_date = i.scheduled_date
    from planners as p, users as u, licences as l
    where i.scheduled_date = ${day}::date
      and i.reminded_for_date is distinct from i.scheduled_date
      and p.licence_id = i.licence_id and p.id = i.planner_id
      and u.licence_id = i.licence_id and u.id = i.user_id and u.status = 'active'
      and l.id = i.licence_id and l.status in ('active', 'expired')
      ${ofLicences}
    returning i.licence_id as "licenceId", i.id as "itemId", i.planner_id as "plannerId",
      p.title as "plannerTitle", i.user_id as "userId", u.email, coalesce(nullif(trim(u.name), ''), u.username) as name,
      i.title, to_char(i.scheduled_date, 'YYYY-MM-DD') as "scheduledDate",
      to_char(i.scheduled_time, 'HH24:MI') as "scheduledTime", i.address, i.city, i.country,
      l.language_id as "languageId", l.title_of_app_unique as subdomain,
      coalesce(nullif(trim(l.site_name), ''), l.title_of_app) as "siteTitle"`);
  return rowsOf<TReminderRow>(result).map((row) => ({
    ...row,
    licenceId: Number(row.licenceId),
    itemId: Number(row.itemId),
    plannerId: Number(row.plannerId),
    userId: Number(row.userId),
    languageId: Number(row.languageId),
  }));
}

/** Gives claims back (their mail failed), unless the item has moved meanwhile. */
export async function releaseReminders(db: Db, licenceId: number, itemIds: number[], day: string): Promise<void> {
  if (itemIds.length === 0) return;
  await db.execute(sql`
    update planner_items set reminded_for_date = null
    where licence_id = ${licenceId} and id = any(${`{${itemIds.join(',')}}`}::int[])
      and reminded_for_date = ${day}::date`);
}

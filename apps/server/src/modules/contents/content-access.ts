/**
 * Who sees and who may change a content, beside the policy table (DESIGN §4): the public sees approved content in
 * active (or no) categories; authors see all of their own; staff see every status. Changing needs ownership, or a
 * role that may edit any content.
 */
import { and, eq, type SQL, sql } from 'drizzle-orm';
import { contents } from '../../db/schema';
import { forbidden } from '../../platform/http/errors';
import { can, requireSignedIn, type TActor, type TSignedInActor } from '../../platform/permissions/policy';
import { PUBLIC_STATUS } from './content-status';

export type TContentRow = typeof contents.$inferSelect;

/**
 * What the public may see. Written as raw SQL with table names so it also works inside counts and subqueries.
 * "Not in the licence's few inactive categories" is one small hashed set per query, where "exists an active
 * category" was a lookup per row (5× slower on a thousand products).
 */
export const publicCondition = (licenceId: number): SQL =>
  and(
    eq(contents.status, PUBLIC_STATUS),
    sql`(contents.category_id is null or contents.category_id not in (select c.id from categories c
      where c.licence_id = ${licenceId} and c.status <> 'active'))`,
  ) as SQL;

export const seesEveryStatus = (actor: TActor) => can(actor, 'contents.readAll');

/**
 * The visibility part of a list's condition: none for staff, none when authors list their own content
 * (filter[author_id] = themselves), the public condition otherwise.
 */
export function listVisibility(actor: TActor, authorFilter: number | undefined, licenceId: number): SQL | undefined {
  if (seesEveryStatus(actor)) return undefined;
  if (actor.kind === 'user' && authorFilter === actor.userId) return undefined;
  return publicCondition(licenceId);
}

/** Whether one content may be shown to `actor` (the public condition, checked on a loaded row). */
export function canSee(actor: TActor, row: TContentRow, categoryActive: boolean): boolean {
  if (seesEveryStatus(actor)) return true;
  if (actor.kind === 'user' && actor.userId === row.authorId) return true;
  return row.status === PUBLIC_STATUS && categoryActive;
}

/** Ownership: one's own content, or any content of the licence for staff who may edit any. 403 otherwise. */
export function assertMayChange(actor: TActor, row: TContentRow): TSignedInActor {
  const signedIn = requireSignedIn(actor);
  if (signedIn.userId === row.authorId || can(signedIn, 'contents.editAny')) return signedIn;
  throw forbidden();
}

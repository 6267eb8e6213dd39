/**
 * Who sees and who may change a content, beside the policy table (DESIGN §4): the public sees approved content in
 * active (or no) categories; authors see all of their own; staff see every status. Changing needs ownership, or a
 * role that may edit any content. The SQL of these rules is in content-list.queries.ts and db/public-contents.ts.
 */
import type { TContentsQuery } from '@izlog/contract/contents';
import { authorizeOwnOr, mayActOn } from '../../../platform/permissions/ownership';
import { can, type TActor, type TSignedInActor } from '../../../platform/permissions/policy';
import { PUBLIC_STATUS } from '../publishing/status-machine';
import type { TContentRow } from './contents.queries';

export type { TContentRow };

export const seesEveryStatus = (actor: TActor) => can(actor, 'contents.readAll');

/**
 * Whom a list is for: staff see every status; authors listing their own content (filter[author_id] = themselves)
 * see all of it; a signed-in reader asking for one content by id sees it when it is theirs, whatever its status;
 * everyone else sees what the public sees.
 */
export type TListAudience =
  | { kind: 'staff' }
  | { kind: 'author'; userId: number }
  | { kind: 'publicOrOwn'; userId: number }
  | { kind: 'public' };

export function listAudience(actor: TActor, query: TContentsQuery): TListAudience {
  if (seesEveryStatus(actor)) return { kind: 'staff' };
  if (actor.kind !== 'user') return { kind: 'public' };
  if (query['filter[author_id]'] === actor.userId) return { kind: 'author', userId: actor.userId };
  if (query['filter[id]'] !== undefined) return { kind: 'publicOrOwn', userId: actor.userId };
  return { kind: 'public' };
}

/** Whether the reader of a list sees the waiting edit and every status of an item by `authorId`. */
export function seesAllOf(audience: TListAudience, authorId: number): boolean {
  if (audience.kind === 'staff') return true;
  return audience.kind !== 'public' && audience.userId === authorId;
}

/** Whether one content may be shown to `actor` (the public condition, checked on a loaded row). */
export function canSee(actor: TActor, row: TContentRow, categoryActive: boolean): boolean {
  if (mayActOn(actor, 'contents.readAll', row)) return true;
  return row.status === PUBLIC_STATUS && categoryActive;
}

/** Ownership: one's own content, or any content of the licence for staff who may edit any. 403 otherwise. */
export function assertMayChange(actor: TActor, row: TContentRow): TSignedInActor {
  return authorizeOwnOr(actor, 'contents.editAny', row);
}

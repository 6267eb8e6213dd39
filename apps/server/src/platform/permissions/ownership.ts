/**
 * Ownership rules beside the policy table (decision 0019): the author of an item may act on it, and so may a role the
 * policy gives `permission` for everyone's items. One rule instead of "author or permission" written in each module.
 */
import { type AppError, forbidden } from '../http/errors';
import { can, requireSignedIn, type TActor, type TPermission, type TSignedInActor } from './policy';

/** Anything with an author (a content, a catalog, a comment written by an account): only `authorId` is read. */
export type TAuthored = { authorId: number | null };

/** Whether `actor` is the signed-in author of `item` (a visitor's comment, authorId null, has none). */
export const isAuthorOf = (actor: TActor, item: TAuthored): boolean =>
  actor.kind === 'user' && item.authorId !== null && actor.userId === item.authorId;

/** Whether `actor` may act on `item`: their own, or anyone's when their role has `permission`. */
export const mayActOn = (actor: TActor, permission: TPermission, item: TAuthored): boolean =>
  isAuthorOf(actor, item) || can(actor, permission);

/**
 * `mayActOn`, or throw: 401 for a visitor, otherwise `denied()` — 403 by default; pass `() => notFound()` where an
 * item the actor may not see must look missing. Returns the signed-in actor.
 */
export function authorizeOwnOr(
  actor: TActor,
  permission: TPermission,
  item: TAuthored,
  denied: () => AppError = forbidden,
): TSignedInActor {
  const signedIn = requireSignedIn(actor);
  if (mayActOn(signedIn, permission, item)) return signedIn;
  throw denied();
}

/**
 * Whose items a list or a check may reach: `null` for every author (the role has `permission`), else the actor's own
 * id — for "a client adds only their own products to a catalog" style filters. Visitors reach nobody's (401).
 */
export function ownerScope(actor: TActor, permission: TPermission): number | null {
  const signedIn = requireSignedIn(actor);
  return can(signedIn, permission) ? null : signedIn.userId;
}

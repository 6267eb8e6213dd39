/**
 * Which licences a platform account may touch (issue 25 item 2, decision 0052): a sales user and a partner the ones
 * they bought (a partner buys for its clients, so those are what it sold), the platform admin every one. One type with
 * one encoding of "every licence", decided here from the policy's abilities and answered as a query condition
 * (`licenceReachCondition`, `orderReachCondition`), a set of ids (`reachableLicenceIds`), one licence
 * (`findReachableLicence`) or one order (`findReachableOrder`). Outside it a licence's or order's owner is never compared with the actor by hand.
 */
import { can, requirePlatformActor, type TActor } from './policy';

export type TLicenceReach =
  /** The platform admin: every licence, whoever owns it. */
  | { kind: 'all' }
  /** One platform account's own licences (and its own orders and payments). */
  | { kind: 'owner'; ownerId: number };

/** The licences a signed-in platform account reads and changes (a visitor is 401, a licence user 403). */
export function licenceReachOf(actor: TActor): TLicenceReach {
  const platform = requirePlatformActor(actor);
  return can(platform, 'sales.platformAdmin') ? { kind: 'all' } : ownLicencesOf(platform);
}

/**
 * The account's own licences whatever its role: what it bought and may buy more of (its list, a renewal, which is
 * an order of its own), where even the platform admin acts as a buyer.
 */
export function ownLicencesOf(actor: TActor): TLicenceReach {
  return { kind: 'owner', ownerId: requirePlatformActor(actor).platformUserId };
}

/** Whether the reach covers what `ownerId` owns (a licence's owner, an order's buyer; null: no one's, the admin's). */
export function reachesOwner(reach: TLicenceReach, ownerId: number | null): boolean {
  return reach.kind === 'all' || (ownerId !== null && ownerId === reach.ownerId);
}

export {
  findReachableLicence,
  findReachableOrder,
  licenceReachCondition,
  orderReachCondition,
  reachableLicenceIds,
  type TReachableLicence,
  type TReachableOrder,
} from './licence-reach.queries';

/**
 * What every owner's call shares: who the owner is, today's euro rate the answers show, and the visitors' cached
 * answers, which only a public planner's change may make stale.
 */
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { requireSignedIn } from '../../../platform/permissions/policy';

/** The signed-in owner whose planners the call reads and writes (the route's policy let only front users in). */
export const ownerIdOf = (scope: TRequestScope): number => requireSignedIn(scope.actor).userId;

export const todaysEuroRate = (scope: TRequestScope): Promise<TExchangeRate | null> =>
  scope.deps.exchangeRates.current('EUR');

/**
 * The owner's writes declare `keepsPublicCache` (a private planner is no visitor's answer, and a user editing one
 * should not empty the cache of a whole site): a write that changed a planner public before or after it drops the
 * licence's cached answers itself, after its transaction committed.
 */
export function forgetPublicAnswersIf(scope: TRequestScope, touchedPublicPlanner: boolean): void {
  if (touchedPublicPlanner) scope.deps.publicCache.invalidateLicence(scope.tenant.licenceId);
}

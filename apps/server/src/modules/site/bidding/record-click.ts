/**
 * POST /biddings/record-click/{id}: a visitor opened a sponsored entry. Counted in memory like impressions; only a
 * first place of this licence running today counts (anything else is a 404), so made-up ids cost one indexed read
 * and no memory. The route is rate-limited per address.
 */
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { isRunningBiddingItem } from './bidding.queries';
import { countClick } from './bidding-counts';
import { belgradeToday } from './bidding-days';

export async function recordClick(scope: TRequestScope, id: number): Promise<void> {
  if (!(await isRunningBiddingItem(scope.tenant, id, belgradeToday()))) throw notFound();
  countClick(scope.deps, scope.licence.id, id);
}

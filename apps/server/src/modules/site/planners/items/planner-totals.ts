/**
 * A planner's totals (issue 15 part 2): kept on the planner row, rewritten from its items' sum in the transaction of
 * every item write while the planner is locked — so whatever order the calls come in, the totals equal the items —
 * and shown with a grand total in dinars at today's middle rate beside the one at the rates the items were priced at.
 */
import type { TExchangeRate } from '@izlog/contract/exchange-rates';
import type { TPlannerTotals } from '@izlog/contract/planners';
import { foreignMinorToRsdMinor } from '../../../../platform/exchange-rates/rate-conversion';
import type { TenantDb } from '../../../../platform/tenancy/tenant-db';
import { rewritePlannerTotals, type TPlannerRow } from '../planners.queries';

/** Rewrites the kept totals of each planner an item write touched; the caller holds their locks. */
export async function keepPlannerTotals(tx: TenantDb, ownerId: number, plannerIds: number[]): Promise<void> {
  for (const id of new Set(plannerIds)) await rewritePlannerTotals(tx, ownerId, id);
}

export function presentPlannerTotals(
  planner: Pick<TPlannerRow, 'totalRsdMinor' | 'totalEurMinor' | 'pricedTotalRsdMinor' | 'countedItems'>,
  rate: TExchangeRate | null,
): TPlannerTotals {
  return {
    rsd_minor: planner.totalRsdMinor,
    eur_minor: planner.totalEurMinor,
    counted_items: planner.countedItems,
    grand_total_rsd_minor: rate ? planner.totalRsdMinor + foreignMinorToRsdMinor(planner.totalEurMinor, rate) : null,
    priced_total_rsd_minor: planner.pricedTotalRsdMinor,
    rate: rate ? { middle: rate.middle, parity: rate.parity, date: rate.date, stale: rate.stale } : null,
  };
}

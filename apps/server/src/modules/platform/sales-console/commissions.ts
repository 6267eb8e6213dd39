/**
 * The partners' commission ledger (issue 13 §7b): each line accrued on a payment of a licence a partner sold or
 * reversed on its refund, and the sums per month. A partner reads their own; the platform admin every partner's, or
 * one's with filter[partner_id].
 */
import type { TCommissionLedgerEntry, TCommissionSummary, TCommissionsQuery } from '@izlog/contract/sales-console';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { licenceReachOf } from '../../../platform/permissions/licence-reach';
import { ledgerMonths, listLedger, type TLedgerFilter, type TLedgerReach } from './sales-console.queries';

function ledgerReachOf(scope: TRequestScope, query: TCommissionsQuery): TLedgerReach {
  // A partner's ledger lines are those of what it sold: the licences it reaches.
  const reach = licenceReachOf(scope.actor);
  return reach.kind === 'all' ? { partnerId: query['filter[partner_id]'] } : { partnerId: reach.ownerId };
}

const filterOf = (query: TCommissionsQuery): TLedgerFilter => ({ month: query['filter[month]'] });

export async function listCommissionsPage(
  scope: TRequestScope,
  query: TCommissionsQuery,
  page: TPage,
): Promise<TPageResult<TCommissionLedgerEntry>> {
  const { rows, total } = await listLedger(scope.deps.platformDb, ledgerReachOf(scope, query), filterOf(query), page);
  const items = rows.map(
    (row): TCommissionLedgerEntry => ({
      id: row.entry.id,
      partner_id: row.entry.partnerId,
      licence_id: row.licenceId === null ? null : Number(row.licenceId),
      order_id: row.entry.orderId,
      kind: row.entry.kind as TCommissionLedgerEntry['kind'],
      amount: row.entry.amountMinor,
      rate_bp: row.entry.rateBp,
      created_at: row.entry.createdAt.toISOString(),
      licence_title: row.licenceTitle,
      subdomain: row.order.subdomain,
      reference_no: row.order.referenceNo,
      order_total: row.order.total,
      partner: row.partner,
    }),
  );
  return { items, total };
}

export async function commissionSummary(scope: TRequestScope, query: TCommissionsQuery): Promise<TCommissionSummary> {
  const months = (await ledgerMonths(scope.deps.platformDb, ledgerReachOf(scope, query), filterOf(query))).map(
    (month) => ({ ...month, net: month.accrued + month.reversed }),
  );
  const sum = (pick: (month: (typeof months)[number]) => number) => months.reduce((total, m) => total + pick(m), 0);
  return {
    currency: 'RSD',
    totals: { accrued: sum((m) => m.accrued), reversed: sum((m) => m.reversed), net: sum((m) => m.net) },
    months,
  };
}

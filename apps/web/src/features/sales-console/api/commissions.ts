/**
 * A partner's commission ledger (GET /payments/commissions, paginated) and its sums in all and per month
 * (GET /payments/commissions-summary); the platform admin may narrow both to one partner.
 */
import type { TCommissionLedgerEntry, TCommissionSummary } from '@izlog/contract/sales-console';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest, apiRequestPage } from '@/lib/api-client';
import { withQuery } from '@/lib/paths';
import { salesApiPaths } from '@/lib/platform-paths';
import { consoleKeys } from './console-query-keys';

const LEDGER_PAGE_SIZE = 20;

export type TLedgerFilters = { partnerId?: number; month?: string };

const filterQuery = ({ partnerId, month }: TLedgerFilters) => ({
  'filter[partner_id]': partnerId,
  'filter[month]': month,
});

export const useCommissionLedger = (filters: TLedgerFilters, page: number) =>
  useQuery({
    queryKey: consoleKeys.commissionPage({ ...filters, page }),
    queryFn: () =>
      apiRequestPage<TCommissionLedgerEntry>(
        withQuery(salesApiPaths.commissions, { ...filterQuery(filters), page, page_count: LEDGER_PAGE_SIZE }),
      ),
    placeholderData: keepPreviousData,
  });

export const useCommissionSummary = (filters: TLedgerFilters) =>
  useQuery({
    queryKey: consoleKeys.commissionSummary(filters),
    queryFn: () => apiRequest<TCommissionSummary>(withQuery(salesApiPaths.commissionsSummary, filterQuery(filters))),
  });

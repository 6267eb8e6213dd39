/**
 * The proforma orders waiting for an IPS transfer (GET /payments/open-invoices) and "Mark paid"
 * (POST /payments/mark-invoice-paid/{orderId}): the order is settled and its licence made, as a card payment would.
 */
import type { TSalesOrder } from '@izlog/contract/sales';
import type { TOpenInvoice } from '@izlog/contract/sales-console';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, apiRequestPage } from '@/lib/api-client';
import { withQuery } from '@/lib/paths';
import { salesApiPaths } from '@/lib/platform-paths';
import { consoleKeys } from './console-query-keys';

const INVOICES_PAGE_SIZE = 20;

export const useOpenInvoices = (page: number) =>
  useQuery({
    queryKey: consoleKeys.openInvoices(page),
    queryFn: () =>
      apiRequestPage<TOpenInvoice>(withQuery(salesApiPaths.openInvoices, { page, page_count: INVOICES_PAGE_SIZE })),
    placeholderData: keepPreviousData,
  });

export function useMarkInvoicePaid() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) =>
      apiRequest<TSalesOrder>(salesApiPaths.markInvoicePaid(orderId), { method: 'POST' }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: consoleKeys.openInvoicesAll }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.licenceLists }),
        queryClient.invalidateQueries({ queryKey: consoleKeys.commissions }),
      ]),
  });
}

/**
 * POST /licences/get-domain-invoice (reference_no): an order's IPS QR proforma and its state. While it waits for the
 * money it is read again every 15 s, so the page turns to "paid" when the platform admin marks it so.
 */
import type { TDomainInvoice } from '@izlog/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const getDomainInvoice = (referenceNo: string) =>
  apiRequest<TDomainInvoice>(salesApiPaths.domainInvoice, { method: 'POST', body: { reference_no: referenceNo } });

/** The invoice's state is its order's: paid once the money arrived (and provisioned after). */
export const isInvoicePaid = (invoice: Pick<TDomainInvoice, 'status'>) =>
  invoice.status === 'paid' || invoice.status === 'provisioned';

const INVOICE_POLL_MS = 15_000;

export const domainInvoiceQueryOptions = (referenceNo: string) =>
  queryOptions({ queryKey: purchaseKeys.invoice(referenceNo), queryFn: () => getDomainInvoice(referenceNo) });

export const useDomainInvoice = (referenceNo: string, enabled = true) =>
  useQuery({
    ...domainInvoiceQueryOptions(referenceNo),
    enabled,
    refetchInterval: (query) => (query.state.data && !isInvoicePaid(query.state.data) ? INVOICE_POLL_MS : false),
  });

/**
 * GET /payments/transaction-status/{id}: a payment as the result page shows it (SPEC §3 Transaction). Read again
 * every 2 s while the gateway has not answered yet (unless the page stopped waiting).
 */
import type { TTransaction } from '@izlog/contract/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const getTransactionStatus = (transactionId: number) =>
  apiRequest<TTransaction>(salesApiPaths.transactionStatus(transactionId));

export const TRANSACTION_POLL_MS = 2000;

export const transactionQueryOptions = (transactionId: number) =>
  queryOptions({
    queryKey: purchaseKeys.transaction(transactionId),
    queryFn: () => getTransactionStatus(transactionId),
  });

export const useTransactionStatus = (transactionId: number, { poll = true }: { poll?: boolean } = {}) =>
  useQuery({
    ...transactionQueryOptions(transactionId),
    refetchInterval: (query) =>
      poll && query.state.data && query.state.data.outcome === null ? TRANSACTION_POLL_MS : false,
  });

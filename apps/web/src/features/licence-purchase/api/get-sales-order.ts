/** GET /licences/get-sales-order/{id}: the buyer's order; its licence_id appears once the site is provisioned. */
import type { TOrderStatus, TSalesOrder } from '@izlog/contract/sales';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';
import { purchaseKeys } from './purchase-query-keys';

export const getSalesOrder = (orderId: number) => apiRequest<TSalesOrder>(salesApiPaths.salesOrder(orderId));

export const salesOrderQueryOptions = (orderId: number) =>
  queryOptions({ queryKey: purchaseKeys.order(orderId), queryFn: () => getSalesOrder(orderId) });

/** Statuses after which an order gets no licence any more: reading it again would wait forever. */
const ORDER_ENDED_STATUSES: readonly TOrderStatus[] = ['expired', 'refunded', 'failed', 'cancelled'];
export const hasOrderEnded = (order: Pick<TSalesOrder, 'status'>) => ORDER_ENDED_STATUSES.includes(order.status);

/** Read again every `pollMs` until the order has its licence (provisioning runs as a job) or has ended without one. */
export const PROVISIONING_POLL_MS = 2000;

export const useProvisionedOrder = (orderId: number | null) =>
  useQuery({
    ...salesOrderQueryOptions(orderId ?? 0),
    enabled: orderId !== null,
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && (order.licence_id != null || hasOrderEnded(order)) ? false : PROVISIONING_POLL_MS;
    },
  });

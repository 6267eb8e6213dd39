/**
 * POST /payments/sales-licence-payment: starts paying an order (SPEC §7) and answers the checkout response (SPEC §3):
 * where the browser goes next. The server answers the same checkout for an order already being paid.
 */
import type { TCheckoutResponse } from '@izlog/contract/payments';
import { apiRequest } from '@/lib/api-client';
import { salesApiPaths } from '@/lib/platform-paths';

export const startLicencePayment = (orderId: number) =>
  apiRequest<TCheckoutResponse>(salesApiPaths.salesLicencePayment, { method: 'POST', body: { order_id: orderId } });

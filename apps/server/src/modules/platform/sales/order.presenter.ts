/** An order as the wire shows it (contract ZSalesOrder): amounts in minor units of RSD, times as ISO text. */
import { CURRENCY, type TLicenceType } from '@izlog/contract/constants';
import type { TOrderStatus, TPaymentMethod, TSalesOrder } from '@izlog/contract/sales';
import type { TOrderRow } from './sales.queries';

export function presentOrder(order: TOrderRow): TSalesOrder {
  const data = order.licenceData as { title_of_app?: string };
  return {
    id: order.id,
    kind: order.kind as TSalesOrder['kind'],
    status: order.status as TOrderStatus,
    licence_id: order.licenceId,
    licence_type: order.licenceType as TLicenceType,
    template_id: order.templateId,
    title_of_app: data.title_of_app ?? '',
    subdomain: order.subdomain,
    custom_domain: order.customDomain,
    licence_amount: order.licenceAmountMinor,
    domain_amount: order.domainAmountMinor,
    total: order.totalMinor,
    currency_id: CURRENCY.RSD,
    reference_no: order.referenceNo,
    payment_method: order.paymentMethod as TPaymentMethod,
    reserved_until: order.reservedUntil.toISOString(),
    paid_at: order.paidAt?.toISOString() ?? null,
    created_at: order.createdAt.toISOString(),
    provisioning_error: order.provisioningError,
  };
}

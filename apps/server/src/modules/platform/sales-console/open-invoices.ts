/**
 * The proforma orders waiting for their money (issue 13 §7a): orders to be paid by an NBS IPS transfer that are not
 * paid yet, oldest first, with who ordered — the platform admin checks the bank and marks them paid.
 */
import type { TOpenInvoice } from '@izlog/contract/sales-console';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentOrder } from '../sales/order.presenter';
import { listOpenInvoices } from './sales-console.queries';

export async function listOpenInvoicesPage(scope: TRequestScope, page: TPage): Promise<TPageResult<TOpenInvoice>> {
  const { rows, total } = await listOpenInvoices(scope.deps.platformDb, page);
  return { items: rows.map((row) => ({ ...presentOrder(row.order), buyer: row.buyer })), total };
}

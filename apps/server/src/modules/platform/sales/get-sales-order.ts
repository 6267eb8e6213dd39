/** GET /licences/get-sales-order/{id}: the buyer's order (the platform admin's: any), with its licence once provisioned. */
import type { TAppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/http/errors';
import { findReachableOrder, licenceReachOf } from '../../../platform/permissions/licence-reach';
import type { TPlatformActor } from '../../../platform/permissions/policy';
import type { TOrderRow } from './sales.queries';

export async function getSalesOrder(deps: TAppDeps, actor: TPlatformActor, orderId: number): Promise<TOrderRow> {
  const order = await findReachableOrder(deps.platformDb, licenceReachOf(actor), orderId);
  if (!order) throw notFound();
  return order;
}

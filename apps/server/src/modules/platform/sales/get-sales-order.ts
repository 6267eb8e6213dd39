/** GET /licences/get-sales-order/{id}: the buyer's order (the platform admin's: any), with its licence once provisioned. */
import type { TAppDeps } from '../../../platform/deps';
import { notFound } from '../../../platform/http/errors';
import { can, type TPlatformActor } from '../../../platform/permissions/policy';
import { findOrder, type TOrderRow } from './sales.queries';

export async function getSalesOrder(deps: TAppDeps, actor: TPlatformActor, orderId: number): Promise<TOrderRow> {
  const order = await findOrder(deps.platformDb, orderId);
  if (!order || (order.platformUserId !== actor.platformUserId && !can(actor, 'sales.platformAdmin'))) {
    throw notFound();
  }
  return order;
}

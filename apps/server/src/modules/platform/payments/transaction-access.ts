/**
 * Who may see a payment attempt: its order's buyer, and the platform admin (any) — the licence reach of its order.
 * Anyone else gets the same 404 as for an attempt that does not exist (DESIGN §2: no existence leaks).
 */
import type { TTransaction } from '@izlog/contract/payments';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { findReachableOrder, licenceReachOf } from '../../../platform/permissions/licence-reach';
import { findLicenceTerm, findTransaction, type TOrderRow, type TTransactionRow } from './payments.queries';
import { presentTransaction } from './transaction.presenter';

export async function readableTransaction(
  scope: TRequestScope,
  transactionId: number,
): Promise<{ transaction: TTransactionRow; order: TOrderRow }> {
  const reach = licenceReachOf(scope.actor);
  const transaction = await findTransaction(scope.deps.platformDb, transactionId);
  const order = transaction ? await findReachableOrder(scope.deps.platformDb, reach, transaction.orderId) : undefined;
  if (!transaction || !order) throw notFound();
  return { transaction, order };
}

/** GET /payments/transaction-status/{id}. */
export async function getTransactionStatus(scope: TRequestScope, transactionId: number): Promise<TTransaction> {
  const { transaction, order } = await readableTransaction(scope, transactionId);
  const licence = order.licenceId ? await findLicenceTerm(scope.deps.platformDb, order.licenceId) : undefined;
  return presentTransaction(scope.deps.config, transaction, order, licence);
}

/**
 * Queuing the provisioning of a paid order: a tracked job (its progress is in job_records for the console), one per
 * order (singleton key `order-<id>`), retried with backoff by the queue. Queued inside the settling transaction, so a
 * paid order always has its job and a rolled-back payment none; the handler (provision-order.ts) does nothing for an
 * order already provisioned, so a second job is harmless too.
 */

import type { Db } from '../../../platform/db/database';
import type { TAppDeps } from '../../../platform/deps';
import { queueTracked } from '../../../platform/jobs/tracked-jobs';

export const PROVISION_ORDER_JOB = 'provision-order';
export type TProvisionOrderJob = { orderId: number };

export const provisioningJobOptions = (orderId: number) => ({
  singletonKey: `order-${orderId}`,
  retryLimit: 5,
  retryDelaySeconds: 5,
});

/** Queues the order's provisioning; pass the caller's transaction when there is one (see TJobOptions.tx). */
export async function queueProvisioning(
  deps: Pick<TAppDeps, 'jobs' | 'platformDb'>,
  orderId: number,
  tx?: Db,
): Promise<void> {
  await queueTracked<TProvisionOrderJob>(
    deps,
    PROVISION_ORDER_JOB,
    { orderId },
    { orderId },
    { ...provisioningJobOptions(orderId), tx },
  );
}

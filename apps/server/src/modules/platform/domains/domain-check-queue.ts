/**
 * Queues the 'check-licence-domain' job of a custom domain (the job's handler: domain-check-job.ts) as a tracked job,
 * so the sales console shows it. A domain has at most one check of each step waiting (the singleton key), and the
 * DNS check retries with a doubling wait before it gives up.
 */
import type { TAppDeps } from '../../../platform/deps';
import { queueTracked } from '../../../platform/jobs/tracked-jobs';

export const CHECK_LICENCE_DOMAIN_JOB = 'check-licence-domain';
/** Checks after the first: 1, 2, 4, 8, 16, 32 minutes apart — about an hour for the owner's DNS to be set. */
export const DOMAIN_CHECK_RETRIES = 6;
export const DOMAIN_CHECK_RETRY_SECONDS = 60;
/** After the DNS step passed: the certificate step runs on the next check, this much later (or at the first ask). */
export const CERTIFICATE_STEP_DELAY_SECONDS = 30;

export type TDomainCheckJob = { licenceId: number; domainId: number };

export async function queueDomainCheck(
  deps: TAppDeps,
  job: TDomainCheckJob,
  { startAfterSeconds, step = 'dns' }: { startAfterSeconds?: number; step?: 'dns' | 'certificate' } = {},
): Promise<void> {
  await queueTracked(
    deps,
    CHECK_LICENCE_DOMAIN_JOB,
    job,
    { licenceId: job.licenceId },
    {
      // The certificate step is queued by the running DNS check, whose own key is still taken.
      singletonKey: `domain-${job.domainId}-${step}`,
      retryLimit: step === 'dns' ? DOMAIN_CHECK_RETRIES : 2,
      retryDelaySeconds: DOMAIN_CHECK_RETRY_SECONDS,
      startAfterSeconds,
    },
  );
}

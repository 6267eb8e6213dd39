/**
 * The 'check-licence-domain' job: one check of a custom domain per run (domain-steps.ts). While the owner's DNS is not
 * right it throws, so the queue runs it again with a doubling wait; on the last attempt the domain is marked failed
 * and the job's record says why. When the DNS step passes, the certificate step is queued a little later (or the TLS
 * ask comes first).
 */
import { cataloguedText } from '@izlog/contract/catalogued-text';
import type { TMessageKey, TMessageParams } from '@izlog/contract/messages';
import type { TAppDeps } from '../../../platform/deps';
import { workTracked } from '../../../platform/jobs/tracked-jobs';
import {
  CERTIFICATE_STEP_DELAY_SECONDS,
  CHECK_LICENCE_DOMAIN_JOB,
  queueDomainCheck,
  type TDomainCheckJob,
} from './domain-check-queue';
import { advanceCustomDomain } from './domain-steps';

/** The owner's records are not right (yet): the queue retries, or the domain failed; the message says which record. */
export class DomainNotReadyError extends Error {
  override name = 'DomainNotReadyError';
}

/** Kept as its message key, so the console shows it in its reader's language (contract catalogued-text.ts). */
function messageOf(lastCheck: Record<string, unknown> | null | undefined, key: string, params: string): string {
  const messageKey = lastCheck?.[key] as TMessageKey | undefined;
  return cataloguedText(messageKey ?? 'domain_dns_txt_missing', (lastCheck?.[params] ?? {}) as TMessageParams);
}

type TRun = {
  attempt: number;
  attemptsAllowed: number;
  progress?: (percent: number, message?: string) => Promise<void>;
};

export async function runDomainCheckJob(deps: TAppDeps, data: TDomainCheckJob, run: TRun): Promise<void> {
  const result = await advanceCustomDomain(deps, data.licenceId, data.domainId, {
    final: run.attempt >= run.attemptsAllowed,
    attempt: run.attempt,
  });
  const lastCheck = result.row?.lastCheck;
  if (result.certificateNext) {
    await run.progress?.(50, messageOf(lastCheck, 'message_key', 'params'));
    await queueDomainCheck(deps, data, { startAfterSeconds: CERTIFICATE_STEP_DELAY_SECONDS, step: 'certificate' });
  }
  if (result.retry) throw new DomainNotReadyError(messageOf(lastCheck, 'message_key', 'params'));
  if (result.failed) throw new DomainNotReadyError(messageOf(lastCheck, 'reason_key', 'reason_params'));
}

export function registerDomainCheckJob(deps: TAppDeps): Promise<void> {
  return workTracked<TDomainCheckJob>(deps, CHECK_LICENCE_DOMAIN_JOB, (data, run) =>
    runDomainCheckJob(deps, data, run),
  );
}

/**
 * The job that sends a stored submission's mail (decision 0035). Each attempt is written on the submission: sent
 * (with its time), or its reason and the attempt counted — pending while the queue will retry, failed after the last
 * attempt, when staff can send it again. A submission already sent (a job run twice) or gone with its licence is left
 * alone.
 */
import type { TAppDeps } from '../../../platform/deps';
import type { TJobMeta } from '../../../platform/jobs/job-queue';
import { composeContactMail } from './contact-mail';
import type { TContactMailJob } from './contact-mail-queue';
import {
  contactTenant,
  findAnyService,
  findSubmission,
  recordMailFailed,
  recordMailSent,
} from './contact-services.queries';

/** What staff read of a failure: the mailer's own words, cut to a line's length. */
const REASON_MAX = 500;
const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, REASON_MAX);

export async function deliverContactMail(
  deps: Pick<TAppDeps, 'platformDb' | 'mailer' | 'privateStorage'>,
  job: TContactMailJob,
  meta: Pick<TJobMeta, 'attempt' | 'attemptsAllowed'>,
): Promise<void> {
  const tenant = contactTenant(deps.platformDb, job.licenceId);
  const submission = await findSubmission(tenant, job.submissionId);
  if (!submission || submission.delivery === 'sent') return;
  try {
    const service = await findAnyService(tenant, submission.contactServiceId);
    if (!service) throw new Error('the contact service is missing');
    const bytes = submission.attachmentKey ? await deps.privateStorage.read(submission.attachmentKey) : null;
    if (submission.attachmentKey && !bytes) throw new Error('the attachment is missing from the file storage');
    const attachment = bytes
      ? {
          filename: submission.attachmentName ?? 'attachment',
          contentType: submission.attachmentType ?? 'application/octet-stream',
          content: bytes,
        }
      : null;
    await deps.mailer.send(composeContactMail(job, service, submission, attachment));
  } catch (error) {
    await recordMailFailed(tenant, submission.id, reasonOf(error), meta.attempt >= meta.attemptsAllowed);
    // The queue retries while attempts remain.
    throw error;
  }
  await recordMailSent(tenant, submission.id);
}

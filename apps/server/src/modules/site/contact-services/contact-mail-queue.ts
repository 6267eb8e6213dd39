/**
 * The contact form's mail as a background job (decision 0035): queued in the transaction that stores the submission,
 * so a stored message always has its job and a refused one none; one waiting job per submission (singleton key);
 * retried with doubling waits (CONTACT_MAIL_RETRY_LIMIT, CONTACT_MAIL_RETRY_DELAY_SECONDS).
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { Db } from '../../../platform/db/database';
import type { TAppDeps } from '../../../platform/deps';

export const SEND_CONTACT_MAIL_JOB = 'send-contact-mail';

/** What the mail needs beyond the stored rows: the site as the visitor saw it, and the language of its staff. */
export type TContactMailJob = {
  licenceId: number;
  submissionId: number;
  siteName: string;
  siteUrl: string;
  language: TLanguage;
};

/** A send must not hang a worker: an SMTP server that does not answer in this long counts as a failed attempt. */
const SEND_TIMEOUT_SECONDS = 120;

export async function queueContactMail(
  deps: Pick<TAppDeps, 'jobs' | 'config'>,
  job: TContactMailJob,
  tx: Db,
): Promise<boolean> {
  const id = await deps.jobs.send<TContactMailJob>(SEND_CONTACT_MAIL_JOB, job, {
    tx,
    singletonKey: `${job.licenceId}-${job.submissionId}`,
    retryLimit: deps.config.CONTACT_MAIL_RETRY_LIMIT,
    retryDelaySeconds: deps.config.CONTACT_MAIL_RETRY_DELAY_SECONDS,
    expireInSeconds: SEND_TIMEOUT_SECONDS,
  });
  // The singleton key refuses a second waiting job: the submission's earlier job has not let go yet.
  return id !== null;
}

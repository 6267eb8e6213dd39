/**
 * The account mails that must not tell anyone whether an account exists, as a background job (decision 0048): a
 * reset request queues the same job for any address and answers at once; the job looks the account up, issues the
 * token and sends the mail. Nothing of the request (its Host above all) goes into the job but the licence, the
 * address and the language: the link is built from the licence's own address.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TAppDeps } from '../../../platform/deps';

export const SEND_ACCOUNT_MAIL_JOB = 'send-account-mail';

export type TAccountMailJob = { kind: 'reset'; licenceId: number; email: string; language: TLanguage };

/** Retries after a failed send, the first this many seconds later, doubling; a reset link lives two hours. */
const RETRY_LIMIT = 4;
const RETRY_DELAY_SECONDS = 30;
/** A send must not hang a worker: an SMTP server that does not answer in this long counts as a failed attempt. */
const SEND_TIMEOUT_SECONDS = 120;

export async function queueAccountMail(deps: Pick<TAppDeps, 'jobs'>, job: TAccountMailJob): Promise<void> {
  await deps.jobs.send<TAccountMailJob>(SEND_ACCOUNT_MAIL_JOB, job, {
    retryLimit: RETRY_LIMIT,
    retryDelaySeconds: RETRY_DELAY_SECONDS,
    expireInSeconds: SEND_TIMEOUT_SECONDS,
  });
}

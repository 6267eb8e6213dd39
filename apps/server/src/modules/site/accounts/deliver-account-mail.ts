/**
 * The account-mail job (decision 0048): all the work a reset request must not do while the caller waits, because
 * its length would tell whether the address has an account — the lookup, the token and the mail. An unknown address,
 * or an account that may not reset (blocked, deleted), or a licence gone since, ends the job quietly.
 */
import type { TAppDeps } from '../../../platform/deps';
import { licenceOwnUrl } from '../../../platform/tenancy/site-url';
import { RESET_TOKEN_HOURS, sendResetMail } from './account-mail';
import type { TAccountMailJob } from './account-mail-queue';
import { accountsTenant, findLicenceOfMail, findUserByEmail, issueAccountToken } from './accounts.queries';

export async function deliverAccountMail(
  deps: Pick<TAppDeps, 'platformDb' | 'mailer' | 'config'>,
  job: TAccountMailJob,
): Promise<void> {
  const licence = await findLicenceOfMail(deps.platformDb, job.licenceId);
  if (!licence) return;
  const tenant = accountsTenant(deps.platformDb, licence.id);
  const user = await findUserByEmail(tenant, job.email);
  if (!user || (user.status !== 'active' && user.status !== 'inactive')) return;
  // A retried send issues a new token: the one of a mail that may not have gone out stops working.
  const token = await issueAccountToken(tenant, user.id, 'reset', RESET_TOKEN_HOURS);
  // The link's address is the licence's own, worked out here: nothing of the request reaches the job.
  const site = { deps, licence, siteUrl: licenceOwnUrl(deps.config, licence), language: job.language };
  await sendResetMail(site, user, token);
}

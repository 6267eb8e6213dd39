/**
 * retry-contact-submission/{id}: staff send a failed message again (after fixing the service's address, say). Only a
 * failed one — a pending one is still being tried, a sent one arrived (409); back to pending and queued again in one
 * transaction, with a fresh set of retries.
 */
import type { TLanguage } from '@izlog/contract/constants';
import type { TContactSubmission } from '@izlog/contract/contact-services';
import { AppError, notFound } from '../../../platform/http/errors';
import { languageOfLicence } from '../../../platform/http/request-context';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { siteTitleOf } from '../../../platform/tenancy/licence-resolver';
import { queueContactMail } from './contact-mail-queue';
import { presentSubmission } from './contact-services.presenter';
import { findAnyService, findSubmission, reopenFailedSubmission } from './contact-services.queries';

export async function retryContactSubmission(scope: TRequestScope, id: number): Promise<TContactSubmission> {
  const licenceId = scope.tenant.licenceId;
  const language: TLanguage = languageOfLicence(scope.licence);
  const reopened = await scope.tenant.transaction(async (tenant, { db: tx }) => {
    const row = await reopenFailedSubmission(tenant, id);
    if (!row) {
      if (!(await findSubmission(tenant, id))) throw notFound();
      throw new AppError(409, 'contact_submission_not_failed');
    }
    const siteName = siteTitleOf(scope.licence);
    const job = { licenceId, submissionId: id, siteName, siteUrl: scope.siteUrl, language };
    // Its last attempt's job still held by the queue (failed a moment ago): the transaction is undone, try again soon.
    if (!(await queueContactMail(scope.deps, job, tx))) throw new AppError(409, 'contact_submission_not_failed');
    const service = await findAnyService(tenant, row.contactServiceId);
    return { ...row, serviceName: service?.serviceName ?? '' };
  });
  return presentSubmission(reopened);
}

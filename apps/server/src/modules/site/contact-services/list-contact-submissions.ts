/**
 * GET contact-submissions: what visitors sent the site, newest first, with each mail's delivery state (pending, sent,
 * failed with its last reason), so staff see that nothing was lost even when mail was not delivered.
 */
import type { TContactSubmission, TContactSubmissionsQuery } from '@izlog/contract/contact-services';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentSubmission } from './contact-services.presenter';
import { listSubmissions } from './contact-services.queries';

export async function listContactSubmissions(
  scope: TRequestScope,
  query: TContactSubmissionsQuery,
  page: TPage,
): Promise<TPageResult<TContactSubmission>> {
  const { rows, total } = await listSubmissions(
    scope.tenant,
    { contactServiceId: query['filter[contact_service_id]'], delivery: query['filter[delivery]'] },
    page,
  );
  return { items: rows.map(presentSubmission), total };
}

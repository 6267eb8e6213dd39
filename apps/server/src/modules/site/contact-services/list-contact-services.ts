/**
 * get-licence-contact-services (SPEC §7): the site's services that are not deleted, in the order they were added.
 * Staff who manage them see each one's address; visitors (and everyone else) only the name and description, which
 * is all a contact form needs.
 */
import type { TContactService, TPublicContactService } from '@izlog/contract/contact-services';
import type { TPageResult } from '../../../platform/http/page-reply';
import type { TPage } from '../../../platform/http/pagination';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { can } from '../../../platform/permissions/policy';
import { presentPublicService, presentService } from './contact-services.presenter';
import { listLiveServices } from './contact-services.queries';

export async function listContactServices(
  scope: TRequestScope,
  page: TPage,
): Promise<TPageResult<TContactService | TPublicContactService>> {
  const [rows, total] = await listLiveServices(scope.tenant, page);
  const present = can(scope.actor, 'contacts.manage') ? presentService : presentPublicService;
  return { items: rows.map(present), total };
}

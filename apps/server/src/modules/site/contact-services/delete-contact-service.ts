/**
 * delete-contact-service/{id} (SPEC §7): the service leaves the site's list and its forms, but its row stays (marked
 * deleted), so the messages it received still name it and a message already on its way is still delivered. A contact
 * form widget that named it shows nothing for it (the widgets module reads deleted_at).
 */
import { formatMessage } from '@izlog/contract/messages';
import { notFound } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { softDeleteService } from './contact-services.queries';

export async function deleteContactService(scope: TRequestScope, id: number): Promise<{ message: string }> {
  if (!(await softDeleteService(scope.tenant, id))) throw notFound();
  return { message: formatMessage('contact_service_deleted', scope.language) };
}

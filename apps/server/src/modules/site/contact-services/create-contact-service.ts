/**
 * create-contact-service (SPEC §7): a named service and the address its messages go to. A site keeps at most
 * CONTACT_SERVICES_MAX live services, and no two by the same name (a visitor choosing between two "Prodaja" could not
 * tell them apart); both are counted under a lock of the licence's services, so two admins at once cannot pass them.
 */
import {
  CONTACT_SERVICES_MAX,
  type TContactService,
  type TCreateContactServiceRequest,
} from '@izlog/contract/contact-services';
import { AppError, fieldConflict } from '../../../platform/http/errors';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentService } from './contact-services.presenter';
import { countLiveServices, insertService, isLiveServiceNameTaken, lockUntilCommit } from './contact-services.queries';

export async function createContactService(
  scope: TRequestScope,
  input: TCreateContactServiceRequest,
): Promise<TContactService> {
  const licenceId = scope.tenant.licenceId;
  const row = await scope.tenant.transaction(async (tenant, { db: tx }) => {
    await lockUntilCommit(tx, `contact-services:${licenceId}`);
    if ((await countLiveServices(tenant)) >= CONTACT_SERVICES_MAX) {
      throw new AppError(409, 'contact_services_limit', { max: CONTACT_SERVICES_MAX });
    }
    if (await isLiveServiceNameTaken(tenant, input.service_name)) {
      throw fieldConflict('service_name', 'contact_service_name_taken');
    }
    return insertService(tenant, {
      serviceName: input.service_name,
      email: input.email,
      description: input.description ?? '',
    });
  });
  return presentService(row);
}

/**
 * POST /licences/update-licence-template (issue 16): the site's admin changes the template its visitors see, after a
 * preview in the site management modal. The contract has already refused an id that names no template; the save is
 * a site setting like the others (audit entry, the licence cache forgotten, the next page of any visitor wears it).
 */
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { saveLicenceSettings } from './save-licence-settings';

export function updateLicenceTemplate(scope: TRequestScope, templateId: number): Promise<TLicence> {
  return saveLicenceSettings(scope, 'site.template', { templateId });
}

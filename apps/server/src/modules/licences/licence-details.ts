/** What a site needs to know of its own licence at start, before anyone signs in (SPEC §7 "Licence and site"). */
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TRequestScope } from '../../platform/http/request-scope';
import { presentPublicLicence } from './licence.presenter';

export function getLicenceDetails(scope: TRequestScope): TPublicLicence {
  return presentPublicLicence(scope.licence, scope.deps);
}

export function getTemplateId(scope: TRequestScope): { template_id: number } {
  return { template_id: scope.licence.templateId };
}

export function getLanguageId(scope: TRequestScope): { language_id: number } {
  return { language_id: scope.licence.languageId };
}

/** What a site needs to know of its own licence at start, before anyone signs in (SPEC §7 "Licence and site"). */
import type { TPublicLicence } from '@izlog/contract/licence';
import { LICENCE_TEXTS, type TLicenceText } from '@izlog/contract/site-settings';
import type { TRequestScope } from '../../../platform/http/request-scope';
import { presentPublicLicence } from './licence.presenter';

/** The long texts `expand` names (comma-separated); other names are not texts of a licence and are passed over. */
export function expandedTexts(expand: string | undefined): TLicenceText[] {
  const named = new Set((expand ?? '').split(',').map((name) => name.trim()));
  return LICENCE_TEXTS.filter((text) => named.has(text));
}

export function getLicenceDetails(scope: TRequestScope, expand?: string): TPublicLicence {
  return presentPublicLicence(scope.licence, scope.deps, expandedTexts(expand));
}

export function getTemplateId(scope: TRequestScope): { template_id: number } {
  return { template_id: scope.licence.templateId };
}

export function getLanguageId(scope: TRequestScope): { language_id: number } {
  return { language_id: scope.licence.languageId };
}

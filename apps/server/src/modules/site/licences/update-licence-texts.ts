/**
 * The site's words: the greetings the login and registration notices show (SPEC §5: all required) and the long
 * texts of the terms modals and screen (rich text, sanitized here before it is stored, as contents are). A text not
 * sent keeps its value; an optional one sent empty is emptied (decision 0050).
 */
import {
  type TGreetingMessagesRequest,
  type TLicenceTextsRequest,
  ZGreetingMessagesRequest,
  ZLicenceTextsRequest,
} from '@izlog/contract/site-settings';
import { fieldError } from '../../../platform/http/errors';
import { completeForm } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { htmlToPlainText } from '../../../platform/text/plain-text';
import { sanitizeRichText } from '../../../platform/text/sanitize';
import { saveLicenceSettings } from './save-licence-settings';

export function updateLicenceGreetings(
  scope: TRequestScope,
  sent: Partial<TGreetingMessagesRequest>,
): Promise<TLicence> {
  const { licence } = scope;
  const input = completeForm(
    ZGreetingMessagesRequest,
    {
      sign_in_msg: licence.signInMsg,
      register_msg: licence.registerMsg,
      client_register_msg: licence.clientRegisterMsg,
    },
    sent,
  );
  return saveLicenceSettings(scope, 'site.greetings', {
    signInMsg: input.sign_in_msg,
    registerMsg: input.register_msg,
    clientRegisterMsg: input.client_register_msg,
  });
}

/** Sanitized text, or null when nothing readable is left (a text of only a script is no text). */
function richText(html: string | undefined): string | null {
  const clean = sanitizeRichText(html);
  return clean && htmlToPlainText(clean).trim() ? clean : null;
}

/** The terms are required; the privacy policy and terms of payment are emptied when sent empty. */
export function updateLicenceTexts(scope: TRequestScope, sent: Partial<TLicenceTextsRequest>): Promise<TLicence> {
  const { licence } = scope;
  const stored = {
    terms_and_conditions: licence.termsAndConditions,
    privacy_policy: licence.privacyPolicy,
    terms_of_payment: licence.termsOfPayment,
  };
  const input = completeForm(ZLicenceTextsRequest, stored, sent);
  const termsAndConditions = richText(input.terms_and_conditions);
  if (!termsAndConditions) throw fieldError('terms_and_conditions', 'field_required');
  return saveLicenceSettings(scope, 'site.terms', {
    termsAndConditions,
    privacyPolicy: richText(input.privacy_policy),
    termsOfPayment: richText(input.terms_of_payment),
  });
}

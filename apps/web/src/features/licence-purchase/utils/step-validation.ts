/**
 * What each step of the wizard needs before the next one (SPEC §4, §5): field → message, empty when the step is
 * complete. The order form uses the contract's own rules for create-licence, so the wizard and the server agree.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { formatMessage } from '@izlog/contract/messages';
import { type TLicenceDraft, ZCreateLicenceRequest } from '@izlog/contract/sales';
import { schemaErrors } from '@/lib/schema-form';
import { isCustomDomainWellFormed, isSubdomainWellFormed, normaliseDomain } from './domain-rules';

type TStepErrors = Record<string, string>;

/** The steps, in order; the draft's `step` is an index into it. */
export const WIZARD_STEPS = ['type', 'template', 'details', 'domain', 'confirm'] as const;
export type TWizardStep = (typeof WIZARD_STEPS)[number];
export const stepIndex = (step: TWizardStep) => WIZARD_STEPS.indexOf(step);

export function licenceTypeErrors(draft: TLicenceDraft, language: TLanguage): TStepErrors {
  return draft.licence_type ? {} : { licence_type: formatMessage('field_required', language) };
}

export function templateErrors(
  draft: TLicenceDraft,
  templateIds: readonly number[] | undefined,
  language: TLanguage,
): TStepErrors {
  if (draft.template_id === undefined) return { template_id: formatMessage('field_required', language) };
  if (templateIds && !templateIds.includes(draft.template_id))
    return { template_id: formatMessage('field_invalid_choice', language) };
  return {};
}

const ZOrderDetails = ZCreateLicenceRequest.pick({
  title_of_app: true,
  description: true,
  phone: true,
  country: true,
  city: true,
  address: true,
});

/** The order form: site name, description, phone and the location picked from the suggestions (one message). */
export function orderDetailsErrors(draft: TLicenceDraft, language: TLanguage): TStepErrors {
  const errors = schemaErrors(
    ZOrderDetails,
    {
      title_of_app: draft.title_of_app ?? '',
      description: draft.description ?? '',
      phone: draft.phone ?? '',
      country: draft.country ?? '',
      city: draft.city ?? '',
      address: draft.address ?? '',
    },
    language,
  );
  const { country, city, address, ...rest } = errors;
  if (country || city || address) rest.location = formatMessage('location_pick_required', language);
  if (!draft.language) rest.language = formatMessage('field_required', language);
  return rest;
}

/** The subdomain's check as the domain step knows it. */
export type TSubdomainState = 'empty' | 'malformed' | 'checking' | 'free' | 'taken' | 'unknown';

export function domainErrors(
  draft: TLicenceDraft,
  subdomainState: TSubdomainState,
  customDomainText: string,
  language: TLanguage,
  /** What to say of a free custom domain whose prices are not accepted yet. */
  unconfirmedMessage: string,
): TStepErrors {
  const errors: TStepErrors = {};
  const notAvailable = formatMessage('domain_not_available', language);
  const subdomain = draft.title_of_app_unique ?? '';
  if (subdomain.trim() === '') errors.title_of_app_unique = formatMessage('field_required', language);
  else if (!isSubdomainWellFormed(subdomain) || subdomainState === 'taken') errors.title_of_app_unique = notAvailable;
  const custom = normaliseDomain(customDomainText);
  if (custom !== '') {
    if (!isCustomDomainWellFormed(custom)) errors.domain = notAvailable;
    else if (draft.confirmedDomain !== custom || !draft.acceptedDomain) errors.domain = unconfirmedMessage;
  }
  return errors;
}

type TTermsAccepted = { termsOfPayment: boolean; termsAndConditions: boolean };

/** Both terms must be accepted before paying (SPEC §5); `messages` says what each unticked box needs. */
export function confirmationErrors(accepted: TTermsAccepted, messages: Record<keyof TTermsAccepted, string>) {
  const errors: TStepErrors = {};
  if (!accepted.termsOfPayment) errors.termsOfPayment = messages.termsOfPayment;
  if (!accepted.termsAndConditions) errors.termsAndConditions = messages.termsAndConditions;
  return errors;
}

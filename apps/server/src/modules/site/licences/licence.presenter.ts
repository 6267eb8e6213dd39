/** A licence as its own site sees it before anyone logs in. */
import { LANGUAGE_ID, type TLicenceStatus, type TLicenceType } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import type { TLicenceText } from '@izlog/contract/site-settings';
import type { TAppDeps } from '../../../platform/deps';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';

const TEXT_COLUMNS = {
  terms_and_conditions: 'termsAndConditions',
  privacy_policy: 'privacyPolicy',
  terms_of_payment: 'termsOfPayment',
} as const satisfies Record<TLicenceText, keyof TLicence>;

/** The long texts are sent only when asked for (`texts`): every page needs the rest, few pages need them. */
export function presentPublicLicence(
  licence: TLicence,
  deps: TAppDeps,
  texts: readonly TLicenceText[] = [],
): TPublicLicence {
  const longTexts = Object.fromEntries(texts.map((text) => [text, licence[TEXT_COLUMNS[text]]]));
  return {
    id: licence.id,
    title_of_app: licence.titleOfApp,
    title_of_app_unique: licence.titleOfAppUnique,
    description: licence.description,
    language: licence.languageId === LANGUAGE_ID.en ? 'en' : 'srp',
    template_id: licence.templateId,
    licence_type: licence.licenceType as TLicenceType,
    status: licence.status as TLicenceStatus,
    site_name: licence.siteName,
    site_image: licence.siteImage,
    overlay_text: licence.overlayText,
    icon: licence.icon,
    brand_color: licence.brandColor,
    android_app_link: licence.androidAppLink,
    button_text: licence.buttonText,
    link_text: licence.linkText,
    sign_in_msg: licence.signInMsg,
    register_msg: licence.registerMsg,
    client_register_msg: licence.clientRegisterMsg,
    phone: licence.phone,
    country: licence.country,
    city: licence.city,
    address: licence.address,
    facebook_url: licence.facebookUrl,
    instagram_url: licence.instagramUrl,
    twitter_url: licence.twitterUrl,
    linkedin_url: licence.linkedinUrl,
    search_status: licence.searchStatus,
    login_registration_status: licence.loginRegistrationStatus,
    bidding_duration: licence.biddingDuration,
    social: { google: deps.social.isEnabled('google'), facebook: deps.social.isEnabled('facebook') },
    captcha_enabled: deps.captcha.enabled,
    ...longTexts,
  };
}

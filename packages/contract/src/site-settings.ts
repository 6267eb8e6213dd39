/**
 * Site settings (SPEC §2 "Site settings", §5, §7 "Licence and site", issue 12): what a licence's staff change about
 * the site itself — header and hero, greetings, terms and the two switches. One home for the rules both the server
 * and the site management modal apply.
 */
import { z } from 'zod';
import { isTemplateId } from './sales';
import { optional, zPhone, zText, zWebUrl } from './validation';

/** SPEC §5: a button link is a page of this site, written with letters, digits, - and _ only (no scheme, no host). */
export const BUTTON_LINK_PATTERN = /^[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_-]+)*$/;
/** The logo is a PNG (SPEC §5); the server checks the file's bytes, the web its type before it sends. */
export const LOGO_MIME = 'image/png';
export const LICENCE_TEXT_MAX = 100_000;

/**
 * The site's brand colour as #rrggbb (issue 16): its buttons' and links' colour in every theme. The web shades it
 * until text on it and in it meets WCAG AA, so any colour may be chosen. Stored in lower case.
 */
export const BRAND_COLOR_PATTERN = /^#[0-9a-f]{6}$/i;
export const zBrandColor = z
  .string()
  .trim()
  .regex(BRAND_COLOR_PATTERN, 'brand_color_invalid')
  .transform((color) => color.toLowerCase());

/**
 * POST /licences/update-licence-data; the logo (`icon`, PNG) and the site image (`site_image`, a file or a stock
 * location) arrive beside these. A logo is required while the site has none. The button needs both text and link.
 */
export const ZUpdateLicenceDataRequest = z
  .object({
    site_name: zText(120),
    description: optional(z.string().trim().max(500)),
    overlay_text: optional(z.string().trim().max(200)),
    button_text: optional(zText(40)),
    link_text: optional(z.string().trim().max(120).regex(BUTTON_LINK_PATTERN, 'link_internal_only')),
    phone: optional(zPhone),
    country: optional(zText(100)),
    city: optional(zText(100)),
    address: optional(zText(255)),
    facebook_url: optional(zWebUrl),
    instagram_url: optional(zWebUrl),
    twitter_url: optional(zWebUrl),
    linkedin_url: optional(zWebUrl),
    /** Empty clears it: the site then wears Izlog's green. */
    brand_color: optional(zBrandColor),
  })
  .refine((body) => Boolean(body.button_text) === Boolean(body.link_text), {
    message: 'button_text_and_link',
    path: ['link_text'],
  });
export type TUpdateLicenceDataRequest = z.infer<typeof ZUpdateLicenceDataRequest>;

/** POST /licences/update-licence-greeting-messages (SPEC §5: required). */
export const ZGreetingMessagesRequest = z.object({
  sign_in_msg: zText(300),
  register_msg: zText(300),
  client_register_msg: zText(300),
});
export type TGreetingMessagesRequest = z.infer<typeof ZGreetingMessagesRequest>;

/** POST /licences/update-licence-terms-and-conditions: rich text, sanitized on the server. */
export const ZLicenceTextsRequest = z.object({
  terms_and_conditions: z.string().trim().min(2).max(LICENCE_TEXT_MAX),
  privacy_policy: optional(z.string().trim().max(LICENCE_TEXT_MAX)),
  terms_of_payment: optional(z.string().trim().max(LICENCE_TEXT_MAX)),
});
export type TLicenceTextsRequest = z.infer<typeof ZLicenceTextsRequest>;

/** A switch as sent by a form or JSON: true/false, "1"/"0", "on"/"off". */
export const zSwitch = z.preprocess((value) => {
  const text = String(value).toLowerCase();
  if (value === true || ['true', '1', 'on', 'yes'].includes(text)) return true;
  if (value === false || ['false', '0', 'off', 'no'].includes(text)) return false;
  return value;
}, z.boolean());

/** POST /licences/change-login-registration-status and change-search-status: the new state. */
export const ZSwitchRequest = z.object({ status: zSwitch });

/** The licence's long texts, sent only when `expand` names them (they are not needed to draw a page). */
export const LICENCE_TEXTS = ['terms_and_conditions', 'privacy_policy', 'terms_of_payment'] as const;
export type TLicenceText = (typeof LICENCE_TEXTS)[number];

/** GET /licences/get-licence-details?expand=terms_and_conditions,privacy_policy,terms_of_payment */
export const ZLicenceDetailsQuery = z.object({ expand: optional(z.string().max(200)) });

/**
 * POST /licences/update-licence-template (issue 16): the template the site wears. SPEC §8: an id that names no
 * template is refused (422 `template_id`), even though a stored unknown id would only show the default.
 */
export const ZUpdateLicenceTemplateRequest = z.object({
  template_id: z.preprocess(
    (value) => (typeof value === 'string' && /^\s*\d{1,9}\s*$/.test(value) ? Number(value) : value),
    z
      .number({ error: (issue) => (issue.input === undefined ? 'field_required' : 'template_unknown') })
      .int('template_unknown')
      .refine(isTemplateId, 'template_unknown'),
  ),
});
export type TUpdateLicenceTemplateRequest = z.infer<typeof ZUpdateLicenceTemplateRequest>;

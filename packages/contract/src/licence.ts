/** The public face of a licence: what the site needs to render before anyone logs in. */
import { z } from 'zod';
import { LANGUAGES, LICENCE_STATUSES, LICENCE_TYPES } from './constants';

export const ZPublicLicence = z.object({
  id: z.number(),
  title_of_app: z.string(),
  title_of_app_unique: z.string(),
  description: z.string().nullable(),
  language: z.enum(LANGUAGES),
  template_id: z.number(),
  licence_type: z.enum(LICENCE_TYPES),
  status: z.enum(LICENCE_STATUSES),
  site_name: z.string().nullable(),
  site_image: z.string().nullable(),
  /** The hero's text over the site image. */
  overlay_text: z.string().nullable(),
  /** The logo (a PNG). */
  icon: z.string().nullable(),
  /** The site's own colour (#rrggbb); null: Izlog's green. Every theme draws its accents from it. */
  brand_color: z.string().nullable(),
  /** The site's app on Google Play (admin-add-licence-android-app-link), shown on the site; null when it has none. */
  android_app_link: z.string().nullable(),
  button_text: z.string().nullable(),
  link_text: z.string().nullable(),
  sign_in_msg: z.string().nullable(),
  register_msg: z.string().nullable(),
  client_register_msg: z.string().nullable(),
  phone: z.string().nullable(),
  country: z.string().nullable(),
  city: z.string().nullable(),
  address: z.string().nullable(),
  facebook_url: z.string().nullable(),
  instagram_url: z.string().nullable(),
  twitter_url: z.string().nullable(),
  linkedin_url: z.string().nullable(),
  /** The long texts (sanitized rich text) come only when `expand` names them. */
  terms_and_conditions: z.string().nullable().optional(),
  privacy_policy: z.string().nullable().optional(),
  terms_of_payment: z.string().nullable().optional(),
  search_status: z.boolean(),
  login_registration_status: z.boolean(),
  /** How many days a paid first place lasts (SPEC §9; the admin's slider, BIDDING_DURATION). */
  bidding_duration: z.number(),
  social: z.object({
    google: z.boolean(),
    facebook: z.boolean(),
  }),
  captcha_enabled: z.boolean(),
});
export type TPublicLicence = z.infer<typeof ZPublicLicence>;

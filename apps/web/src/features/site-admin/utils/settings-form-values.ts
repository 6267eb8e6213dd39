/**
 * The settings form (SPEC §2 "Site settings"): the licence's fields as form values, the values as the multipart body
 * of update-licence-data, and as the look the live preview draws.
 */

import type { TLanguage } from '@izlog/contract/constants';
import type { TPublicLicence } from '@izlog/contract/licence';
import { formatMessage } from '@izlog/contract/messages';
import { LOGO_MIME } from '@izlog/contract/site-settings';
import { appendImageValue, type TImageValue } from '@/components/media/image-field';
import { imagePreviewUrl } from '@/components/media/image-value';
import { siteLookOf, type TSiteLook } from '@/lib/site-look';

/** The text fields, named as the call names them. */
const SETTINGS_TEXT_FIELDS = [
  'site_name',
  'description',
  'overlay_text',
  'button_text',
  'link_text',
  'phone',
  'address',
  'city',
  'country',
  'facebook_url',
  'instagram_url',
  'twitter_url',
  'linkedin_url',
  /** #rrggbb, or empty for Izlog's green. */
  'brand_color',
] as const;
export type TSettingsTextField = (typeof SETTINGS_TEXT_FIELDS)[number];

export type TSettingsFormValues = Record<TSettingsTextField, string> & {
  /** A newly chosen logo; null keeps the stored one. */
  icon: File | null;
  site_image: TImageValue | null;
};

export function settingsFormValuesOf(licence: TPublicLicence): TSettingsFormValues {
  const texts = Object.fromEntries(
    SETTINGS_TEXT_FIELDS.map((field) => [
      field,
      field === 'site_name' ? siteNameField(licence) : (licence[field] ?? ''),
    ]),
  ) as Record<TSettingsTextField, string>;
  return {
    ...texts,
    icon: null,
    site_image: licence.site_image ? { kind: 'existing', url: licence.site_image } : null,
  };
}

/** A site without a name of its own starts from the title it was leased under (the name the header shows). */
const siteNameField = (licence: TPublicLicence) => licence.site_name ?? licence.title_of_app;

/**
 * Every text field goes, an empty one as '' (the server reads it as "not given"); the logo only when a new one was
 * chosen, the site image as a file or a stock location (SPEC §5), the stored picture not at all.
 */
export function settingsFormData(values: TSettingsFormValues): FormData {
  const formData = new FormData();
  for (const field of SETTINGS_TEXT_FIELDS) formData.append(field, values[field].trim());
  if (values.icon) formData.append('icon', values.icon, values.icon.name);
  appendImageValue(formData, values.site_image, { file: 'site_image', stock: 'site_image' });
  return formData;
}

/** SPEC §5: a logo is required and a PNG. The server reads the bytes again; this spares a useless upload. */
export function logoProblem(icon: File | null, hasStoredLogo: boolean, language: TLanguage): string | null {
  if (!icon) return hasStoredLogo ? null : formatMessage('logo_required', language);
  return icon.type === LOGO_MIME ? null : formatMessage('logo_png_required', language);
}

/** What the preview draws: the unsaved values over the stored licence. */
export function previewLookOf(
  licence: TPublicLicence,
  values: TSettingsFormValues,
  chosenLogoUrl: string | null,
): TSiteLook {
  return siteLookOf({
    title_of_app: licence.title_of_app,
    site_name: values.site_name,
    icon: chosenLogoUrl ?? licence.icon,
    site_image: values.site_image ? imagePreviewUrl(values.site_image) : null,
    overlay_text: values.overlay_text,
    button_text: values.button_text,
    link_text: values.link_text,
  });
}

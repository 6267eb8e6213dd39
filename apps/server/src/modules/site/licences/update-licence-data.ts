/**
 * POST /licences/update-licence-data: the header and hero of the site and its contact data (SPEC §2 "Site settings",
 * §5). A field not sent keeps its value; one sent empty is emptied (decision 0050). Pictures are kept unless a new
 * one is sent: the logo (`icon`, a PNG by its bytes; required while the site has none) and the site image
 * (`site_image`, a file or a stock photo's location). Every check runs before anything is stored, so a refused call
 * leaves the site as it was.
 */
import { type TUpdateLicenceDataRequest, ZUpdateLicenceDataRequest } from '@izlog/contract/site-settings';
import { fieldError } from '../../../platform/http/errors';
import type { TUploadedFile } from '../../../platform/http/form-body';
import { completeForm } from '../../../platform/http/partial-update';
import type { TRequestScope } from '../../../platform/http/request-scope';
import type { TPreparedImage } from '../../../platform/images/images';
import { imagePayerOf } from '../../../platform/images/pixel-budget';
import type { TLicence } from '../../../platform/tenancy/licence-resolver';
import { prepareImageInput, saveImageInput, type TImageInputContext } from '../media/image-input';
import { saveLicenceSettings } from './save-licence-settings';

export type TLicencePictures = {
  /** The new logo; absent keeps the current one. */
  icon?: TUploadedFile;
  /** A new site image as a file or a stock location; absent (or the stored image's own address) keeps it. */
  siteImage?: TUploadedFile | string;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * SPEC §5: the logo is a PNG. Read from the bytes, never from the name or the declared type; a PNG's header on a
 * picture that does not decode is refused by its one decode (preparePicture).
 */
function assertPngLogo(scope: TRequestScope, icon: TUploadedFile | undefined): void {
  if (!icon) {
    if (!scope.licence.icon) throw fieldError('icon', 'logo_required');
    return;
  }
  if (!icon.data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw fieldError('icon', 'logo_png_required');
}

/** A form sends the stored picture's own address back when the picture is unchanged. */
const isStoredPicture = (licence: TLicence, value: string) =>
  value === licence.siteImage || value.startsWith(`/media/${licence.id}/`);

const pictureContext = (scope: TRequestScope): TImageInputContext => ({
  deps: scope.deps,
  licenceId: scope.licence.id,
  userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
  payer: imagePayerOf(scope.actor, scope.ip),
});

/** A new picture checked and decoded into its variants, nothing stored yet; undefined when none was sent. */
async function preparePicture(
  scope: TRequestScope,
  input: TUploadedFile | string | undefined,
  field: 'icon' | 'site_image',
): Promise<TPreparedImage | null | undefined> {
  if (input === undefined || (typeof input === 'string' && isStoredPicture(scope.licence, input.trim()))) {
    return undefined;
  }
  return prepareImageInput(
    pictureContext(scope),
    typeof input === 'string' ? { stockLocation: input } : { file: input },
    field,
    field === 'icon' ? 'logo' : 'siteImage',
  );
}

const savePicture = async (scope: TRequestScope, prepared: TPreparedImage | null | undefined) =>
  prepared ? (await saveImageInput(pictureContext(scope), prepared)).url : undefined;

/** The stored settings as the form names them. */
const storedData = (licence: TLicence): Record<string, unknown> => ({
  site_name: licence.siteName,
  description: licence.description,
  overlay_text: licence.overlayText,
  button_text: licence.buttonText,
  link_text: licence.linkText,
  phone: licence.phone,
  country: licence.country,
  city: licence.city,
  address: licence.address,
  facebook_url: licence.facebookUrl,
  instagram_url: licence.instagramUrl,
  twitter_url: licence.twitterUrl,
  linkedin_url: licence.linkedinUrl,
  brand_color: licence.brandColor,
});

export async function updateLicenceData(
  scope: TRequestScope,
  sent: Partial<TUpdateLicenceDataRequest>,
  pictures: TLicencePictures,
): Promise<TLicence> {
  const input = completeForm(ZUpdateLicenceDataRequest, storedData(scope.licence), sent);
  assertPngLogo(scope, pictures.icon);
  // Both pictures are fetched, checked and decoded before either is stored, so a refused one leaves nothing behind.
  const preparedSiteImage = await preparePicture(scope, pictures.siteImage, 'site_image');
  const preparedIcon = await preparePicture(scope, pictures.icon, 'icon');
  const siteImage = await savePicture(scope, preparedSiteImage);
  const icon = await savePicture(scope, preparedIcon);
  return saveLicenceSettings(scope, 'site.data', {
    siteName: input.site_name,
    description: input.description ?? null,
    overlayText: input.overlay_text ?? null,
    buttonText: input.button_text ?? null,
    linkText: input.link_text ?? null,
    phone: input.phone ?? null,
    country: input.country ?? null,
    city: input.city ?? null,
    address: input.address ?? null,
    facebookUrl: input.facebook_url ?? null,
    instagramUrl: input.instagram_url ?? null,
    twitterUrl: input.twitter_url ?? null,
    linkedinUrl: input.linkedin_url ?? null,
    brandColor: input.brand_color ?? null,
    ...(icon ? { icon } : {}),
    ...(siteImage ? { siteImage } : {}),
  });
}

/**
 * POST /licences/update-licence-data: the header and hero of the site and its contact data (SPEC §2 "Site settings",
 * §5). The form is the whole of these settings: a text field it leaves out (SPEC §5: empty fields are skipped) is
 * emptied. Pictures are kept unless a new one is sent: the logo (`icon`, a PNG by its bytes; required while the site
 * has none) and the site image (`site_image`, a file or a stock photo's location). Every check runs before anything
 * is stored, so a refused call leaves the site as it was.
 */
import type { TUpdateLicenceDataRequest } from '@izlog/contract/site-settings';
import { fieldError } from '../../platform/http/errors';
import type { TUploadedFile } from '../../platform/http/form-body';
import type { TRequestScope } from '../../platform/http/request-scope';
import type { TLicence } from '../../platform/tenancy/licence-resolver';
import { storeImageInput } from '../media/image-input';
import { saveLicenceSettings } from './save-licence-settings';

export type TLicencePictures = {
  /** The new logo; absent keeps the current one. */
  icon?: TUploadedFile;
  /** A new site image as a file or a stock location; absent (or the stored image's own address) keeps it. */
  siteImage?: TUploadedFile | string;
};

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** SPEC §5: the logo is a PNG. Read from the bytes, never from the name or the declared type. */
async function assertPngLogo(scope: TRequestScope, icon: TUploadedFile | undefined): Promise<void> {
  if (!icon) {
    if (!scope.licence.icon) throw fieldError('icon', 'logo_required');
    return;
  }
  if (!icon.data.subarray(0, PNG_SIGNATURE.length).equals(PNG_SIGNATURE)) throw fieldError('icon', 'logo_png_required');
  // A PNG's header on a picture that does not decode is no logo either.
  await scope.deps.images.assertImage(icon, 'icon');
}

/** A form sends the stored picture's own address back when the picture is unchanged. */
const isStoredPicture = (licence: TLicence, value: string) =>
  value === licence.siteImage || value.startsWith(`/media/${licence.id}/`);

async function storePicture(
  scope: TRequestScope,
  input: TUploadedFile | string | undefined,
  field: 'icon' | 'site_image',
): Promise<string | undefined> {
  if (input === undefined || (typeof input === 'string' && isStoredPicture(scope.licence, input.trim()))) {
    return undefined;
  }
  const stored = await storeImageInput(
    {
      deps: scope.deps,
      licenceId: scope.licence.id,
      userId: scope.actor.kind === 'user' ? scope.actor.userId : undefined,
    },
    typeof input === 'string' ? { stockLocation: input } : { file: input },
    field,
    field === 'icon' ? 'logo' : 'siteImage',
  );
  return stored?.url;
}

export async function updateLicenceData(
  scope: TRequestScope,
  input: TUpdateLicenceDataRequest,
  pictures: TLicencePictures,
): Promise<TLicence> {
  await assertPngLogo(scope, pictures.icon);
  // The site image first: a stock location is only known to be good once it is fetched, and the logo is checked.
  const siteImage = await storePicture(scope, pictures.siteImage, 'site_image');
  const icon = await storePicture(scope, pictures.icon, 'icon');
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

/**
 * A licence's web app manifest (issue 16): its name, language, colours and icons, so every site installs as its own
 * app. Each site is its own origin, so `id`, `start_url` and `scope` are simply its root.
 */
import { LANGUAGE_ID } from '@izlog/contract/constants';
import { APP_ICON_SIZES, MASKABLE_ICON_SIZES, shortNameOf, type TWebAppManifest } from '@izlog/contract/site-app';
import { appIconColorOf } from '../../../platform/images/app-icon';
import { appIconUrl } from '../../../platform/spa/site-app-head';
import { siteTitleOf, type TLicence } from '../../../platform/tenancy/licence-resolver';

export type TManifestLicence = Pick<
  TLicence,
  'icon' | 'brandColor' | 'siteName' | 'titleOfApp' | 'description' | 'languageId'
>;

export function webAppManifestOf(licence: TManifestLicence): TWebAppManifest {
  const name = siteTitleOf(licence);
  const color = appIconColorOf(licence.brandColor);
  return {
    id: '/',
    name,
    short_name: shortNameOf(name),
    description: licence.description?.trim() || name,
    lang: licence.languageId === LANGUAGE_ID.en ? 'en' : 'sr-Latn',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: color,
    background_color: color,
    icons: [
      ...APP_ICON_SIZES.map((size) => ({
        src: appIconUrl(licence, `${size}.png`),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'any' as const,
      })),
      ...MASKABLE_ICON_SIZES.map((size) => ({
        src: appIconUrl(licence, `maskable-${size}.png`),
        sizes: `${size}x${size}`,
        type: 'image/png' as const,
        purpose: 'maskable' as const,
      })),
    ],
  };
}

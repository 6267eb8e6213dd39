/**
 * update-single-app's artifact: the site's entry in the Izlog app (the one "picker" app that lists every site, the way
 * Apple accepts apps of a template builder), as a JSON manifest — name, address, language, colours and icons, which
 * the site itself serves (its web app icons), so the entry stays right when the logo changes.
 */
import type { TLanguage } from '@izlog/contract/constants';
import { shortNameOf } from '@izlog/contract/site-app';

export const SINGLE_APP_ENTRY_FORMAT = 'izlog-app-entry/1';

export type TSingleAppEntryInputs = {
  subdomain: string;
  name: string;
  siteUrl: string;
  language: TLanguage;
  brandColor: string;
  androidAppLink: string | null;
};

export function singleAppEntryOf(inputs: TSingleAppEntryInputs, now: Date) {
  const icon = (path: string, size: number, purpose: 'any' | 'maskable') => ({
    src: new URL(path, inputs.siteUrl).href,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    format: SINGLE_APP_ENTRY_FORMAT,
    id: inputs.subdomain,
    name: inputs.name,
    short_name: shortNameOf(inputs.name),
    url: `${inputs.siteUrl}/`,
    lang: inputs.language === 'srp' ? 'sr-Latn' : 'en',
    theme_color: inputs.brandColor,
    background_color: inputs.brandColor,
    icons: [
      icon('/app-icons/192.png', 192, 'any'),
      icon('/app-icons/512.png', 512, 'any'),
      icon('/app-icons/maskable-512.png', 512, 'maskable'),
    ],
    android_app_link: inputs.androidAppLink,
    updated_at: now.toISOString(),
  };
}

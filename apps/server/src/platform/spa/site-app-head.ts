/**
 * What a licence's HTML says about its installable app (issue 16): the manifest, the colour of the browser's bar and
 * the icons, each icon address carrying a version of what it is drawn from (logo, colour, name), so a new logo is
 * fetched at once instead of waiting out a cached icon.
 */
import { createHash } from 'node:crypto';
import { appIconColorOf } from '../images/app-icon';
import { siteTitleOf, type TLicence } from '../tenancy/licence-resolver';
import { escapeHtml } from '../text/plain-text';

export type TAppIconLicence = Pick<TLicence, 'icon' | 'brandColor' | 'siteName' | 'titleOfApp'>;

/** Changes whenever the icons would look different: a new logo, colour or (for a monogram) name. */
export function appIconVersionOf(licence: TAppIconLicence): string {
  return createHash('sha256')
    .update(`${licence.icon ?? ''}\n${appIconColorOf(licence.brandColor)}\n${siteTitleOf(licence)}`)
    .digest('hex')
    .slice(0, 10);
}

/** The address of one of the licence's icons (`192.png`, `maskable-512.png`). */
export const appIconUrl = (licence: TAppIconLicence, file: string) =>
  `/app-icons/${file}?v=${appIconVersionOf(licence)}`;

/** The tags a licence's page carries in its head: manifest, theme colour, favicon and home screen icons. */
export function siteAppHeadTags(licence: TAppIconLicence): string {
  const version = appIconVersionOf(licence);
  return [
    '<link rel="manifest" href="/manifest.webmanifest" />',
    `<meta name="theme-color" content="${appIconColorOf(licence.brandColor)}" />`,
    `<link rel="icon" type="image/png" sizes="48x48" href="/app-icons/48.png?v=${version}" />`,
    `<link rel="icon" type="image/png" sizes="192x192" href="/app-icons/192.png?v=${version}" />`,
    `<link rel="apple-touch-icon" href="/apple-touch-icon.png?v=${version}" />`,
    `<meta name="apple-mobile-web-app-title" content="${escapeHtml(siteTitleOf(licence))}" />`,
  ].join('\n    ');
}

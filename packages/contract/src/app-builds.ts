/**
 * A licence's apps (SPEC §7 build-paid-native-app, update-single-app, admin-add-licence-android-app-link; issue 13):
 * native Android builds and single-app updates recorded per licence with their status, progress and log, and the
 * link of the licence's app on Google Play. A native build makes the app's Capacitor Android project as a ZIP to
 * download (issue 16); compiling it is a documented step on a machine with the Android SDK.
 */
import { z } from 'zod';
import type { TLicenceType } from './constants';
import { LICENCE_TYPE_FEATURES } from './sales';
import { zId } from './validation';

export const APP_BUILD_KINDS = ['native_android', 'single_app_update'] as const;
export type TAppBuildKind = (typeof APP_BUILD_KINDS)[number];

/**
 * queued → building → succeeded (the artifact is ready to download) or failed. `waiting_for_builder` is only on builds
 * recorded before the builder existed (issue 13 stopped there, inputs fixed); no new build stops there.
 */
export const APP_BUILD_STATUSES = ['queued', 'building', 'waiting_for_builder', 'succeeded', 'failed'] as const;
export type TAppBuildStatus = (typeof APP_BUILD_STATUSES)[number];
/** A build in one of these is under way: asking again answers it instead of starting another. */
export const APP_BUILD_OPEN_STATUSES = ['queued', 'building'] as const satisfies readonly TAppBuildStatus[];

/** The licence types whose price includes the native app (the free one has its site's PWA). */
export const hasNativeApp = (licenceType: TLicenceType | string): boolean =>
  (LICENCE_TYPE_FEATURES as Record<string, readonly string[] | undefined>)[licenceType]?.includes('native_app') ??
  false;

/**
 * The Android application id of a licence's app: `rs.izlog.` and the subdomain with `-` as `_` (a segment must start
 * with a letter, so a subdomain starting with a digit is prefixed with `s`).
 */
export function androidAppIdOf(subdomain: string): string {
  const segment = subdomain.toLowerCase().replace(/-/g, '_');
  return `rs.izlog.${/^[a-z]/.test(segment) ? segment : `s${segment}`}`;
}

const ANDROID_PACKAGE = /^[a-zA-Z][a-zA-Z0-9_]*(\.[a-zA-Z][a-zA-Z0-9_]*)+$/;

/**
 * A Google Play app page (`https://play.google.com/store/apps/details?id=<package>`), as its canonical address
 * (other parameters such as `hl` dropped), or null when the text is not one.
 */
export function canonicalPlayStoreLink(text: string): string | null {
  let url: URL;
  try {
    url = new URL(text.trim());
  } catch {
    return null;
  }
  const id = url.searchParams.get('id') ?? '';
  const isPlayPage =
    url.protocol === 'https:' &&
    url.hostname === 'play.google.com' &&
    url.port === '' &&
    url.username === '' &&
    url.password === '' &&
    url.pathname.replace(/\/$/, '') === '/store/apps/details' &&
    ANDROID_PACKAGE.test(id);
  return isPlayPage ? `https://play.google.com/store/apps/details?id=${id}` : null;
}

/**
 * The logo the app icons are drawn from (issue 16): a square of at least this many pixels a side, the largest icon the
 * platforms ask for (the web app manifest's 512 and Google Play's 512). Smaller or oblong logos still serve the site;
 * the app icons then say what is needed.
 */
export const APP_ICON_MIN_SIZE = 512;
/**
 * The one logo rule (issue 26 item 1): a site's logo is also its app's icon, so the order takes a picture whose shorter
 * side has at least APP_ICON_MIN_SIZE pixels, and keeps its centred square (the site shows the same crop). Site
 * management and the console take any logo for the site and say, beside the field, what the app icons need.
 */
export const isLargeEnoughForAppIcon = (size: { width: number; height: number }): boolean =>
  Math.min(size.width, size.height) >= APP_ICON_MIN_SIZE;
/** A logo a few pixels off square (a crop's rounding) still makes a clean icon. */
const SQUARE_TOLERANCE = 0.02;
export type TAppIconProblem = 'app_icon_too_small' | 'app_icon_not_square';

/** Why a logo of this size cannot be the app's icon, or null when it can. Messages take {size}: APP_ICON_MIN_SIZE. */
export function appIconProblemOf(size: { width: number; height: number }): TAppIconProblem | null {
  const longer = Math.max(size.width, size.height);
  if (Math.abs(size.width - size.height) > longer * SQUARE_TOLERANCE) return 'app_icon_not_square';
  if (Math.min(size.width, size.height) < APP_ICON_MIN_SIZE) return 'app_icon_too_small';
  return null;
}

export const ZAppBuildRequest = z.object({ licence_id: zId });
export type TAppBuildRequest = z.infer<typeof ZAppBuildRequest>;

/** An empty link removes the licence's link. */
export const ZAndroidAppLinkRequest = z.object({
  licence_id: zId,
  android_app_link: z
    .string()
    .trim()
    .max(500)
    .refine((link) => link === '' || canonicalPlayStoreLink(link) !== null, 'android_app_link_invalid'),
});
export type TAndroidAppLinkRequest = z.infer<typeof ZAndroidAppLinkRequest>;

export const ZAppBuild = z.object({
  id: z.number(),
  licence_id: z.number(),
  kind: z.enum(APP_BUILD_KINDS),
  status: z.enum(APP_BUILD_STATUSES),
  /** 0–100 of the whole build: 10 licence read, 30 icons drawn, 60 project written, 80 archive packed, 100 done. */
  progress: z.number(),
  /** What the build did and found, a line per step (English, like a build tool's log). */
  log: z.string(),
  /** Where the built artifact is kept once there is one (download it with the build's download call). */
  artifact_path: z.string().nullable(),
  requested_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAppBuild = z.infer<typeof ZAppBuild>;

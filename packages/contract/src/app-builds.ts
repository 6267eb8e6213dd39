/**
 * A licence's apps (SPEC §7 build-paid-native-app, update-single-app, admin-add-licence-android-app-link; issue 13):
 * native Android builds and single-app updates recorded per licence with their status, progress and log, and the
 * link of the licence's app on Google Play. The Android project itself is produced by the app-build issue (16).
 */
import { z } from 'zod';
import type { TLicenceType } from './constants';
import { LICENCE_TYPE_FEATURES } from './sales';
import { zId } from './validation';

export const APP_BUILD_KINDS = ['native_android', 'single_app_update'] as const;
export type TAppBuildKind = (typeof APP_BUILD_KINDS)[number];

/**
 * queued → building → waiting_for_builder (inputs fixed; the Android project comes with issue 16) or failed;
 * `succeeded` once a builder produces the artifact.
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
  /** 0–100 of the whole build; waiting_for_builder stops halfway. */
  progress: z.number(),
  /** What the build did and found, a line per step (English, like a build tool's log). */
  log: z.string(),
  /** The built archive once there is one. */
  artifact_path: z.string().nullable(),
  requested_by: z.number().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type TAppBuild = z.infer<typeof ZAppBuild>;

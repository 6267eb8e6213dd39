/**
 * What a licence's Android project is made of, fixed once per build: the ids, names and colours every template of
 * this folder writes in, and the escapes each file format needs (an app's name is the owner's free text).
 */
import type { TLanguage } from '@izlog/contract/constants';

/** Capacitor's Android packages, pinned: a project builds the same whenever it is compiled. */
export const CAPACITOR_VERSION = '8.5.2';

export type TAndroidProjectInputs = {
  /** The application id (androidAppIdOf): also the Java package of MainActivity. */
  appId: string;
  /** The name under the launcher icon. */
  appName: string;
  /** The licence's subdomain: names the archive and the npm package. */
  subdomain: string;
  /** The site the app opens (its subdomain's address, which works whatever the custom domain). */
  siteUrl: string;
  /** #rrggbb, already resolved (null → Izlog's green). */
  brandColor: string;
  /** Increases with every build of the licence's app, as Google Play requires. */
  versionCode: number;
  versionName: string;
  language: TLanguage;
};

/** A file of the project: its path under the project's folder and its bytes (text as UTF-8). */
export type TProjectFile = { path: string; data: Uint8Array };
export const textFile = (path: string, text: string): TProjectFile => ({
  path,
  data: new TextEncoder().encode(text),
});

/**
 * A value of res/values/strings.xml: XML-escaped, then aapt's own escapes (a backslash, quotes, and a leading @ or ?
 * that would read as a reference), on one line.
 */
export function androidStringOf(text: string): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  const escaped = oneLine
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    .replace(/"/g, '\\"')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');
  return /^[@?]/.test(escaped) ? `\\${escaped}` : escaped;
}

/** The app's own URL scheme (a deep link such as `rs.izlog.moj-sajt://`): the application id, with `_` as `-` since a URI scheme takes no underscore. */
export const customUrlSchemeOf = (appId: string) => appId.toLowerCase().replace(/_/g, '-');

export const isCleartext = (siteUrl: string) => new URL(siteUrl).protocol === 'http:';

/**
 * Whether the page the server drew is the page this browser's app draws first (decision 0043). The server draws for
 * any visitor: this address, nobody signed in, the site's language, the light scheme, dates in its time zone. Where this browser remembers
 * otherwise, the app starts at once and draws the page itself instead of taking the drawn one over.
 */
import { RENDERED_PATH_ATTRIBUTE, RENDERED_TIME_ZONE_ATTRIBUTE } from '@izlog/contract/rendered-page';
import { readStored } from '@/lib/safe-storage';
import { COLOR_SCHEME_STORAGE_KEY, LANGUAGE_STORAGE_KEY, TOKEN_STORAGE_KEY } from '@/lib/stored-keys';

/** `<html lang>` of a drawn page (the server's) against the interface language a visitor chose. */
const LANG_OF_CHOICE: Record<string, string> = { srp: 'sr-Latn', 'srp-Cyrl': 'sr-Cyrl', en: 'en' };

export function prefersDarkScheme(): boolean {
  const chosen = readStored(COLOR_SCHEME_STORAGE_KEY);
  if (chosen === 'light' || chosen === 'dark') return chosen === 'dark';
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-color-scheme: dark)').matches;
}

export function drawnPageFits(root: HTMLElement | null): boolean {
  const drawnFor = root?.getAttribute(RENDERED_PATH_ATTRIBUTE);
  if (!drawnFor || drawnFor !== `${location.pathname}${location.search}`) return false;
  if (readStored(TOKEN_STORAGE_KEY) !== null || prefersDarkScheme()) return false;
  if (root?.getAttribute(RENDERED_TIME_ZONE_ATTRIBUTE) !== Intl.DateTimeFormat().resolvedOptions().timeZone)
    return false;
  const chosen = readStored(LANGUAGE_STORAGE_KEY);
  return chosen === null || LANG_OF_CHOICE[chosen] === document.documentElement.lang;
}

/**
 * The interface language: i18next over the texts of the one language shown (lib/interface-texts.ts), the visitor's
 * remembered choice, `<html lang>` and the locale of dates and numbers.
 *
 * Two things are called "language" here. The licence's (contract LANGUAGES: srp, en) is what the server speaks and
 * what every feature reads through `getLanguage()` and `i18n.language`. The interface's adds the script: Serbian
 * Latin, Serbian Cyrillic or English. Both Serbian scripts are i18next's `srp`, whose texts are swapped for the
 * Cyrillic ones when the visitor chooses Ћир, so nothing that reads the licence language has to know about scripts.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@izlog/contract/constants';
import { latinToCyrillic, type TSerbianScript } from '@izlog/contract/serbian-script';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TTranslations } from '@/locales/srp';
import { createStore, useStore } from './create-store';
import { INTERFACE_LANGUAGES, loadInterfaceTexts, type TInterfaceLanguage } from './interface-texts';
import { readStored, writeStored } from './safe-storage';
import { LANGUAGE_STORAGE_KEY } from './stored-keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: TTranslations };
  }
}

export { INTERFACE_LANGUAGES, type TInterfaceLanguage };

const licenceLanguageOf: Record<TInterfaceLanguage, TLanguage> = { srp: 'srp', 'srp-Cyrl': 'srp', en: 'en' };
/** BCP 47 tags for `<html lang>`. */
const htmlLangOf: Record<TInterfaceLanguage, string> = { srp: 'sr-Latn', 'srp-Cyrl': 'sr-Cyrl', en: 'en' };

const isInterfaceLanguage = (value: unknown): value is TInterfaceLanguage =>
  (INTERFACE_LANGUAGES as readonly unknown[]).includes(value);

/** The visitor's remembered choice; the values stored before Cyrillic existed ('srp', 'en') still count. */
export function getStoredLanguage(): TInterfaceLanguage | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isInterfaceLanguage(stored) ? stored : null;
}

/** The interface language on screen (its texts loaded). */
const shownLanguage = createStore<TInterfaceLanguage>(getStoredLanguage() ?? DEFAULT_LANGUAGE);
/** The language last asked for: a slower load of an earlier choice must not win over it. */
let wantedLanguage: TInterfaceLanguage = shownLanguage.get();
/** Which texts each i18next language holds now: `srp` holds the Latin or the Cyrillic ones. */
const bundleOf = new Map<TLanguage, TInterfaceLanguage>();
/** Texts already loaded, for a switch without waiting. */
const loadedTexts = new Map<TInterfaceLanguage, TTranslations>();

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  resources: {},
  lng: licenceLanguageOf[shownLanguage.get()],
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

function show(language: TInterfaceLanguage, texts: TTranslations): void {
  const licenceLanguage = licenceLanguageOf[language];
  if (bundleOf.get(licenceLanguage) !== language) {
    i18n.addResourceBundle(licenceLanguage, 'translation', texts, false, true, { skipCopy: true });
    bundleOf.set(licenceLanguage, language);
  }
  shownLanguage.set(language);
  // The server renders public pages with no document (server-render/render-public-page.tsx).
  if (typeof document !== 'undefined') document.documentElement.lang = htmlLangOf[language];
  // Emitted even when the i18next language stays `srp`: every useTranslation renders the other script's texts.
  void i18n.changeLanguage(licenceLanguage);
}

/** Shows a language: at once when its texts are loaded, else once they arrive (if nothing else was asked meanwhile). */
function switchTo(language: TInterfaceLanguage): Promise<void> {
  wantedLanguage = language;
  const loaded = loadedTexts.get(language);
  if (loaded) {
    show(language, loaded);
    return Promise.resolve();
  }
  return loadInterfaceTexts(language).then((texts) => {
    loadedTexts.set(language, texts);
    if (wantedLanguage === language) show(language, texts);
  });
}

/**
 * The first texts, before the app mounts: the visitor's remembered choice, else the site's language once its licence
 * answers (`siteLanguage`; the platform site has none). The default's texts start loading at once, in parallel with
 * the licence: most sites speak it. A language given as a value (the licence came with the page) waits for nothing.
 */
export async function prepareFirstLanguage(siteLanguage?: TLanguage | Promise<TLanguage | null>): Promise<void> {
  const stored = getStoredLanguage();
  // Known already (the server wrote the licence into the page): only the language shown first is loaded.
  if (typeof siteLanguage === 'string') return switchTo(stored ?? siteLanguage);
  const first = switchTo(stored ?? DEFAULT_LANGUAGE);
  const language = stored || !siteLanguage ? null : await siteLanguage;
  await (language && language !== DEFAULT_LANGUAGE ? switchTo(language) : first);
}

/** Every language's texts at hand (component tests switch languages synchronously). */
export async function preloadInterfaceLanguages(): Promise<void> {
  for (const language of INTERFACE_LANGUAGES) loadedTexts.set(language, await loadInterfaceTexts(language));
}

/**
 * The server's rendering of a public page, one synchronous pass at a time: the site's language shown at once (its texts
 * preloaded with preloadInterfaceLanguages), so pages of sites in other languages can be rendered in between.
 */
export function showLoadedLanguage(language: TInterfaceLanguage): void {
  const texts = loadedTexts.get(language);
  if (!texts) throw new Error(`The ${language} texts are not loaded.`);
  wantedLanguage = language;
  show(language, texts);
}

/** The licence language of the interface (what the server is asked to speak, what features pick texts by). */
export function getLanguage(): TLanguage {
  return (LANGUAGES as readonly string[]).includes(i18n.language) ? (i18n.language as TLanguage) : DEFAULT_LANGUAGE;
}

export const useInterfaceLanguage = (): TInterfaceLanguage => useStore(shownLanguage);

/** The script Serbian is shown in; null in English, where content shows as it was written. */
export const scriptOf = (language: TInterfaceLanguage): TSerbianScript | null =>
  language === 'en' ? null : language === 'srp-Cyrl' ? 'cyrillic' : 'latin';

/**
 * The locale of Intl's dates and numbers in a language (the interface's by default): en-GB, or Serbian in the script
 * the visitor reads, sr-Latn-RS or sr-Cyrl-RS. Every date and number the app writes takes its locale from here, so a
 * Cyrillic reader sees Cyrillic month names; any language but English (an i18next `srp`) counts as Serbian.
 */
export function localeTag(language: string = getLanguage()): string {
  if (language === 'en') return 'en-GB';
  return shownLanguage.get() === 'srp-Cyrl' ? 'sr-Cyrl-RS' : 'sr-Latn-RS';
}

/** The interface's localeTag for a component that formats without useTranslation: it re-renders on a switch. */
export const useLocaleTag = (): string => localeTag(useInterfaceLanguage());

/**
 * A Serbian text from outside the interface's texts (the server's messages, the contract's) in the interface's
 * script: Cyrillic for a visitor who chose it; other texts as they are.
 */
export const inInterfaceScript = (text: string): string =>
  shownLanguage.get() === 'srp-Cyrl' ? latinToCyrillic(text) : text;

/**
 * The visitor's choice, remembered for the next visit once its texts are shown; a choice whose texts cannot load
 * (offline) changes nothing and rejects.
 */
export async function chooseLanguage(language: TInterfaceLanguage): Promise<void> {
  const isLoaded = loadedTexts.has(language);
  // Loaded texts switch at once, before any await: component tests and the switch's own rendering rely on it.
  if (isLoaded) writeStored(LANGUAGE_STORAGE_KEY, language);
  await switchTo(language);
  if (!isLoaded && wantedLanguage === language) writeStored(LANGUAGE_STORAGE_KEY, language);
}

/** The licence's language applies only until the visitor chooses one (Serbian: in Latin). */
export function adoptSiteLanguage(language: TLanguage): void {
  if (getStoredLanguage() === null && language !== licenceLanguageOf[wantedLanguage]) void switchTo(language);
}

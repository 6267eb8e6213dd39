/** The interface language: i18next with the two resource files, the stored choice and `<html lang>`. */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from '@izlog/contract/constants';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from '@/locales/en';
import { srp, type TTranslations } from '@/locales/srp';
import { readStored, writeStored } from './safe-storage';

declare module 'i18next' {
  interface CustomTypeOptions {
    resources: { translation: TTranslations };
  }
}

export const LANGUAGE_STORAGE_KEY = 'language';

/** BCP 47 tags for `<html lang>`: the interface is Serbian in Latin script. */
const htmlLangOf: Record<TLanguage, string> = { srp: 'sr-Latn', en: 'en' };

const isLanguage = (value: unknown): value is TLanguage => (LANGUAGES as readonly unknown[]).includes(value);

export function getStoredLanguage(): TLanguage | null {
  const stored = readStored(LANGUAGE_STORAGE_KEY);
  return isLanguage(stored) ? stored : null;
}

export const i18n = i18next.createInstance();

i18n.on('languageChanged', (language) => {
  if (isLanguage(language)) document.documentElement.lang = htmlLangOf[language];
});

void i18n.use(initReactI18next).init({
  resources: { srp: { translation: srp }, en: { translation: en } },
  lng: getStoredLanguage() ?? DEFAULT_LANGUAGE,
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
});

export function getLanguage(): TLanguage {
  return isLanguage(i18n.language) ? i18n.language : DEFAULT_LANGUAGE;
}

/** The visitor's choice: remembered for the next visit. */
export function chooseLanguage(language: TLanguage): void {
  writeStored(LANGUAGE_STORAGE_KEY, language);
  void i18n.changeLanguage(language);
}

/** The licence's language applies only until the visitor chooses one. */
export function adoptSiteLanguage(language: TLanguage): void {
  if (getStoredLanguage() === null && language !== i18n.language) void i18n.changeLanguage(language);
}

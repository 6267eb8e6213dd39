/**
 * The interface's texts, one language at a time (issue 16 items 5 and 6): each language's file is a chunk of its own,
 * loaded when it is first shown, and Serbian Cyrillic is made in memory from the Serbian Latin texts, never a second
 * copy to keep in step.
 */
import { latinToCyrillic } from '@izlog/contract/serbian-script';
import type { TTranslations } from '@/locales/srp';

/** What the visitor chooses: Serbian in Latin (the default), Serbian in Cyrillic, or English. */
export const INTERFACE_LANGUAGES = ['srp', 'srp-Cyrl', 'en'] as const;
export type TInterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];

/** Strings in Cyrillic, all the way down; i18next's {{placeholders}}, $t() nestings and <tags> stay as written. */
function toCyrillicTexts<T>(texts: T): T {
  if (typeof texts === 'string') return latinToCyrillic(texts) as T;
  if (Array.isArray(texts)) return texts.map(toCyrillicTexts) as T;
  if (texts !== null && typeof texts === 'object') {
    return Object.fromEntries(Object.entries(texts).map(([key, value]) => [key, toCyrillicTexts(value)])) as T;
  }
  return texts;
}

const loads = new Map<TInterfaceLanguage, Promise<TTranslations>>();

/** A language's texts, loaded once: the same promise for every caller. */
export function loadInterfaceTexts(language: TInterfaceLanguage): Promise<TTranslations> {
  let load = loads.get(language);
  if (!load) {
    if (language === 'en') load = import('@/locales/en').then((module) => module.en);
    else if (language === 'srp') load = import('@/locales/srp').then((module) => module.srp);
    else load = loadInterfaceTexts('srp').then(toCyrillicTexts);
    // A failed chunk (offline, a new release) is asked for again next time.
    load.catch(() => loads.delete(language));
    loads.set(language, load);
  }
  return load;
}

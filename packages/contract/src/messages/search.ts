/** Messages of the site search, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const SEARCH_MESSAGES = {
  search_disabled: { srp: 'Pretraga je isključena na ovom sajtu.', en: 'Search is turned off on this site.' },
} as const satisfies Record<string, Record<TLanguage, string>>;

/** Messages of the sales console (issue 13, decision 0033), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const SALES_CONSOLE_MESSAGES = {
  licence_status_not_manual: {
    srp: 'Ovo stanje licence postavlja samo platforma (istek roka); možete izabrati aktivnu, obustavljenu ili zatvorenu.',
    en: 'Only the platform sets this status (an expired term); you can choose active, suspended or closed.',
  },
  licence_renew_to_activate: {
    srp: 'Licenca kojoj je istekao rok ponovo postaje aktivna kada se obnovi i plati.',
    en: 'A licence whose term has ended becomes active again once it is renewed and paid.',
  },
  licence_closed_no_changes: {
    srp: 'Ova licenca je zatvorena i više se ne može menjati.',
    en: 'This licence is closed and can no longer be changed.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

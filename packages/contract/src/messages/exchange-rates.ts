/** Messages of the exchange-rates capability (issue 13), spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const EXCHANGE_RATES_MESSAGES = {
  rate_invalid: {
    srp: 'Unesite kurs kao broj veći od nule sa najviše četiri decimale, na primer 117,1734.',
    en: 'Enter the rate as a number above zero with at most four decimals, for example 117.1734.',
  },
  rate_date_invalid: {
    srp: 'Unesite postojeći datum u obliku GGGG-MM-DD.',
    en: 'Enter a real date written YYYY-MM-DD.',
  },
  rate_date_future: {
    srp: 'Kurs se može uneti najranije za sutrašnji dan (kursna lista se objavljuje dan ranije).',
    en: 'A rate can be set for tomorrow at the latest (a list is published the day before it applies).',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

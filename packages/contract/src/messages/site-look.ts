/** Messages of the site's look (issue 16: its template and brand colour), spread into the one catalogue. */
import type { TLanguage } from '../constants';

export const SITE_LOOK_MESSAGES = {
  template_unknown: {
    srp: 'Ovaj šablon ne postoji. Izaberite jedan od ponuđenih šablona.',
    en: 'This template does not exist. Choose one of the templates offered.',
  },
  brand_color_invalid: {
    srp: 'Boju upišite kao # i šest heksadecimalnih cifara, na primer #0b7a57.',
    en: 'Write the colour as # and six hexadecimal digits, for example #0b7a57.',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

/** Messages of site settings (issue 12, SPEC §5): logo, greetings, terms and the switches, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const SITE_SETTINGS_MESSAGES = {
  logo_required: { srp: 'Logo je obavezan.', en: 'The logo is required.' },
  logo_png_required: { srp: 'Logo mora biti PNG slika.', en: 'The logo must be a PNG image.' },
  link_internal_only: {
    srp: 'Link dugmeta sme da sadrži samo slova, brojeve, - i _ i vodi na stranu ovog sajta.',
    en: 'The button link may hold only letters, digits, - and _ and leads to a page of this site.',
  },
  button_text_and_link: {
    srp: 'Dugme traži i tekst i link.',
    en: 'The button needs both a text and a link.',
  },
  site_saved: { srp: 'Podešavanja sajta su sačuvana.', en: 'The site settings have been saved.' },
  greetings_saved: { srp: 'Poruke dobrodošlice su sačuvane.', en: 'The greeting messages have been saved.' },
  terms_saved: { srp: 'Uslovi su sačuvani.', en: 'The terms have been saved.' },
  login_registration_on: {
    srp: 'Prijava i registracija su uključene.',
    en: 'Login and registration are turned on.',
  },
  login_registration_off: {
    srp: 'Prijava i registracija su isključene.',
    en: 'Login and registration are turned off.',
  },
  search_on: { srp: 'Pretraga je uključena.', en: 'Search is turned on.' },
  search_off: { srp: 'Pretraga je isključena.', en: 'Search is turned off.' },
} as const satisfies Record<string, Record<TLanguage, string>>;

/** Messages of own profiles (issue 12): the profile, its avatar and locations, spread into the one catalogue (../messages.ts). */
import type { TLanguage } from '../constants';

export const PROFILES_MESSAGES = {
  profile_saved: { srp: 'Profil je sačuvan.', en: 'Your profile has been saved.' },
  profile_wrong_kind: {
    srp: 'Ovaj poziv nije za vrstu vašeg naloga.',
    en: 'This call is not for your kind of account.',
  },
  avatar_required: { srp: 'Dodajte profilnu sliku.', en: 'Add a profile picture.' },
  email_not_editable: {
    srp: 'E-adresu naloga menja administrator sajta.',
    en: 'The account’s e-mail address is changed by the site’s administrator.',
  },
  location_in_use: {
    srp: 'Na lokaciji „{address}“ se nudi proizvoda: {count}. Uklonite je iz tih proizvoda pre nego što je obrišete.',
    en: 'Products offered at “{address}”: {count}. Remove the location from them before deleting it.',
  },
  location_unknown: {
    srp: 'Ova lokacija nije među vašim lokacijama.',
    en: 'This location is not one of yours.',
  },
  web_link_invalid: {
    srp: 'Unesite adresu stranice koja počinje sa https:// (ili http://).',
    en: 'Enter the address of a web page, starting with https:// (or http://).',
  },
} as const satisfies Record<string, Record<TLanguage, string>>;

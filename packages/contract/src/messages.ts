/**
 * The one message catalogue of the API (DESIGN §3): every message the server sends, in Serbian (default) and English.
 * Placeholders are written {name} and filled by `formatMessage`.
 */
import { DEFAULT_LANGUAGE, LANGUAGES, type TLanguage } from './constants';
import { ACCOUNTS_MESSAGES } from './messages/accounts';
import { BIDDING_MESSAGES } from './messages/bidding';
import { CATALOGS_MESSAGES } from './messages/catalogs';
import { CATEGORIES_MESSAGES } from './messages/categories';
import { COMMENTS_MESSAGES } from './messages/comments';
import { CONTACT_SERVICES_MESSAGES } from './messages/contact-services';
import { CONTENTS_MESSAGES } from './messages/contents';
import { DOMAINS_MESSAGES } from './messages/domains';
import { EXCHANGE_RATES_MESSAGES } from './messages/exchange-rates';
import { LICENCE_JOBS_MESSAGES } from './messages/licence-jobs';
import { MEDIA_MESSAGES } from './messages/media';
import { MODERATION_MESSAGES } from './messages/moderation';
import { PAYMENTS_MESSAGES } from './messages/payments';
import { PLANNERS_MESSAGES } from './messages/planners';
import { PROFILES_MESSAGES } from './messages/profiles';
import { SALES_MESSAGES } from './messages/sales';
import { SALES_CONSOLE_MESSAGES } from './messages/sales-console';
import { SEARCH_MESSAGES } from './messages/search';
import { SITE_LOOK_MESSAGES } from './messages/site-look';
import { SITE_SETTINGS_MESSAGES } from './messages/site-settings';
import { TOURS_MESSAGES } from './messages/tours';
import { USERS_MESSAGES } from './messages/users';
import { WIDGETS_MESSAGES } from './messages/widgets';

export const MESSAGES = {
  // Generic wire errors
  bad_request: { srp: 'Zahtev nije ispravan.', en: 'The request is malformed.' },
  malformed_body: {
    srp: 'Telo zahteva nije ispravno oblikovano.',
    en: 'The request body is malformed.',
  },
  unsupported_media_type: {
    srp: 'Ovaj format zahteva nije podržan.',
    en: 'This request format is not supported.',
  },
  payload_too_large: { srp: 'Zahtev je prevelik.', en: 'The request is too large.' },
  query_too_long: {
    srp: 'Adresa zahteva je preduga (najviše {max} znakova posle „?“): skratite filtere ili pretragu.',
    en: 'The request address is too long (at most {max} characters after "?"): shorten the filters or the search.',
  },
  file_too_large: {
    srp: 'Datoteka je prevelika (najviše {max} MB).',
    en: 'The file is too large (at most {max} MB).',
  },
  too_many_files: { srp: 'Poslato je previše datoteka.', en: 'Too many files were sent.' },
  not_found: { srp: 'Traženi sadržaj ne postoji.', en: 'The requested item does not exist.' },
  route_not_found: { srp: 'Ova adresa ne postoji.', en: 'This address does not exist.' },
  licence_not_found: {
    srp: 'Sajt na ovoj adresi ne postoji.',
    en: 'There is no site at this address.',
  },
  licence_not_active: {
    srp: 'Ovaj sajt trenutno nije aktivan.',
    en: 'This site is not active at the moment.',
  },
  licence_required: {
    srp: 'Ovaj poziv se odnosi na sajt; pozovite ga sa adrese sajta.',
    en: 'This call belongs to a site; call it from the site address.',
  },
  unauthorized: { srp: 'Neovlašćen pristup!', en: 'Unauthorized access!' },
  login_required: {
    srp: 'Morate biti prijavljeni.',
    en: 'You need to be logged in.',
  },
  session_expired: {
    srp: 'Vaša sesija je istekla, molimo prijavite se ponovo.',
    en: 'Your session has expired, please login again',
  },
  too_many_requests: {
    srp: 'Previše pokušaja. Pokušajte ponovo za {seconds} s.',
    en: 'Too many attempts. Try again in {seconds} s.',
  },
  too_many_images: {
    srp: 'Poslali ste previše slika za kratko vreme. Pokušajte ponovo za {seconds} s.',
    en: 'You have sent too many images in a short time. Try again in {seconds} s.',
  },
  conflict: { srp: 'Sukob sa postojećim podacima.', en: 'This conflicts with existing data.' },
  internal: {
    srp: 'Došlo je do greške na serveru. Pokušajte ponovo.',
    en: 'Something went wrong on the server. Please try again.',
  },
  database_unavailable: { srp: 'Baza podataka nije dostupna.', en: 'The database is unavailable.' },

  // Validation (field level)
  field_required: { srp: 'Ovo polje je obavezno.', en: 'This field is required.' },
  field_min_length: {
    srp: 'Unesite najmanje {min} znaka.',
    en: 'Enter at least {min} characters.',
  },
  field_max_length: {
    srp: 'Unesite najviše {max} znakova.',
    en: 'Enter at most {max} characters.',
  },
  field_min_value: { srp: 'Unesite broj od najmanje {min}.', en: 'Enter a number of at least {min}.' },
  field_max_value: { srp: 'Unesite broj od najviše {max}.', en: 'Enter a number of at most {max}.' },
  field_max_items: { srp: 'Dodajte najviše {max}.', en: 'Add at most {max}.' },
  field_invalid: { srp: 'Vrednost nije ispravna.', en: 'The value is not valid.' },
  field_invalid_choice: {
    srp: 'Izaberite jednu od ponuđenih vrednosti.',
    en: 'Choose one of the offered values.',
  },
  field_number: { srp: 'Unesite broj.', en: 'Enter a number.' },
  field_min_items: {
    srp: 'Dodajte najmanje {min}.',
    en: 'Add at least {min}.',
  },
  email_invalid: { srp: 'E-adresa nije ispravna.', en: 'The e-mail address is not valid.' },
  phone_invalid: {
    srp: 'Telefon sme da sadrži samo cifre, najmanje {min}.',
    en: 'The phone may contain digits only, at least {min}.',
  },
  terms_required: {
    srp: 'Morate prihvatiti uslove korišćenja.',
    en: 'You must accept the terms of use.',
  },
  captcha_wrong: { srp: 'Pogrešna captcha', en: 'Wrong Captcha' },
  passwords_same: {
    srp: 'Nova lozinka mora da se razlikuje od stare.',
    en: 'The new password must differ from the old one.',
  },
  photo_format_invalid: {
    srp: 'Format vaše fotografije nije ispravan',
    en: 'Format of your photo is not valid',
  },
  stock_photo_invalid: {
    srp: 'Izabrana fotografija iz galerije nije pronađena.',
    en: 'The chosen stock photo was not found.',
  },
  stock_unavailable: {
    srp: 'Galerija fotografija trenutno nije dostupna. Pokušajte ponovo kasnije.',
    en: 'The stock photo service is not available at the moment. Please try again later.',
  },

  status_transition_invalid: {
    srp: 'Ova promena statusa nije dozvoljena (sa „{from}“).',
    en: 'This status change is not allowed (from "{from}").',
  },

  // Each domain keeps its messages in its own file under messages/.
  ...MODERATION_MESSAGES,
  ...ACCOUNTS_MESSAGES,
  ...CATEGORIES_MESSAGES,
  ...CATALOGS_MESSAGES,
  ...SEARCH_MESSAGES,
  ...CONTENTS_MESSAGES,
  ...MEDIA_MESSAGES,
  ...COMMENTS_MESSAGES,
  ...USERS_MESSAGES,
  ...PROFILES_MESSAGES,
  ...SITE_SETTINGS_MESSAGES,
  ...SALES_MESSAGES,
  ...SALES_CONSOLE_MESSAGES,
  ...PAYMENTS_MESSAGES,
  ...DOMAINS_MESSAGES,
  ...EXCHANGE_RATES_MESSAGES,
  ...LICENCE_JOBS_MESSAGES,
  ...WIDGETS_MESSAGES,
  ...CONTACT_SERVICES_MESSAGES,
  ...BIDDING_MESSAGES,
  ...PLANNERS_MESSAGES,
  ...SITE_LOOK_MESSAGES,
  ...TOURS_MESSAGES,
} as const satisfies Record<string, Record<TLanguage, string>>;

export type TMessageKey = keyof typeof MESSAGES;
export type TMessageParams = Record<string, string | number>;

export function isMessageKey(key: string): key is TMessageKey {
  return Object.hasOwn(MESSAGES, key);
}

/**
 * Serbian's form of a noun after a number: 1, 21, 31… take the first (sat), 2–4, 22–24… the second (sata), the rest
 * the third (sati); 11–14 take the third.
 */
export function serbianCountForm(count: number, forms: readonly [string, string, string]): string {
  const lastTwo = Math.abs(count) % 100;
  const last = lastTwo % 10;
  if (lastTwo >= 11 && lastTwo <= 14) return forms[2];
  if (last === 1) return forms[0];
  return last >= 2 && last <= 4 ? forms[1] : forms[2];
}

/**
 * `{name}` is the value; `{name|one|few|many}` the value and the noun in the form its number asks for (Serbian's
 * three, issue 26 item 13: "72 sata", not "72 sati").
 */
export function formatMessage(key: TMessageKey, language: TLanguage, params: TMessageParams = {}): string {
  const template: string = MESSAGES[key][language] ?? MESSAGES[key][DEFAULT_LANGUAGE];
  return template.replace(/\{(\w+)(?:\|([^|}]+)\|([^|}]+)\|([^|}]+))?\}/g, (whole, name: string, ...forms) => {
    if (!(name in params)) return whole;
    const value = params[name];
    const [one, few, many] = forms as (string | undefined)[];
    if (one === undefined || few === undefined || many === undefined) return String(value);
    return `${value} ${serbianCountForm(Number(value), [one, few, many])}`;
  });
}

/** Picks the language from an Accept-Language header; Serbian in any script or region is `srp`. */
export function languageFromHeader(header: string | undefined, fallback: TLanguage = DEFAULT_LANGUAGE): TLanguage {
  if (!header) return fallback;
  const ranked = header
    .split(',')
    .map((part) => {
      const [tag = '', ...attrs] = part.trim().toLowerCase().split(';');
      const q = attrs.find((a) => a.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) || 0 : 1 };
    })
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const primary = tag.split('-')[0];
    if (primary === 'sr' || primary === 'srp' || primary === 'sh' || primary === 'hr' || primary === 'bs') return 'srp';
    if (primary === 'en') return 'en';
    if ((LANGUAGES as readonly string[]).includes(primary ?? '')) return primary as TLanguage;
  }
  return fallback;
}
